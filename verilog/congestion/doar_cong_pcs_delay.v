// The PCS-layer path of a map frame, LAT register stages of {valid, map}: mirror of
// rtl_model/congestion/doar_cong_pcs_delay. A value sampled at edge t is on the output from edge
// t + LAT - 1 (LAT = 1: a register).
module doar_cong_pcs_delay #(
    parameter LAT = 28
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        in_valid,
    input  wire [15:0] in_map,
    output wire        out_valid,
    output wire [15:0] out_map
);
  reg [16:0] stage [0:LAT-1];  // {valid, map}; stage 0 is the newest

  integer k;
  always @(posedge clk) begin
    if (rst) begin
      for (k = 0; k < LAT; k = k + 1) stage[k] <= 17'd0;
    end else begin
      stage[0] <= {in_valid, in_map};
      for (k = 1; k < LAT; k = k + 1) stage[k] <= stage[k-1];
    end
  end

  assign out_valid = stage[LAT-1][16];
  assign out_map = stage[LAT-1][15:0];
endmodule
