// Single-ported synchronous SRAM, the array behind tables A and B (docs/rcu.md).
// One access per cycle: en & we writes din at addr; en & !we reads. dout is registered and
// holds the entry as it was before this cycle's access (read-before-write), and keeps its
// value in cycles without en, as a compiled SRAM's output latch does.
// Behavioural model for simulation. scripts/synth.sh replaces this module by a macro of the
// same name and pins (a generated Liberty cell) so that synthesis counts the array as SRAM
// bits with an assumed access time instead of as flip-flops.
module doar_table_sram_sp #(
    parameter DEPTH = 16,
    parameter WIDTH = 64,
    parameter AW = 4      // address bits: $clog2(DEPTH), so every address is an entry index
) (
    input  wire             clk,
    input  wire             en,
    input  wire             we,
    input  wire [AW-1:0]    addr,
    input  wire [WIDTH-1:0] din,
    output reg  [WIDTH-1:0] dout
);
  reg [WIDTH-1:0] mem [0:DEPTH-1];

  always @(posedge clk) begin
    if (en) begin
      dout <= mem[addr];
      if (we) mem[addr] <= din;
    end
  end
endmodule
