// N1/N2 body: requested slots that are neither locally (C1) nor globally congested.
module SlotCongFilter (
    input  wire [511:0] req,
    input  wire [511:0] lcong,
    input  wire [511:0] gcong,
    output wire [511:0] free_req
);
  assign free_req = req & ~(lcong | gcong);
endmodule
