// P3 (stage 4, RTB): S1 before S2; both empty: every port of LE | LF (class 7, RTB random;
// EXIT: LE alone when it has a port).
// The uniform pick over the chosen set with the LFSR (core's uniform_pick), here a doar_rcu_rank_pick per
// set over the registered ranks of the LFSR value (doar_rcu_rank_reg; the SystemC twin takes the LFSR).
// Combinational: no pointer (docs/core.md says why).
module doar_rcu_unit_p3 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter EXIT = 1,
    parameter N = P + A - 1 + H,   // entries of the rank table - 1 (>= the radix; shared with P1)
    parameter KW = 3               // bits of a rank, $clog2(N)
) (
    input  wire        en,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [63:0] s1,    // bits >= RADIX: S1/S2 never set them; LE/LF's are not read
    input  wire [63:0] s2,
    input  wire [63:0] le,
    input  wire [63:0] lf,
    input  wire [(N+1)*KW-1:0] ranks,   // k_j = (lfsr * j) >> 16; entries > the radix not read
    /* verilator lint_on UNUSEDSIGNAL */
    output wire        win_valid,
    output wire [2:0]  win_cls,
    output wire [5:0]  win_port
);
  localparam R = P + A - 1 + H;
  localparam IW = (R > 1) ? $clog2(R) : 1;

  wire v1 = |s1[R-1:0];
  wire v2 = |s2[R-1:0];
  // All congested: LE | LF, or under EXIT LE alone when it has a port.
  wire [R-1:0] fb = (EXIT != 0 && |le[R-1:0]) ? le[R-1:0] : (le[R-1:0] | lf[R-1:0]);
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_P3_ORDER (docs/cosim.md): S2 is tried before S1.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_P3_ORDER");
  wire         take1 = v1 && !(mut && v2);  // S1 taken
  wire [2:0]   cls = take1 ? 3'd5 : v2 ? 3'd6 : 3'd7;
`else
  wire [2:0]   cls = v1 ? 3'd5 : v2 ? 3'd6 : 3'd7;
`endif
  // One pick per set (S1, S2, the fallback) in parallel; the class selects among their
  // results at the end, so no pick waits for the class (docs/timing.md).
  wire [3*R-1:0] sets = {fb, s2[R-1:0], s1[R-1:0]};

  // The table's first R+1 entries, each cut to $clog2(R) bits (k_j < j <= R).
  localparam KP = $clog2(R);
  wire [(R+1)*KP-1:0] my_ranks;
  genvar j, c;
  generate
    for (j = 0; j <= R; j = j + 1) begin : g_rank
      assign my_ranks[j*KP +: KP] = ranks[j*KW +: KP];
    end
  endgenerate
  wire [2:0]      any_c;
  wire [3*IW-1:0] port_c;
  generate
    for (c = 0; c < 3; c = c + 1) begin : g_class
      /* verilator lint_off UNUSEDSIGNAL */
      wire [R-1:0] onehot;   // the one-hot form is not needed here
      /* verilator lint_on UNUSEDSIGNAL */
      doar_rcu_rank_pick #(.W(R), .IW(IW), .KW(KP)) pick (
          .bits(sets[c*R +: R]), .ranks(my_ranks), .valid(any_c[c]), .index(port_c[c*IW +: IW]),
          .onehot(onehot));
    end
  endgenerate
  // cls 5, 6, 7 = set 0, 1, 2.
  wire          any = (cls == 3'd5) ? any_c[0] : (cls == 3'd6) ? any_c[1] : any_c[2];
  wire [IW-1:0] port = (cls == 3'd5) ? port_c[0 +: IW] : (cls == 3'd6) ? port_c[IW +: IW] : port_c[2*IW +: IW];
  wire valid = en && any;

  assign win_valid = valid;
  assign win_cls = valid ? cls : 3'd0;
  wire [5:0] port6;
  generate
    if (IW < 6) begin : g_pad
      assign port6 = {{(6-IW){1'b0}}, port};
    end else begin : g_full
      assign port6 = port;
    end
  endgenerate
  assign win_port = valid ? port6 : 6'd0;
endmodule
