// N1 (stage 3, RTA): A1's minimal slots (ga_req) without congestion (doar_rcu_slot_cong_filter).
`include "doar_widths.vh"

module doar_rcu_unit_n1 (
    input  wire [`DOAR_GMAP_W-1:0] req,
    input  wire [`DOAR_GMAP_W-1:0] lcong,
    input  wire [`DOAR_GMAP_W-1:0] gcong,
    output wire [`DOAR_GMAP_W-1:0] free_req
);
  doar_rcu_slot_cong_filter f (.req(req), .lcong(lcong), .gcong(gcong), .free_req(free_req));
endmodule
