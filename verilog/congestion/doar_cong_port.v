// Credit counter and congestion verdicts of one switch output: mirror of
// rtl_model/congestion/doar_cong_port (docs/congestion.md).
//   occ    = credits held back (units sent minus credits returned)
//   nwin   = units sent in the last WINDOW cycles (a WINDOW-bit shift register of sends)
//   cong_l = occ > LOCAL_TH
//   cong_g = max(0, occ - nwin) > GLOBAL_TH
// occ and nwin are registers; the verdicts are compares of those registers, so all four
// pins change only at the clock edge, as in the SystemC model. Credits never exceed the
// units sent (the occupancy is not negative) and the occupancy stays below 2^16: a
// downstream buffer is far smaller.
module doar_cong_port #(
    parameter LOCAL_TH = 10,
    parameter GLOBAL_TH = 30,
    parameter WINDOW = 202
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        send,
    input  wire        credit,
    output reg  [15:0] occ,
    output reg  [15:0] nwin,
    output wire        cong_l,
    output wire        cong_g
);
  reg  [WINDOW-1:0] hist;     // bit k: the send of k+1 cycles ago
  wire oldest = hist[WINDOW-1];

  always @(posedge clk) begin
    if (rst) begin
      occ <= 16'd0;
      nwin <= 16'd0;
    end else begin
      occ <= occ + {15'd0, send} - {15'd0, credit};
      nwin <= nwin + {15'd0, send} - {15'd0, oldest};
    end
  end

  generate
    if (WINDOW == 1) begin : g_one
      always @(posedge clk) hist <= rst ? 1'b0 : send;
    end else begin : g_shift
      always @(posedge clk) hist <= rst ? {WINDOW{1'b0}} : {hist[WINDOW-2:0], send};
    end
  endgenerate

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_CONG_TH (docs/cosim.md): local congestion at occupancy equal to the
  // threshold (>= for >).
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_CONG_TH");
  assign cong_l = mut ? {16'd0, occ} >= LOCAL_TH : {16'd0, occ} > LOCAL_TH;
`else
  assign cong_l = {16'd0, occ} > LOCAL_TH;
`endif
  wire [15:0] q_hat = occ > nwin ? occ - nwin : 16'd0;
  assign cong_g = {16'd0, q_hat} > GLOBAL_TH;
endmodule
