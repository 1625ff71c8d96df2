// D (stage 3, exit rules): the detour credit of core/doar_congested.hpp, one register per
// input port: mirror of rtl_model/rcu/doar_rcu_unit_d. At every RTA head in stage 3, with S = A*H slots
// of which n are congested (a population count below S):
//   credit <= clamp(credit + (no minimal slot free ? 8*S : 0) - 8*n - S, 0, 128*S)
// and q_stay, for the head in stage 4 (P1), is set when the head has a minimal slot and the
// new credit is at most 64*S. "Congested" is the group bitmap gcong (EXIT = 1), or gcong |
// lcong, CongG or CongL of the local hop to the slot's router (EXIT = 2, the local credit).
// `closed` is q_stay's value before the register, for doar_rcu_unit_b (EXIT = 2 only; low otherwise).
// 17-bit register (128 * 512). EXIT = 0: credit 0, q_stay low.
`include "doar_widths.vh"

module doar_rcu_unit_d #(
    parameter A = 4,
    parameter H = 2,
    parameter EXIT = 2
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [`DOAR_GMAP_W-1:0] ga_req,   // bits >= A*H are never set
    input  wire [`DOAR_GMAP_W-1:0] gcong,    // bits >= A*H are not counted
    input  wire [`DOAR_GMAP_W-1:0] lcong,    // C1: slots behind a congested local hop (EXIT = 2)
    /* verilator lint_on UNUSEDSIGNAL */
    output wire         closed,
    output reg          q_stay,
    output reg  [16:0]  q_credit
);
  localparam S = A * H;
  // 32-bit integers cut to the 19 bits of the arithmetic by a part-select (Verilog-2005
  // has no size cast; every value is below 2^17).
  localparam integer S8_I = 8 * S;
  localparam integer OPEN_I = 64 * S;
  localparam integer CAP_I = 128 * S;
  localparam integer S1_I = S;
  localparam [18:0] S8 = S8_I[18:0];
  localparam [18:0] S1 = S1_I[18:0];
  localparam [18:0] OPEN = OPEN_I[18:0];
  localparam [18:0] CAP = CAP_I[18:0];

  /* verilator lint_off UNUSEDSIGNAL */  // bits >= S of cong: not counted
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_D_LOCAL (docs/cosim.md): the local credit drops its CongL term.
  reg mut_local;
  initial mut_local = $test$plusargs("DOAR_MUT_D_LOCAL");
  wire [`DOAR_GMAP_W-1:0] cong = (EXIT == 2 && !mut_local) ? (gcong | lcong) : gcong;
`else
  wire [`DOAR_GMAP_W-1:0] cong = EXIT == 2 ? (gcong | lcong) : gcong;
`endif
  /* verilator lint_on UNUSEDSIGNAL */
  // n = popcount(cong[S-1:0]) as a balanced adder tree, not a chain of S increments: the
  // count is on stage 3's critical path (docs/timing.md, stage 3).
  wire [`DOAR_IDX_W-1:0]  n;
  doar_rcu_popcount #(.W(S), .CW(10)) count_cong (.bits(cong[S-1:0]), .count(n));
  wire        min_congested = ~|(ga_req[S-1:0] & ~cong[S-1:0]);
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_D_MARGIN (docs/cosim.md): a read costs 8*n only (no S margin).
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_D_MARGIN");
  wire [19:0] margin = mut ? 20'd0 : {1'b0, S1};
`else
  wire [19:0] margin = {1'b0, S1};
`endif
  // next = clamp(up - margin - 8n, 0, CAP) with up = credit + (min_congested ? 8S : 0). WHY
  // this shape: the two late inputs are the popcount n and min_congested (ga_req comes
  // through C1 and A1 from table C). The values v0/v1 = up - margin for both values of
  // min_congested and their offsets by CAP and OPEN come from the register alone; n meets
  // one subtraction and three compares side by side for each (20-bit two's complement,
  // |values| < 2^18), and min_congested only picks between the two results at the end,
  // instead of a subtract, a clamp and the OPEN compare in series after both.
  wire [19:0] v0 = {3'b000, q_credit} - margin;
  wire [19:0] v1 = v0 + {1'b0, S8};
  wire [19:0] x = {7'd0, n, 3'b000};
  wire [16:0] diff0 = v0[16:0] - x[16:0];  // the clamped result fits 17 bits
  wire [16:0] diff1 = v1[16:0] - x[16:0];
  wire        below0 = $signed(v0) < $signed(x);                        // up < cost: 0
  wire        below1 = $signed(v1) < $signed(x);
  wire        above0 = $signed(v0 - {1'b0, CAP}) > $signed(x);          // up - cost > CAP
  wire        above1 = $signed(v1 - {1'b0, CAP}) > $signed(x);
  wire        open0 = $signed(x) >= $signed(v0 - {1'b0, OPEN});         // next <= OPEN
  wire        open1 = $signed(x) >= $signed(v1 - {1'b0, OPEN});
  wire [16:0] next0 = below0 ? 17'd0 : (above0 ? CAP[16:0] : diff0);
  wire [16:0] next1 = below1 ? 17'd0 : (above1 ? CAP[16:0] : diff1);
  wire [16:0] next = min_congested ? next1 : next0;
  wire        open_ok = min_congested ? open1 : open0;
  assign closed = EXIT == 2 && |ga_req[S-1:0] && open_ok;

  always @(posedge clk) begin
    if (rst) begin
      q_stay <= 1'b0;
      q_credit <= 17'd0;
    end else if (EXIT != 0 && en) begin
      q_credit <= next;
      q_stay <= |ga_req[S-1:0] && open_ok;
    end else begin
      q_stay <= 1'b0;
    end
  end
endmodule
