// Table C of one input port's RCU (the port map): mirror of rtl_model/tables/doar_table_c_mem.
// A register file of DEPTH (= a, <= 32) 48-bit entries whose RCU port is the whole array:
// rd_all holds entry u at bits [48u+47 : 48u], entries >= DEPTH read zero. C1 needs every
// entry at once, so this table is flip-flops, not SRAM.
// Configuration/fault port as doar_table_mem: cf_gnt = cf_req & !rd_en, cf_rdata = the entry
// before the granted access (bits 63:48 zero), held until the next grant. Writes use
// cf_wdata[47:0]. Reset clears cf_rdata only; the array keeps its contents.
`include "doar_widths.vh"

module doar_table_c_mem #(
    parameter DEPTH = 4
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          rd_en,
    output wire [1535:0] rd_all,
    input  wire          cf_req,
    input  wire          cf_we,
    input  wire [`DOAR_IDX_W-1:0]    cf_addr,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [63:0]   cf_wdata,   // bits 63:48 are not stored (48-bit entries)
    /* verilator lint_on UNUSEDSIGNAL */
    output wire          cf_gnt,
    output reg  [63:0]   cf_rdata
);
  localparam IW = (DEPTH > 1) ? $clog2(DEPTH) : 1;
  reg [47:0] mem [0:DEPTH-1];

  wire grant = cf_req && !rd_en;
  assign cf_gnt = grant;
  wire cf_in = {22'd0, cf_addr} < DEPTH;
  wire [IW-1:0] idx = cf_addr[IW-1:0];  // used only when cf_in

  genvar u;
  generate
    for (u = 0; u < 32; u = u + 1) begin : g_entry
      if (u < DEPTH) begin : g_held
        assign rd_all[48*u +: 48] = mem[u];
      end else begin : g_empty
        assign rd_all[48*u +: 48] = 48'd0;
      end
    end
  endgenerate

  always @(posedge clk) begin
    if (rst) begin
      cf_rdata <= 64'd0;
    end else if (grant) begin
      cf_rdata <= cf_in ? {16'd0, mem[idx]} : 64'd0;
      if (cf_we && cf_in) mem[idx] <= cf_wdata[47:0];
    end
  end
endmodule
