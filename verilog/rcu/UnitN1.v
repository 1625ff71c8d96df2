// N1 (stage 3, RTA): A1's minimal slots (ga_req) without congestion (SlotCongFilter).
module UnitN1 (
    input  wire [511:0] req,
    input  wire [511:0] lcong,
    input  wire [511:0] gcong,
    output wire [511:0] free_req
);
  SlotCongFilter f (.req(req), .lcong(lcong), .gcong(gcong), .free_req(free_req));
endmodule
