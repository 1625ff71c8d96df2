// Travel unit of one input port: mirror of rtl_model/fault/doar_fault_travel. On a broadcast
// command it walks every entry of the port's tables through the action unit:
//   TravelFd (1): kOpFd on entries 0..n-1, one every 2 cycles; an entry whose context died
//     pushes FD{entry address, prefix, died} (if the port can send);
//   FrAct (3): pass 1 kOpFrSet every 2 cycles, pass 2 kOpFrCheck every cycle; at the last
//     check, FR when some entry became accessible (and, FR_PORT_RULE, every entry is);
//   Restore (4): kOpCopy every 2 cycles.
// Op for entry k in cycle S+1+2k (pass 2: S+1+2n+k), S = the cmd_start cycle. A two-cycle
// op stays on the pins through its write cycle. n = P + A + G. Cycles are counted without
// `stall`: while the action unit waits for a table grant the walk holds its op (results are
// still taken).
`include "doar_widths.vh"

module doar_fault_travel #(
    parameter P = 2,
    parameter A = 4,
    /* verilator lint_off UNUSEDPARAM */
    parameter H = 2,
    /* verilator lint_on UNUSEDPARAM */
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0,
    parameter FR_PORT_RULE = 0
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        cmd_start,
    input  wire [2:0]  cmd_kind,
    input  wire [5:0]  cmd_fp,
    input  wire        can_send,
    input  wire        stall,
    output reg  [2:0]  op,
    output reg  [`DOAR_IDX_W-1:0]  op_addr,
    output reg  [5:0]  op_fp,
    input  wire        res_valid,
    input  wire [2:0]  res_op,
    input  wire [`DOAR_IDX_W-1:0]  res_addr,
    input  wire [1:0]  res_died,
    input  wire        res_became,
    input  wire        res_access,
    output reg         push,
    output reg  [31:0] push_pkt
);
  localparam [2:0] CMD_TRAVEL_FD = 3'd1, CMD_FR_ACT = 3'd3, CMD_RESTORE = 3'd4;
  localparam [2:0] OP_NONE = 3'd0, OP_FD = 3'd1, OP_FRSET = 3'd2, OP_FRCHECK = 3'd3, OP_COPY = 3'd4;
  localparam [31:0] N32 = P + A + G;
  localparam [31:0] P32 = P;
  localparam [31:0] PA32 = P + A;
  localparam [31:0] GID32 = GID;
  localparam [31:0] BID32 = BID;
  localparam [15:0] N = N32[15:0];
  localparam [15:0] TWO_N = N + N;
  localparam [15:0] THREE_N = N + N + N;
  localparam [`DOAR_IDX_W-1:0] LAST_E = N32[`DOAR_IDX_W-1:0] - 10'd1;
  localparam [`DOAR_IDX_W-1:0] PA10 = PA32[`DOAR_IDX_W-1:0];
  localparam [`DOAR_IDX_W-1:0] P10 = P32[`DOAR_IDX_W-1:0];

  reg [2:0]  kind;
  reg [5:0]  fp;
  reg [15:0] step;
  reg        active;
  reg        became_any, all_access;

  // Results of the action unit.
  wire [`DOAR_IDX_W-1:0] e = res_addr;
  wire fd_push = kind == CMD_TRAVEL_FD && res_op == OP_FD && res_died != 2'd0 && can_send;
  wire set_res = kind == CMD_FR_ACT && res_op == OP_FRSET;
  wire chk_res = kind == CMD_FR_ACT && res_op == OP_FRCHECK;
  wire all_access_upd = all_access && (!chk_res || res_access);
  wire fr_push = chk_res && e == LAST_E && became_any && (FR_PORT_RULE == 0 || all_access_upd) && can_send;
  wire take = active && res_valid;

  // FD word of entry e: its own address and prefix (Algorithm 2 lines 2-4).
  reg [1:0] prefix;
  reg [`DOAR_IDX_W-1:0] w_gid;
  reg [4:0] w_bid;
  reg [5:0] w_nid;
  always @* begin
    w_gid = GID32[`DOAR_IDX_W-1:0];
    w_bid = 5'd0;
    w_nid = 6'd0;
    if (e >= PA10) begin
      prefix = 2'd1;
      w_gid = e - PA10;
    end else if (e >= P10) begin
      prefix = 2'd2;
      w_bid = e[4:0] - P10[4:0];
    end else begin
      prefix = 2'd3;
      w_bid = BID32[4:0];
      w_nid = e[5:0];
    end
  end
  wire [31:0] fd_word = {6'd0, w_gid, w_bid, w_nid, res_died, prefix, 1'b0};

  // Next state.
  wire        start_act = cmd_kind == CMD_TRAVEL_FD || cmd_kind == CMD_FR_ACT || cmd_kind == CMD_RESTORE;
  wire [2:0]  kind_n = cmd_start ? cmd_kind : kind;
  wire [5:0]  fp_n = cmd_start ? cmd_fp : fp;
  wire [15:0] step_n = cmd_start ? 16'd0 : (active && !stall) ? step + 16'd1 : step;
  wire        active0 = cmd_start ? start_act : active;
  wire [15:0] last_op = kind_n == CMD_FR_ACT ? THREE_N - 16'd1 : TWO_N - 16'd2;
  reg  [2:0]  o;
  reg  [`DOAR_IDX_W-1:0]  addr;
  always @* begin
    o = OP_NONE;
    addr = 10'd0;
    if (active0) begin
      if (step_n < TWO_N) begin
        o = kind_n == CMD_TRAVEL_FD ? OP_FD : kind_n == CMD_FR_ACT ? OP_FRSET : OP_COPY;
        addr = step_n[10:1];
      end else if (kind_n == CMD_FR_ACT && step_n < THREE_N) begin
        o = OP_FRCHECK;
        addr = step_n[`DOAR_IDX_W-1:0] - TWO_N[`DOAR_IDX_W-1:0];
      end
    end
  end

  always @(posedge clk) begin
    if (rst) begin
      active <= 1'b0;
      op <= OP_NONE;
      push <= 1'b0;
    end else begin
      push <= take && (fd_push || fr_push);
      push_pkt <= !take ? 32'd0 : fd_push ? fd_word : fr_push ? 32'd1 : 32'd0;
      if (cmd_start) begin
        became_any <= 1'b0;
        all_access <= 1'b1;
      end else if (take) begin
        became_any <= became_any || (set_res && res_became);
        all_access <= all_access_upd;
      end
      kind <= kind_n;
      fp <= fp_n;
      step <= step_n;
      active <= active0 && !(step_n > last_op + 16'd2);
      op <= o;
      op_addr <= addr;
      op_fp <= fp_n;
    end
  end
endmodule
