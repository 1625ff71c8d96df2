// Output VC (DESIGN.md section 4): 0 at a terminal input port (first network hop) or when
// not routed; the input VC towards a terminal; otherwise +1 when the output port's level
// >= the input port's (intra-group 0, global 1).
module doar_rcu_vc_select #(
    parameter P = 2,
    parameter A = 4,
    parameter PORT = 0
) (
    input  wire       routed,
    input  wire [5:0] port,
    input  wire [1:0] in_vc,
    output wire [2:0] out_vc
);
  localparam [31:0] FIRST_GLOBAL = P + A - 1;
  localparam [31:0] PP = P;
  localparam TERMINAL = PORT < P;
  localparam IN_LEVEL = PORT >= P + A - 1;  // a global input port
  wire out_level = port >= FIRST_GLOBAL[5:0];
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_VC_INTRA (docs/cosim.md): an intra-group to intra-group hop keeps its VC.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_VC_INTRA");
  wire up = mut ? out_level : (out_level || !IN_LEVEL);
`else
  wire up = out_level || !IN_LEVEL;         // out_level >= in_level
`endif
  assign out_vc = (!routed || TERMINAL) ? 3'd0 :
                  (port < PP[5:0]) ? {1'b0, in_vc} :
                  up ? {1'b0, in_vc} + 3'd1 : {1'b0, in_vc};
endmodule
