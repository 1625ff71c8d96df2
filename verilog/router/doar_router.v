// doar_router: the whole router chip, the Verilog twin of rtl_model/router/doar_router.*
// (doar_router), on the same pins (docs/router.md "Pins"; per-port pins are flat buses, port
// q at [W*q+W-1 : W*q]).
//
//   in_flit[q] --+--> head decode --req--> doar_rcu_pipeline[q] --rt--------------+
//                |                         | tables A, B: doar_fault_router        |
//                |                         | table C: doar_table_c_mem[q]            |
//                +--------------------------------> doar_router_core <-----+
//   cong_ports (core) and pcs_group_map (pin) --> every RCU's cong_local / cong_global
//   fd_rx/fd_tx, fault events --> doar_fault_router (FD/FR handling; owns the live tables A, B,
//     which the RCUs read first and it writes in the cycles they leave free)
//   cfg_* --> doar_router_cfg_select --> doar_fault_router's configuration port (A, B) or doar_table_c_mem[q]
//
// Every routing decision is the RCU's (core's rules, verilog/rcu); this file only wires.
`include "doar_widths.vh"

module doar_router #(
    parameter integer P = 2,
    parameter integer A = 4,
    parameter integer H = 2,
    parameter integer G = 9,
    parameter integer GID = 0,
    parameter integer BID = 0,
    parameter integer VCS = 4,
    parameter integer BUF_LOCAL = 32,
    parameter integer BUF_GLOBAL = 256,
    parameter integer PKT = 1,
    parameter integer SPEEDUP = 2,
    parameter integer THR_LOCAL = 10,
    parameter integer THR_GLOBAL = 30,
    parameter integer LAT_GLOBAL = 100,
    parameter integer T1 = 70,
    parameter integer T2 = 70,
    parameter integer EXIT = 2,  // the RCUs' rule under congestion: 2 exit-local, 1 exit, 0 paper
    parameter [63:0] CONNECTED = 64'h7f,  // ports with a link (core's Dragonfly::peer)
    // Per port q the RCU's LFSR seed at [16q+15 : 16q]: core's lfsr_seed(GID * A + BID, q).
    parameter [1023:0] SEEDS = 1024'd0
) (
    input  wire             clk,
    input  wire             rst,
    input  wire [64*(P+A-1+H)-1:0] in_flit,
    output wire [32*(P+A-1+H)-1:0] in_credit,
    output wire [64*(P+A-1+H)-1:0] out_flit,
    input  wire [32*(P+A-1+H)-1:0] out_credit,
    output wire [15:0]      pcs_own_map,
    input  wire [`DOAR_GMAP_W-1:0]     pcs_group_map,
    input  wire             cfg_req,
    input  wire             cfg_we,
    input  wire [5:0]       cfg_port,
    input  wire [1:0]       cfg_table,
    input  wire [`DOAR_IDX_W-1:0]       cfg_addr,
    input  wire [63:0]      cfg_wdata,
    input  wire [63:0]      cfg_wdata_b,
    output wire             cfg_gnt,
    output wire [63:0]      cfg_rdata,
    input  wire [P+A-1+H-1:0]      fd_rx_valid,
    input  wire [32*(P+A-1+H)-1:0] fd_rx_pkt,
    output wire [P+A-1+H-1:0]      fd_tx_valid,
    output wire [32*(P+A-1+H)-1:0] fd_tx_pkt,
    input  wire             fault_alive,
    input  wire             fault_restart,
    input  wire             fault_ev_valid,
    input  wire [5:0]       fault_ev_port,
    input  wire             fault_ev_up,
    input  wire [63:0]      link_up,
    output wire             fault_cmd_done,
    output wire [2:0]       fault_cmd_kind,
    output wire             fault_quiet
);
  localparam integer R = P + A - 1 + H;
  // The fault units know the network ports only (terminal ports have no FD/FR neighbour).
  localparam [63:0] FAULT_CONNECTED = CONNECTED & ~((64'd1 << P) - 64'd1);

  wire [63:0]   cong_ports;
  wire [R-1:0]  rt_valid, rt_routed, ta_rd_en, tb_rd_en, tc_rd_en;
  wire [6*R-1:0]  rt_port;
  wire [3*R-1:0]  rt_vc;
  wire [10*R-1:0] tab_rd_addr;
  wire [64*R-1:0] ta_rd_data, tb_rd_data;
  wire          ab_we, ab_gnt;
  wire [R-1:0]  c_req, c_gnt;
  wire [64*R-1:0] c_rdata;

  doar_router_core #(
      .P(P), .A(A), .H(H), .VCS(VCS), .BUF_LOCAL(BUF_LOCAL), .BUF_GLOBAL(BUF_GLOBAL), .PKT(PKT),
      .SPEEDUP(SPEEDUP), .THR_LOCAL(THR_LOCAL), .THR_GLOBAL(THR_GLOBAL), .LAT_GLOBAL(LAT_GLOBAL),
      .CONNECTED(CONNECTED)
  ) core (
      .clk(clk), .rst(rst), .in_flit(in_flit), .in_credit(in_credit), .out_flit(out_flit),
      .out_credit(out_credit), .rt_valid(rt_valid), .rt_routed(rt_routed), .rt_port(rt_port),
      .rt_vc(rt_vc), .cong_ports(cong_ports), .cong_own_global(pcs_own_map)
  );

  doar_fault_router #(
      .P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .T1(T1), .T2(T2), .CONNECTED(FAULT_CONNECTED)
  ) faults (
      .clk(clk), .rst(rst), .alive(fault_alive), .restart(fault_restart), .ev_valid(fault_ev_valid),
      .ev_port(fault_ev_port), .ev_up(fault_ev_up), .link_up(link_up), .rx_valid(fd_rx_valid),
      .rx_pkt(fd_rx_pkt), .tx_valid(fd_tx_valid), .tx_pkt(fd_tx_pkt), .cfg_we(ab_we), .cfg_port(cfg_port),
      .cfg_addr(cfg_addr), .cfg_a(cfg_wdata), .cfg_b(cfg_wdata_b), .cfg_gnt(ab_gnt), .ta_rd_en(ta_rd_en),
      .tb_rd_en(tb_rd_en), .tab_rd_addr(tab_rd_addr), .ta_rd_data(ta_rd_data), .tb_rd_data(tb_rd_data),
      .cmd_done(fault_cmd_done), .cmd_kind(fault_cmd_kind), .quiet(fault_quiet)
  );

  doar_router_cfg_select #(.R(R)) cfg_select (
      .clk(clk), .rst(rst), .cfg_req(cfg_req), .cfg_we(cfg_we), .cfg_port(cfg_port), .cfg_table(cfg_table),
      .cfg_gnt(cfg_gnt), .cfg_rdata(cfg_rdata), .ab_we(ab_we), .ab_gnt(ab_gnt), .c_req(c_req),
      .c_gnt(c_gnt), .c_rdata(c_rdata)
  );

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_RCU_CONGL (docs/cosim.md): the RCUs never see the core's CongL/CongG bits.
  reg mut_congl;
  initial mut_congl = $test$plusargs("DOAR_MUT_RCU_CONGL");
  wire [63:0] rcu_cong_local = mut_congl ? 64'd0 : cong_ports;
`else
  wire [63:0] rcu_cong_local = cong_ports;
`endif

  genvar q;
  generate
    for (q = 0; q < R; q = q + 1) begin : port
      /* verilator lint_off UNUSEDSIGNAL */
      wire [63:0] f = in_flit[64*q +: 64];  // the core takes the whole flit; the RCU its header
      /* verilator lint_on UNUSEDSIGNAL */
      wire [1535:0] tc_all;
      // The head decode: a head on the input pins is its RCU's request of this cycle.
      /* verilator lint_off UNUSEDSIGNAL */
      wire [2:0] res_class;  // performance counters only (the SystemC model counts them)
      wire [`DOAR_IDX_W-1:0] res_slot;
      /* verilator lint_on UNUSEDSIGNAL */
      doar_rcu_pipeline #(
          .P(P), .A(A), .H(H), .G(G), .GID(GID), .BID(BID), .PORT(q), .SEED({16'd0, SEEDS[16*q +: 16]}), .EXIT(EXIT)
      ) rcu (
          .clk(clk), .rst(rst), .req_valid(f[0] && f[1]), .req_src_gid(f[15:6]), .req_src_bid(f[20:16]),
          .req_src_nid(f[26:21]), .req_dst_gid(f[36:27]), .req_dst_bid(f[41:37]), .req_dst_nid(f[47:42]),
          .req_vc(f[4:3]), .cong_local(rcu_cong_local), .cong_global(pcs_group_map),
          .res_valid(rt_valid[q]), .res_routed(rt_routed[q]), .res_port(rt_port[6*q +: 6]),
          .res_vc(rt_vc[3*q +: 3]), .res_class(res_class), .res_slot(res_slot),
          .ta_rd_en(ta_rd_en[q]), .tb_rd_en(tb_rd_en[q]), .tab_rd_addr(tab_rd_addr[10*q +: 10]),
          .ta_rd_data(ta_rd_data[64*q +: 64]), .tb_rd_data(tb_rd_data[64*q +: 64]),
          .tc_rd_en(tc_rd_en[q]), .tc_rd_all(tc_all)
      );
      doar_table_c_mem #(.DEPTH(A)) table_c (
          .clk(clk), .rst(rst), .rd_en(tc_rd_en[q]), .rd_all(tc_all), .cf_req(c_req[q]), .cf_we(cfg_we),
          .cf_addr(cfg_addr), .cf_wdata(cfg_wdata), .cf_gnt(c_gnt[q]), .cf_rdata(c_rdata[64*q +: 64])
      );
    end
  endgenerate
endmodule
