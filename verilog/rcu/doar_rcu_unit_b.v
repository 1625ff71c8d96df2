// B (stage 3, RTA): class split of the free slots. G2 = non-minimal free slots of the own
// router, G3 = those of the destination's router: GA = free minimal slots, GB = G2 & G3,
// GC = G2 ^ G3, GD = the other free non-minimal slots; all = every candidate (fallback).
// EXIT (core/doar_congested.hpp): without a free minimal slot GA holds the minimal slots
// whose CongG bit is clear (EXIT = 2: only while doar_rcu_unit_d's credit stays `closed`), and `all`
// is GA alone when GA has a slot.
`include "doar_widths.vh"

module doar_rcu_unit_b #(
    parameter H = 2,
    parameter BID = 0,
    parameter EXIT = 2
) (
    input  wire [`DOAR_GMAP_W-1:0] ga_free,
    input  wire [`DOAR_GMAP_W-1:0] nm_free,
    input  wire [`DOAR_GMAP_W-1:0] ga_req,
    input  wire [`DOAR_GMAP_W-1:0] nm_req,
    input  wire [4:0]   dst_bid,
    input  wire [`DOAR_GMAP_W-1:0] gcong,
    input  wire         closed,
    output wire [`DOAR_GMAP_W-1:0] gap,
    output wire [`DOAR_GMAP_W-1:0] gbp,
    output wire [`DOAR_GMAP_W-1:0] gcp,
    output wire [`DOAR_GMAP_W-1:0] gdp,
    output wire [`DOAR_GMAP_W-1:0] all
);
  localparam [`DOAR_GMAP_W-1:0] ONES_H = {{(512 - H){1'b0}}, {H{1'b1}}};
  wire [`DOAR_GMAP_W-1:0] src = ONES_H << (BID * H);
  wire [`DOAR_GMAP_W-1:0] dst = ONES_H << (dst_bid * H);
  wire [`DOAR_GMAP_W-1:0] g2 = nm_free & src;
  wire [`DOAR_GMAP_W-1:0] g3 = nm_free & dst;
  wire exit_rule = EXIT != 0;
  wire keep_min = EXIT != 2 || closed;
  assign gap = (exit_rule && ~|ga_free && keep_min) ? (ga_req & ~gcong) : ga_free;
  assign gbp = g2 & g3;
  assign gcp = g2 ^ g3;
  assign gdp = nm_free & ~(g2 | g3);
  assign all = (exit_rule && |ga_req) ? ga_req : (ga_req | nm_req);
endmodule
