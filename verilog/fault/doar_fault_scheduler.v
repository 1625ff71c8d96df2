// Global scheduler of one router: mirror of rtl_model/fault/doar_fault_scheduler (paper Fig. 8a,
// Sec. 4.2). One event at a time: local fault/recovery events first (in arrival order, an
// event arriving in an idle cycle is taken at once), then the ports' FD/FR input buffers
// polled round-robin (first non-empty port at or after rr, then rr = port + 1). Costs, with
// n = P + A + G:  TravelFd t1+t2+2n,  MatchFd t1+t2+2,  FrAct t1+t2+3n,  Restore 2n+4.
// Cycle P = the pick: pop, sel_port; P+1 the packet is latched from sel_pkt (its bit 0 makes
// the command MatchFd or FrAct); cmd_start at elapsed t1+t2-7, cmd_release at C-3, cmd_done
// at C-1, counted in cycles without `hold` (some port's action unit waits for a table grant:
// the command's clock stops, so no port falls behind it). restart: forget the events, rr = 0,
// broadcast Restore.
// The event FIFO holds EV_DEPTH events (the SystemC deque is unbounded; a router takes at
// most one event per port and phase, so RADIX suffices); a push into a full FIFO is dropped.
// kind/fp/pkt have no reset (the model keeps them through rst, and so does this).
`include "doar_widths.vh"

module doar_fault_scheduler #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0,
    parameter T1 = 70,
    parameter T2 = 70,
    parameter EV_DEPTH = 16
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        alive,
    input  wire        restart,
    input  wire        ev_valid,
    input  wire [5:0]  ev_port,
    input  wire        ev_up,
    input  wire        hold,
    input  wire [63:0] in_nonempty,
    input  wire [31:0] sel_pkt,
    output wire [5:0]  sel_port,
    output reg  [63:0] pop,
    output reg         cmd_start,
    output wire [2:0]  cmd_kind,
    output wire [5:0]  cmd_fp,
    output wire [`DOAR_IDX_W-1:0]  cmd_entry,
    output wire [31:0] cmd_pkt,
    output reg         cmd_release,
    output reg         cmd_done,
    output reg         busy,
    output wire        events_pending
);
  localparam integer K = P + A - 1 + H;  // radix
  localparam integer NE = P + A + G;     // entries per table A
  localparam [2:0] CMD_TRAVEL_FD = 3'd1, CMD_MATCH_FD = 3'd2, CMD_FR_ACT = 3'd3,
                   CMD_RESTORE = 3'd4;
  localparam [31:0] BASE32 = T1 + T2;
  localparam [31:0] NE32 = NE;
  localparam [15:0] BASE = BASE32[15:0];
  localparam [15:0] N16 = NE32[15:0];
  localparam [15:0] C_START = BASE - 16'd7;
  localparam [31:0] K32 = K;
  localparam [5:0] K6 = K32[5:0];
  localparam [31:0] P32 = P;
  localparam [31:0] PA32 = P + A;
  localparam [31:0] GID32 = GID;
  localparam [31:0] BID32 = BID;
  localparam integer EW = (EV_DEPTH > 1) ? $clog2(EV_DEPTH) : 1;
  localparam [31:0] EVD32 = EV_DEPTH;
  localparam [EW:0] EV_FULL = EVD32[EW:0];
  localparam [EW-1:0] EV_LAST = EVD32[EW-1:0] - 1'b1;

  reg [2:0]  kind;
  reg [5:0]  fp;
  reg [31:0] pkt;
  reg [5:0]  rr;
  reg        fetch;
  reg [15:0] elapsed;

  // Event FIFO.
  reg [6:0]    ev_mem [0:EV_DEPTH-1];
  reg [EW-1:0] ev_rd, ev_wr;
  reg [EW:0]   ev_cnt;
  assign events_pending = ev_cnt != 0;

  // Aim(address): paper Algorithm 2 lines 17-26.
  wire [1:0] f_prefix = pkt[2:1];
  wire [`DOAR_IDX_W-1:0] f_gid = pkt[25:16];
  wire [4:0] f_bid = pkt[15:11];
  wire [5:0] f_nid = pkt[10:5];
  wire [`DOAR_IDX_W-1:0] aim = (f_prefix == 2'd1 || f_gid != GID32[`DOAR_IDX_W-1:0]) ? PA32[`DOAR_IDX_W-1:0] + f_gid :
                   (f_prefix == 2'd2 || f_bid != BID32[4:0]) ? P32[`DOAR_IDX_W-1:0] + {5'd0, f_bid} : {4'd0, f_nid};

  assign sel_port = fp;
  assign cmd_kind = kind;
  assign cmd_fp = fp;
  assign cmd_pkt = pkt;
  assign cmd_entry = kind == CMD_MATCH_FD ? aim : 10'd0;

  // This cycle's command after the fetch (the packet picked last cycle is on sel_pkt).
  wire [31:0] pkt_f = fetch ? sel_pkt : pkt;
  wire [2:0]  kind_f = fetch ? (sel_pkt[0] ? CMD_FR_ACT : CMD_MATCH_FD) : kind;
  wire [15:0] elapsed_n = elapsed + 16'd1;
  wire [15:0] cost = kind_f == CMD_TRAVEL_FD ? BASE + N16 + N16 :
                     kind_f == CMD_MATCH_FD ? BASE + 16'd2 :
                     kind_f == CMD_FR_ACT ? BASE + N16 + N16 + N16 :
                     kind_f == CMD_RESTORE ? N16 + N16 + 16'd4 : 16'd0;

  // Event FIFO head, with the event arriving this cycle when the FIFO is empty.
  wire       ev_have = ev_cnt != 0 || ev_valid;
  wire [6:0] ev_head = ev_cnt != 0 ? ev_mem[ev_rd] : {ev_port, ev_up};

  // Round-robin poll: first non-empty port q = rr, rr+1, ..., K-1, 0, ..., rr-1.
  reg        hi_found;
  reg [5:0]  hi_q, lo_q;
  integer i;
  always @* begin
    hi_found = 1'b0;
    hi_q = 6'd0;
    lo_q = 6'd0;
    for (i = K - 1; i >= 0; i = i - 1) begin  // descending: the lowest index is kept
      if (in_nonempty[i]) begin
        lo_q = i[5:0];
        if (i[5:0] >= rr) begin
          hi_found = 1'b1;
          hi_q = i[5:0];
        end
      end
    end
  end
  wire       rr_found = in_nonempty[K-1:0] != 0;
  wire [5:0] rr_q = hi_found ? hi_q : lo_q;

  wire idle_pick = !busy && alive;
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_FAULT_ORDER (docs/cosim.md): the ports' packets are polled before the local
  // events.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_FAULT_ORDER");
  wire pick_ev = mut ? idle_pick && ev_have && !rr_found : idle_pick && ev_have;
  wire pick_pkt = mut ? idle_pick && rr_found : idle_pick && !ev_have && rr_found;
`else
  wire pick_ev = idle_pick && ev_have;
  wire pick_pkt = idle_pick && !ev_have && rr_found;
`endif
  wire ev_push = ev_valid && !(ev_cnt == 0 && pick_ev);  // else it bypasses the FIFO
  wire ev_pop = pick_ev && ev_cnt != 0;
  wire ev_inc = ev_push && (ev_cnt != EV_FULL || ev_pop);

  always @(posedge clk) begin
    cmd_start <= 1'b0;
    cmd_release <= 1'b0;
    cmd_done <= 1'b0;
    pop <= 64'd0;
    if (rst || restart) begin
      ev_cnt <= 0;
      ev_rd <= 0;
      ev_wr <= 0;
      rr <= 6'd0;
      busy <= 1'b0;
      fetch <= 1'b0;
      if (!rst) begin
        busy <= 1'b1;
        kind <= CMD_RESTORE;
        fp <= 6'd0;
        pkt <= 32'd0;
        elapsed <= 16'd0;
        cmd_start <= 1'b1;
      end
    end else begin
      if (ev_inc) begin
        ev_mem[ev_wr] <= {ev_port, ev_up};
        ev_wr <= ev_wr == EV_LAST ? {EW{1'b0}} : ev_wr + 1'b1;
      end
      if (ev_pop) ev_rd <= ev_rd == EV_LAST ? {EW{1'b0}} : ev_rd + 1'b1;
      ev_cnt <= ev_cnt + {{EW{1'b0}}, ev_inc} - {{EW{1'b0}}, ev_pop};
      if (busy) begin
        pkt <= pkt_f;
        kind <= kind_f;
        fetch <= 1'b0;
        if (!hold) begin
          elapsed <= elapsed_n;
          if (kind_f != CMD_RESTORE && elapsed_n == C_START) cmd_start <= 1'b1;
          if (kind_f != CMD_RESTORE && elapsed_n == cost - 16'd3) cmd_release <= 1'b1;
          if (elapsed_n == cost - 16'd1) begin
            cmd_done <= kind_f != CMD_RESTORE;
            busy <= 1'b0;
          end
        end
      end else if (pick_ev) begin
        busy <= 1'b1;
        fp <= ev_head[6:1];
        kind <= ev_head[0] ? CMD_FR_ACT : CMD_TRAVEL_FD;
        pkt <= 32'd0;
        elapsed <= 16'd0;
      end else if (pick_pkt) begin
        busy <= 1'b1;
        fetch <= 1'b1;
        fp <= rr_q;
        kind <= CMD_MATCH_FD;  // corrected when the packet is latched
        pop <= 64'd1 << rr_q;
        rr <= rr_q + 6'd1 == K6 ? 6'd0 : rr_q + 6'd1;
        elapsed <= 16'd0;
      end
    end
  end
endmodule
