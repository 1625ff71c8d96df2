// Synthesis view of verilog/tables/doar_table_sram_sp.v: the same pins, no contents. scripts/synth
// reads this instead of the behavioural array and turns the instance into an SRAM macro
// cell (sram_lib.py), so tables A/B count as memory bits, not flip-flops.
(* blackbox *)
module doar_table_sram_sp #(
    parameter DEPTH = 16,
    parameter WIDTH = 64,
    parameter AW = 4
) (
    input  wire             clk,
    input  wire             en,
    input  wire             we,
    input  wire [AW-1:0]    addr,
    input  wire [WIDTH-1:0] din,
    output wire [WIDTH-1:0] dout
);
endmodule
