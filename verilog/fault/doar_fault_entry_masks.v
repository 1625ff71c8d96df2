// Combinational core of the action unit: the Verilog of rtl_model/fault/fault_entry_logic.hpp
// (entry_masks). From the configured words of one entry (tables A and B): which bits are
// route options (opt_*), which of them leave through port fp (fp_*; none when !fp_valid),
// and which routing contexts each option serves (s_*: context S, i_*: context I).
// Entry encodings of core/tables.hpp, contexts of DESIGN.md sections 3 and 6.
//   N and B regions (e < P+A), or a non-terminal input port: 64-bit LP bitmaps.
//     N/B region: one context, both masks are the whole word. G region of an intra-group
//     port: table A serves both, table B's global-port bits S and the others I. G region
//     of a global port: I only.
//   Terminal input port, G region: table A {lpc0 (bits 5:0), GP bits 16+j}, table B
//     {lpc1..8 (6-bit fields, bit 5 valid), OGP bits 48+j}, context S only.
// The s_*/i_*/opt_* outputs do not depend on fp.
`include "doar_widths.vh"

module doar_fault_entry_masks #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter BID = 1,
    parameter PORT = 0
) (
    input  wire [`DOAR_IDX_W-1:0]  e,
    input  wire [63:0] ca,
    input  wire [63:0] cb,
    input  wire [5:0]  fp,
    input  wire        fp_valid,
    output reg  [63:0] opt_a,
    output reg  [63:0] opt_b,
    output reg  [63:0] fp_a,
    output reg  [63:0] fp_b,
    output reg  [63:0] s_a,
    output reg  [63:0] s_b,
    output reg  [63:0] i_a,
    output reg  [63:0] i_b
);
  localparam integer GP0 = P + A - 1;  // first global port
  localparam [31:0] P32 = P;
  localparam [31:0] BID32 = BID;
  localparam [31:0] PA32 = P + A;
  localparam PORT_TERMINAL = PORT < P;
  localparam PORT_LOCAL = PORT >= P && PORT < P + A - 1;
  // LP bits of the router's global ports.
  localparam [63:0] GLOBALS = ((64'd1 << H) - 64'd1) << GP0;

  wire [63:0] fp_bit = fp_valid ? (64'd1 << fp) : 64'd0;
  wire g_region = {22'd0, e} >= PA32;
  wire [31:0] fp32 = {26'd0, fp};

  // Local port that leads to router to_bid of this group (one link per router pair).
  /* verilator lint_off UNSIGNED */
  function [31:0] local_port;
    input [4:0] to_bid;
    begin
      local_port = ({27'd0, to_bid} < BID32) ? P32 + {27'd0, to_bid} : P32 + {27'd0, to_bid} - 32'd1;
    end
  endfunction
  /* verilator lint_on UNSIGNED */

  integer j, k;
  reg [4:0] lpc;
  always @* begin
    opt_a = 64'd0;
    opt_b = 64'd0;
    fp_a = 64'd0;
    fp_b = 64'd0;
    s_a = 64'd0;
    s_b = 64'd0;
    i_a = 64'd0;
    i_b = 64'd0;
    lpc = 5'd0;
    if (!g_region || !PORT_TERMINAL) begin
      opt_a = ca;
      opt_b = cb;
      fp_a = ca & fp_bit;
      fp_b = cb & fp_bit;
      if (!g_region) begin
        s_a = ca;
        i_a = ca;
        s_b = cb;
        i_b = cb;
      end else if (PORT_LOCAL) begin
        s_a = ca;
        i_a = ca;
        s_b = cb & GLOBALS;
        i_b = cb & ~GLOBALS;
      end else begin
        i_a = ca;
        i_b = cb;
      end
    end else begin
      // Terminal input port, G region.
      if (ca[5] && {27'd0, ca[4:0]} == BID32) begin
        for (j = 0; j < H; j = j + 1) begin
          if (ca[16 + j]) begin
            opt_a[16 + j] = 1'b1;
            if (fp_valid && fp32 == GP0 + j) fp_a[16 + j] = 1'b1;
          end
        end
      end else if (ca[5]) begin
        opt_a[5] = 1'b1;
        if (fp_valid && local_port(ca[4:0]) == fp32) fp_a[5] = 1'b1;
      end
      for (k = 0; k < 8; k = k + 1) begin
        if (cb[6 * k + 5]) begin
          opt_b[6 * k + 5] = 1'b1;
          lpc = cb[6 * k +: 5];
          if (fp_valid && local_port(lpc) == fp32) fp_b[6 * k + 5] = 1'b1;
        end
      end
      for (j = 0; j < H; j = j + 1) begin
        if (cb[48 + j]) begin
          opt_b[48 + j] = 1'b1;
          if (fp_valid && fp32 == GP0 + j) fp_b[48 + j] = 1'b1;
        end
      end
      s_a = opt_a;
      s_b = opt_b;
    end
  end
endmodule
