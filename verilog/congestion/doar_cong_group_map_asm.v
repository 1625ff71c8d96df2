// Assembly of the a*h-bit group congestion bitmap: mirror of
// rtl_model/congestion/doar_cong_group_map_asm. Intra-group port q = P + i hears router
// u = i < BID ? i : i + 1 (DESIGN.md section 2); its frame's map is written at offset u*H,
// the own loopback's at BID*H. Every field has its own write enable. Bits >= A*H stay 0.
`include "doar_widths.vh"

module doar_cong_group_map_asm #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter BID = 0
) (
    input  wire          clk,
    input  wire          rst,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [63:0]   rx_valid,   // only the intra-group ports P .. P+A-2 are read
    input  wire [1023:0] rx_map,     // only their low H bits
    input  wire [15:0]   own_map,    // only the low H bits
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire          own_valid,
    output wire [`DOAR_GMAP_W-1:0]  gmap
);
  reg [A*H-1:0] field;  // the used part of the bitmap

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_PCS_OFFSET (docs/cosim.md): the PCS frame of port P+i lands at offset i*H
  // (the own router is not skipped).
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_PCS_OFFSET");
`endif
  integer i;
  always @(posedge clk) begin
    if (rst) begin
      field <= {A*H{1'b0}};
    end else begin
      for (i = 0; i < A - 1; i = i + 1) begin
`ifdef DOAR_MUTANTS
        if (rx_valid[P+i]) field[(i < BID || mut ? i : i + 1)*H +: H] <= rx_map[16*(P+i) +: H];
`else
        if (rx_valid[P+i]) field[(i < BID ? i : i + 1)*H +: H] <= rx_map[16*(P+i) +: H];
`endif
      end
      if (own_valid) field[BID*H +: H] <= own_map[H-1:0];
    end
  end

  generate
    if (A * H < 512) begin : g_pad
      assign gmap = {{(512 - A*H){1'b0}}, field};
    end else begin : g_full
      assign gmap = field;
    end
  endgenerate
endmodule
