// One stop of the ring that carries the group bitmap to the RCUs: mirror of
// rtl_model/congestion/cong_ring_stage. It is the bitmap register that port q's RCU reads.
module cong_ring_stage (
    input  wire         clk,
    input  wire         rst,
    input  wire [511:0] gmap_in,
    output reg  [511:0] gmap_out
);
  always @(posedge clk) gmap_out <= rst ? 512'd0 : gmap_in;
endmodule
