// Stage 4 of the RCU pipeline (doar_rcu_pipeline): arbitration and the result.
//   RTA: P1 -> M (P2 of every router's table C entry, selected by P1's router)
//   RTB: P3   -> doar_rcu_out_mux -> doar_rcu_vc_select
// with the LFSR (the arbiters' only state) and the rank table of its value (doar_rcu_rank_reg: the
// picks' multiplies done the cycle before). Inputs are doar_rcu_stage3_reg's outputs and table C;
// outputs go to doar_rcu_result_reg. A module of its own so that synthesis times exactly the logic the
// co-simulation runs (docs/timing.md).
`include "doar_widths.vh"

module doar_rcu_stage4 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter BID = 0,
    parameter PORT = 0,
    parameter SEED = 1,
    parameter EXIT = 1
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          s3_valid,     // a head in stage 4: the LFSR steps after it
    input  wire          s3_rta,
    input  wire          s3_rtb,
    input  wire [1:0]    s3_vc,
    input  wire          s3_stay,
    input  wire [`DOAR_GMAP_W-1:0]  s3_gap,       // class buses: bits >= A*H are never set
    input  wire [`DOAR_GMAP_W-1:0]  s3_gbp,
    input  wire [`DOAR_GMAP_W-1:0]  s3_gcp,
    input  wire [`DOAR_GMAP_W-1:0]  s3_gdp,
    input  wire [`DOAR_GMAP_W-1:0]  s3_gall,
    input  wire [63:0]   s3_s1,
    input  wire [63:0]   s3_s2,
    input  wire [63:0]   s3_le,
    input  wire [63:0]   s3_lf,
    input  wire [1535:0] c_all,
    output wire          routed,
    output wire [5:0]    port,
    output wire [2:0]    cls,
    output wire [`DOAR_IDX_W-1:0]    slot,
    output wire [2:0]    vc
);
  localparam S = A * H;           // P1's width
  localparam R = P + A - 1 + H;   // P3's width
  localparam N = (S > R) ? S : R; // one rank table for both
  localparam KW = $clog2(N);      // k_j < j <= N
  wire [15:0]         lfsr;
  wire [(N+1)*KW-1:0] ranks;
  doar_rcu_lfsr16 #(.SEED(SEED)) lfsr16 (.clk(clk), .rst(rst), .step(s3_valid), .value(lfsr));
  doar_rcu_rank_reg #(.N(N), .KW(KW), .SEED(SEED)) rank_reg (
      .clk(clk), .rst(rst), .step(s3_valid), .lfsr(lfsr), .q_ranks(ranks));

  wire        p1_valid, p2_valid, p3_valid;
  wire [2:0]  p1_cls, p3_cls;
  wire [`DOAR_IDX_W-1:0]  p1_slot;
  wire [31:0] p1_router;
  wire [5:0]  p2_port, p3_port;
  doar_rcu_unit_p1 #(.A(A), .H(H), .N(N), .KW(KW)) p1 (
      .en(s3_rta), .gap(s3_gap), .gbp(s3_gbp), .gcp(s3_gcp), .gdp(s3_gdp),
      .all(s3_gall), .ranks(ranks), .stay(s3_stay), .win_valid(p1_valid), .win_cls(p1_cls), .win_slot(p1_slot),
      .win_router(p1_router));
  doar_rcu_unit_m #(.A(A)) m (.win_router(p1_router), .c_all(c_all), .lport_valid(p2_valid), .lport(p2_port));
  doar_rcu_unit_p3 #(.P(P), .A(A), .H(H), .EXIT(EXIT), .N(N), .KW(KW)) p3 (
      .en(s3_rtb), .s1(s3_s1), .s2(s3_s2), .le(s3_le), .lf(s3_lf), .ranks(ranks),
      .win_valid(p3_valid), .win_cls(p3_cls), .win_port(p3_port));
  doar_rcu_out_mux #(.P(P), .A(A), .H(H), .BID(BID)) out_mux (
      .rta(s3_rta), .p1_valid(p1_valid), .p1_cls(p1_cls), .p1_slot(p1_slot), .p1_router(p1_router),
      .p2_valid(p2_valid), .p2_port(p2_port), .p3_valid(p3_valid), .p3_cls(p3_cls), .p3_port(p3_port),
      .routed(routed), .port(port), .cls(cls), .slot(slot));
  doar_rcu_vc_select #(.P(P), .A(A), .PORT(PORT)) vc_select (
      .routed(routed), .port(port), .in_vc(s3_vc), .out_vc(vc));
endmodule
