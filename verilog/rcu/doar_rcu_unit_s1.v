// S1 (stage 3, RTB): table A's ports (LE) without CongL (doar_rcu_port_cong_filter).
module doar_rcu_unit_s1 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2
) (
    input  wire [63:0] req,
    input  wire [63:0] cong,
    output wire [63:0] free_req
);
  doar_rcu_port_cong_filter #(.RADIX(P + A - 1 + H)) f (.req(req), .cong(cong), .free_req(free_req));
endmodule
