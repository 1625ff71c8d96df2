// Synthesis-only views of the RCU's pipeline stages (docs/timing.md): each wraps the units of
// one stage of verilog/rcu/RouteComputeUnit.v exactly as the top wires them, with the stage
// registers' outputs as inputs and the next registers' inputs as outputs, so that the flow
// reports every stage's own logic depth and delay. Not simulated: the units inside are the
// co-simulated ones, and RouteComputeUnit itself is synthesized as a whole as well.

// Stage 3: C1 -> A1, A2 -> N1, N2 -> B (RTA) and F -> S2, S1 (RTB), between the table
// outputs / Stage2Reg and Stage3Reg.
module RcuStage3 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0
) (
    input  wire          s2_rta,
    input  wire          s2_inter,
    input  wire [1:0]    s2_region,
    input  wire [4:0]    s2_dst_bid,
    input  wire [63:0]   a_data,
    input  wire [63:0]   b_data,
    input  wire [1535:0] c_all,
    input  wire [63:0]   cong_local,
    input  wire [511:0]  cong_global,
    input  wire          clk,          // UnitD's credit register (the exit rule)
    input  wire          rst,
    output wire          s3_stay,
    output wire [511:0]  gap,
    output wire [511:0]  gbp,
    output wire [511:0]  gcp,
    output wire [511:0]  gdp,
    output wire [511:0]  gall,
    output wire [63:0]   s1_req,
    output wire [63:0]   s2_req,
    output wire [63:0]   lf
);
  wire [31:0]  reach;
  wire [511:0] slot_lcong, ga_req, nm_req, ga_free, nm_free;
  UnitC1 #(.A(A), .H(H), .BID(BID)) c1 (
      .c_all(c_all), .cong_local(cong_local), .reach(reach), .slot_lcong(slot_lcong));
  UnitA1 #(.H(H)) a1 (.en(s2_rta), .entry(a_data), .reach(reach), .ga_req(ga_req));
  UnitA2 #(.A(A), .H(H), .G(G), .GID(GID), .BID(BID)) a2 (
      .en(s2_rta), .entry(b_data), .reach(reach), .nm_req(nm_req));
  UnitN1 n1 (.req(ga_req), .lcong(slot_lcong), .gcong(cong_global), .free_req(ga_free));
  UnitN2 n2 (.req(nm_req), .lcong(slot_lcong), .gcong(cong_global), .free_req(nm_free));
  UnitB #(.H(H), .BID(BID)) b (
      .ga_free(ga_free), .nm_free(nm_free), .ga_req(ga_req), .nm_req(nm_req), .dst_bid(s2_dst_bid),
      .gcong(cong_global), .gap(gap), .gbp(gbp), .gcp(gcp), .gdp(gdp), .all(gall));
  /* verilator lint_off UNUSEDSIGNAL */
  wire [16:0] credit;
  /* verilator lint_on UNUSEDSIGNAL */
  UnitD #(.A(A), .H(H)) d (
      .clk(clk), .rst(rst), .en(s2_rta), .ga_req(ga_req), .gcong(cong_global), .q_stay(s3_stay),
      .q_credit(credit));
  UnitF #(.P(P), .A(A)) f (.entry(b_data), .region(s2_region), .inter(s2_inter), .lf(lf));
  UnitS1 #(.P(P), .A(A), .H(H)) s1 (.req(a_data), .cong(cong_local), .free_req(s1_req));
  UnitS2 #(.P(P), .A(A), .H(H)) s2 (.req(lf), .cong(cong_local), .free_req(s2_req));
endmodule

// Stage 4: P1 -> M -> P2 (RTA), P3 (RTB), OutMux, VcSelect, with the LFSR (its flops; the
// arbiters hold no other state), between Stage3Reg / table C and ResultReg.
module RcuStage4 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter BID = 0,
    parameter PORT = 0,
    parameter SEED = 1
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          s3_valid,
    input  wire          s3_rta,
    input  wire          s3_rtb,
    input  wire [1:0]    s3_vc,
    input  wire [511:0]  s3_gap,
    input  wire [511:0]  s3_gbp,
    input  wire [511:0]  s3_gcp,
    input  wire [511:0]  s3_gdp,
    input  wire [511:0]  s3_gall,
    input  wire          s3_stay,
    input  wire [63:0]   s3_s1,
    input  wire [63:0]   s3_s2,
    input  wire [63:0]   s3_le,
    input  wire [63:0]   s3_lf,
    input  wire [1535:0] c_all,
    output wire          out_routed,
    output wire [5:0]    out_port,
    output wire [2:0]    out_cls,
    output wire [9:0]    out_slot,
    output wire [2:0]    out_vc
);
  wire [15:0] lfsr;
  Lfsr16 #(.SEED(SEED)) lfsr16 (.clk(clk), .rst(rst), .step(s3_valid), .value(lfsr));
  wire        p1_valid, p2_valid, p3_valid;
  wire [2:0]  p1_cls, p3_cls;
  wire [9:0]  p1_slot;
  wire [31:0] p1_router;
  wire [47:0] m_entry;
  wire [5:0]  p2_port, p3_port;
  UnitP1 #(.A(A), .H(H)) p1 (
      .en(s3_rta), .gap(s3_gap), .gbp(s3_gbp), .gcp(s3_gcp), .gdp(s3_gdp),
      .all(s3_gall), .lfsr(lfsr), .stay(s3_stay), .win_valid(p1_valid), .win_cls(p1_cls), .win_slot(p1_slot),
      .win_router(p1_router));
  UnitM #(.A(A)) m (.win_router(p1_router), .c_all(c_all), .c_entry(m_entry));
  UnitP2 p2 (.c_entry(m_entry), .lport_valid(p2_valid), .lport(p2_port));
  UnitP3 #(.P(P), .A(A), .H(H)) p3 (
      .en(s3_rtb), .s1(s3_s1), .s2(s3_s2), .le(s3_le), .lf(s3_lf), .lfsr(lfsr),
      .win_valid(p3_valid), .win_cls(p3_cls), .win_port(p3_port));
  OutMux #(.P(P), .A(A), .H(H), .BID(BID)) out_mux (
      .rta(s3_rta), .p1_valid(p1_valid), .p1_cls(p1_cls), .p1_slot(p1_slot), .p1_router(p1_router),
      .p2_valid(p2_valid), .p2_port(p2_port), .p3_valid(p3_valid), .p3_cls(p3_cls), .p3_port(p3_port),
      .routed(out_routed), .port(out_port), .cls(out_cls), .slot(out_slot));
  VcSelect #(.P(P), .A(A), .PORT(PORT)) vc_select (
      .routed(out_routed), .port(out_port), .in_vc(s3_vc), .out_vc(out_vc));
endmodule
