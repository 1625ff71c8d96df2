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
    return out
