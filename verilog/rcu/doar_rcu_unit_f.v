// F (stage 3, RTB): port filter on table B's LP bitmaps. G region: in an intermediate group
// keep only the intra-group ports P .. P+A-2 (drop global ports), otherwise drop them.
// B region at a global input port (PORT >= P+A-1): table B is the destination-group
// refraction of the E3 tables (DESIGN.md 6a), passed only when table A (a_data) has no valid
// port and the head's VC leaves room for two more local hops (vc <= 2 of 4); under the
// literal tables it is empty, so one rule serves both readings (core: refraction_blocked).
module doar_rcu_unit_f #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter PORT = 0
) (
    input  wire [63:0] entry,
    input  wire [63:0] entry_a,
    input  wire [1:0]  region,
    input  wire        inter,
    input  wire [1:0]  vc,
    output wire [63:0] lf
);
  localparam [63:0] LOCAL = ((64'd1 << (A - 1)) - 64'd1) << P;
  localparam RADIX = P + A - 1 + H;
  localparam [63:0] PORTS = RADIX >= 64 ? ~64'd0 : ((64'd1 << RADIX) - 64'd1);
  localparam GLOBAL_PORT = PORT >= P + A - 1;
  localparam [1:0] REFRACT_MAX_VC = 2'd2;
  wire refract_ok = (entry_a & PORTS) == 64'd0 && vc <= REFRACT_MAX_VC;
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_F_INTER (docs/cosim.md): an intermediate group keeps the global ports of
  // table B.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_F_INTER");
  assign lf = region == 2'd2 ? (inter ? (mut ? entry : (entry & LOCAL)) : (entry & ~LOCAL))
            : (region == 2'd1 && GLOBAL_PORT) ? (refract_ok ? entry : 64'd0)
            : entry;
`else
  assign lf = region == 2'd2 ? (inter ? (entry & LOCAL) : (entry & ~LOCAL))
            : (region == 2'd1 && GLOBAL_PORT) ? (refract_ok ? entry : 64'd0)
            : entry;
`endif
endmodule
