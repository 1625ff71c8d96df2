// C1 (stage 3, RTA): from table C, for every router u != BID the first valid item's local
// port l; reach[u] = such an item exists (reach[BID] = 1); the h slots of u are locally
// congested when cong_local[l] is set (the slots of BID have no local hop: never).
`include "doar_widths.vh"

module doar_rcu_unit_c1 #(
    parameter A = 4,
    parameter H = 2,
    parameter BID = 0
) (
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [1535:0] c_all,       // entries >= A are not read
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [63:0]   cong_local,
    output wire [31:0]   reach,
    output wire [`DOAR_GMAP_W-1:0]  slot_lcong
);
  wire [A-1:0] found, lc;
  genvar u;
  generate
    for (u = 0; u < A; u = u + 1) begin : g_router
      // Item bit 6 is reserved; the own router's items are never read (no local hop).
      /* verilator lint_off UNUSEDSIGNAL */
      wire [47:0] e = c_all[48*u +: 48];
      // First valid item of six (bit 7 valid, bits 5:0 port).
      wire [5:0] l = e[7]  ? e[5:0]   : e[15] ? e[13:8]  : e[23] ? e[21:16] :
                     e[31] ? e[29:24] : e[39] ? e[37:32] : e[45:40];
      wire any = e[7] | e[15] | e[23] | e[31] | e[39] | e[47];
      /* verilator lint_on UNUSEDSIGNAL */
      if (u == BID) begin : g_own
        assign found[u] = 1'b1;
        assign lc[u] = 1'b0;
      end else begin : g_other
        assign found[u] = any;
        assign lc[u] = any && cong_local[l];
      end
      assign slot_lcong[u*H +: H] = {H{lc[u]}};
    end
  endgenerate
  generate
    if (A < 32) begin : g_reach_pad
      assign reach = {{(32 - A){1'b0}}, found};
    end else begin : g_reach_full
      assign reach = found;
    end
    if (A * H < 512) begin : g_lc_pad
      assign slot_lcong[511:A*H] = {(512 - A*H){1'b0}};
    end
  endgenerate
endmodule
