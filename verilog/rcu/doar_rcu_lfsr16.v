// The RCU's random source (DESIGN.md section 4, core/arbiter): 16-bit Fibonacci LFSR,
// x^16 + x^14 + x^13 + x^11 + 1, shift left with bit 0 = b15 ^ b13 ^ b12 ^ b10. Reset loads
// SEED; it steps at every edge where a head is in stage 4 (step), after that head used it.
module doar_rcu_lfsr16 #(
    parameter SEED = 1
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        step,
    output reg  [15:0] value
);
  localparam [31:0] SEED32 = SEED;
  always @(posedge clk) begin
    if (rst) value <= SEED32[15:0];
    else if (step) value <= {value[14:0], value[15] ^ value[13] ^ value[12] ^ value[10]};
  end
endmodule
