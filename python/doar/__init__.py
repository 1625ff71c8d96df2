"""Run doar-sim from Python and get its results as dicts.

    import doar
    point = doar.run_point(routing="DOAR", traffic="UR", rate=0.3)       # one load point
    curve = doar.sweep(routing="MIN", traffic="UR", rates="0.1:0.5:0.1")  # a list of points
    print(point["accepted"], point["latency"])

The module drives the doar-sim binary and parses the JSON it writes; it does not bind the
simulator into the Python process. The reason is SystemC: its kernel elaborates one model
per process and cannot be reset, so an in-process binding could run one simulation per
Python interpreter. A child process per call has none of that limit, runs exactly what the
command line runs (the same binary, the same bytes), and lets sweeps use doar-sim's own
worker processes (`jobs`).

Keyword options are doar-sim's options with '_' for '-': `buf_global=64` is
`--buf-global 64`, `drain_empty=True` is the flag `--drain-empty`; `--help` lists them.
The binary is found in $DOAR_BIN (a folder), then in the source tree's build/bin, then on
PATH.
"""
from .sim import DoarError, find_binary, run_point, sweep, version

__all__ = ["DoarError", "find_binary", "run_point", "sweep", "version"]
