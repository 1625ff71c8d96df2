// Pipeline stage 1 (combinational): region N/B/G and table address at core's Base_ADD0/1/2
// (0, P, P+A); rta = terminal input port and another group; inter = neither the source nor
// the destination group is this one. Mirror of rtl_model/rcu/stage1 (doar_rcu_addr_compare).
`include "doar_widths.vh"

module doar_rcu_addr_compare #(
    parameter P = 2,
    parameter A = 4,
    parameter GID = 0,
    parameter BID = 0,
    parameter PORT = 0
) (
    input  wire [`DOAR_IDX_W-1:0] src_gid,
    input  wire [`DOAR_IDX_W-1:0] dst_gid,
    input  wire [4:0] dst_bid,
    input  wire [5:0] dst_nid,
    output wire [1:0] region,
    output wire [`DOAR_IDX_W-1:0] addr,
    output wire       rta,
    output wire       inter
);
  // 32-bit constants, sliced where used (a -G override makes every parameter 32 bits).
  localparam [31:0] OWN_G = GID;
  localparam [31:0] OWN_B = BID;
  localparam [31:0] BASE_B = P;
  localparam [31:0] BASE_G = P + A;
  localparam TERMINAL = PORT < P;

  wire other_g = dst_gid != OWN_G[`DOAR_IDX_W-1:0];
  wire other_b = dst_bid != OWN_B[4:0];
  assign region = other_g ? 2'd2 : other_b ? 2'd1 : 2'd0;
`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_ADDR_B (docs/cosim.md): the B-region address lacks its base P.
  reg mut;
  initial mut = $test$plusargs("DOAR_MUT_ADDR_B");
  assign addr = other_g ? BASE_G[`DOAR_IDX_W-1:0] + dst_gid : other_b ? (mut ? 10'd0 : BASE_B[`DOAR_IDX_W-1:0]) + {5'd0, dst_bid} :
                {4'd0, dst_nid};
`else
  assign addr = other_g ? BASE_G[`DOAR_IDX_W-1:0] + dst_gid : other_b ? BASE_B[`DOAR_IDX_W-1:0] + {5'd0, dst_bid} : {4'd0, dst_nid};
`endif
  assign rta = TERMINAL && other_g;
  assign inter = (src_gid != OWN_G[`DOAR_IDX_W-1:0]) && other_g;
endmodule
