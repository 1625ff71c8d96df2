// Fault-processing part of one input port: mirror of rtl_model/fault/doar_fault_port,
// structural. FD/FR input buffer (8n packets), travel, match and action units, output queue
// (2n), and the port's table memories (verilog/tables doar_table_mem): live A (n entries at 0) and
// live B (A+G entries at P), read by the RCU through the ta_/tb_ pins, and the configured
// copies. The RCU's reads come first: the action unit's access goes to all four memories
// together, in a cycle where the RCU reads neither live table (docs/fault_units.md).
// n = P + A + G.
`include "doar_widths.vh"

module doar_fault_port #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0,
    parameter PORT = 0,
    parameter FR_PORT_RULE = 0
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        flush,
    input  wire        alive,
    input  wire        rx_valid,
    input  wire [31:0] rx_pkt,
    input  wire        pop,
    output wire        nonempty,
    output wire [31:0] head,
    input  wire        cmd_start,
    input  wire [2:0]  cmd_kind,
    input  wire [5:0]  cmd_fp,
    input  wire [`DOAR_IDX_W-1:0]  cmd_entry,
    input  wire [31:0] cmd_pkt,
    input  wire        cmd_release,
    input  wire        can_send,
    output wire        tx_valid,
    output wire [31:0] tx_pkt,
    output wire        out_empty,
    input  wire        cfg_we,
    input  wire [`DOAR_IDX_W-1:0]  cfg_addr,
    input  wire [63:0] cfg_a,
    input  wire [63:0] cfg_b,
    output wire        cfg_gnt,
    input  wire        ta_rd_en,
    input  wire        tb_rd_en,
    input  wire [`DOAR_IDX_W-1:0]  tab_rd_addr,
    output wire [63:0] ta_rd_data,
    output wire [63:0] tb_rd_data,
    output wire        stall
);
  localparam integer NE = P + A + G;

  wire        mem_req, live_we, conf_we;
  wire [`DOAR_IDX_W-1:0]  mem_addr;
  wire [63:0] wdata_a, wdata_b;
  wire        gnt_la, gnt_lb, gnt_ca, gnt_cb;
  wire [63:0] rd_la, rd_lb, rd_ca, rd_cb;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] rcu_ca, rcu_cb;  // the configured copies have no RCU reader
  /* verilator lint_on UNUSEDSIGNAL */
  // The action unit asks all four memories at once, only when the RCU leaves them free.
  wire        fault_req = mem_req && !ta_rd_en && !tb_rd_en;
  wire [2:0]  t_op, m_op;
  wire [`DOAR_IDX_W-1:0]  t_addr, m_addr;
  wire [5:0]  t_fp, m_fp;
  wire        m_by_tag;
  wire [1:0]  m_tag;
  wire        res_valid, res_became, res_access;
  wire [2:0]  res_op;
  wire [`DOAR_IDX_W-1:0]  res_addr;
  wire [1:0]  res_died;
  wire        t_push, m_push;
  wire [31:0] t_pkt, m_pkt;

  doar_table_mem #(.DEPTH(NE), .BASE(0)) live_a (
      .clk(clk), .rst(rst), .rd_en(ta_rd_en), .rd_addr(tab_rd_addr), .rd_data(ta_rd_data),
      .cf_req(fault_req), .cf_we(live_we), .cf_addr(mem_addr), .cf_wdata(wdata_a),
      .cf_gnt(gnt_la), .cf_rdata(rd_la));
  doar_table_mem #(.DEPTH(A + G), .BASE(P)) live_b (
      .clk(clk), .rst(rst), .rd_en(tb_rd_en), .rd_addr(tab_rd_addr), .rd_data(tb_rd_data),
      .cf_req(fault_req), .cf_we(live_we), .cf_addr(mem_addr), .cf_wdata(wdata_b),
      .cf_gnt(gnt_lb), .cf_rdata(rd_lb));
  doar_table_mem #(.DEPTH(NE), .BASE(0)) conf_a (
      .clk(clk), .rst(rst), .rd_en(1'b0), .rd_addr(10'd0), .rd_data(rcu_ca),
      .cf_req(fault_req), .cf_we(conf_we), .cf_addr(mem_addr), .cf_wdata(wdata_a),
      .cf_gnt(gnt_ca), .cf_rdata(rd_ca));
  doar_table_mem #(.DEPTH(A + G), .BASE(P)) conf_b (
      .clk(clk), .rst(rst), .rd_en(1'b0), .rd_addr(10'd0), .rd_data(rcu_cb),
      .cf_req(fault_req), .cf_we(conf_we), .cf_addr(mem_addr), .cf_wdata(wdata_b),
      .cf_gnt(gnt_cb), .cf_rdata(rd_cb));

  doar_fault_action #(.P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .PORT(PORT),
                 .FR_PORT_RULE(FR_PORT_RULE)) action (
      .clk(clk), .rst(rst), .t_op(t_op), .t_addr(t_addr), .t_fp(t_fp), .m_op(m_op),
      .m_addr(m_addr), .m_fp(m_fp), .m_by_tag(m_by_tag), .m_tag(m_tag), .cfg_we(cfg_we),
      .cfg_addr(cfg_addr), .cfg_a(cfg_a), .cfg_b(cfg_b), .cfg_gnt(cfg_gnt), .stall(stall), .res_valid(res_valid), .res_op(res_op),
      .res_addr(res_addr), .res_died(res_died), .res_became(res_became), .res_access(res_access),
      .mem_req(mem_req), .live_we(live_we), .conf_we(conf_we), .mem_addr(mem_addr),
      .wdata_a(wdata_a), .wdata_b(wdata_b), .la_gnt(gnt_la), .lb_gnt(gnt_lb), .ca_gnt(gnt_ca),
      .cb_gnt(gnt_cb), .la_rdata(rd_la), .lb_rdata(rd_lb), .ca_rdata(rd_ca), .cb_rdata(rd_cb));

  doar_fault_travel #(.P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .FR_PORT_RULE(FR_PORT_RULE)) travel (
      .clk(clk), .rst(rst), .cmd_start(cmd_start), .cmd_kind(cmd_kind), .cmd_fp(cmd_fp),
      .can_send(can_send), .stall(stall), .op(t_op), .op_addr(t_addr), .op_fp(t_fp), .res_valid(res_valid),
      .res_op(res_op), .res_addr(res_addr), .res_died(res_died), .res_became(res_became),
      .res_access(res_access), .push(t_push), .push_pkt(t_pkt));

  doar_fault_match #(.P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID)) match (
      .clk(clk), .rst(rst), .cmd_start(cmd_start), .cmd_kind(cmd_kind), .cmd_fp(cmd_fp),
      .cmd_entry(cmd_entry), .cmd_pkt(cmd_pkt), .can_send(can_send), .stall(stall), .op(m_op),
      .op_addr(m_addr), .op_fp(m_fp), .op_by_tag(m_by_tag), .op_tag(m_tag),
      .res_valid(res_valid), .res_op(res_op), .res_died(res_died), .push(m_push),
      .push_pkt(m_pkt));

  // A Travel_FD yields at most one packet per entry and port.
  doar_fault_in_buffer #(.DEPTH(8 * NE)) in_buffer (
      .clk(clk), .rst(rst), .flush(flush), .alive(alive), .rx_valid(rx_valid), .rx_pkt(rx_pkt),
      .pop(pop), .nonempty(nonempty), .head(head));

  doar_fault_out_queue #(.DEPTH(2 * NE)) out_queue (
      .clk(clk), .rst(rst), .flush(flush), .push_t(t_push), .push_m(m_push), .pkt_t(t_pkt),
      .pkt_m(m_pkt), .cmd_release(cmd_release), .tx_valid(tx_valid), .tx_pkt(tx_pkt),
      .empty(out_empty));
endmodule
