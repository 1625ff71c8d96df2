// The RCU's 4-stage pipeline without its memories: mirror of rtl_model/rcu/doar_rcu_pipeline.
// Every unit and stage register of Fig. 6, with the table pins (ta_/tb_/tc_) a router
// connects to the memories (doar_rcu) or to a fault unit's live tables.
//   stage 1  doar_rcu_addr_compare -> doar_rcu_stage1_reg
//   stage 2  table A / B read (outside) | doar_rcu_stage2_reg
//   stage 3  doar_rcu_stage3 (RTA: C1 -> A1, A2 -> N1, N2 -> B, D   RTB: F -> S2, S1) -> doar_rcu_stage3_reg
//   stage 4  doar_rcu_stage4 (RTA: P1 -> M -> P2   RTB: P3   -> doar_rcu_out_mux -> doar_rcu_vc_select) -> doar_rcu_result_reg
`include "doar_widths.vh"

module doar_rcu_pipeline #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0,
    parameter PORT = 0,
    parameter SEED = 1,
    parameter EXIT = 2     // DOAR's rule under congestion: 2 exit-local, 1 exit, 0 paper (RcuParams)
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         req_valid,
    input  wire [`DOAR_IDX_W-1:0]   req_src_gid,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [4:0]   req_src_bid,   // carried by the header; the decision needs only the gid
    input  wire [5:0]   req_src_nid,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [`DOAR_IDX_W-1:0]   req_dst_gid,
    input  wire [4:0]   req_dst_bid,
    input  wire [5:0]   req_dst_nid,
    input  wire [1:0]   req_vc,
    input  wire [63:0]  cong_local,
    input  wire [`DOAR_GMAP_W-1:0] cong_global,
    output wire         res_valid,
    output wire         res_routed,
    output wire [5:0]   res_port,
    output wire [2:0]   res_vc,
    output wire [2:0]   res_class,
    output wire [`DOAR_IDX_W-1:0]   res_slot,
    output wire         ta_rd_en,      // table A read (stage 2)
    output wire         tb_rd_en,      // table B read (not for N-region heads)
    output wire [`DOAR_IDX_W-1:0]   tab_rd_addr,   // address of both reads
    input  wire [63:0]  ta_rd_data,    // table A entry, the cycle after ta_rd_en
    input  wire [63:0]  tb_rd_data,
    output wire         tc_rd_en,      // table C in use (an RTA head in stage 3 or 4)
    input  wire [1535:0] tc_rd_all     // whole table C
);
  // ---- stage 1 ----
  wire [1:0] s1d_region;
  wire [`DOAR_IDX_W-1:0] s1d_addr;
  wire       s1d_rta, s1d_inter;
  doar_rcu_addr_compare #(.P(P), .A(A), .GID(GID), .BID(BID), .PORT(PORT)) addr_compare (
      .src_gid(req_src_gid), .dst_gid(req_dst_gid), .dst_bid(req_dst_bid), .dst_nid(req_dst_nid),
      .region(s1d_region), .addr(s1d_addr), .rta(s1d_rta), .inter(s1d_inter));

  wire       s1_valid, s1_rta, s1_inter;
  wire [1:0] s1_region, s1_vc;
  wire [`DOAR_IDX_W-1:0] s1_addr;
  wire [4:0] s1_dst_bid;
  doar_rcu_stage1_reg stage1_reg (
      .clk(clk), .rst(rst), .d_valid(req_valid), .d_rta(s1d_rta), .d_inter(s1d_inter),
      .d_region(s1d_region), .d_addr(s1d_addr), .d_dst_bid(req_dst_bid), .d_vc(req_vc),
      .q_valid(s1_valid), .q_rta(s1_rta), .q_inter(s1_inter), .q_a_rd(ta_rd_en), .q_b_rd(tb_rd_en),
      .q_region(s1_region), .q_addr(s1_addr), .q_dst_bid(s1_dst_bid), .q_vc(s1_vc));

  // ---- stage 2: the table reads (outside) and the side register ----
  wire [63:0]   a_data = ta_rd_data, b_data = tb_rd_data;
  wire [1535:0] c_all = tc_rd_all;
  wire          c_rd;
  assign tc_rd_en = c_rd;
  assign tab_rd_addr = s1_addr;

  wire       s2_valid, s2_rta, s2_inter;
  wire [1:0] s2_region, s2_vc;
  wire [4:0] s2_dst_bid;
  doar_rcu_stage2_reg stage2_reg (
      .clk(clk), .rst(rst), .d_valid(s1_valid), .d_rta(s1_rta), .d_inter(s1_inter),
      .d_region(s1_region), .d_dst_bid(s1_dst_bid), .d_vc(s1_vc),
      .q_valid(s2_valid), .q_rta(s2_rta), .q_inter(s2_inter), .q_region(s2_region),
      .q_dst_bid(s2_dst_bid), .q_vc(s2_vc), .q_c_rd(c_rd));

  // ---- stage 3 ----
  wire         s3_stay;
  wire [`DOAR_GMAP_W-1:0] gap, gbp, gcp, gdp, gall;
  wire [63:0]  lf, s1_req, s2_req;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [16:0]  credit;   // doar_rcu_unit_d's register (probed by the benches)
  /* verilator lint_on UNUSEDSIGNAL */
  doar_rcu_stage3 #(.P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .PORT(PORT), .EXIT(EXIT)) stage3 (
      .clk(clk), .rst(rst), .s2_rta(s2_rta), .s2_inter(s2_inter), .s2_region(s2_region),
      .s2_dst_bid(s2_dst_bid), .s2_vc(s2_vc), .a_data(a_data), .b_data(b_data), .c_all(c_all),
      .cong_local(cong_local), .cong_global(cong_global), .stay(s3_stay), .credit(credit),
      .gap(gap), .gbp(gbp), .gcp(gcp), .gdp(gdp), .gall(gall), .s1_req(s1_req), .s2_req(s2_req),
      .lf(lf));

  wire         s3_valid, s3_rta, s3_rtb;
  wire [1:0]   s3_vc;
  wire [`DOAR_GMAP_W-1:0] s3_gap, s3_gbp, s3_gcp, s3_gdp, s3_gall;
  wire [63:0]  s3_s1, s3_s2, s3_le, s3_lf;
  doar_rcu_stage3_reg stage3_reg (
      .clk(clk), .rst(rst), .d_valid(s2_valid), .d_rta(s2_rta), .d_vc(s2_vc),
      .d_gap(gap), .d_gbp(gbp), .d_gcp(gcp), .d_gdp(gdp), .d_gall(gall),
      .d_s1(s1_req), .d_s2(s2_req), .d_le(a_data), .d_lf(lf),
      .q_valid(s3_valid), .q_rta(s3_rta), .q_rtb(s3_rtb), .q_vc(s3_vc),
      .q_gap(s3_gap), .q_gbp(s3_gbp), .q_gcp(s3_gcp), .q_gdp(s3_gdp), .q_gall(s3_gall),
      .q_s1(s3_s1), .q_s2(s3_s2), .q_le(s3_le), .q_lf(s3_lf));

  // ---- stage 4 ----
  wire        out_routed;
  wire [2:0]  out_cls, out_vc;
  wire [`DOAR_IDX_W-1:0]  out_slot;
  wire [5:0]  out_port;
  doar_rcu_stage4 #(.P(P), .A(A), .H(H), .BID(BID), .PORT(PORT), .SEED(SEED), .EXIT(EXIT)) stage4 (
      .clk(clk), .rst(rst), .s3_valid(s3_valid), .s3_rta(s3_rta), .s3_rtb(s3_rtb), .s3_vc(s3_vc),
      .s3_stay(s3_stay), .s3_gap(s3_gap), .s3_gbp(s3_gbp), .s3_gcp(s3_gcp), .s3_gdp(s3_gdp),
      .s3_gall(s3_gall), .s3_s1(s3_s1), .s3_s2(s3_s2), .s3_le(s3_le), .s3_lf(s3_lf), .c_all(c_all),
      .routed(out_routed), .port(out_port), .cls(out_cls), .slot(out_slot), .vc(out_vc));
  doar_rcu_result_reg result_reg (
      .clk(clk), .rst(rst), .d_valid(s3_valid), .d_routed(out_routed), .d_port(out_port),
      .d_vc(out_vc), .d_cls(out_cls), .d_slot(out_slot), .q_valid(res_valid), .q_routed(res_routed),
      .q_port(res_port), .q_vc(res_vc), .q_cls(res_class), .q_slot(res_slot));

endmodule
