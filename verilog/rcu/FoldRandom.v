// Start index of a random pick among W positions (core's random_start): the LFSR's low
// bits masked to the next power of two, minus W once if still >= W (no divider).
module FoldRandom #(
    parameter W = 8,
    parameter IW = 3   // $clog2(W), at least 1
) (
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [15:0]   lfsr,   // only the low IW bits
    /* verilator lint_on UNUSEDSIGNAL */
    output wire [IW-1:0] start
);
  localparam [31:0] W32 = W;
  wire [IW-1:0] v = lfsr[IW-1:0];
  generate
    if (W <= 1) begin : g_one
      assign start = {IW{1'b0}};
    end else begin : g_fold
      assign start = ({{(32-IW){1'b0}}, v} >= W32) ? v - W32[IW-1:0] : v;
    end
  endgenerate
endmodule
