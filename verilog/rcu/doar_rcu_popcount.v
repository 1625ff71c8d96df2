// doar_rcu_popcount: the number of set bits of `bits`, as a balanced tree of adders (the two
// halves counted by two copies of this module, recursively). WHY a tree: a loop of W
// increments maps to W adders in series; the tree has log2(W) levels whose ripple carries
// overlap, so its depth grows with log2(W) + CW. doar_rcu_unit_d's count of congested global slots
// (stage 3's critical path) uses it.
module doar_rcu_popcount #(
    parameter integer W = 8,   // input bits, >= 1
    parameter integer CW = 10  // count width, 2^CW > W
) (
    input  wire [W-1:0]  bits,
    output wire [CW-1:0] count
);
  generate
    if (W == 1) begin : leaf
      assign count = {{(CW - 1){1'b0}}, bits[0]};
    end else begin : split
      localparam integer LO = W / 2;
      wire [CW-1:0] c_lo, c_hi;
      doar_rcu_popcount #(.W(LO), .CW(CW)) lo (.bits(bits[LO-1:0]), .count(c_lo));
      doar_rcu_popcount #(.W(W - LO), .CW(CW)) hi (.bits(bits[W-1:LO]), .count(c_hi));
      assign count = c_lo + c_hi;
    end
  endgenerate
endmodule
