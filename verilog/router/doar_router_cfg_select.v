// doar_router_cfg_select: the router's one table configuration port steered to the fault units'
// A/B port or to one input port's table C; the Verilog twin of rtl_model/router/
// cfg_port_select.* (doar_router_cfg_select). cfg_table 0 with cfg_we: an A/B entry pair, granted by
// the fault units; 2: table C of port cfg_port, granted by that memory; anything else
// (1, 3, reads of 0): reserved, granted at once, no access. The read data of table C come
// the cycle after the grant, from the port that was granted then.
module doar_router_cfg_select #(
    parameter integer R = 7  // radix
) (
    input  wire          clk,
    input  wire          rst,
    input  wire          cfg_req,
    input  wire          cfg_we,
    input  wire [5:0]    cfg_port,
    input  wire [1:0]    cfg_table,
    output reg           cfg_gnt,
    output wire [63:0]   cfg_rdata,
    output wire          ab_we,
    input  wire          ab_gnt,
    output wire [R-1:0]  c_req,
    input  wire [R-1:0]  c_gnt,
    input  wire [64*R-1:0] c_rdata
);
  localparam [31:0] R32 = R;
  localparam [6:0] NONE = R32[6:0];
  reg [6:0] rd_sel;  // port whose table C was granted last cycle, NONE if none
  wire c_access = cfg_req && cfg_table == 2'd2 && {1'b0, cfg_port} < NONE;

  assign ab_we = cfg_req && cfg_table == 2'd0 && cfg_we;
  genvar q;
  generate
    for (q = 0; q < R; q = q + 1) begin : c_port
      assign c_req[q] = cfg_req && cfg_table == 2'd2 && {1'b0, cfg_port} == q;
    end
  endgenerate

`ifdef DOAR_MUTANTS
  // Mutant DOAR_MUT_CFG_C_GNT (docs/cosim.md): a table C access is granted without its
  // memory's grant (while an RTA head reads table C in stages 3-4).
  reg mut_cgnt;
  initial mut_cgnt = $test$plusargs("DOAR_MUT_CFG_C_GNT");
  wire c_granted = mut_cgnt || |(c_gnt & c_req);
`else
  wire c_granted = |(c_gnt & c_req);  // c_req: the one port addressed
`endif
  always @* begin
    cfg_gnt = cfg_req;
    if (ab_we) cfg_gnt = ab_gnt;
    if (cfg_req && cfg_table == 2'd2) cfg_gnt = c_granted;
  end
  assign cfg_rdata = rd_sel < NONE ? c_rdata[64 * rd_sel +: 64] : 64'd0;

  always @(posedge clk) rd_sel <= !rst && c_access ? {1'b0, cfg_port} : NONE;
endmodule
