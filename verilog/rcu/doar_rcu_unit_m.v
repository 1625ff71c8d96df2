// M + P2 (stage 4, RTA): the local port towards the one-hot winning router, from table C.
// Function: P2 (the first valid item) of the winner's entry. Structure: P2 runs on every
// router's entry in parallel with P1, since table C does not depend on the winner, and the
// winner then selects a 7-bit {valid, port} instead of a 48-bit entry, so only that AND-OR
// select waits for P1 (docs/timing.md). The SystemC twin (rtl_model/rcu) keeps M then P2:
// the same result at the pins.
module doar_rcu_unit_m #(
    parameter A = 4
) (
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [31:0]   win_router,   // bits >= A are zero
    input  wire [1535:0] c_all,        // entries >= A are not read
    /* verilator lint_on UNUSEDSIGNAL */
    output wire          lport_valid,
    output wire [5:0]    lport
);
  wire [A-1:0]   valid_u;
  wire [6*A-1:0] port_u;
  wire [7*A-1:0] terms;
  genvar u;
  generate
    for (u = 0; u < A; u = u + 1) begin : g_router
      doar_rcu_unit_p2 p2 (.c_entry(c_all[48*u +: 48]), .lport_valid(valid_u[u]), .lport(port_u[6*u +: 6]));
      assign terms[7*u +: 7] = win_router[u] ? {valid_u[u], port_u[6*u +: 6]} : 7'd0;
    end
  endgenerate
  reg [6:0] acc;
  integer k;
  always @* begin
    acc = 7'd0;
    for (k = 0; k < A; k = k + 1) acc = acc | terms[7*k +: 7];
  end
  assign lport_valid = acc[6];
  assign lport = acc[5:0];
endmodule
