// D (stage 3, exit rules): the detour credit of core/doar_congested.hpp, one register per
// input port: mirror of rtl_model/rcu/UnitD. At every RTA head in stage 3, with S = A*H slots
// of which n are congested (a population count below S):
//   credit <= clamp(credit + (no minimal slot free ? 8*S : 0) - 8*n - S, 0, 128*S)
// and q_stay, for the head in stage 4 (P1), is set when the head has a minimal slot and the
// new credit is at most 64*S. "Congested" is the group bitmap gcong (EXIT = 1), or gcong |
// lcong, CongG or CongL of the local hop to the slot's router (EXIT = 2, the local credit).
// `closed` is q_stay's value before the register, for UnitB (EXIT = 2 only; low otherwise).
// 17-bit register (128 * 512). EXIT = 0: credit 0, q_stay low.
module UnitD #(
    parameter A = 4,
    parameter H = 2,
    parameter EXIT = 2
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [511:0] ga_req,   // bits >= A*H are never set
    input  wire [511:0] gcong,    // bits >= A*H are not counted
    input  wire [511:0] lcong,    // C1: slots behind a congested local hop (EXIT = 2)
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

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_D_LOCAL (docs/cosim.md): the local credit drops its CongL term.
  reg mut_local;
  initial mut_local = $test$plusargs("DOAR_MUT_D_LOCAL");
  wire [511:0] cong = (EXIT == 2 && !mut_local) ? (gcong | lcong) : gcong;
`else
  wire [511:0] cong = EXIT == 2 ? (gcong | lcong) : gcong;
`endif
  reg [9:0] n;
  integer i;
  always @* begin
    n = 10'd0;
    for (i = 0; i < S; i = i + 1) n = n + {9'd0, cong[i]};
  end
  wire        min_congested = ~|(ga_req[S-1:0] & ~cong[S-1:0]);
  // credit + earned - charged, in 19 bits (the sum stays below 2^18): negative when the
  // charge is larger.
  wire [18:0] up = {2'b00, q_credit} + (min_congested ? S8 : 19'd0);
  wire [18:0] charge = {6'd0, n, 3'b000} + S1;
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_D_MARGIN (docs/cosim.md): a read costs 8*n only (no S margin).
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_D_MARGIN");
  wire [18:0] cost = mut ? {6'd0, n, 3'b000} : charge;
`else
  wire [18:0] cost = charge;
`endif
  wire [18:0] next = up < cost ? 19'd0 : (up - cost > CAP ? CAP : up - cost);
  assign closed = EXIT == 2 && |ga_req[S-1:0] && next <= OPEN;

  always @(posedge clk) begin
    if (rst) begin
      q_stay <= 1'b0;
      q_credit <= 17'd0;
    end else if (EXIT != 0 && en) begin
      q_credit <= next[16:0];
      q_stay <= |ga_req[S-1:0] && next <= OPEN;
    end else begin
      q_stay <= 1'b0;
    end
  end
endmodule
