// The RCU's one configuration / fault action port onto the three memories: the request goes
// to the table cfg_table names (3: reserved, granted at once, no access); cfg_gnt is that
// memory's grant; cfg_rdata follows the table of the last grant (registered select; 3 after
// reset and after a reserved grant: zero).
module doar_rcu_cfg_port_mux (
    input  wire        clk,
    input  wire        rst,
    input  wire        cfg_req,
    input  wire [1:0]  cfg_table,
    input  wire        gnt_a,
    input  wire        gnt_b,
    input  wire        gnt_c,
    input  wire [63:0] rdata_a,
    input  wire [63:0] rdata_b,
    input  wire [63:0] rdata_c,
    output wire        req_a,
    output wire        req_b,
    output wire        req_c,
    output wire        cfg_gnt,
    output wire [63:0] cfg_rdata
);
  reg [1:0] rsel;
  assign req_a = cfg_req && cfg_table == 2'd0;
  assign req_b = cfg_req && cfg_table == 2'd1;
  assign req_c = cfg_req && cfg_table == 2'd2;
  assign cfg_gnt = cfg_table == 2'd0 ? gnt_a : cfg_table == 2'd1 ? gnt_b : cfg_table == 2'd2 ? gnt_c : cfg_req;
  assign cfg_rdata = rsel == 2'd0 ? rdata_a : rsel == 2'd1 ? rdata_b : rsel == 2'd2 ? rdata_c : 64'd0;
  always @(posedge clk) begin
    if (rst) rsel <= 2'd3;
    else if (cfg_gnt) rsel <= cfg_table;
  end
endmodule
