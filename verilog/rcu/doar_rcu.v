// The DOAR route computation unit of one input port (paper Fig. 6): mirror of
// rtl_model/rcu/doar_rcu, same pins (docs/rcu.md), same units, same timing: the
// pipeline (doar_rcu_pipeline) over its own tables A, B (doar_table_mem) and C (doar_table_c_mem), whose
// configuration / fault ports are reached through one port (doar_rcu_cfg_port_mux).
//   stage 1  doar_rcu_addr_compare -> doar_rcu_stage1_reg
//   stage 2  doar_table_mem A / B read | doar_rcu_stage2_reg            (doar_table_c_mem: register file)
//   stage 3  RTA: C1 -> A1, A2 -> N1, N2 -> B   RTB: F -> S2, S1   -> doar_rcu_stage3_reg
//   stage 4  RTA: P1 -> M -> P2   RTB: P3   -> doar_rcu_out_mux -> doar_rcu_vc_select  -> doar_rcu_result_reg
// A new head every cycle, its result exactly 4 cycles later. Parameters: dfly(P, A, H, G),
// the router <GID, BID>, the input PORT it serves and the LFSR SEED (RcuParams).
`include "doar_widths.vh"

module doar_rcu #(
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
    input  wire         cfg_req,
    input  wire         cfg_we,
    input  wire [1:0]   cfg_table,
    input  wire [`DOAR_IDX_W-1:0]   cfg_addr,
    input  wire [63:0]  cfg_wdata,
    output wire         cfg_gnt,
    output wire [63:0]  cfg_rdata
);
  wire          ta_rd_en, tb_rd_en, tc_rd_en;
  wire [`DOAR_IDX_W-1:0]    tab_rd_addr;
  wire [63:0]   a_data, b_data;
  wire [1535:0] c_all;
  doar_rcu_pipeline #(.P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .PORT(PORT), .SEED(SEED), .EXIT(EXIT)) pipe (
      .clk(clk), .rst(rst), .req_valid(req_valid), .req_src_gid(req_src_gid),
      .req_src_bid(req_src_bid), .req_src_nid(req_src_nid), .req_dst_gid(req_dst_gid),
      .req_dst_bid(req_dst_bid), .req_dst_nid(req_dst_nid), .req_vc(req_vc),
      .cong_local(cong_local), .cong_global(cong_global), .res_valid(res_valid),
      .res_routed(res_routed), .res_port(res_port), .res_vc(res_vc), .res_class(res_class),
      .res_slot(res_slot), .ta_rd_en(ta_rd_en), .tb_rd_en(tb_rd_en), .tab_rd_addr(tab_rd_addr),
      .ta_rd_data(a_data), .tb_rd_data(b_data), .tc_rd_en(tc_rd_en), .tc_rd_all(c_all));

  // ---- the memories of this port ----
  wire        req_a, req_b, req_c, gnt_a, gnt_b, gnt_c;
  wire [63:0] rdata_a, rdata_b, rdata_c;
  doar_table_mem #(.DEPTH(P + A + G), .BASE(0)) table_a (
      .clk(clk), .rst(rst), .rd_en(ta_rd_en), .rd_addr(tab_rd_addr), .rd_data(a_data),
      .cf_req(req_a), .cf_we(cfg_we), .cf_addr(cfg_addr), .cf_wdata(cfg_wdata),
      .cf_gnt(gnt_a), .cf_rdata(rdata_a));
  doar_table_mem #(.DEPTH(A + G), .BASE(P)) table_b (
      .clk(clk), .rst(rst), .rd_en(tb_rd_en), .rd_addr(tab_rd_addr), .rd_data(b_data),
      .cf_req(req_b), .cf_we(cfg_we), .cf_addr(cfg_addr), .cf_wdata(cfg_wdata),
      .cf_gnt(gnt_b), .cf_rdata(rdata_b));
  doar_table_c_mem #(.DEPTH(A)) table_c (
      .clk(clk), .rst(rst), .rd_en(tc_rd_en), .rd_all(c_all),
      .cf_req(req_c), .cf_we(cfg_we), .cf_addr(cfg_addr), .cf_wdata(cfg_wdata),
      .cf_gnt(gnt_c), .cf_rdata(rdata_c));

  // ---- configuration port ----
  doar_rcu_cfg_port_mux cfg_port (
      .clk(clk), .rst(rst), .cfg_req(cfg_req), .cfg_table(cfg_table), .gnt_a(gnt_a), .gnt_b(gnt_b),
      .gnt_c(gnt_c), .rdata_a(rdata_a), .rdata_b(rdata_b), .rdata_c(rdata_c), .req_a(req_a),
      .req_b(req_b), .req_c(req_c), .cfg_gnt(cfg_gnt), .cfg_rdata(cfg_rdata));
endmodule
