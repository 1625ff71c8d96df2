// S2 (stage 3, RTB): F's ports (LF) without CongL (PortCongFilter).
module UnitS2 #(
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
