"""The blocks scripts/synth.sh maps, at the two sizes of docs/timing.md.

Each entry: name (block/unit as in the report), stage (RCU pipeline stage or "-"), top
module, Verilog files (relative to verilog/), parameters, and the memory it holds: `sram`
= (depth, width) of the SramSp array it instantiates (swapped for a macro), `regfile_bits`
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
             sram=(p + a + g, 64)),
        dict(name="tables/TableMem_B", stage="2", top="TableMem",
             files=["tables/TableMem.v"], params=dict(DEPTH=a + g, BASE=p),
             sram=(a + g, 64)),
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
        dict(name=f"congestion/cong_router (radix {radix})", stage="-", top="cong_router", files=cong,
             params=dict(P=p, A=a, H=h, BID=1, LOCAL_TH=10, GLOBAL_TH=30, WINDOW=202, INTERVAL=10,
                         T_PS=30)),
    ]
    return out
