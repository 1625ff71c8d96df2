"""The blocks scripts/synth.sh maps, at the two sizes of docs/timing.md.

Each entry: name (block/unit as in the report), stage (RCU pipeline stage or "-"), top
module, Verilog files (relative to verilog/; `extra` = synthesis-only views in scripts/synth/),
parameters, and the memory it holds: `srams`
= (depth, width) of each SramSp array it instantiates (swapped for macros), `regfile_bits`
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
        dict(name="tables/TableMem_A", stage="2", top="TableMem",
             files=["tables/TableMem.v"], params=dict(DEPTH=p + a + g, BASE=0),
             srams=[(p + a + g, 64)]),
        dict(name="tables/TableMem_B", stage="2", top="TableMem",
             files=["tables/TableMem.v"], params=dict(DEPTH=a + g, BASE=p),
             srams=[(a + g, 64)]),
        dict(name="tables/TableCMem", stage="2", top="TableCMem",
             files=["tables/TableCMem.v"], params=dict(DEPTH=a), regfile_bits=48 * a,
             equiv=True),
    ]
    radix = p + a - 1 + h
    cong = ["congestion/cong_router.v", "congestion/cong_port.v", "congestion/cong_map_tx.v",
            "congestion/pcs_delay.v", "congestion/group_map_asm.v", "congestion/cong_ring_stage.v"]
    # Congestion path with docs/congestion.md's defaults (window 202, t_ps 30, interval 10).
    out += [
        dict(name="congestion/cong_port", stage="-", top="cong_port", files=cong[1:2],
             params=dict(LOCAL_TH=10, GLOBAL_TH=30, WINDOW=202), equiv=True),
        dict(name="congestion/cong_map_tx", stage="-", top="cong_map_tx", files=cong[2:3],
             params=dict(INTERVAL=10), equiv=True),
        dict(name="congestion/pcs_delay", stage="-", top="pcs_delay", files=cong[3:4],
             params=dict(LAT=28), equiv=True),
        dict(name="congestion/group_map_asm", stage="-", top="group_map_asm", files=cong[4:5],
             params=dict(P=p, A=a, H=h, BID=1), equiv=True),
        dict(name="congestion/cong_ring_stage", stage="3", top="cong_ring_stage", files=cong[5:6],
             params={}, equiv=True),
    ]
    # The whole congestion path only at the small size: at radix 23 or 63 it is that many
    # cong_ports and ring stops (~16,000 or ~45,000 flops), the units above times the radix.
    if size == "small":
        out.append(dict(name=f"congestion/cong_router (radix {radix})", stage="-", top="cong_router",
                        files=cong, params=dict(P=p, A=a, H=h, BID=1, LOCAL_TH=10, GLOBAL_TH=30,
                                                WINDOW=202, INTERVAL=10, T_PS=30)))
    rcu_units = ["rcu/" + f for f in (
        "AddrCompare.v", "Stage1Reg.v", "Stage2Reg.v", "Stage3Reg.v", "UnitC1.v", "UnitA1.v",
        "UnitA2.v", "SlotCongFilter.v", "UnitN1.v", "UnitN2.v", "UnitB.v", "UnitF.v",
        "PortCongFilter.v", "UnitS1.v", "UnitS2.v", "UnitD.v", "Lfsr16.v",
        "UniformPick.v", "UnitP1.v", "UnitM.v", "UnitP2.v", "UnitP3.v", "OutMux.v",
        "VcSelect.v", "ResultReg.v", "CfgPortMux.v", "RcuStage3.v", "RcuStage4.v", "RankTable.v",
        "RankReg.v", "RankPick.v", "doar_rcu_popcount.v")]
    tables = ["tables/TableMem.v", "tables/TableCMem.v"]
    # The RCU of terminal port 0 of router <1, 1> (RTA and RTB; the widest stage 4). At the
    # maxima (512 slots) stage 4 and the whole RCU are `heavy`: ABC ran 44 CPU-minutes on
    # stage 4 there without finishing (docs/timing.md).
    rcu = dict(P=p, A=a, H=h, G=g, GID=1, BID=1)
    big = size == "maxima"
    out += [
        dict(name="rcu/stage1 AddrCompare", stage="1", top="AddrCompare", files=rcu_units,
             params=dict(P=p, A=a, GID=1, BID=1, PORT=0), equiv=True),
        dict(name="rcu/stage3 (C1 A1 A2 N1 N2 B F S1 S2)", stage="3", top="RcuStage3",
             files=rcu_units, params=dict(rcu, PORT=0), equiv=True),
        dict(name="rcu/stage4 (P1 M P2 P3 OutMux VcSelect)", stage="4", top="RcuStage4",
             files=rcu_units,
             params=dict(P=p, A=a, H=h, BID=1, PORT=0, SEED=44257), equiv=True, heavy=big),
        dict(name="rcu/RouteComputeUnit (all stages)", stage="1-4", top="RouteComputeUnit",
             files=rcu_units + tables + ["rcu/RcuPipeline.v", "rcu/RouteComputeUnit.v"],
             params=dict(rcu, PORT=0, SEED=44257),
             srams=[(p + a + g, 64), (a + g, 64)], regfile_bits=48 * a, heavy=big),
    ]
    # Fault-handling units (verilog/fault, docs/fault_units.md). Small size: the co-simulated
    # router <3,1> (t1 = 4, t2 = 5); larger sizes: t1 = t2 = 70 (the paper's Fig. 8 timing).
    # The per-port units are those of global port P+A-1 (FR rule Entry). The FIFOs are flip-flop
    # register files: at the small size the input buffer (8n packets) and output queue (2n) are
    # synthesized; at the larger sizes (maxima: 8n = 4,480 and 2n = 1,120 packets of 26 bits per
    # port) they would be SRAM and are left out (docs/timing.md counts their bits). `heavy` rows (the
    # 120-packet input buffer and a whole fault_port, ~30 CPU-s) run only with --heavy, so that
    # the CI run (synth.small) stays short; the out_queue's register file is not proved
    # equivalent (a minute of equiv_induct), the co-simulation covers it.
    fdir = "fault/"
    fgeom = dict(P=p, A=a, H=h, G=g, GID=3 if size == "small" else 1, BID=1)
    ftime = dict(T1=4, T2=5) if size == "small" else dict(T1=70, T2=70)
    n = p + a + g
    gport = p + a - 1
    out += [
        dict(name="fault/fault_scheduler", stage="-", top="fault_scheduler",
             files=[fdir + "fault_scheduler.v"],
             params=dict(fgeom, **ftime, EV_DEPTH=16 if size == "small" else 64 if big else 32), equiv=True),
        dict(name="fault/fault_travel", stage="-", top="fault_travel", files=[fdir + "fault_travel.v"],
             params=dict(fgeom, FR_PORT_RULE=0), equiv=True),
        dict(name="fault/fault_match", stage="-", top="fault_match", files=[fdir + "fault_match.v"],
             params=fgeom, equiv=True),
        dict(name="fault/fault_action", stage="-", top="fault_action",
             files=[fdir + "fault_action.v", fdir + "fault_entry_masks.v"],
             params=dict(fgeom, PORT=gport, FR_PORT_RULE=0), equiv=True),
    ]
    if size == "small":
        fport_files = [fdir + f for f in (
            "fault_port.v", "fault_action.v", "fault_entry_masks.v", "fault_travel.v",
            "fault_match.v", "fault_in_buffer.v", "fault_out_queue.v")] + ["tables/TableMem.v"]
        out += [
            dict(name="fault/fault_out_queue", stage="-", top="fault_out_queue",
                 files=[fdir + "fault_out_queue.v"], params=dict(DEPTH=2 * n),
                 regfile_bits=2 * n * 26),
            dict(name="fault/fault_in_buffer", stage="-", top="fault_in_buffer",
                 files=[fdir + "fault_in_buffer.v"], params=dict(DEPTH=8 * n),
                 regfile_bits=8 * n * 26, heavy=True),
            dict(name=f"fault/fault_port (port {gport})", stage="-", top="fault_port",
                 files=fport_files, params=dict(fgeom, PORT=gport, FR_PORT_RULE=0),
                 srams=[(n, 64), (a + g, 64), (n, 64), (a + g, 64)], regfile_bits=10 * n * 26,
                 heavy=True),
        ]
    # The router (router_blocks.py): its core at every size, the whole chip where
    # doar-cosim has a model of it (heavy: ~150,000 cells at the small size).
    out += router_blocks.blocks(size, s)
    return out
