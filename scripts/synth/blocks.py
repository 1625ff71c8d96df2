"""The blocks scripts/synth.sh maps, at the two sizes of docs/timing.md.

Each entry: name (block/unit as in the report), stage (RCU pipeline stage or "-"), top
module, Verilog files (relative to verilog/; `extra` = synthesis-only views in scripts/synth/),
parameters, and the memory it holds: `srams`
= (depth, width) of each SramSp array it instantiates (swapped for macros), `regfile_bits`
= bits kept in flip-flops (table C: C1 needs the whole table every cycle).
A unit whose Verilog is not in the tree yet is skipped with a note, not an error.
"""

# dfly(p, a, h, g): the small co-simulated router and the paper's size (64 ports,
# 512 global slots, 560-entry tables: p + a + g = 16 + 32 + 512).
SIZES = {
    "small": dict(p=2, a=4, h=2, g=9),
    "paper": dict(p=16, a=32, h=16, g=512),
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
    # The whole congestion path only at the small size: at the paper's radix 63 it is 63
    # cong_ports and 63 ring stops (~45,000 flops), the units above times the radix.
    if size == "small":
        out.append(dict(name=f"congestion/cong_router (radix {radix})", stage="-", top="cong_router",
                        files=cong, params=dict(P=p, A=a, H=h, BID=1, LOCAL_TH=10, GLOBAL_TH=30,
                                                WINDOW=202, INTERVAL=10, T_PS=30)))
    rcu_units = ["rcu/" + f for f in (
        "AddrCompare.v", "Stage1Reg.v", "Stage2Reg.v", "Stage3Reg.v", "UnitC1.v", "UnitA1.v",
        "UnitA2.v", "SlotCongFilter.v", "UnitN1.v", "UnitN2.v", "UnitB.v", "UnitF.v",
        "PortCongFilter.v", "UnitS1.v", "UnitS2.v", "Lfsr16.v", "FoldRandom.v",
        "RoundRobinPick.v", "UnitP1.v", "UnitM.v", "UnitP2.v", "UnitP3.v", "OutMux.v",
        "VcSelect.v", "ResultReg.v", "CfgPortMux.v")]
    tables = ["tables/TableMem.v", "tables/TableCMem.v"]
    # The RCU of terminal port 0 of router <1, 1> (RTA and RTB; the widest stage 4).
    rcu = dict(P=p, A=a, H=h, G=g, GID=1, BID=1)
    out += [
        dict(name="rcu/stage1 AddrCompare", stage="1", top="AddrCompare", files=rcu_units,
             params=dict(P=p, A=a, GID=1, BID=1, PORT=0), equiv=True),
        dict(name="rcu/stage3 (C1 A1 A2 N1 N2 B F S1 S2)", stage="3", top="RcuStage3",
             files=rcu_units, extra=["rcu_stages.v"], params=rcu, equiv=True),
        dict(name="rcu/stage4 (P1 M P2 P3 OutMux VcSelect)", stage="4", top="RcuStage4",
             files=rcu_units, extra=["rcu_stages.v"],
             params=dict(P=p, A=a, H=h, BID=1, PORT=0, SEED=44257), equiv=True),
        dict(name="rcu/RouteComputeUnit (all stages)", stage="1-4", top="RouteComputeUnit",
             files=rcu_units + tables + ["rcu/RcuPipeline.v", "rcu/RouteComputeUnit.v"],
             params=dict(rcu, PORT=0, SEED=44257),
             srams=[(p + a + g, 64), (a + g, 64)], regfile_bits=48 * a),
    ]
    return out
