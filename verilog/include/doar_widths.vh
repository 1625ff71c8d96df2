// Bus widths every DOAR block shares. They are set by the largest network the tables are
// sized for, dfly(16,32,16,512) (docs/rcu.md): one congestion bit per group, and one index
// width for a table slot, a table address and a group id (the largest table, A, has
// p + a + g = 560 entries, so 10 bits).
`ifndef DOAR_WIDTHS_VH
`define DOAR_WIDTHS_VH
`define DOAR_GMAP_W 512  // group congestion bitmap: bit g = group g congested
`define DOAR_IDX_W 10    // slot, table address or group id
`endif
