// FD/FR input buffer of one port: mirror of rtl_model/fault/doar_fault_in_buffer. A FIFO of
// DEPTH packets: rst/flush empty it, pop drops the head (ignored when empty), rx_valid &
// alive appends rx_pkt. nonempty/head show the state after the last edge (head 0 when
// empty). The SystemC model reports an overflow as an error; here a push into a full
// buffer is dropped. Bits 31:26 of a packet are zero by the packet format and not stored.
// The read and write pointers are one-hot rings (reset to entry 0), so that the head mux is
// an AND-OR tree whose selects each drive one packet's gates. DEPTH >= 2.
module doar_fault_in_buffer #(
    parameter DEPTH = 8
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        flush,
    input  wire        alive,
    input  wire        rx_valid,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [31:0] rx_pkt,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire        pop,
    output wire        nonempty,
    output wire [31:0] head
);
  localparam integer AW = $clog2(DEPTH);
  localparam [31:0] D32 = DEPTH;
  localparam [AW:0] FULL = D32[AW:0];

  reg [DEPTH-1:0] rd, wr;  // one-hot
  reg [AW:0]      cnt;

  wire do_pop = pop && cnt != 0;
  wire do_push = rx_valid && alive && (cnt != FULL || do_pop);

  // The entries, each with its own write enable; masked = the entry under the read pointer.
  wire [26*DEPTH-1:0] masked;
  genvar e;
  generate
    for (e = 0; e < DEPTH; e = e + 1) begin : g_ent
      reg [25:0] ent;
      always @(posedge clk) if (!rst && !flush && do_push && wr[e]) ent <= rx_pkt[25:0];
      assign masked[26 * e +: 26] = rd[e] ? ent : 26'd0;
    end
  endgenerate
  integer i;
  reg [25:0] front;
  always @* begin
    front = 26'd0;
    for (i = 0; i < DEPTH; i = i + 1) front = front | masked[26 * i +: 26];
  end
  assign nonempty = cnt != 0;
  assign head = cnt != 0 ? {6'd0, front} : 32'd0;

  always @(posedge clk) begin
    if (rst || flush) begin
      rd <= {{(DEPTH - 1){1'b0}}, 1'b1};
      wr <= {{(DEPTH - 1){1'b0}}, 1'b1};
      cnt <= {(AW + 1){1'b0}};
    end else begin
      if (do_push) wr <= {wr[DEPTH-2:0], wr[DEPTH-1]};
      if (do_pop) rd <= {rd[DEPTH-2:0], rd[DEPTH-1]};
      cnt <= cnt + {{AW{1'b0}}, do_push} - {{AW{1'b0}}, do_pop};
    end
  end
endmodule
