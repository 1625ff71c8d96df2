// N2 (stage 3, RTA): A2's non-minimal slots (nm_req) without congestion (SlotCongFilter).
module UnitN2 (
    input  wire [511:0] req,
    input  wire [511:0] lcong,
    input  wire [511:0] gcong,
    output wire [511:0] free_req
);
  SlotCongFilter f (.req(req), .lcong(lcong), .gcong(gcong), .free_req(free_req));
endmodule
