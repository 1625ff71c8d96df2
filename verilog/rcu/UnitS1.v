// S1 (stage 3, RTB): table A's ports (LE) without CongL (PortCongFilter).
module UnitS1 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2
) (
    input  wire [63:0] req,
    input  wire [63:0] cong,
    output wire [63:0] free_req
);
  PortCongFilter #(.RADIX(P + A - 1 + H)) f (.req(req), .cong(cong), .free_req(free_req));
endmodule
