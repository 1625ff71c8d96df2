// P2 (stage 4, RTA): the first valid item of the table C entry gives the local port
// towards the winning slot's router.
module doar_rcu_unit_p2 (
    /* verilator lint_off UNUSEDSIGNAL */
    input  wire [47:0] c_entry,   // item bit 6 is reserved
    /* verilator lint_on UNUSEDSIGNAL */
    output wire        lport_valid,
    output wire [5:0]  lport
);
  wire [5:0] v = {c_entry[47], c_entry[39], c_entry[31], c_entry[23], c_entry[15], c_entry[7]};
  assign lport_valid = |v;
  assign lport = v[0] ? c_entry[5:0] : v[1] ? c_entry[13:8] : v[2] ? c_entry[21:16] :
                 v[3] ? c_entry[29:24] : v[4] ? c_entry[37:32] : v[5] ? c_entry[45:40] : 6'd0;
endmodule
