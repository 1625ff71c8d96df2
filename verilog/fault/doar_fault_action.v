// Action unit of one input port: mirror of rtl_model/fault/doar_fault_action (docs/fault_units.md
// has the pin table). The only user of the configuration/fault ports of the port's four
// doar_table_mem memories: live A/B (what the RCU reads) and the configured copies A/B.
//   kOpFd (1), kOpFrSet (2), kOpCopy (4): read all four in cycle c, write back live A/B in
//     c+1 (write data combinational from the read data), result on res_* in c+2.
//   kOpFrCheck (3): read in c, res_access in c+2; one per cycle.
//   cfg_we: writes cfg_a/cfg_b into both copies in a cycle without an op or a write-back;
//     cfg_gnt says it was done (the source holds cfg_we until then).
// Requests: travel's op (t_*), else match's (m_*).
// Table arbitration (DESIGN.md 4a): the RCU's reads come first. doar_fault_port asks the four
// memories together and only in a cycle without an RCU read, so they grant together. A
// denied read is not taken; a denied write-back stays pending and repeats with the same data
// (no memory moved); `stall` makes the travel and match units hold their op meanwhile.
// Internal pins the memories ignore: in a cycle without a write the SystemC model keeps the
// previous wdata_* (and without any access the previous mem_addr: a combinational process
// that does not write them); this Verilog drives the configuration port's values there.
// No memory samples them in those cycles.
`include "doar_widths.vh"

module doar_fault_action #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    /* verilator lint_off UNUSEDPARAM */
    parameter G = 9,
    parameter GID = 0,
    /* verilator lint_on UNUSEDPARAM */
    parameter BID = 0,
    parameter PORT = 0,
    parameter FR_PORT_RULE = 0
) (
    input  wire        clk,
    input  wire        rst,
    input  wire [2:0]  t_op,
    input  wire [`DOAR_IDX_W-1:0]  t_addr,
    input  wire [5:0]  t_fp,
    input  wire [2:0]  m_op,
    input  wire [`DOAR_IDX_W-1:0]  m_addr,
    input  wire [5:0]  m_fp,
    input  wire        m_by_tag,
    input  wire [1:0]  m_tag,
    input  wire        cfg_we,
    input  wire [`DOAR_IDX_W-1:0]  cfg_addr,
    input  wire [63:0] cfg_a,
    input  wire [63:0] cfg_b,
    output wire        cfg_gnt,
    output wire        stall,
    output reg         res_valid,
    output reg  [2:0]  res_op,
    output reg  [`DOAR_IDX_W-1:0]  res_addr,
    output reg  [1:0]  res_died,
    output reg         res_became,
    output reg         res_access,
    output reg         mem_req,
    output reg         live_we,
    output reg         conf_we,
    output reg  [`DOAR_IDX_W-1:0]  mem_addr,
    output reg  [63:0] wdata_a,
    output reg  [63:0] wdata_b,
    input  wire        la_gnt,
    input  wire        lb_gnt,
    input  wire        ca_gnt,
    input  wire        cb_gnt,
    input  wire [63:0] la_rdata,
    input  wire [63:0] lb_rdata,
    input  wire [63:0] ca_rdata,
    input  wire [63:0] cb_rdata
);
  localparam [2:0] OP_NONE = 3'd0, OP_FD = 3'd1, OP_FRSET = 3'd2, OP_FRCHECK = 3'd3, OP_COPY = 3'd4;
  localparam [31:0] PA32 = P + A;
  localparam [31:0] PORT32 = PORT;
  localparam [5:0] PORT6 = PORT32[5:0];

  // Registered state (the model's wr_pending_ .. wr_tag_ signals and res_dirty_).
  reg        wr_pending, chk_pending, res_dirty;
  reg [2:0]  wr_op;
  reg [`DOAR_IDX_W-1:0]  pend_addr;
  reg [5:0]  wr_fp;
  reg        wr_by_tag;
  reg [1:0]  wr_tag;

  // Masks of the pending entry from its configured words: on Fp, and on this port itself
  // (FR rule Port ignores the routes back out of this port).
  wire [63:0] m_opt_a, m_opt_b, m_fp_a, m_fp_b, m_s_a, m_s_b, m_i_a, m_i_b;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] o_opt_a, o_opt_b, o_s_a, o_s_b, o_i_a, o_i_b, m_opt_a_u, m_opt_b_u;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [63:0] o_fp_a, o_fp_b;
  assign m_opt_a_u = m_opt_a;
  assign m_opt_b_u = m_opt_b;
  doar_fault_entry_masks #(.P(P), .A(A), .H(H), .BID(BID), .PORT(PORT)) masks_fp (
      .e(pend_addr), .ca(ca_rdata), .cb(cb_rdata), .fp(wr_fp), .fp_valid(1'b1),
      .opt_a(m_opt_a), .opt_b(m_opt_b), .fp_a(m_fp_a), .fp_b(m_fp_b),
      .s_a(m_s_a), .s_b(m_s_b), .i_a(m_i_a), .i_b(m_i_b));
  doar_fault_entry_masks #(.P(P), .A(A), .H(H), .BID(BID), .PORT(PORT)) masks_own (
      .e(pend_addr), .ca(ca_rdata), .cb(cb_rdata), .fp(PORT6), .fp_valid(1'b1),
      .opt_a(o_opt_a), .opt_b(o_opt_b), .fp_a(o_fp_a), .fp_b(o_fp_b),
      .s_a(o_s_a), .s_b(o_s_b), .i_a(o_i_a), .i_b(o_i_b));

  wire [63:0] la = la_rdata, lb = lb_rdata;
  wire g_region = {22'd0, pend_addr} >= PA32;

  function ctx_alive;
    input [63:0] live_a, live_b, c_a, c_b;
    begin
      ctx_alive = (c_a == 64'd0 && c_b == 64'd0) || (live_a & c_a) != 64'd0 || (live_b & c_b) != 64'd0;
    end
  endfunction

  // FD_act: invalidate the valid options on Fp (with by_tag, in the G region, only those of
  // the contexts named in the tag); died = contexts that lost their last option.
  wire [1:0] tag_used = (wr_by_tag && g_region) ? wr_tag : 2'b11;
  wire [63:0] ea = m_fp_a & la & ((tag_used[0] ? m_s_a : 64'd0) | (tag_used[1] ? m_i_a : 64'd0) |
                                  ((wr_by_tag && g_region) ? 64'd0 : ~64'd0));
  wire [63:0] eb = m_fp_b & lb & ((tag_used[0] ? m_s_b : 64'd0) | (tag_used[1] ? m_i_b : 64'd0) |
                                  ((wr_by_tag && g_region) ? 64'd0 : ~64'd0));
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_FD_TABLE_B (docs/cosim.md): FD_act leaves table B's options on the failed
  // port valid.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_FD_TABLE_B");
  wire [63:0] fd_la = la & ~ea, fd_lb = mut ? lb : lb & ~eb;
`else
  wire [63:0] fd_la = la & ~ea, fd_lb = lb & ~eb;
`endif
  wire held_s = (ea & m_s_a) != 64'd0 || (eb & m_s_b) != 64'd0;
  wire held_i = (ea & m_i_a) != 64'd0 || (eb & m_i_b) != 64'd0;
  wire [1:0] fd_died = {held_i && !ctx_alive(fd_la, fd_lb, m_i_a, m_i_b),
                        held_s && !ctx_alive(fd_la, fd_lb, m_s_a, m_s_b)};

  // Accessibility as FR_act judges it.
  wire [63:0] own_a = (FR_PORT_RULE != 0) ? o_fp_a : 64'd0;
  wire [63:0] own_b = (FR_PORT_RULE != 0) ? o_fp_b : 64'd0;
  wire [63:0] am_s_a = m_s_a & ~own_a, am_i_a = m_i_a & ~own_a;
  wire [63:0] am_s_b = m_s_b & ~own_b, am_i_b = m_i_b & ~own_b;
  wire acc_now = ctx_alive(la, lb, am_s_a, am_s_b) && ctx_alive(la, lb, am_i_a, am_i_b);
  wire acc_set = ctx_alive(la | m_fp_a, lb | m_fp_b, am_s_a, am_s_b) &&
                 ctx_alive(la | m_fp_a, lb | m_fp_b, am_i_a, am_i_b);

  wire [2:0] cur_op = t_op != OP_NONE ? t_op : m_op;
  wire from_travel = t_op != OP_NONE;

  // Grants: this cycle's access happens at the edge only if every memory granted it.
  wire granted = la_gnt && lb_gnt && ca_gnt && cb_gnt;
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_GRANT_IGNORED (docs/cosim.md): the unit goes on as if every access were
  // granted (a denied read takes stale data, a denied write is lost).
  // Mutant DOAR_MUT_WRITE_DROP (docs/cosim.md): a denied write-back is dropped, not repeated.
  reg mut_gnt, mut_drop;
  initial mut_gnt = $test$plusargs("DOAR_MUT_GRANT_IGNORED");
  initial mut_drop = $test$plusargs("DOAR_MUT_WRITE_DROP");
  wire rd_ok = granted || mut_gnt;
  wire wb_done = wr_pending && (granted || mut_gnt || mut_drop);
`else
  wire rd_ok = granted;
  wire wb_done = wr_pending && granted;
`endif
  assign stall = (wr_pending && !wb_done) || (!wr_pending && cur_op != OP_NONE && !rd_ok);
  assign cfg_gnt = !wr_pending && cur_op == OP_NONE && cfg_we && granted;

  // Memory ports (combinational).
  always @* begin
    mem_req = 1'b0;
    live_we = 1'b0;
    conf_we = 1'b0;
    mem_addr = cfg_addr;
    wdata_a = cfg_a;
    wdata_b = cfg_b;
    if (wr_pending) begin
      mem_req = 1'b1;
      live_we = 1'b1;
      mem_addr = pend_addr;
      if (wr_op == OP_COPY) begin
        wdata_a = ca_rdata;
        wdata_b = cb_rdata;
      end else if (wr_op == OP_FD) begin
        wdata_a = fd_la;
        wdata_b = fd_lb;
      end else begin
        wdata_a = la | m_fp_a;
        wdata_b = lb | m_fp_b;
      end
    end else if (cur_op != OP_NONE) begin
      mem_req = 1'b1;
      mem_addr = from_travel ? t_addr : m_addr;
    end else if (cfg_we) begin
      mem_req = 1'b1;
      live_we = 1'b1;
      conf_we = 1'b1;
    end
  end

  wire idle = !wr_pending && !chk_pending && cur_op == OP_NONE && !res_dirty;
  wire [2:0] acc_op = (wr_pending || !rd_ok) ? OP_NONE : cur_op;
  wire two = acc_op == OP_FD || acc_op == OP_FRSET || acc_op == OP_COPY;
  // A result: the granted write-back, or the check whose read was granted last cycle.
  wire chk_done = !wr_pending && chk_pending;
  wire rv = wb_done || chk_done;

  always @(posedge clk) begin
    if (rst) begin
      wr_pending <= 1'b0;
      chk_pending <= 1'b0;
      res_valid <= 1'b0;
      res_op <= OP_NONE;
      res_dirty <= 1'b0;
    end else if (!idle) begin
      res_dirty <= rv;
      res_addr <= pend_addr;
      res_valid <= rv;
      res_op <= wb_done ? wr_op : chk_done ? OP_FRCHECK : OP_NONE;
      res_died <= (wb_done && wr_op == OP_FD) ? fd_died : 2'd0;
      res_became <= wb_done && wr_op == OP_FRSET && !acc_now && acc_set;
      res_access <= chk_done && acc_now;
      wr_pending <= (wr_pending && !wb_done) || two;
      chk_pending <= acc_op == OP_FRCHECK;
      if (two || acc_op == OP_FRCHECK) begin
        wr_op <= acc_op;
        pend_addr <= from_travel ? t_addr : m_addr;
        wr_fp <= from_travel ? t_fp : m_fp;
        wr_by_tag <= !from_travel && m_by_tag;
        wr_tag <= from_travel ? 2'd0 : m_tag;
      end
    end
  end
endmodule
