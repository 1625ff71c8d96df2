// Table A or table B of one input port's RCU: mirror of rtl_model/tables/doar_table_mem
// (docs/rcu.md has the pin list). Parameters DEPTH, BASE are the SystemC constructor's depth
// and base: the array holds addresses BASE .. BASE+DEPTH-1; others read zero, ignore writes.
//   RCU read port: rd_data = entry read at the previous edge, 0 after a cycle without rd_en.
//   Configuration/fault port: cf_gnt = cf_req & !rd_en (the RCU has priority on the single
//   SRAM port); cf_rdata = the entry before the granted access, from the cycle after the
//   grant until the next grant.
// Reset (synchronous, active high) clears both outputs, never the array, and blocks access.
`include "doar_widths.vh"

module doar_table_mem #(
    parameter DEPTH = 16,
    parameter BASE = 0
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        rd_en,
    input  wire [`DOAR_IDX_W-1:0]  rd_addr,
    output wire [63:0] rd_data,
    input  wire        cf_req,
    input  wire        cf_we,
    input  wire [`DOAR_IDX_W-1:0]  cf_addr,
    input  wire [63:0] cf_wdata,
    output wire        cf_gnt,
    output wire [63:0] cf_rdata
);
  // Offsets into the array in 32 bits: an address below BASE wraps to a huge value, so one
  // unsigned compare with DEPTH tells whether the array holds the address. (Synthesis trims
  // the constant upper bits.)
  localparam AW = (DEPTH > 1) ? $clog2(DEPTH) : 1;

  wire [31:0] rd_off = {22'd0, rd_addr} - BASE;
  wire [31:0] cf_off = {22'd0, cf_addr} - BASE;
  wire rd_in = rd_off < DEPTH;
  wire cf_in = cf_off < DEPTH;
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_TABLE_GRANT (docs/cosim.md): the configuration port is granted in a cycle
  // with an RCU read (the read wins the array, the write is lost).
  reg mut_grant;
  initial mut_grant = $test$plusargs("DOAR_MUT_TABLE_GRANT");
  wire grant = cf_req && (mut_grant || !rd_en);
`else
  wire grant = cf_req && !rd_en;
`endif
  assign cf_gnt = grant;

  // The SRAM sees one access per cycle: the RCU read, or else the granted cf access.
  wire        s_en = !rst && (rd_en ? rd_in : (grant && cf_in));
  wire        s_we = !rst && !rd_en && grant && cf_we && cf_in;
  wire [AW-1:0] s_addr = rd_en ? rd_off[AW-1:0] : cf_off[AW-1:0];
  wire [63:0] s_dout;

  doar_table_sram_sp #(.DEPTH(DEPTH), .WIDTH(64), .AW(AW)) array (
      .clk(clk), .en(s_en), .we(s_we), .addr(s_addr), .din(cf_wdata), .dout(s_dout));

  // Which output the SRAM's data register belongs to after this edge, and whether the
  // address was inside the array (outside: the entry reads as zero).
  reg        rd_v_q;       // rd_data shows s_dout
  reg        cf_v_q;       // a cf access was granted at the last edge
  reg        cf_in_q;      // ... and its address was held
  reg [63:0] cf_hold_q;    // cf_rdata between grants

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_TABLE_RESET (docs/cosim.md): rd_v_q leaves reset set.
  reg mut_reset;
  initial mut_reset = $test$plusargs("DOAR_MUT_TABLE_RESET");
  wire RD_V_RESET = mut_reset;
`else
  localparam RD_V_RESET = 1'b0;
`endif

  assign rd_data = rd_v_q ? s_dout : 64'd0;
  assign cf_rdata = cf_v_q ? (cf_in_q ? s_dout : 64'd0) : cf_hold_q;

  always @(posedge clk) begin
    if (rst) begin
      rd_v_q <= RD_V_RESET;
      cf_v_q <= 1'b0;
      cf_in_q <= 1'b0;
      cf_hold_q <= 64'd0;
    end else begin
      rd_v_q <= rd_en && rd_in;
      cf_v_q <= grant;
      cf_in_q <= cf_in;
      cf_hold_q <= cf_rdata;
    end
  end
endmodule
