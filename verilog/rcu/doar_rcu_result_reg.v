// Result register: res_valid for the head of four cycles ago; fields zero unless routed.
`include "doar_widths.vh"

module doar_rcu_result_reg (
    input  wire       clk,
    input  wire       rst,
    input  wire       d_valid,
    input  wire       d_routed,
    input  wire [5:0] d_port,
    input  wire [2:0] d_vc,
    input  wire [2:0] d_cls,
    input  wire [`DOAR_IDX_W-1:0] d_slot,
    output reg        q_valid,
    output reg        q_routed,
    output reg  [5:0] q_port,
    output reg  [2:0] q_vc,
    output reg  [2:0] q_cls,
    output reg  [`DOAR_IDX_W-1:0] q_slot
);
  wire v = !rst && d_valid;
  wire r = v && d_routed;
  always @(posedge clk) begin
    q_valid <= v;
    q_routed <= r;
    q_port <= r ? d_port : 6'd0;
    q_vc <= r ? d_vc : 3'd0;
    q_cls <= r ? d_cls : 3'd0;
    q_slot <= r ? d_slot : 10'd0;
  end
endmodule
