// The router's own h-bit global congestion map into the PCS layer: mirror of
// rtl_model/congestion/doar_cong_map_tx. A frame leaves in the first cycle in which the map
// differs from the last map sent, but never twice within INTERVAL cycles; a change during
// the guard time leaves when it ends if it still differs. tx_map keeps the last frame.
module doar_cong_map_tx #(
    parameter INTERVAL = 10
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [15:0] map_in,
    output reg         tx_valid,
    output reg  [15:0] tx_map
);
  localparam [31:0] INTERVAL32 = INTERVAL;
  localparam [15:0] GUARD0 = INTERVAL32[15:0] - 16'd1;
  reg [15:0] guard;      // cycles left before the next frame may leave
  reg [15:0] last_sent;  // what every neighbour holds now

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_CONG_RESET (docs/cosim.md): last_sent leaves reset all ones.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_CONG_RESET");
  wire [15:0] LAST_SENT_RESET = mut ? 16'hffff : 16'h0000;
`else
  localparam [15:0] LAST_SENT_RESET = 16'h0000;
`endif

  always @(posedge clk) begin
    if (rst) begin
      guard <= 16'd0;
      last_sent <= LAST_SENT_RESET;
      tx_valid <= 1'b0;
      tx_map <= 16'd0;
    end else if (guard != 16'd0) begin
      guard <= guard - 16'd1;
      tx_valid <= 1'b0;
    end else if (map_in != last_sent) begin
      last_sent <= map_in;
      guard <= GUARD0;
      tx_valid <= 1'b1;
      tx_map <= map_in;
    end else begin
      tx_valid <= 1'b0;
    end
  end
endmodule
