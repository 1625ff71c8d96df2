// S1/S2 body: requested ports below the radix that are not congested.
module doar_rcu_port_cong_filter #(
    parameter RADIX = 7
) (
    input  wire [63:0] req,
    input  wire [63:0] cong,
    output wire [63:0] free_req
);
  localparam [63:0] PORTS = RADIX >= 64 ? ~64'd0 : (64'd1 << RADIX) - 64'd1;
  assign free_req = req & ~cong & PORTS;
endmodule
