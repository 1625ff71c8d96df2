// One stop of the ring that carries the group bitmap to the RCUs: mirror of
// rtl_model/congestion/doar_cong_ring_stage. It is the bitmap register that port q's RCU reads.
`include "doar_widths.vh"

module doar_cong_ring_stage (
    input  wire         clk,
    input  wire         rst,
    input  wire [`DOAR_GMAP_W-1:0] gmap_in,
    output reg  [`DOAR_GMAP_W-1:0] gmap_out
);
  always @(posedge clk) gmap_out <= rst ? 512'd0 : gmap_in;
endmodule
