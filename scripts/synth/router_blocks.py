"""The router rows of scripts/synth.sh: doar_router_core alone and the whole doar_router.

Parameterised as doar-cosim's router models are, so that the timed logic is the co-simulated
one: the VC, buffer, packet, speedup, threshold and latency values (DOAR_ROUTER_BENCH) and
the whole router's LFSR seeds (DOAR_ROUTER_TOP_CONFIGS) are read from
testbench/cosim/CMakeLists.txt, not copied here (one truth). The router is <3,1> at the small
size (the co-simulated one) and <40,7> at the paper size (the RCU's co-simulated router).
"""
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
COSIM_CMAKE = os.path.join(ROOT, "testbench", "cosim", "CMakeLists.txt")
BENCH_KEYS = ["VCS", "BUF_LOCAL", "BUF_GLOBAL", "PKT", "SPEEDUP", "THR_LOCAL", "THR_GLOBAL", "LAT_GLOBAL"]
ROUTER = {"small": (3, 1), "paper": (40, 7), "maxima": (5, 3)}


def cosim_values():
    """(core parameters, {(p, a, h, g, gid, bid): seeds hex}) of the co-simulated routers."""
    with open(COSIM_CMAKE) as f:
        text = f.read()
    bench = re.search(r"set\(DOAR_ROUTER_BENCH\s+([\d\s]+)\)", text).group(1).split()
    tops = re.search(r"set\(DOAR_ROUTER_TOP_CONFIGS\s*((?:\"[^\"]*\"\s*)+)\)", text).group(1)
    seeds = {}
    for line in re.findall(r"\"([^\"]*)\"", tops):
        f = line.split()
        seeds[tuple(int(x) for x in f[1:7])] = f[8]
    return dict(zip(BENCH_KEYS, (int(x) for x in bench))), seeds


def verilog_files(folder, leave_out=()):
    d = os.path.join(ROOT, "verilog", folder)
    return sorted(f"{folder}/{n}" for n in os.listdir(d) if n.endswith(".v") and n not in leave_out)


def blocks(size, dims):
    p, a, h, g = dims["p"], dims["a"], dims["h"], dims["g"]
    gid, bid = ROUTER[size]
    radix = p + a - 1 + h
    n = p + a + g
    core, seeds = cosim_values()
    # Every port has a link in these networks (g = a*h + 1: each global slot reaches a group).
    connected = f"64'h{(1 << radix) - 1:x}"
    out = [dict(name=f"router/doar_router_core (radix {radix})", stage="-", top="doar_router_core",
                files=["router/doar_router_core.v"], params=dict(P=p, A=a, H=h, **core, CONNECTED=connected),
                # flit buffers and output queues (64-bit flits) and the route FIFOs (9 bits):
                # register arrays by design, counted as register-file bits
                regfile_bits=_core_regfile_bits(radix, core),
                # heavy: Yosys' proc and opt passes alone take minutes on the unrolled
                # allocation steps (docs/timing.md)
                equiv=size == "small", heavy=True)]
    key = (p, a, h, g, gid, bid)
    if key in seeds:
        # The whole chip: the core, an RCU and table C per port, the fault units of every
        # port with their live and configured tables A/B (four SRAM macros a port) and
        # their packet FIFOs (flip-flops, 8n + 2n packets of 26 bits a port).
        files = (verilog_files("router") + verilog_files("rcu") + verilog_files("fault") +
                 ["tables/doar_table_mem.v", "tables/doar_table_c_mem.v"])
        out.append(dict(
            name=f"router/doar_router (radix {radix})", stage="-", top="doar_router", files=files,
            params=dict(P=p, A=a, H=h, G=g, GID=gid, BID=bid, **core, CONNECTED=connected,
                        SEEDS=f"1024'h{seeds[key]}"),
            srams=[(n, 64), (a + g, 64)] * (2 * radix),
            regfile_bits=_core_regfile_bits(radix, core) + radix * (48 * a + 10 * n * 26),
            heavy=True))
    return out


def _core_regfile_bits(radix, c):
    dmax = max(c["BUF_LOCAL"], c["BUF_GLOBAL"]) * c["PKT"]
    vcs_slots = radix * c["VCS"] * dmax
    return vcs_slots * (64 + 9) + radix * c["VCS"] * dmax * 64
