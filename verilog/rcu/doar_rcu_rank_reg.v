// The rank table of stage 4 (doar_rcu_rank_table, N = the widest pick) for the value doar_rcu_lfsr16 holds, as
// a register: it loads the table of the LFSR's next value whenever the LFSR steps, so the
// 16-bit multiplies happen in the cycle before the pick that uses them and stage 4 keeps
// only a select by the popcount (docs/timing.md). Reset loads the table of SEED, as doar_rcu_lfsr16
// loads SEED. The feedback is doar_rcu_lfsr16's (x^16 + x^14 + x^13 + x^11 + 1); the two must agree,
// which the co-simulation checks (every pick would differ otherwise).
module doar_rcu_rank_reg #(
    parameter N = 8,
    parameter KW = 4,
    parameter SEED = 1
) (
    input  wire                  clk,
    input  wire                  rst,
    input  wire                  step,    // doar_rcu_lfsr16's step
    input  wire [15:0]           lfsr,    // doar_rcu_lfsr16's value
    output reg  [(N+1)*KW-1:0]   q_ranks
);
  localparam [31:0] SEED32 = SEED;
  wire [15:0] next = {lfsr[14:0], lfsr[15] ^ lfsr[13] ^ lfsr[12] ^ lfsr[10]};
  wire [(N+1)*KW-1:0] next_ranks, seed_ranks;
  doar_rcu_rank_table #(.N(N), .KW(KW)) t_next (.lfsr(next), .ranks(next_ranks));
  doar_rcu_rank_table #(.N(N), .KW(KW)) t_seed (.lfsr(SEED32[15:0]), .ranks(seed_ranks));  // constants
  always @(posedge clk) begin
    if (rst) q_ranks <= seed_ranks;
    else if (step) q_ranks <= next_ranks;
  end
endmodule
