// Uniform pick among W request bits for one LFSR value, the function of P1/P3's arbiter
// (core's uniform_pick, core/arbiter.hpp; rtl_model/rcu/slot_bits): n = popcount(bits),
// k = (lfsr * n) >> 16, and the winner is the k-th set bit counted from bit 0 (0-based).
// The rank table and the pick wired combinationally; stage 4 instead registers the table
// (doar_rcu_rank_reg) and uses doar_rcu_rank_pick alone. Kept as the unit the pick tests check against core
// (cosim.UniformPickRtl.*), so both halves are tested at the RCU's widths.
// valid = 0 and onehot = 0 when no bit is set. W >= 2.
module doar_rcu_uniform_pick #(
    parameter W = 8,
    parameter IW = 3   // index bits, $clog2(W)
) (
    input  wire [W-1:0]  bits,
    input  wire [15:0]   lfsr,
    output wire          valid,
    output wire [IW-1:0] index,
    output wire [W-1:0]  onehot
);
  localparam KW = $clog2(W);   // k_j < j <= W
  wire [(W+1)*KW-1:0] ranks;
  doar_rcu_rank_table #(.N(W), .KW(KW)) table_ (.lfsr(lfsr), .ranks(ranks));
  doar_rcu_rank_pick #(.W(W), .IW(IW), .KW(KW)) pick (.bits(bits), .ranks(ranks), .valid(valid), .index(index),
                                            .onehot(onehot));
endmodule
