// The congestion path of one router: mirror of rtl_model/congestion/doar_cong_router
// (docs/congestion.md). RADIX = P + A - 1 + H cong_ports, doar_cong_map_tx into the PCS layer,
// the own loopback (doar_cong_pcs_delay of T_PS - 2 stages), doar_cong_group_map_asm and RADIX ring stages.
// rcu_gmap is the SystemC sc_vector flattened: port q's ring stop at [512q+511 : 512q].
`include "doar_widths.vh"

module doar_cong_router #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter BID = 0,
    parameter LOCAL_TH = 10,
    parameter GLOBAL_TH = 30,
    parameter WINDOW = 202,
    parameter INTERVAL = 10,
    parameter T_PS = 30
) (
    input  wire                       clk,
    input  wire                       rst,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [63:0]                send,     // bits >= RADIX are not read
    input  wire [63:0]                credit,
    /* verilator lint_on UNUSEDSIGNAL */
    output wire                       pcs_tx_valid,
    output wire [15:0]                pcs_tx_map,
    input  wire [63:0]                pcs_rx_valid,
    input  wire [1023:0]              pcs_rx_map,
    output wire [63:0]                port_cong,
    output wire [15:0]                own_map,
    output wire [512*(P+A-1+H)-1:0]   rcu_gmap
);
  localparam RADIX = P + A - 1 + H;
  localparam FIRST_GLOBAL = P + A - 1;

  // Every port computes both verdicts (as in the SystemC model); the router reads CongL of
  // terminal/intra-group ports and CongG of global ports.
  /* verilator lint_off UNUSEDSIGNAL */
  wire [RADIX-1:0] cong_l, cong_g;
  /* verilator lint_on UNUSEDSIGNAL */

  genvar q;
  generate
    for (q = 0; q < RADIX; q = q + 1) begin : g_port
      /* verilator lint_off UNUSEDSIGNAL */
      wire [15:0] occ, nwin;  // visible in the SystemC model's hierarchy, not pins of the router
      /* verilator lint_on UNUSEDSIGNAL */
      doar_cong_port #(.LOCAL_TH(LOCAL_TH), .GLOBAL_TH(GLOBAL_TH), .WINDOW(WINDOW)) port (
          .clk(clk), .rst(rst), .send(send[q]), .credit(credit[q]), .occ(occ), .nwin(nwin),
          .cong_l(cong_l[q]), .cong_g(cong_g[q]));
    end
  endgenerate

  // Per-port bitmap (DESIGN.md section 5): CongL for terminal and intra-group ports, CongG
  // for the own global ports, which are also the map this router broadcasts.
  wire [RADIX-1:0] pc = {cong_g[RADIX-1:FIRST_GLOBAL], cong_l[FIRST_GLOBAL-1:0]};
  generate
    if (RADIX < 64) begin : g_pc_pad
      assign port_cong = {{(64 - RADIX){1'b0}}, pc};
    end else begin : g_pc_full
      assign port_cong = pc;
    end
    if (H < 16) begin : g_om_pad
      assign own_map = {{(16 - H){1'b0}}, cong_g[RADIX-1:FIRST_GLOBAL]};
    end else begin : g_om_full
      assign own_map = cong_g[RADIX-1:FIRST_GLOBAL];
    end
  endgenerate

  wire        loop_valid;
  wire [15:0] loop_map;
  doar_cong_map_tx #(.INTERVAL(INTERVAL)) map_tx (
      .clk(clk), .rst(rst), .map_in(own_map), .tx_valid(pcs_tx_valid), .tx_map(pcs_tx_map));
  doar_cong_pcs_delay #(.LAT(T_PS - 2)) own_loopback (
      .clk(clk), .rst(rst), .in_valid(pcs_tx_valid), .in_map(pcs_tx_map),
      .out_valid(loop_valid), .out_map(loop_map));

  wire [512*(RADIX+1)-1:0] ring;  // [0] = assembled bitmap, [q+1] = port q's stop
  doar_cong_group_map_asm #(.P(P), .A(A), .H(H), .BID(BID)) group_map (
      .clk(clk), .rst(rst), .rx_valid(pcs_rx_valid), .rx_map(pcs_rx_map),
      .own_valid(loop_valid), .own_map(loop_map), .gmap(ring[`DOAR_GMAP_W-1:0]));
  generate
    for (q = 0; q < RADIX; q = q + 1) begin : g_ring
      doar_cong_ring_stage stop (
          .clk(clk), .rst(rst), .gmap_in(ring[512*q +: 512]), .gmap_out(ring[512*(q+1) +: 512]));
    end
  endgenerate
  assign rcu_gmap = ring[512*(RADIX+1)-1:512];
endmodule
