// Stage-1 register; its address drives the table A/B read. q_a_rd = valid (table A read,
// a pin of its own), q_b_rd = valid & region != N (table B has no N region). Reset clears
// only q_valid, q_a_rd and q_b_rd, as the SystemC model does.
`include "doar_widths.vh"

module doar_rcu_stage1_reg (
    input  wire       clk,
    input  wire       rst,
    input  wire       d_valid,
    input  wire       d_rta,
    input  wire       d_inter,
    input  wire [1:0] d_region,
    input  wire [`DOAR_IDX_W-1:0] d_addr,
    input  wire [4:0] d_dst_bid,
    input  wire [1:0] d_vc,
    output reg        q_valid,
    output reg        q_rta,
    output reg        q_inter,
    output reg        q_a_rd,
    output reg        q_b_rd,
    output reg  [1:0] q_region,
    output reg  [`DOAR_IDX_W-1:0] q_addr,
    output reg  [4:0] q_dst_bid,
    output reg  [1:0] q_vc
);
  always @(posedge clk) begin
    if (rst) begin
      q_valid <= 1'b0;
      q_a_rd <= 1'b0;
      q_b_rd <= 1'b0;
    end else begin
      q_valid <= d_valid;
      q_a_rd <= d_valid;
      q_b_rd <= d_valid && d_region != 2'd0;
      q_rta <= d_rta;
      q_inter <= d_inter;
      q_region <= d_region;
      q_addr <= d_addr;
      q_dst_bid <= d_dst_bid;
      q_vc <= d_vc;
    end
  end
endmodule
