"""The blocks scripts/synth.sh maps, at the two sizes of docs/timing.md.

Each entry: name (block/unit as in the report), stage (RCU pipeline stage or "-"), top
module, Verilog files (relative to verilog/; `extra` = synthesis-only views in scripts/synth/),
parameters, and the memory it holds: `srams`
= (depth, width) of each doar_table_sram_sp array it instantiates (swapped for macros), `regfile_bits`
= bits kept in flip-flops (table C: C1 needs the whole table every cycle).
A unit whose Verilog is not in the tree yet is skipped with a note, not an error. `heavy`
marks a block that runs only with scripts/synth.sh --heavy (kept out of the CI run).
"""
import router_blocks

# dfly(p, a, h, g): the small co-simulated router, the paper's network dfly(6,12,6,73)
# (radix 23, 72 global slots, tables of 91 + 85 entries) and the paper's table maxima
# dfly(16,32,16,512) (radix 63, 512 slots, 560-entry tables: 16 + 32 + 512).
SIZES = {
    "small": dict(p=2, a=4, h=2, g=9),
    "paper": dict(p=6, a=12, h=6, g=73),
    "maxima": dict(p=16, a=32, h=16, g=512),
}


def blocks(size):
    s = SIZES[size]
    p, a, h, g = s["p"], s["a"], s["h"], s["g"]
    out = [
        dict(name="tables/doar_table_mem (A)", stage="2", top="doar_table_mem",
             files=["tables/doar_table_mem.v"], params=dict(DEPTH=p + a + g, BASE=0),
             srams=[(p + a + g, 64)]),
        dict(name="tables/doar_table_mem (B)", stage="2", top="doar_table_mem",
             files=["tables/doar_table_mem.v"], params=dict(DEPTH=a + g, BASE=p),
             srams=[(a + g, 64)]),
        dict(name="tables/doar_table_c_mem", stage="2", top="doar_table_c_mem",
             files=["tables/doar_table_c_mem.v"], params=dict(DEPTH=a), regfile_bits=48 * a,
             equiv=True),
    ]
    radix = p + a - 1 + h
    cong = ["congestion/doar_cong_router.v", "congestion/doar_cong_port.v", "congestion/doar_cong_map_tx.v",
            "congestion/doar_cong_pcs_delay.v", "congestion/doar_cong_group_map_asm.v", "congestion/doar_cong_ring_stage.v"]
    # Congestion path with docs/congestion.md's defaults (window 202, t_ps 30, interval 10).
    out += [
        dict(name="congestion/doar_cong_port", stage="-", top="doar_cong_port", files=cong[1:2],
             params=dict(LOCAL_TH=10, GLOBAL_TH=30, WINDOW=202), equiv=True),
        dict(name="congestion/doar_cong_map_tx", stage="-", top="doar_cong_map_tx", files=cong[2:3],
             params=dict(INTERVAL=10), equiv=True),
        dict(name="congestion/doar_cong_pcs_delay", stage="-", top="doar_cong_pcs_delay", files=cong[3:4],
             params=dict(LAT=28), equiv=True),
        dict(name="congestion/doar_cong_group_map_asm", stage="-", top="doar_cong_group_map_asm", files=cong[4:5],
             params=dict(P=p, A=a, H=h, BID=1), equiv=True),
        dict(name="congestion/doar_cong_ring_stage", stage="3", top="doar_cong_ring_stage", files=cong[5:6],
             params={}, equiv=True),
    ]
    # The whole congestion path only at the small size: at radix 23 or 63 it is that many
    # cong_ports and ring stops (~16,000 or ~45,000 flops), the units above times the radix.
    if size == "small":
        out.append(dict(name=f"congestion/doar_cong_router (radix {radix})", stage="-", top="doar_cong_router",
                        files=cong, params=dict(P=p, A=a, H=h, BID=1, LOCAL_TH=10, GLOBAL_TH=30,
                                                WINDOW=202, INTERVAL=10, T_PS=30)))
    rcu_units = ["rcu/" + f for f in (
        "doar_rcu_addr_compare.v", "doar_rcu_stage1_reg.v", "doar_rcu_stage2_reg.v", "doar_rcu_stage3_reg.v", "doar_rcu_unit_c1.v", "doar_rcu_unit_a1.v",
        "doar_rcu_unit_a2.v", "doar_rcu_slot_cong_filter.v", "doar_rcu_unit_n1.v", "doar_rcu_unit_n2.v", "doar_rcu_unit_b.v", "doar_rcu_unit_f.v",
        "doar_rcu_port_cong_filter.v", "doar_rcu_unit_s1.v", "doar_rcu_unit_s2.v", "doar_rcu_unit_d.v", "doar_rcu_lfsr16.v",
        "doar_rcu_uniform_pick.v", "doar_rcu_unit_p1.v", "doar_rcu_unit_m.v", "doar_rcu_unit_p2.v", "doar_rcu_unit_p3.v", "doar_rcu_out_mux.v",
        "doar_rcu_vc_select.v", "doar_rcu_result_reg.v", "doar_rcu_cfg_port_mux.v", "doar_rcu_stage3.v", "doar_rcu_stage4.v", "doar_rcu_rank_table.v",
        "doar_rcu_rank_reg.v", "doar_rcu_rank_pick.v", "doar_rcu_popcount.v")]
    tables = ["tables/doar_table_mem.v", "tables/doar_table_c_mem.v"]
    # The RCU of terminal port 0 of router <1, 1> (RTA and RTB; the widest stage 4). At the
    # maxima (512 slots) stage 4 and the whole RCU are `heavy`: ABC ran 44 CPU-minutes on
    # stage 4 there without finishing (docs/timing.md).
    rcu = dict(P=p, A=a, H=h, G=g, GID=1, BID=1)
    big = size == "maxima"
    out += [
        dict(name="rcu/stage1 doar_rcu_addr_compare", stage="1", top="doar_rcu_addr_compare", files=rcu_units,
             params=dict(P=p, A=a, GID=1, BID=1, PORT=0), equiv=True),
        dict(name="rcu/stage3 (C1 A1 A2 N1 N2 B F S1 S2)", stage="3", top="doar_rcu_stage3",
             files=rcu_units, params=dict(rcu, PORT=0), equiv=True),
        dict(name="rcu/stage4 (P1 M P2 P3 out_mux vc_select)", stage="4", top="doar_rcu_stage4",
             files=rcu_units,
             params=dict(P=p, A=a, H=h, BID=1, PORT=0, SEED=44257), equiv=True, heavy=big),
        dict(name="rcu/doar_rcu (all stages)", stage="1-4", top="doar_rcu",
             files=rcu_units + tables + ["rcu/doar_rcu_pipeline.v", "rcu/doar_rcu.v"],
             params=dict(rcu, PORT=0, SEED=44257),
             srams=[(p + a + g, 64), (a + g, 64)], regfile_bits=48 * a, heavy=big),
    ]
    # Fault-handling units (verilog/fault, docs/fault_units.md). Small size: the co-simulated
    # router <3,1> (t1 = 4, t2 = 5); larger sizes: t1 = t2 = 70 (the paper's Fig. 8 timing).
    # The per-port units are those of global port P+A-1 (FR rule Entry). The FIFOs are flip-flop
    # register files: at the small size the input buffer (8n packets) and output queue (2n) are
    # synthesized; at the larger sizes (maxima: 8n = 4,480 and 2n = 1,120 packets of 26 bits per
    # port) they would be SRAM and are left out (docs/timing.md counts their bits). `heavy` rows (the
    # 120-packet input buffer and a whole doar_fault_port, ~30 CPU-s) run only with --heavy, so that
    # the CI run (synth.small) stays short; the out_queue's register file is not proved
    # equivalent (a minute of equiv_induct), the co-simulation covers it.
    fdir = "fault/"
    fgeom = dict(P=p, A=a, H=h, G=g, GID=3 if size == "small" else 1, BID=1)
    ftime = dict(T1=4, T2=5) if size == "small" else dict(T1=70, T2=70)
    n = p + a + g
    gport = p + a - 1
    out += [
        dict(name="fault/doar_fault_scheduler", stage="-", top="doar_fault_scheduler",
             files=[fdir + "doar_fault_scheduler.v"],
             params=dict(fgeom, **ftime, EV_DEPTH=16 if size == "small" else 64 if big else 32), equiv=True),
        dict(name="fault/doar_fault_travel", stage="-", top="doar_fault_travel", files=[fdir + "doar_fault_travel.v"],
             params=dict(fgeom, FR_PORT_RULE=0), equiv=True),
        dict(name="fault/doar_fault_match", stage="-", top="doar_fault_match", files=[fdir + "doar_fault_match.v"],
             params=fgeom, equiv=True),
        dict(name="fault/doar_fault_action", stage="-", top="doar_fault_action",
             files=[fdir + "doar_fault_action.v", fdir + "doar_fault_entry_masks.v"],
             params=dict(fgeom, PORT=gport, FR_PORT_RULE=0), equiv=True),
    ]
    if size == "small":
        fport_files = [fdir + f for f in (
            "doar_fault_port.v", "doar_fault_action.v", "doar_fault_entry_masks.v", "doar_fault_travel.v",
            "doar_fault_match.v", "doar_fault_in_buffer.v", "doar_fault_out_queue.v")] + ["tables/doar_table_mem.v"]
        out += [
            dict(name="fault/doar_fault_out_queue", stage="-", top="doar_fault_out_queue",
                 files=[fdir + "doar_fault_out_queue.v"], params=dict(DEPTH=2 * n),
                 regfile_bits=2 * n * 26),
            dict(name="fault/doar_fault_in_buffer", stage="-", top="doar_fault_in_buffer",
                 files=[fdir + "doar_fault_in_buffer.v"], params=dict(DEPTH=8 * n),
                 regfile_bits=8 * n * 26, heavy=True),
            dict(name=f"fault/doar_fault_port (port {gport})", stage="-", top="doar_fault_port",
                 files=fport_files, params=dict(fgeom, PORT=gport, FR_PORT_RULE=0),
                 srams=[(n, 64), (a + g, 64), (n, 64), (a + g, 64)], regfile_bits=10 * n * 26,
                 heavy=True),
        ]
    # The router (router_blocks.py): its core at every size, the whole chip where
    # doar-cosim has a model of it (heavy: ~150,000 cells at the small size).
    out += router_blocks.blocks(size, s)
    return out
