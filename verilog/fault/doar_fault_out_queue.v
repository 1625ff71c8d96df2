// FD/FR output queue of one port: mirror of rtl_model/fault/doar_fault_out_queue. The packets a
// command pushes (travel's or match's, never both in one cycle) wait until cmd_release
// commits everything pushed so far; committed packets leave one per cycle on tx_valid /
// tx_pkt (registered; 0 when nothing leaves). The release pin is called cmd_release here
// (release is a Verilog keyword). A packet pushed in the cycle of a release
// into an empty queue leaves at that edge. empty: nothing pushed and not yet sent (it
// leaves reset high; before the first edge it is 0, as the model's signal).
// A push into a full queue is dropped (the model reports an error). One-hot pointer rings
// (reset to entry 0), as in doar_fault_in_buffer.
module doar_fault_out_queue #(
    parameter DEPTH = 4
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        flush,
    input  wire        push_t,
    input  wire        push_m,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [31:0] pkt_t,
    input  wire [31:0] pkt_m,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire        cmd_release,
    output reg         tx_valid,
    output reg  [31:0] tx_pkt,
    output reg         empty
);
  localparam integer AW = $clog2(DEPTH);  // DEPTH >= 2
  localparam [31:0] D32 = DEPTH;
  localparam [AW:0] FULL = D32[AW:0];

  reg [DEPTH-1:0] rd, wr;  // one-hot
  reg [AW:0]      cnt, committed;

  wire        push = push_t || push_m;
  wire [25:0] din = push_t ? pkt_t[25:0] : pkt_m[25:0];
  wire        do_push = push && cnt != FULL;
  wire [AW:0] cnt_p = cnt + {{AW{1'b0}}, do_push};
  wire [AW:0] com = cmd_release ? cnt_p : committed;
  // The model's queue does nothing (and writes no output) in a cycle without push, release,
  // committed packet or packet on tx.
  wire        act = push || cmd_release || committed != 0 || tx_valid;
  wire        send = com != 0;
  // The entries, each with its own write enable; masked = the entry under the read pointer.
  wire [26*DEPTH-1:0] masked;
  genvar e;
  generate
    for (e = 0; e < DEPTH; e = e + 1) begin : g_ent
      reg [25:0] ent;
      always @(posedge clk) if (!rst && !flush && act && do_push && wr[e]) ent <= din;
      assign masked[26 * e +: 26] = rd[e] ? ent : 26'd0;
    end
  endgenerate
  integer i;
  reg [25:0] head;
  always @* begin
    head = 26'd0;
    for (i = 0; i < DEPTH; i = i + 1) head = head | masked[26 * i +: 26];
  end

  wire [25:0] front = cnt != 0 ? head : din;

  always @(posedge clk) begin
    if (rst || flush) begin
      rd <= {{(DEPTH - 1){1'b0}}, 1'b1};
      wr <= {{(DEPTH - 1){1'b0}}, 1'b1};
      cnt <= {(AW + 1){1'b0}};
      committed <= {(AW + 1){1'b0}};
      tx_valid <= 1'b0;
      tx_pkt <= 32'd0;
      empty <= 1'b1;
    end else if (act) begin
      if (do_push) wr <= {wr[DEPTH-2:0], wr[DEPTH-1]};
      if (send) rd <= {rd[DEPTH-2:0], rd[DEPTH-1]};
      cnt <= cnt_p - {{AW{1'b0}}, send};
      committed <= com - {{AW{1'b0}}, send};
      tx_valid <= send;
      tx_pkt <= send ? {6'd0, front} : 32'd0;
      empty <= cnt_p - {{AW{1'b0}}, send} == 0;
    end
  end
endmodule
