// M (stage 4, RTA): table C entry of the one-hot winning router, as an AND-OR mux.
module UnitM #(
    parameter A = 4
) (
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [31:0]   win_router,   // bits >= A are zero
    input  wire [1535:0] c_all,        // entries >= A are not read
    /* verilator lint_on UNUSEDSIGNAL */
    output wire [47:0]   c_entry
);
  wire [48*A-1:0] terms;
  genvar u;
  generate
    for (u = 0; u < A; u = u + 1) begin : g_term
      assign terms[48*u +: 48] = win_router[u] ? c_all[48*u +: 48] : 48'd0;
    end
  endgenerate
  reg [47:0] acc;
  integer k;
  always @* begin
    acc = 48'd0;
    for (k = 0; k < A; k = k + 1) acc = acc | terms[48*k +: 48];
  end
  assign c_entry = acc;
endmodule
