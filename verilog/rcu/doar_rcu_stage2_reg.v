// Side register of stage 2 (beside the table reads). q_rta = valid & rta; q_c_rd = an RTA
// head in stage 3 or 4 (table C's rd_en). Reset clears q_valid, q_rta, q_c_rd only.
module doar_rcu_stage2_reg (
    input  wire       clk,
    input  wire       rst,
    input  wire       d_valid,
    input  wire       d_rta,
    input  wire       d_inter,
    input  wire [1:0] d_region,
    input  wire [4:0] d_dst_bid,
    input  wire [1:0] d_vc,
    output reg        q_valid,
    output reg        q_rta,
    output reg        q_inter,
    output reg  [1:0] q_region,
    output reg  [4:0] q_dst_bid,
    output reg  [1:0] q_vc,
    output reg        q_c_rd
);
  wire rta_in = d_valid && d_rta;
  always @(posedge clk) begin
    if (rst) begin
      q_valid <= 1'b0;
      q_rta <= 1'b0;
      q_c_rd <= 1'b0;
    end else begin
      q_c_rd <= rta_in || (q_valid && q_rta);
      q_valid <= d_valid;
      q_rta <= rta_in;
      q_inter <= d_inter;
      q_region <= d_region;
      q_dst_bid <= d_dst_bid;
      q_vc <= d_vc;
    end
  end
endmodule
