// F (stage 3, RTB): port filter on table B's G-region entries. In an intermediate group
// keep only the intra-group ports P .. P+A-2 (drop global ports), otherwise drop them.
module UnitF #(
    parameter P = 2,
    parameter A = 4
) (
    input  wire [63:0] entry,
    input  wire [1:0]  region,
    input  wire        inter,
    output wire [63:0] lf
);
  localparam [63:0] LOCAL = ((64'd1 << (A - 1)) - 64'd1) << P;
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_F_INTER (docs/cosim.md): an intermediate group keeps the global ports of
  // table B.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_F_INTER");
  assign lf = region != 2'd2 ? entry : inter ? (mut ? entry : (entry & LOCAL)) : (entry & ~LOCAL);
`else
  assign lf = region != 2'd2 ? entry : inter ? (entry & LOCAL) : (entry & ~LOCAL);
`endif
endmodule
