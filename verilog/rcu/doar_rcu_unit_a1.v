// A1 (stage 3, RTA): expand table A's G entry {lpc0 = bits 4:0, valid = bit 5, GP = bits
// 31:16} into minimal slots lpc0*H + j for GP bit j, when the entry is valid and C1 reaches
// router lpc0.
`include "doar_widths.vh"

module doar_rcu_unit_a1 #(
    parameter H = 2
) (
    input  wire         en,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [63:0]  entry,    // bits 15:6 and 63:32 are not part of a GA entry
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [31:0]  reach,
    output wire [`DOAR_GMAP_W-1:0] ga_req
);
  wire [4:0] r = entry[4:0];
  wire ok = en && entry[5] && reach[r];
  wire [`DOAR_GMAP_W-1:0] gp = {{(512 - H){1'b0}}, entry[16 +: H]};
  assign ga_req = ok ? gp << (r * H) : 512'd0;
endmodule
