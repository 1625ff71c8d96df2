// Uniform pick among W request bits given the rank table (doar_rcu_rank_table: k_j = (lfsr * j) >> 16
// for every popcount j = 0..W): n = popcount(bits), k = k_n, and the winner is the k-th set
// bit counted from bit 0 (0-based); with the table of the LFSR value this is core's
// uniform_pick (core/arbiter.hpp; doar_rcu_uniform_pick wires the two). No multiplier here: the table
// is a register in stage 4 (doar_rcu_rank_reg), so only a select by n and one compare wait for n
// (docs/timing.md):
//   1. the bits in blocks of 16, a popcount tree per block;
//   2. a Kogge-Stone prefix sum over the block counts: per block the set bits up to and
//      including it (the last one is n);
//   3. in parallel, in every block, a 16-wide Kogge-Stone prefix count, plus the block's
//      base from 2: per bit the number of set bits below it (independent of k);
//   4. k = k_n (a select by n); the winner is the set bit with exactly k set bits below it (one
//      equality compare per bit); an OR-tree encoder gives its index.
// valid = 0 and onehot = 0 when no bit is set (then k = 0 and no set bit matches). W >= 2.
module doar_rcu_rank_pick #(
    parameter W = 8,
    parameter IW = 3,   // index bits, $clog2(W)
    parameter KW = 3    // rank bits: >= $clog2(W) (k_j < j <= W) and <= the count width CW
) (
    input  wire [W-1:0]        bits,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [(W+1)*KW-1:0] ranks,   // k_j at [j*KW +: KW]; k_0 is never selected for a match
    /* verilator lint_on UNUSEDSIGNAL */
    output wire                valid,
    output wire [IW-1:0]       index,
    output wire [W-1:0]        onehot
);
  localparam BS = 16;                  // block size
  localparam NB = (W + BS - 1) / BS;   // blocks
  // Count width: holds 0..W, and at least 5 bits so that a full block's 16 fits.
  localparam CW = ($clog2(W + 1) > 5) ? $clog2(W + 1) : 5;

  // Requests padded to whole blocks.
  wire [NB*BS-1:0] x;
  generate
    if (NB * BS > W) begin : g_pad
      assign x = {{(NB*BS-W){1'b0}}, bits};
    end else begin : g_full
      assign x = bits;
    end
  endgenerate

  // One combinational block; every loop has constant bounds and unrolls in synthesis.
  reg [CW*NB-1:0]    incl, step;       // 1-2: inclusive prefix counts over the blocks
  reg [CW*BS-1:0]    tree, inner, nxt; // popcount tree leaves / 16-wide prefix counts
  reg [CW*NB*BS-1:0] below;            // 3: per bit, the set bits below it
  reg [CW-1:0]       n, k, base;
  reg [W-1:0]        hot;
  reg [IW-1:0]       idx;
  /* verilator lint_off UNUSEDSIGNAL */
  reg [31:0]         pos;              // loop index as a vector (only its low IW bits)
  /* verilator lint_on UNUSEDSIGNAL */
  integer j, i, d;
  always @* begin
    // 1. Block popcounts: pairwise sums, halving the live entries each level.
    for (j = 0; j < NB; j = j + 1) begin
      for (i = 0; i < BS; i = i + 1) tree[i*CW +: CW] = {{(CW-1){1'b0}}, x[j*BS+i]};
      for (d = BS / 2; d >= 1; d = d / 2)
        for (i = 0; i < d; i = i + 1) tree[i*CW +: CW] = tree[(2*i)*CW +: CW] + tree[(2*i+1)*CW +: CW];
      incl[j*CW +: CW] = tree[0 +: CW];
    end
    // 2. Kogge-Stone: after the level of distance d each entry sums the 2d blocks up to it.
    for (d = 1; d < NB; d = d * 2) begin
      step = incl;
      for (j = d; j < NB; j = j + 1) step[j*CW +: CW] = incl[j*CW +: CW] + incl[(j-d)*CW +: CW];
      incl = step;
    end
    n = incl[(NB-1)*CW +: CW];
    // 3. Per block, prefix counts inside it (Kogge-Stone over 16); a bit's count of set bits
    // below it is its block's base plus the set bits below it in the block.
    for (j = 0; j < NB; j = j + 1) begin
      for (i = 0; i < BS; i = i + 1) inner[i*CW +: CW] = {{(CW-1){1'b0}}, x[j*BS+i]};
      for (d = 1; d < BS; d = d * 2) begin
        nxt = inner;
        for (i = d; i < BS; i = i + 1) nxt[i*CW +: CW] = inner[i*CW +: CW] + inner[(i-d)*CW +: CW];
        inner = nxt;
      end
      base = (j == 0) ? {CW{1'b0}} : incl[(j-1)*CW +: CW];
      for (i = 0; i < BS; i = i + 1)
        below[(j*BS+i)*CW +: CW] = base + ((i == 0) ? {CW{1'b0}} : inner[(i-1)*CW +: CW]);
    end
    // 4. The rank, and the one set bit with exactly k set bits below it.
    // An AND-OR select (not a chain of ifs, which maps to a W-deep priority chain).
    k = {CW{1'b0}};
    for (j = 0; j <= W; j = j + 1)
      k = k | ({{(CW-KW){1'b0}}, ranks[j*KW +: KW]} & {CW{n == j[CW-1:0]}});
    idx = {IW{1'b0}};
    for (i = 0; i < W; i = i + 1) begin
      hot[i] = x[i] && (below[i*CW +: CW] == k);
      pos = i;
      idx = idx | (pos[IW-1:0] & {IW{hot[i]}});
    end
  end

  assign valid = |bits;
  assign index = idx;
  assign onehot = hot;
endmodule
