// N1/N2 body: requested slots that are neither locally (C1) nor globally congested.
module SlotCongFilter (
    input  wire [511:0] req,
    input  wire [511:0] lcong,
    input  wire [511:0] gcong,
    output wire [511:0] free_req
);
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_N_LOCAL (docs/cosim.md): a slot behind a locally congested port counts as
  // free.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_N_LOCAL");
  assign free_req = req & ~((mut ? 512'd0 : lcong) | gcong);
`else
  assign free_req = req & ~(lcong | gcong);
`endif
endmodule
