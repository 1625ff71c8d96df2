// N1/N2 body: requested slots that are neither locally (C1) nor globally congested.
`include "doar_widths.vh"

module doar_rcu_slot_cong_filter (
    input  wire [`DOAR_GMAP_W-1:0] req,
    input  wire [`DOAR_GMAP_W-1:0] lcong,
    input  wire [`DOAR_GMAP_W-1:0] gcong,
    output wire [`DOAR_GMAP_W-1:0] free_req
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
