// Round-robin pick among W request bits (the round_robin() of rtl_model/rcu/slot_bits and
// core's rr_pick): the first set bit at an index >= start, wrapping once; valid = 0 when no
// bit is set. start >= W counts as 0. Log-depth: a shifted mask, then "isolate the lowest
// set bit" (x & -x) and an OR-tree encoder, instead of a W-long priority chain.
module RoundRobinPick #(
    parameter W = 8,
    parameter IW = 3   // index bits, $clog2(W) (at least 1)
) (
    input  wire [W-1:0]  bits,
    input  wire [IW-1:0] start,
    output wire          valid,
    output wire [IW-1:0] index,
    output wire [W-1:0]  onehot   // the picked bit alone (zero when none)
);
  wire [IW-1:0] from = ({{(32-IW){1'b0}}, start} < W) ? start : {IW{1'b0}};
  wire [W-1:0]  upper = bits & ({W{1'b1}} << from);
  wire [W-1:0]  x = (|upper) ? upper : bits;
  wire [W-1:0]  lowest = x & (~x + {{(W-1){1'b0}}, 1'b1});

  genvar b, i;
  generate
    for (b = 0; b < IW; b = b + 1) begin : g_bit
      wire [W-1:0] sel;
      for (i = 0; i < W; i = i + 1) begin : g_i
        assign sel[i] = ((i >> b) & 1) != 0;
      end
      assign index[b] = |(lowest & sel);
    end
  endgenerate
  assign valid = |bits;
  assign onehot = lowest;
endmodule
