// Stage-3 register: the class buses (RTA) and port sets (RTB) for stage 4. q_rta / q_rtb =
// valid & rta / valid & !rta. Reset clears q_valid, q_rta, q_rtb only.
`include "doar_widths.vh"

module doar_rcu_stage3_reg (
    input  wire         clk,
    input  wire         rst,
    input  wire         d_valid,
    input  wire         d_rta,
    input  wire [1:0]   d_vc,
    input  wire [`DOAR_GMAP_W-1:0] d_gap,
    input  wire [`DOAR_GMAP_W-1:0] d_gbp,
    input  wire [`DOAR_GMAP_W-1:0] d_gcp,
    input  wire [`DOAR_GMAP_W-1:0] d_gdp,
    input  wire [`DOAR_GMAP_W-1:0] d_gall,
    input  wire [63:0]  d_s1,
    input  wire [63:0]  d_s2,
    input  wire [63:0]  d_le,
    input  wire [63:0]  d_lf,
    output reg          q_valid,
    output reg          q_rta,
    output reg          q_rtb,
    output reg  [1:0]   q_vc,
    output reg  [`DOAR_GMAP_W-1:0] q_gap,
    output reg  [`DOAR_GMAP_W-1:0] q_gbp,
    output reg  [`DOAR_GMAP_W-1:0] q_gcp,
    output reg  [`DOAR_GMAP_W-1:0] q_gdp,
    output reg  [`DOAR_GMAP_W-1:0] q_gall,
    output reg  [63:0]  q_s1,
    output reg  [63:0]  q_s2,
    output reg  [63:0]  q_le,
    output reg  [63:0]  q_lf
);
  always @(posedge clk) begin
    if (rst) begin
      q_valid <= 1'b0;
      q_rta <= 1'b0;
      q_rtb <= 1'b0;
    end else begin
      q_valid <= d_valid;
      q_rta <= d_valid && d_rta;
      q_rtb <= d_valid && !d_rta;
      q_vc <= d_vc;
      q_gap <= d_gap;
      q_gbp <= d_gbp;
      q_gcp <= d_gcp;
      q_gdp <= d_gdp;
      q_gall <= d_gall;
      q_s1 <= d_s1;
      q_s2 <= d_s2;
      q_le <= d_le;
      q_lf <= d_lf;
    end
  end
endmodule
