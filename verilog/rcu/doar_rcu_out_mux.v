// Stage 4 result select. RTA: the slot of P1; its port is the own global port when the slot
// is the own router's (no local hop), else P2's local port; routed = P1 found a slot and
// (own slot or table C has a port). RTB: P3's port and class; slot 0.
`include "doar_widths.vh"

module doar_rcu_out_mux #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2,
    parameter BID = 0
) (
    input  wire        rta,
    input  wire        p1_valid,
    input  wire [2:0]  p1_cls,
    input  wire [`DOAR_IDX_W-1:0]  p1_slot,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [31:0] p1_router,   // only the own router's bit decides
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire        p2_valid,
    input  wire [5:0]  p2_port,
    input  wire        p3_valid,
    input  wire [2:0]  p3_cls,
    input  wire [5:0]  p3_port,
    output wire        routed,
    output wire [5:0]  port,
    output wire [2:0]  cls,
    output wire [`DOAR_IDX_W-1:0]  slot
);
  localparam [31:0] OWN_BASE = BID * H;
  localparam [31:0] FIRST_GLOBAL = P + A - 1;
  wire own = p1_router[BID];
  // The model's int arithmetic written to a 6-bit pin: mod 64, so 6 bits suffice.
  wire [5:0] own_port = FIRST_GLOBAL[5:0] + (p1_slot[5:0] - OWN_BASE[5:0]);
  assign routed = rta ? (p1_valid && (own || p2_valid)) : p3_valid;
  assign port = rta ? (own ? own_port : p2_port) : p3_port;
  assign cls = rta ? p1_cls : p3_cls;
  assign slot = rta ? p1_slot : 10'd0;
endmodule
