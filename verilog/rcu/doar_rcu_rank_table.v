// The ranks of the uniform pick for one LFSR value (core's uniform_pick): for every possible
// popcount j = 0..N, k_j = (lfsr * j) >> 16, KW bits each, k_j at [j*KW +: KW]. Every product
// is by a constant, so each entry is a few adders (no general multiplier). doar_rcu_rank_reg registers
// this table for the LFSR's next value, so that the pick in stage 4 only selects k_n by its
// popcount n (docs/timing.md); doar_rcu_uniform_pick uses it combinationally.
module doar_rcu_rank_table #(
    parameter N = 8,
    parameter KW = 4   // holds N - 1 (k_j < j <= N); at least 1
) (
    input  wire [15:0]           lfsr,
    output wire [(N+1)*KW-1:0]   ranks
);
  genvar j;
  generate
    for (j = 0; j <= N; j = j + 1) begin : g_rank
      localparam [15:0] J = j;
      /* verilator lint_off UNUSEDSIGNAL */
      wire [31:0] prod = {16'd0, lfsr} * {16'd0, J};   // < 2^16 * (N + 1): bits above are 0
      /* verilator lint_on UNUSEDSIGNAL */
      assign ranks[j*KW +: KW] = prod[16 +: KW];
    end
  endgenerate
endmodule
