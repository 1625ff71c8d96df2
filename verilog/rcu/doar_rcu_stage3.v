// Stage 3 of the RCU pipeline (doar_rcu_pipeline): the candidate sets from the table entries.
//   RTA: C1 -> A1, A2 -> N1, N2 -> B, and D (its detour-credit register)
//   RTB: F -> S2, S1
// Inputs are doar_rcu_stage2_reg's outputs and the table reads; outputs go to doar_rcu_stage3_reg. A module of
// its own so that synthesis times exactly the logic the co-simulation runs (docs/timing.md).
`include "doar_widths.vh"

module doar_rcu_stage3 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0,
    parameter PORT = 0,
    parameter EXIT = 2
) (
    input  wire          clk,          // doar_rcu_unit_d's credit register (the exit rule)
    input  wire          rst,
    input  wire          s2_rta,
    input  wire          s2_inter,
    input  wire [1:0]    s2_region,
    input  wire [4:0]    s2_dst_bid,
    input  wire [1:0]    s2_vc,
    input  wire [63:0]   a_data,
    input  wire [63:0]   b_data,
    input  wire [1535:0] c_all,
    input  wire [63:0]   cong_local,
    input  wire [`DOAR_GMAP_W-1:0]  cong_global,
    output wire          stay,         // doar_rcu_unit_d's register: no detour credit
    output wire [16:0]   credit,       // doar_rcu_unit_d's register (probed by the benches)
    output wire [`DOAR_GMAP_W-1:0]  gap,
    output wire [`DOAR_GMAP_W-1:0]  gbp,
    output wire [`DOAR_GMAP_W-1:0]  gcp,
    output wire [`DOAR_GMAP_W-1:0]  gdp,
    output wire [`DOAR_GMAP_W-1:0]  gall,
    output wire [63:0]   s1_req,
    output wire [63:0]   s2_req,
    output wire [63:0]   lf
);
  // ---- RTA ----
  wire [31:0]  reach;
  wire [`DOAR_GMAP_W-1:0] slot_lcong, ga_req, nm_req, ga_free, nm_free;
  wire         d_closed;  // doar_rcu_unit_d: the head's credit stays closed (EXIT = 2)
  doar_rcu_unit_c1 #(.A(A), .H(H), .BID(BID)) c1 (
      .c_all(c_all), .cong_local(cong_local), .reach(reach), .slot_lcong(slot_lcong));
  doar_rcu_unit_a1 #(.H(H)) a1 (.en(s2_rta), .entry(a_data), .reach(reach), .ga_req(ga_req));
  doar_rcu_unit_a2 #(.A(A), .H(H), .G(G), .GID(GID), .BID(BID)) a2 (
      .en(s2_rta), .entry(b_data), .reach(reach), .nm_req(nm_req));
  doar_rcu_unit_n1 n1 (.req(ga_req), .lcong(slot_lcong), .gcong(cong_global), .free_req(ga_free));
  doar_rcu_unit_n2 n2 (.req(nm_req), .lcong(slot_lcong), .gcong(cong_global), .free_req(nm_free));
  doar_rcu_unit_b #(.H(H), .BID(BID), .EXIT(EXIT)) b (
      .ga_free(ga_free), .nm_free(nm_free), .ga_req(ga_req), .nm_req(nm_req), .dst_bid(s2_dst_bid),
      .gcong(cong_global), .closed(d_closed),
      .gap(gap), .gbp(gbp), .gcp(gcp), .gdp(gdp), .all(gall));
  doar_rcu_unit_d #(.A(A), .H(H), .EXIT(EXIT)) d (
      .clk(clk), .rst(rst), .en(s2_rta), .ga_req(ga_req), .gcong(cong_global), .lcong(slot_lcong),
      .closed(d_closed), .q_stay(stay),
      .q_credit(credit));

  // ---- RTB ----
  doar_rcu_unit_f #(.P(P), .A(A), .H(H), .PORT(PORT)) f (
      .entry(b_data), .entry_a(a_data), .region(s2_region), .inter(s2_inter), .vc(s2_vc), .lf(lf));
  doar_rcu_unit_s1 #(.P(P), .A(A), .H(H)) s1 (.req(a_data), .cong(cong_local), .free_req(s1_req));
  doar_rcu_unit_s2 #(.P(P), .A(A), .H(H)) s2 (.req(lf), .cong(cong_local), .free_req(s2_req));
endmodule
