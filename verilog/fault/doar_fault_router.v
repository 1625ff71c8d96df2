// Fault-handling hardware of one router: mirror of rtl_model/fault/doar_fault_router (paper
// Fig. 8a), structural: the global scheduler and one doar_fault_port per input port, plus the
// wiring of the SystemC model's wiring() process: buffer-head mux (sel_pkt = head of port
// sel_port mod radix), pop split, can_send (not a terminal port, CONNECTED, link up),
// configuration decode, quiet (nothing to do and nothing to send), the scheduler's hold (some
// port's action unit waits for a table grant).
// The SystemC sc_vectors rx_valid/rx_pkt/tx_valid/tx_pkt are flat buses here: port q on
// bit q, on bits [32q+31 : 32q]; so are the RCU read ports of each port's live tables A and B
// (ta_rd_en/tb_rd_en bit q, tab_rd_addr [10q+9 : 10q], ta_rd_data/tb_rd_data [64q+63 : 64q]).
// Parameters are fault_router_params: geometry, T1/T2,
// CONNECTED (bit q: port q has a link), FR_PORT_RULE; EV_DEPTH sizes the scheduler's event
// FIFO (unbounded in SystemC).
`include "doar_widths.vh"

module doar_fault_router #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0,
    parameter T1 = 70,
    parameter T2 = 70,
    /* verilator lint_off WIDTH */
    parameter [63:0] CONNECTED = 64'd0,  // an unsized -G value is widened
    /* verilator lint_on WIDTH */
    parameter FR_PORT_RULE = 0,
    parameter EV_DEPTH = 16,
    parameter K = P + A - 1 + H  // radix (derived; do not set)
) (
    input  wire            clk,
    input  wire            rst,
    input  wire            alive,
    input  wire            restart,
    input  wire            ev_valid,
    input  wire [5:0]      ev_port,
    input  wire            ev_up,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [63:0]     link_up,  // bits >= K ignored
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [K-1:0]    rx_valid,
    input  wire [32*K-1:0] rx_pkt,
    output wire [K-1:0]    tx_valid,
    output wire [32*K-1:0] tx_pkt,
    input  wire            cfg_we,
    input  wire [5:0]      cfg_port,
    input  wire [`DOAR_IDX_W-1:0]      cfg_addr,
    input  wire [63:0]     cfg_a,
    input  wire [63:0]     cfg_b,
    output wire            cfg_gnt,
    input  wire [K-1:0]    ta_rd_en,
    input  wire [K-1:0]    tb_rd_en,
    input  wire [10*K-1:0] tab_rd_addr,
    output wire [64*K-1:0] ta_rd_data,
    output wire [64*K-1:0] tb_rd_data,
    output wire            cmd_done,
    output wire [2:0]      cmd_kind,
    output wire            quiet
);
  localparam [31:0] K32 = K;
  localparam [5:0] K6 = K32[5:0];

  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] pop;  // bits >= K never set
  wire [5:0]  sel_port;
  wire [`DOAR_IDX_W-1:0]  entry;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [31:0] sel_pkt, pkt;
  wire        cmd_start, cmd_release, busy, events_pending;
  wire [2:0]  kind;
  wire [5:0]  fp;
  wire [K-1:0] p_nonempty, p_out_empty, p_can_send, p_cfg_gnt, p_stall;
  wire [32*K-1:0] p_head;

  wire [63:0] in_nonempty = {{(64 - K){1'b0}}, p_nonempty};
  wire [5:0]  sel_mod = sel_port % K6;
  assign sel_pkt = p_head[32 * sel_mod +: 32];
  assign cmd_kind = kind;
  assign cfg_gnt = p_cfg_gnt != {K{1'b0}};
  wire hold = p_stall != {K{1'b0}};  // one port waiting stops the command's clock
  assign quiet = !busy && !events_pending && p_nonempty == {K{1'b0}} && p_out_empty == {K{1'b1}};

  doar_fault_scheduler #(.P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .T1(T1), .T2(T2),
                    .EV_DEPTH(EV_DEPTH)) scheduler (
      .clk(clk), .rst(rst), .alive(alive), .restart(restart), .ev_valid(ev_valid),
      .ev_port(ev_port), .ev_up(ev_up), .hold(hold), .in_nonempty(in_nonempty), .sel_pkt(sel_pkt),
      .sel_port(sel_port), .pop(pop), .cmd_start(cmd_start), .cmd_kind(kind), .cmd_fp(fp),
      .cmd_entry(entry), .cmd_pkt(pkt), .cmd_release(cmd_release), .cmd_done(cmd_done),
      .busy(busy), .events_pending(events_pending));

  genvar q;
  generate
    for (q = 0; q < K; q = q + 1) begin : g_port
      // FD/FR never go to a node, to an unconnected slot or over a failed link.
      assign p_can_send[q] = q >= P && CONNECTED[q] && link_up[q];
      doar_fault_port #(.P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .PORT(q),
                   .FR_PORT_RULE(FR_PORT_RULE)) port (
          .clk(clk), .rst(rst), .flush(restart), .alive(alive), .rx_valid(rx_valid[q]),
          .rx_pkt(rx_pkt[32 * q +: 32]), .pop(pop[q]), .nonempty(p_nonempty[q]),
          .head(p_head[32 * q +: 32]), .cmd_start(cmd_start), .cmd_kind(kind), .cmd_fp(fp),
          .cmd_entry(entry), .cmd_pkt(pkt), .cmd_release(cmd_release),
          .can_send(p_can_send[q]), .tx_valid(tx_valid[q]), .tx_pkt(tx_pkt[32 * q +: 32]),
          .out_empty(p_out_empty[q]),
          .cfg_we(cfg_we && cfg_port == q), .cfg_addr(cfg_addr), .cfg_a(cfg_a), .cfg_b(cfg_b),
          .cfg_gnt(p_cfg_gnt[q]), .ta_rd_en(ta_rd_en[q]), .tb_rd_en(tb_rd_en[q]),
          .tab_rd_addr(tab_rd_addr[10 * q +: 10]), .ta_rd_data(ta_rd_data[64 * q +: 64]),
          .tb_rd_data(tb_rd_data[64 * q +: 64]), .stall(p_stall[q]));
    end
  endgenerate
endmodule
