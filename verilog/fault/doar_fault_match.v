// Match unit of one input port: mirror of rtl_model/fault/doar_fault_match. On MatchFd (2) it runs
// Match_FD: one kOpFd on the entry the scheduler's Aim selected (cmd_entry), filtered by the
// FD's tag when Fp is an intra-group port; if a context died and the port can send, the
// received FD with the died contexts as its tag is pushed. Op in S+1, result S+3, push S+4,
// later by the cycles the action unit waits for a table grant (`stall`: the op is held).
`include "doar_widths.vh"

module doar_fault_match #(
    parameter P = 2,
    parameter A = 4,
    /* verilator lint_off UNUSEDPARAM */
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0
    /* verilator lint_on UNUSEDPARAM */
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        cmd_start,
    input  wire [2:0]  cmd_kind,
    input  wire [5:0]  cmd_fp,
    input  wire [`DOAR_IDX_W-1:0]  cmd_entry,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [31:0] cmd_pkt,  // bits 31:26 are zero by the packet format
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire        can_send,
    input  wire        stall,
    output reg  [2:0]  op,
    output reg  [`DOAR_IDX_W-1:0]  op_addr,
    output reg  [5:0]  op_fp,
    output reg         op_by_tag,
    output reg  [1:0]  op_tag,
    input  wire        res_valid,
    input  wire [2:0]  res_op,
    input  wire [1:0]  res_died,
    output reg         push,
    output reg  [31:0] push_pkt
);
  localparam [2:0] CMD_MATCH_FD = 3'd2;
  localparam [2:0] OP_NONE = 3'd0, OP_FD = 3'd1;
  localparam [31:0] P32 = P;
  localparam [31:0] LOC_END32 = P + A - 1;
  localparam [5:0] P6 = P32[5:0];
  localparam [5:0] LOC_END6 = LOC_END32[5:0];

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_MATCH_TAG (docs/cosim.md): an FD from an intra-group port acts on every
  // context, its tag ignored.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_MATCH_TAG");
`endif
  reg        waiting;
  reg [23:0] fwd;  // the fields of the FD that are sent on: {gid, bid, nid} and {prefix, kind}

  wire start = cmd_start && cmd_kind == CMD_MATCH_FD;
  wire got = waiting && res_valid && res_op == OP_FD;
  wire psh = got && res_died != 2'd0 && can_send;

  always @(posedge clk) begin
    if (rst) begin
      waiting <= 1'b0;
      op <= OP_NONE;
      push <= 1'b0;
    end else begin
      push <= psh;
      push_pkt <= psh ? {6'd0, fwd[23:3], res_died, fwd[2:0]} : 32'd0;
      if (start) begin
        fwd <= {cmd_pkt[25:5], cmd_pkt[2:0]};
        waiting <= 1'b1;
        op <= OP_FD;
        op_addr <= cmd_entry;
        op_fp <= cmd_fp;
        // An FD that came over an intra-group link acts only on the contexts it names.
`ifdef DOAR_MUTANTS
        op_by_tag <= !mut && cmd_fp >= P6 && cmd_fp < LOC_END6;
`else
        op_by_tag <= cmd_fp >= P6 && cmd_fp < LOC_END6;
`endif
        op_tag <= cmd_pkt[4:3];
      end else begin
        if (got) waiting <= 1'b0;
        if (!stall) begin
          op <= OP_NONE;
          op_by_tag <= 1'b0;
          op_tag <= 2'd0;
        end
      end
    end
  end
endmodule
