// doar_router_core: the router's datapath and allocation, everything but route computation;
// the Verilog twin of rtl_model/router/router_core.* (doar_router_core), cycle for cycle on the
// same pins (docs/router.md "Pins", "Cycle timing"; docs/cosim.md "router").
//
// Per input VC: a flit buffer of DEPTH(port) flits (virtual cut-through, credits back
// upstream), a FIFO of the RCU results of the heads it holds, and its state (idle, routing,
// waiting for an output VC, active). Per output VC: a credit counter and an owner. Per input
// port: the VCs of the heads inside its RCU (4 at most: a head's result comes 4 cycles after
// it). Per output port: a queue the crossbar writes up to SPEEDUP flits into per cycle and
// that sends one, the occupancy and send history behind the congestion bits.
//
// One cycle (doar_router_core::tick, in this order): file the RCU results, take the flits and
// credits on the pins; cong_ports <= the congestion bits of that state; SPEEDUP allocation
// steps, each a VC allocation (one round-robin arbiter per output VC over all input VCs), a
// separable input-first switch allocation (round robin over VCs per input, over inputs per
// output; core's rr_pick) and the traversals of its grants, each step on the state the
// previous one left; in_credit <= the cycle's freed slots; out_flit <= each queue's front;
// cong_own_global <= CongG of the own global ports after the sends.
//
// WHY one combinational block for the steps: the internal speedup chains the allocators
// within one clock, each step reading the grants, credits and pointers the previous step
// wrote. The block below is that chain unrolled SPEEDUP times (a synthesis tool unrolls the
// loop into SPEEDUP copies of the allocators); state is written once per clock at the end.
// Buffers are register arrays indexed by (VC, slot): reads of the k-th flit of a VC in a cycle
// see the flit arriving in that cycle when k reaches the old count (the SystemC model takes
// the arrival before the steps).
//
// Routing decisions are not made here: the RCU's (core's) result arrives on rt_*. A result
// without a head, a flit on VC >= VCS or beyond its buffer is a protocol error the SystemC
// model stops on; this block ignores such inputs (the bench never drives them).
module doar_router_core #(
    parameter integer P = 2,
    parameter integer A = 4,
    parameter integer H = 2,
    parameter integer VCS = 4,          // VCs per port, 1..8
    parameter integer BUF_LOCAL = 32,   // packets per VC: terminal and intra-group ports
    parameter integer BUF_GLOBAL = 256, // packets per VC: global ports
    parameter integer PKT = 1,          // flits per packet
    parameter integer SPEEDUP = 2,      // allocation steps per cycle, 1..15
    parameter integer THR_LOCAL = 10,   // CongL threshold, packets
    parameter integer THR_GLOBAL = 30,  // CongG threshold, packets
    parameter integer LAT_GLOBAL = 100, // global link latency: CongG window 2 * LAT + 2
    parameter [63:0] CONNECTED = 64'h7f // output ports with a link (core's Dragonfly::peer)
) (
    input  wire             clk,
    input  wire             rst,
    input  wire [64*(P+A-1+H)-1:0] in_flit,
    output reg  [32*(P+A-1+H)-1:0] in_credit,
    output reg  [64*(P+A-1+H)-1:0] out_flit,
    input  wire [32*(P+A-1+H)-1:0] out_credit,
    input  wire [P+A-1+H-1:0]      rt_valid,
    // rt_routed: every result the RCU files is routed (the SystemC model stops otherwise).
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [P+A-1+H-1:0]      rt_routed,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [6*(P+A-1+H)-1:0]  rt_port,
    input  wire [3*(P+A-1+H)-1:0]  rt_vc,
    output reg  [63:0]      cong_ports,
    output reg  [15:0]      cong_own_global
);
  localparam integer R = P + A - 1 + H;
  localparam integer N = R * VCS;
  localparam integer GBASE = P + A - 1;  // first global port
  localparam integer DL = BUF_LOCAL * PKT, DG = BUF_GLOBAL * PKT;
  localparam integer DMAX = DG > DL ? DG : DL;
  localparam integer OQD = VCS * DMAX;   // an output queue never holds more than its credits
  localparam integer HW = 2 * LAT_GLOBAL + 1;  // CongG history: the window less this cycle
  localparam integer TL = THR_LOCAL * PKT, TG = THR_GLOBAL * PKT;
  localparam [1:0] IDLE = 2'd0, ROUTING = 2'd1, WAITVC = 2'd2, ACTIVE = 2'd3;

`ifdef DOAR_MUTANTS
  // Mutants (docs/cosim.md): DOAR_MUT_VA_CREDIT, the VC allocator grants an output VC without
  // the credits of a whole packet (virtual cut-through dropped); DOAR_MUT_VA_FIXED, its
  // arbiters never move (fixed priority, not round robin); DOAR_MUT_SA_INPTR, the switch
  // allocator's input stage never moves its pointer; DOAR_MUT_SA_OUTPTR, nor its output stage;
  // DOAR_MUT_XBAR_VC, the crossbar forwards a flit with its input VC, not its output VC;
  // DOAR_MUT_CREDIT_ONE, at most one credit per VC goes back upstream in a cycle (the speedup's
  // second flit of a VC is not credited); DOAR_MUT_CONGG_WINDOW, CongG counts the flits sent
  // within the window as still queued.
  reg mut_credit, mut_fixed, mut_inptr, mut_outptr, mut_xbar, mut_credit1, mut_window;
  initial mut_credit = $test$plusargs("DOAR_MUT_VA_CREDIT");
  initial mut_fixed = $test$plusargs("DOAR_MUT_VA_FIXED");
  initial mut_inptr = $test$plusargs("DOAR_MUT_SA_INPTR");
  initial mut_outptr = $test$plusargs("DOAR_MUT_SA_OUTPTR");
  initial mut_xbar = $test$plusargs("DOAR_MUT_XBAR_VC");
  initial mut_credit1 = $test$plusargs("DOAR_MUT_CREDIT_ONE");
  initial mut_window = $test$plusargs("DOAR_MUT_CONGG_WINDOW");
`endif

  // ---- state ----
  reg [63:0] fmem [0:N*DMAX-1];  // flit buffers, VC iv at [iv*DMAX, iv*DMAX+DMAX)
  reg [8:0]  rmem [0:N*DMAX-1];  // route FIFOs {port, vc}
  reg [2:0]  imem [0:R*4-1];     // per port: VCs of the heads inside its RCU
  reg [31:0] frd [0:N-1], fcnt [0:N-1], rrd [0:N-1], rcnt [0:N-1];
  reg [1:0]  st [0:N-1];
  reg [5:0]  oport [0:N-1];
  reg [2:0]  ovc [0:N-1];
  reg signed [31:0] cred [0:N-1];
  reg        own_v [0:N-1];
  reg [31:0] va_ptr [0:N-1];
  reg [31:0] sa_in [0:R-1], sa_out [0:R-1];
  reg [1:0]  ird [0:R-1];
  reg [2:0]  icnt [0:R-1];
  reg [63:0] oqm [0:R*OQD-1];
  reg [31:0] oq_rd [0:R-1], oq_cnt [0:R-1];
  reg signed [31:0] occ [0:R-1];
  reg [HW-1:0] hist [0:H-1];     // bit i: a send i+1 cycles ago
  reg [31:0] hcnt [0:H-1];       // its popcount

  // ---- next state (combinational) ----
  reg [31:0] n_frd [0:N-1], n_fcnt [0:N-1], n_rrd [0:N-1], n_rcnt [0:N-1];
  reg [31:0] fpop [0:N-1], rpop [0:N-1];
  reg [1:0]  n_st [0:N-1];
  reg [5:0]  n_oport [0:N-1];
  reg [2:0]  n_ovc [0:N-1];
  reg signed [31:0] n_cred [0:N-1];
  reg        n_own_v [0:N-1];
  reg [31:0] n_va_ptr [0:N-1];
  reg [31:0] n_sa_in [0:R-1], n_sa_out [0:R-1];
  reg [1:0]  n_ird [0:R-1];
  reg [2:0]  n_icnt [0:R-1];
  reg [31:0] n_oq_rd [0:R-1], n_oq_cnt [0:R-1];
  reg signed [31:0] n_occ [0:R-1];
  reg [HW-1:0] n_hist [0:H-1];
  reg [31:0] n_hcnt [0:H-1];
  reg [63:0] arr_flit [0:N-1];   // the flit arriving on VC iv this cycle
  reg [8:0]  arr_route [0:N-1];  // the route filed for VC iv this cycle
  // memory writes of this cycle
  reg        fw_en [0:R-1], rw_en [0:R-1], iw_en [0:R-1];
  reg [31:0] fw_idx [0:R-1], rw_idx [0:R-1], iw_idx [0:R-1];
  reg [2:0]  iw_val [0:R-1];
  reg [31:0] oq_np [0:R-1];
  reg [63:0] oq_pf [0:R*SPEEDUP-1];
  reg [32*R-1:0] n_in_credit;
  reg [64*R-1:0] n_out_flit;
  reg [63:0] n_cong_ports;
  reg [15:0] n_cong_own;
  // scratch of the steps
  reg        req_v [0:N-1];
  reg [31:0] req_ov [0:N-1];
  reg        gnt_v [0:N-1];
  reg [31:0] gnt_iv [0:N-1];
  reg [31:0] chosen [0:R-1];
  reg [63:0] sa_req [0:R-1];
  reg [63:0] fl;

  // Index k slots after base in a ring of size n (k < n).
  function automatic [31:0] wrap(input [31:0] base, input [31:0] k, input [31:0] n);
    begin
      wrap = base + k >= n ? base + k - n : base + k;
    end
  endfunction

  // core's rr_pick: the lowest set bit at or after ptr, else the lowest set bit (-1: none).
  function automatic [31:0] rr_pick(input [63:0] bits, input [31:0] width, input [31:0] ptr);
    integer b;
    reg found;
    begin
      rr_pick = 32'hffffffff;
      found = 1'b0;
      for (b = 0; b < 64; b = b + 1)
        if (!found && b < width && b >= (ptr >= width ? 0 : ptr) && bits[b]) begin
          rr_pick = b;
          found = 1'b1;
        end
      for (b = 0; b < 64; b = b + 1)
        if (!found && b < width && bits[b]) begin
          rr_pick = b;
          found = 1'b1;
        end
    end
  endfunction

  function automatic [31:0] depth_of(input integer q);
    depth_of = q >= GBASE ? DG : DL;
  endfunction

  integer i, q, o, v, s, iv, ov, d, best, j, sent;
  reg busy;
  reg [8:0] rt;
  reg [31:0] pick;
  reg [63:0] m;

  always @* begin
    for (i = 0; i < N; i = i + 1) begin
      n_frd[i] = frd[i];
      n_fcnt[i] = fcnt[i];
      n_rrd[i] = rrd[i];
      n_rcnt[i] = rcnt[i];
      fpop[i] = 0;
      rpop[i] = 0;
      n_st[i] = st[i];
      n_oport[i] = oport[i];
      n_ovc[i] = ovc[i];
      n_cred[i] = cred[i];
      n_own_v[i] = own_v[i];
      n_va_ptr[i] = va_ptr[i];
      arr_flit[i] = 64'd0;
      arr_route[i] = 9'd0;
      req_v[i] = 1'b0;
      req_ov[i] = 0;
      gnt_v[i] = 1'b0;
      gnt_iv[i] = 0;
    end
    for (q = 0; q < R; q = q + 1) begin
      n_sa_in[q] = sa_in[q];
      n_sa_out[q] = sa_out[q];
      n_ird[q] = ird[q];
      n_icnt[q] = icnt[q];
      n_oq_rd[q] = oq_rd[q];
      n_oq_cnt[q] = oq_cnt[q];
      n_occ[q] = occ[q];
      fw_en[q] = 1'b0;
      rw_en[q] = 1'b0;
      iw_en[q] = 1'b0;
      fw_idx[q] = 0;
      rw_idx[q] = 0;
      iw_idx[q] = 0;
      iw_val[q] = 3'd0;
      oq_np[q] = 0;
      chosen[q] = 0;
      sa_req[q] = 64'd0;
    end
    for (i = 0; i < R * SPEEDUP; i = i + 1) oq_pf[i] = 64'd0;
    for (j = 0; j < H; j = j + 1) begin
      n_hist[j] = hist[j];
      n_hcnt[j] = hcnt[j];
    end
    n_in_credit = {32 * R{1'b0}};
    n_out_flit = {64 * R{1'b0}};
    n_cong_ports = 64'd0;
    n_cong_own = 16'd0;
    fl = 64'd0;
    rt = 9'd0;
    pick = 0;
    m = 64'd0;
    sent = 0;
    best = 0;
    d = 0;
    iv = 0;
    ov = 0;

    // 1. The RCU results: the head of 4 cycles ago on each port gets its route.
    for (q = 0; q < R; q = q + 1)
      if (rt_valid[q] && icnt[q] != 3'd0) begin
        iv = q * VCS + {29'd0, imem[q * 4 + {30'd0, ird[q]}]};
        n_ird[q] = ird[q] + 2'd1;
        n_icnt[q] = icnt[q] - 3'd1;
        rw_en[q] = 1'b1;
        rw_idx[q] = iv * DMAX + wrap(rrd[iv], rcnt[iv], DMAX);
        arr_route[iv] = {rt_port[6*q +: 6], rt_vc[3*q +: 3]};
        n_rcnt[iv] = rcnt[iv] + 1;
      end
    // 2. The flits on the pins (a head's VC joins its port's RCU queue).
    for (q = 0; q < R; q = q + 1)
      if (in_flit[64*q] && {29'd0, in_flit[64*q+3 +: 3]} < VCS) begin
        iv = q * VCS + {29'd0, in_flit[64*q+3 +: 3]};
        fw_en[q] = 1'b1;
        fw_idx[q] = iv * DMAX + wrap(frd[iv], fcnt[iv], DMAX);
        arr_flit[iv] = in_flit[64*q +: 64];
        n_fcnt[iv] = fcnt[iv] + 1;
        if (in_flit[64*q+1]) begin
          iw_en[q] = 1'b1;
          iw_idx[q] = q * 4 + {30'd0, n_ird[q] + n_icnt[q][1:0]};
          iw_val[q] = in_flit[64*q+3 +: 3];
          n_icnt[q] = n_icnt[q] + 3'd1;
        end
        if (n_st[iv] == IDLE) n_st[iv] = ROUTING;
      end
    // 3. Credits for the output VCs.
    for (o = 0; o < R; o = o + 1)
      for (v = 0; v < VCS; v = v + 1) begin
        n_cred[o * VCS + v] = n_cred[o * VCS + v] + $signed({28'd0, out_credit[32*o+4*v +: 4]});
        n_occ[o] = n_occ[o] - $signed({28'd0, out_credit[32*o+4*v +: 4]});
      end
    // 4. Congestion bits of this state: CongL raw, CongG less the sends of the window.
    for (o = 0; o < R; o = o + 1)
      if (CONNECTED[o]) begin
`ifdef DOAR_MUTANTS
        if (o >= GBASE) n_cong_ports[o] = n_occ[o] - (mut_window ? 0 : $signed(hcnt[o - GBASE])) > TG;
`else
        if (o >= GBASE) n_cong_ports[o] = n_occ[o] - $signed(hcnt[o - GBASE]) > TG;
`endif
        else n_cong_ports[o] = n_occ[o] > TL;
      end
    // 5. The allocation steps.
    busy = 1'b0;
    for (i = 0; i < N; i = i + 1) busy = busy | (n_st[i] != IDLE);
    for (s = 0; s < SPEEDUP; s = s + 1)
      if (busy) begin
        // VC requests: a head with its route asks for its output VC if free and the
        // downstream buffer has room for the whole packet.
        for (i = 0; i < N; i = i + 1) begin
          req_v[i] = 1'b0;
          if (n_st[i] == ROUTING && n_rcnt[i] != 0) begin
            rt = rpop[i] < rcnt[i] ? rmem[i * DMAX + wrap(rrd[i], rpop[i], DMAX)] : arr_route[i];
            n_oport[i] = rt[8:3];
            n_ovc[i] = rt[2:0];
            rpop[i] = rpop[i] + 1;
            n_rrd[i] = wrap(n_rrd[i], 1, DMAX);
            n_rcnt[i] = n_rcnt[i] - 1;
            n_st[i] = WAITVC;
          end
          if (n_st[i] == WAITVC) begin
            ov = {26'd0, n_oport[i]} * VCS + {29'd0, n_ovc[i]};
            req_ov[i] = ov;
`ifdef DOAR_MUTANTS
            req_v[i] = !n_own_v[ov] && (mut_credit || n_cred[ov] >= PKT);
`else
            req_v[i] = !n_own_v[ov] && n_cred[ov] >= PKT;
`endif
          end
        end
        // VC allocation: per output VC, the requester nearest at or after its pointer.
        for (ov = 0; ov < N; ov = ov + 1) begin
          gnt_v[ov] = 1'b0;
          best = N;
          for (i = 0; i < N; i = i + 1) begin
            d = i >= n_va_ptr[ov] ? i - n_va_ptr[ov] : i - n_va_ptr[ov] + N;
            if (req_v[i] && req_ov[i] == ov && d < best) begin
              best = d;
              gnt_v[ov] = 1'b1;
              gnt_iv[ov] = i;
            end
          end
        end
        for (ov = 0; ov < N; ov = ov + 1)
          if (gnt_v[ov]) begin
`ifdef DOAR_MUTANTS
            if (!mut_fixed) n_va_ptr[ov] = gnt_iv[ov] + 1 >= N ? 0 : gnt_iv[ov] + 1;
`else
            n_va_ptr[ov] = gnt_iv[ov] + 1 >= N ? 0 : gnt_iv[ov] + 1;
`endif
            n_own_v[ov] = 1'b1;
            n_cred[ov] = n_cred[ov] - PKT;
            n_occ[ov / VCS] = n_occ[ov / VCS] + PKT;
            n_st[gnt_iv[ov]] = ACTIVE;
          end
        // Switch allocation, input stage: each port picks one VC that has a flit and an
        // output VC; output stage: each output picks one requesting port.
        for (o = 0; o < R; o = o + 1) sa_req[o] = 64'd0;
        for (q = 0; q < R; q = q + 1) begin
          m = 64'd0;
          for (v = 0; v < VCS; v = v + 1)
            m[v] = n_st[q * VCS + v] == ACTIVE && n_fcnt[q * VCS + v] != 0;
          if (m != 64'd0) begin
            chosen[q] = rr_pick(m, VCS, n_sa_in[q]);
            for (o = 0; o < R; o = o + 1)
              if ({26'd0, n_oport[q * VCS + chosen[q]]} == o) sa_req[o][q] = 1'b1;
          end
        end
        for (o = 0; o < R; o = o + 1)
          if (sa_req[o] != 64'd0) begin
            pick = rr_pick(sa_req[o], R, n_sa_out[o]);
`ifdef DOAR_MUTANTS
            if (!mut_outptr) n_sa_out[o] = pick + 1 >= R ? 0 : pick + 1;
`else
            n_sa_out[o] = pick + 1 >= R ? 0 : pick + 1;
`endif
`ifdef DOAR_MUTANTS
            if (!mut_inptr) n_sa_in[pick] = chosen[pick] + 1 >= VCS ? 0 : chosen[pick] + 1;
`else
            n_sa_in[pick] = chosen[pick] + 1 >= VCS ? 0 : chosen[pick] + 1;
`endif
            // Traversal: the front flit of that VC into output o's queue, on its output VC.
            iv = pick * VCS + chosen[pick];
            fl = fpop[iv] < fcnt[iv] ? fmem[iv * DMAX + wrap(frd[iv], fpop[iv], DMAX)] : arr_flit[iv];
            fpop[iv] = fpop[iv] + 1;
            n_frd[iv] = wrap(n_frd[iv], 1, DMAX);
            n_fcnt[iv] = n_fcnt[iv] - 1;
`ifdef DOAR_MUTANTS
            n_in_credit[32*pick + 4*chosen[pick] +: 4] = mut_credit1 ? 4'd1 : n_in_credit[32*pick + 4*chosen[pick] +: 4] + 4'd1;
            if (!mut_xbar) fl[5:3] = n_ovc[iv];
`else
            n_in_credit[32*pick + 4*chosen[pick] +: 4] = n_in_credit[32*pick + 4*chosen[pick] +: 4] + 4'd1;
            fl[5:3] = n_ovc[iv];
`endif
            oq_pf[o * SPEEDUP + oq_np[o]] = fl;
            oq_np[o] = oq_np[o] + 1;
            if (fl[2]) begin
              n_own_v[o * VCS + {29'd0, n_ovc[iv]}] = 1'b0;
              n_st[iv] = n_fcnt[iv] == 0 ? IDLE : ROUTING;
            end
          end
      end
    // 6. Each output queue sends its front flit; the CongG history takes the send.
    for (o = 0; o < R; o = o + 1) begin
      sent = 0;
      if (oq_cnt[o] + oq_np[o] != 0) begin
        n_out_flit[64*o +: 64] = oq_cnt[o] != 0 ? oqm[o * OQD + oq_rd[o]] : oq_pf[o * SPEEDUP];
        n_oq_rd[o] = wrap(oq_rd[o], 1, OQD);
        n_oq_cnt[o] = oq_cnt[o] + oq_np[o] - 1;
        sent = 1;
      end else begin
        n_oq_cnt[o] = oq_cnt[o];
      end
      if (o >= GBASE) begin
        j = o - GBASE;
        if (CONNECTED[o] && n_occ[o] - $signed(hcnt[j]) - sent > TG) n_cong_own[j] = 1'b1;
        n_hist[j] = {hist[j][HW-2:0], sent != 0};
        n_hcnt[j] = hcnt[j] + sent - {31'd0, hist[j][HW-1]};
      end
    end
  end

  // Per input VC and per output VC: one register set each (a generate block rather than a
  // loop, so that every size elaborates the same way).
  genvar gv;
  generate
    for (gv = 0; gv < N; gv = gv + 1) begin : vc_regs
      always @(posedge clk) begin
        if (rst) begin
          frd[gv] <= 0;
          fcnt[gv] <= 0;
          rrd[gv] <= 0;
          rcnt[gv] <= 0;
          st[gv] <= IDLE;
          oport[gv] <= 6'd0;
          ovc[gv] <= 3'd0;
          cred[gv] <= depth_of(gv / VCS);
          own_v[gv] <= 1'b0;
          va_ptr[gv] <= 0;
        end else begin
          frd[gv] <= n_frd[gv];
          fcnt[gv] <= n_fcnt[gv];
          rrd[gv] <= n_rrd[gv];
          rcnt[gv] <= n_rcnt[gv];
          st[gv] <= n_st[gv];
          oport[gv] <= n_oport[gv];
          ovc[gv] <= n_ovc[gv];
          cred[gv] <= n_cred[gv];
          own_v[gv] <= n_own_v[gv];
          va_ptr[gv] <= n_va_ptr[gv];
        end
      end
    end
  endgenerate

  integer rq, rj, rk;

  always @(posedge clk) begin
    if (rst) begin
      for (rq = 0; rq < R; rq = rq + 1) begin
        sa_in[rq] <= 0;
        sa_out[rq] <= 0;
        ird[rq] <= 2'd0;
        icnt[rq] <= 3'd0;
        oq_rd[rq] <= 0;
        oq_cnt[rq] <= 0;
        occ[rq] <= 0;
      end
      for (rj = 0; rj < H; rj = rj + 1) begin
        hist[rj] <= {HW{1'b0}};
        hcnt[rj] <= 0;
      end
      in_credit <= {32 * R{1'b0}};
      out_flit <= {64 * R{1'b0}};
      cong_ports <= 64'd0;
      cong_own_global <= 16'd0;
    end else begin
      for (rq = 0; rq < R; rq = rq + 1) begin
        sa_in[rq] <= n_sa_in[rq];
        sa_out[rq] <= n_sa_out[rq];
        ird[rq] <= n_ird[rq];
        icnt[rq] <= n_icnt[rq];
        oq_rd[rq] <= n_oq_rd[rq];
        oq_cnt[rq] <= n_oq_cnt[rq];
        occ[rq] <= n_occ[rq];
        if (fw_en[rq]) fmem[fw_idx[rq]] <= in_flit[64*rq +: 64];
        if (rw_en[rq]) rmem[rw_idx[rq]] <= {rt_port[6*rq +: 6], rt_vc[3*rq +: 3]};
        if (iw_en[rq]) imem[iw_idx[rq]] <= iw_val[rq];
        for (rk = 0; rk < SPEEDUP; rk = rk + 1)
          if (rk < oq_np[rq]) oqm[rq * OQD + wrap(oq_rd[rq], wrap(oq_cnt[rq], rk, OQD), OQD)] <= oq_pf[rq * SPEEDUP + rk];
      end
      for (rj = 0; rj < H; rj = rj + 1) begin
        hist[rj] <= n_hist[rj];
        hcnt[rj] <= n_hcnt[rj];
      end
      in_credit <= n_in_credit;
      out_flit <= n_out_flit;
      cong_ports <= n_cong_ports;
      cong_own_global <= n_cong_own;
    end
  end
endmodule
