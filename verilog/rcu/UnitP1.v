// P1 (stage 4, RTA): the class arbiter over the A*H slots. The first class of GA, GB, GC,
// GD with a candidate wins, and within it the first slot at or after the round-robin
// pointer; none: the first candidate of `all` at or after fold(lfsr) (class 4, RTA random).
// The pointer moves to the granted slot + 1 after a class grant, never after a random one.
// win_router is the one-hot router that owns the slot (for M).
module UnitP1 #(
    parameter A = 4,
    parameter H = 2
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         en,
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [511:0] gap,      // bits >= A*H are never set (and not read)
    input  wire [511:0] gbp,
    input  wire [511:0] gcp,
    input  wire [511:0] gdp,
    input  wire [511:0] all,
    /* verilator lint_on UNUSEDSIGNAL */
    input  wire [15:0]  lfsr,
    output wire         win_valid,
    output wire [2:0]   win_cls,
    output wire [9:0]   win_slot,
    output wire [31:0]  win_router
);
  localparam S = A * H;
  localparam IW = (S > 1) ? $clog2(S) : 1;

  reg  [IW-1:0] ptr;
  wire [IW-1:0] rnd;
  FoldRandom #(.W(S), .IW(IW)) fold (.lfsr(lfsr), .start(rnd));

  wire [4:0]    v;
  wire [IW-1:0] idx [0:4];
  wire [S-1:0]  hot [0:4];
  RoundRobinPick #(.W(S), .IW(IW)) rr_ga (.bits(gap[S-1:0]), .start(ptr), .valid(v[0]), .index(idx[0]), .onehot(hot[0]));
  RoundRobinPick #(.W(S), .IW(IW)) rr_gb (.bits(gbp[S-1:0]), .start(ptr), .valid(v[1]), .index(idx[1]), .onehot(hot[1]));
  RoundRobinPick #(.W(S), .IW(IW)) rr_gc (.bits(gcp[S-1:0]), .start(ptr), .valid(v[2]), .index(idx[2]), .onehot(hot[2]));
  RoundRobinPick #(.W(S), .IW(IW)) rr_gd (.bits(gdp[S-1:0]), .start(ptr), .valid(v[3]), .index(idx[3]), .onehot(hot[3]));
  RoundRobinPick #(.W(S), .IW(IW)) rr_all (.bits(all[S-1:0]), .start(rnd), .valid(v[4]), .index(idx[4]), .onehot(hot[4]));

  wire [2:0] cls = v[0] ? 3'd0 : v[1] ? 3'd1 : v[2] ? 3'd2 : v[3] ? 3'd3 : 3'd4;
  wire [IW-1:0] slot = v[0] ? idx[0] : v[1] ? idx[1] : v[2] ? idx[2] : v[3] ? idx[3] : idx[4];
  wire [S-1:0] onehot = v[0] ? hot[0] : v[1] ? hot[1] : v[2] ? hot[2] : v[3] ? hot[3] : hot[4];
  wire valid = en && (|v);

  wire [A-1:0] router;
  genvar u;
  generate
    for (u = 0; u < A; u = u + 1) begin : g_router
      assign router[u] = |onehot[u*H +: H];
    end
  endgenerate

  assign win_valid = valid;
  assign win_cls = valid ? cls : 3'd0;
  assign win_slot = valid ? {{(10-IW){1'b0}}, slot} : 10'd0;
  generate
    if (A < 32) begin : g_pad
      assign win_router = valid ? {{(32-A){1'b0}}, router} : 32'd0;
    end else begin : g_full
      assign win_router = valid ? router : 32'd0;
    end
  endgenerate

  localparam [31:0] LAST = S - 1;
  always @(posedge clk) begin
    if (rst) ptr <= {IW{1'b0}};
    else if (valid && cls != 3'd4) ptr <= (slot == LAST[IW-1:0]) ? {IW{1'b0}} : slot + 1'b1;
  end
endmodule
