// P1 (stage 4, RTA): the class arbiter over the A*H slots. The first class of GA, GB, GC,
// GD with a candidate wins, else every candidate (`all`, class 4, RTA random); the
// uniform pick over that set with the LFSR: n = popcount, k = (lfsr * n) >> 16, the k-th set
// slot (core's uniform_pick), here a doar_rcu_rank_pick per class set over the registered ranks k_j of the LFSR value
// (doar_rcu_rank_reg; the SystemC twin takes the LFSR itself). Combinational: no pointer (docs/core.md
// says why).
// win_router is the one-hot router that owns the slot (for M).
`include "doar_widths.vh"

module doar_rcu_unit_p1 #(
    parameter A = 4,
    parameter H = 2,
    parameter N = A * H,   // entries of the rank table - 1 (>= A*H; shared with P3)
    parameter KW = 3       // bits of a rank, $clog2(N)
) (
    input  wire         en,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [`DOAR_GMAP_W-1:0] gap,      // bits >= A*H are never set (and not read)
    input  wire [`DOAR_GMAP_W-1:0] gbp,
    input  wire [`DOAR_GMAP_W-1:0] gcp,
    input  wire [`DOAR_GMAP_W-1:0] gdp,
    input  wire [`DOAR_GMAP_W-1:0] all,
    input  wire [(N+1)*KW-1:0] ranks,   // k_j = (lfsr * j) >> 16; entries > A*H not read
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire         stay,     // doar_rcu_unit_d: no detour credit, GA or else `all` (then GA alone)
    output wire         win_valid,
    output wire [2:0]   win_cls,
    output wire [`DOAR_IDX_W-1:0]   win_slot,
    output wire [31:0]  win_router
);
  localparam S = A * H;
  localparam IW = (S > 1) ? $clog2(S) : 1;

  // The class from the sets' OR trees alone; the picks do not wait for it: one pick per
  // class set, all five in parallel, and the class selects among their results at the end
  // (docs/timing.md: the class select and the 72-bit set mux were at the head of the path).
  wire [3:0] v = {|gdp[S-1:0], |gcp[S-1:0], |gbp[S-1:0], |gap[S-1:0]};
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_P1_CLASS (docs/cosim.md): class GB is tried before GA.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_P1_CLASS");
  wire       gb_first = mut && v[1];
  wire [2:0] cls = gb_first ? 3'd1 : v[0] ? 3'd0 : stay ? 3'd4 : v[1] ? 3'd1 : v[2] ? 3'd2 : v[3] ? 3'd3 : 3'd4;
`else
  wire [2:0] cls = v[0] ? 3'd0 : stay ? 3'd4 : v[1] ? 3'd1 : v[2] ? 3'd2 : v[3] ? 3'd3 : 3'd4;
`endif
  // Set c of the picks: 0..3 = GA..GD, 4 = all (the class number).
  wire [5*S-1:0] sets = {all[S-1:0], gdp[S-1:0], gcp[S-1:0], gbp[S-1:0], gap[S-1:0]};

  // The table's first S+1 entries, each cut to $clog2(S) bits (k_j < j <= S).
  localparam KP = $clog2(S);
  wire [(S+1)*KP-1:0] my_ranks;
  genvar j;
  generate
    for (j = 0; j <= S; j = j + 1) begin : g_rank
      assign my_ranks[j*KP +: KP] = ranks[j*KW +: KP];
    end
  endgenerate

  // Per set: its pick, and the router of the picked slot (an OR over its H slots).
  wire [4:0]    any_c;
  wire [5*IW-1:0] slot_c;
  wire [5*A-1:0]  router_c;
  genvar c, u;
  generate
    for (c = 0; c < 5; c = c + 1) begin : g_class
      wire [S-1:0] onehot;
      doar_rcu_rank_pick #(.W(S), .IW(IW), .KW(KP)) pick (
          .bits(sets[c*S +: S]), .ranks(my_ranks), .valid(any_c[c]), .index(slot_c[c*IW +: IW]),
          .onehot(onehot));
      for (u = 0; u < A; u = u + 1) begin : g_router
        assign router_c[c*A + u] = |onehot[u*H +: H];
      end
    end
  endgenerate

  // The class's result (an AND-OR select by the decoded class).
  reg          any;
  reg [IW-1:0] slot;
  reg [A-1:0]  router;
  integer i;
  always @* begin
    any = 1'b0;
    slot = {IW{1'b0}};
    router = {A{1'b0}};
    for (i = 0; i < 5; i = i + 1) begin
      any = any | (any_c[i] & (cls == i[2:0]));
      slot = slot | (slot_c[i*IW +: IW] & {IW{cls == i[2:0]}});
      router = router | (router_c[i*A +: A] & {A{cls == i[2:0]}});
    end
  end
  wire valid = en && any;

  assign win_valid = valid;
  assign win_cls = valid ? cls : 3'd0;
  assign win_slot = valid ? {{(10-IW){1'b0}}, slot} : 10'd0;
  generate
    if (A < 32) begin : g_pad
      assign win_router = valid ? {{(32-A){1'b0}}, router} : 32'd0;
    end else begin : g_full
      assign win_router = valid ? router : 32'd0;
    end
  endgenerate
endmodule
