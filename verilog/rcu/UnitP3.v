// P3 (stage 4, RTB): S1 before S2, round-robin from the port pointer; both empty: the first
// port of LE | LF at or after fold(lfsr) (class 7, RTB random). The pointer moves to the
// granted port + 1 after an S1/S2 grant, never after a random one.
module UnitP3 #(
    parameter P = 2,
    parameter A = 4,
    parameter H = 2
) (
    input  wire        clk,
    input  wire        rst,
    input  wire        en,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [63:0] s1,    // bits >= RADIX: S1/S2 never set them; LE/LF's are not read
    input  wire [63:0] s2,
    input  wire [63:0] le,
    input  wire [63:0] lf,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [15:0] lfsr,
    output wire        win_valid,
    output wire [2:0]  win_cls,
    output wire [5:0]  win_port
);
  localparam R = P + A - 1 + H;
  localparam IW = (R > 1) ? $clog2(R) : 1;

  reg  [IW-1:0] ptr;
  wire [IW-1:0] rnd;
  FoldRandom #(.W(R), .IW(IW)) fold (.lfsr(lfsr), .start(rnd));

  wire [2:0]    v;
  wire [IW-1:0] idx [0:2];
  /* verilator lint_off UNUSEDSIGNAL */
  wire [R-1:0]  hot [0:2];   // the one-hot form is not needed here
  /* verilator lint_on UNUSEDSIGNAL */
  RoundRobinPick #(.W(R), .IW(IW)) rr_s1 (.bits(s1[R-1:0]), .start(ptr), .valid(v[0]), .index(idx[0]), .onehot(hot[0]));
  RoundRobinPick #(.W(R), .IW(IW)) rr_s2 (.bits(s2[R-1:0]), .start(ptr), .valid(v[1]), .index(idx[1]), .onehot(hot[1]));
  RoundRobinPick #(.W(R), .IW(IW)) rr_rnd (.bits(le[R-1:0] | lf[R-1:0]), .start(rnd), .valid(v[2]), .index(idx[2]), .onehot(hot[2]));

`ifdef DOAR_BUG_P3_ORDER
  // Deliberate bug for the co-simulation's self-test: S2 before S1.
  wire [2:0]    cls = v[1] ? 3'd6 : v[0] ? 3'd5 : 3'd7;
  wire [IW-1:0] port = v[1] ? idx[1] : v[0] ? idx[0] : idx[2];
`else
  wire [2:0]    cls = v[0] ? 3'd5 : v[1] ? 3'd6 : 3'd7;
  wire [IW-1:0] port = v[0] ? idx[0] : v[1] ? idx[1] : idx[2];
`endif
  wire valid = en && (|v);

  assign win_valid = valid;
  assign win_cls = valid ? cls : 3'd0;
  wire [5:0] port6;
  generate
    if (IW < 6) begin : g_pad
      assign port6 = {{(6-IW){1'b0}}, port};
    end else begin : g_full
      assign port6 = port;
    end
  endgenerate
  assign win_port = valid ? port6 : 6'd0;

  localparam [31:0] LAST = R - 1;
  always @(posedge clk) begin
    if (rst) ptr <= {IW{1'b0}};
    else if (valid && cls != 3'd7) ptr <= (port == LAST[IW-1:0]) ? {IW{1'b0}} : port + 1'b1;
  end
endmodule
