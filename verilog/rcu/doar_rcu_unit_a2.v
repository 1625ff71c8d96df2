// A2 (stage 3, RTA): expand table B's G entry into non-minimal slots: OGP (bits 63:48) bit j
// -> the own slot BID*H + j; each valid lpc k (bits 6k+5:6k, valid bit 5, router bits 4:0)
// with router < A that C1 reaches -> that router's connected slots. A slot is connected when
// it leads to another group (s != GID, s < G) or is the own slot reaching group A*H when
// G = A*H + 1 (rtl_model RcuParams::connected_slots).
`include "doar_widths.vh"

module doar_rcu_unit_a2 #(
    parameter A = 4,
    parameter H = 2,
    parameter G = 9,
    parameter GID = 0,
    parameter BID = 0
) (
    input  wire         en,
    input  wire [63:0]  entry,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [31:0]  reach,    // bits >= A are zero (C1)
    /* verilator lint_on UNUSEDSIGNAL */
    output wire [`DOAR_GMAP_W-1:0] nm_req
);
  localparam S = A * H;

  // Routers listed by the entry: router u when some valid lpc names it and C1 reaches it
  // (a listed number >= A matches no u, as in the model).
  wire [A-1:0] listed;
  genvar u, k;
  generate
    for (u = 0; u < A; u = u + 1) begin : g_listed
      wire [7:0] hit;
      for (k = 0; k < 8; k = k + 1) begin : g_lpc
        assign hit[k] = entry[6*k+5] && entry[6*k +: 5] == u;
      end
      assign listed[u] = (|hit) && reach[u];
    end
  endgenerate

  wire [S-1:0] slots;
  genvar s;

  generate
    for (s = 0; s < S; s = s + 1) begin : g_slot
      localparam CONNECTED = (s != GID && s < G) || (s == GID && G == S + 1);
      localparam OWN = (s / H) == BID;
      wire from_list = CONNECTED ? listed[s / H] : 1'b0;
      wire from_ogp = OWN ? entry[48 + (s % H)] : 1'b0;
      assign slots[s] = en && (from_list || from_ogp);
    end
    if (S < 512) begin : g_pad
      assign nm_req = {{(512 - S){1'b0}}, slots};
    end else begin : g_full
      assign nm_req = slots;
    end
  endgenerate
endmodule
