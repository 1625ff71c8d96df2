#!/usr/bin/env python3
"""The plot and report scripts (scripts/*.py, scripts/experiments/*.py, python/examples/*.py):
  1. every one answers --help with exit 0 and no traceback;
  2. under a python3 without matplotlib (a stand-in package on PYTHONPATH that fails to
     import), every one that draws says so in one line on stderr and exits with 2;
  3. when this python3 (or /usr/bin/python3) has matplotlib, plot_timeline.py draws a tiny
     timeline to a PNG, titled by the run's network and setting.
Usage: test_plot_scripts.py ROOT   (the repository); exit 0 when all hold, 1 otherwise."""
import glob
import os
import subprocess
import sys
import tempfile

TIMELINE = ("cycle,accepted,latency,delivered,lost,unreachable,table_updates,fd_sent,fr_sent\n"
            "0,0.08,12.4,581,0,0,0,0,0\n100,0.68,109.7,4909,0,0,0,0,0\n"
            "200,0.70,110.1,5000,3,0,2,4,0\n300,0.70,110.0,5010,0,0,0,0,0\n")


# Modules the scripts import, not scripts: no --help of their own (every drawing script
# exercises pyplot_or_exit in check 2).
LIBRARIES = {os.path.join("scripts", "pyplot_or_exit.py")}


def run(cmd, env=None):
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=120)


def main():
    if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0 if len(sys.argv) == 2 else 2
    root = sys.argv[1]
    scripts = sorted(glob.glob(os.path.join(root, "scripts", "*.py")) +
                     glob.glob(os.path.join(root, "scripts", "experiments", "*.py")) +
                     glob.glob(os.path.join(root, "python", "examples", "*.py")))
    scripts = [s for s in scripts if os.path.relpath(s, root) not in LIBRARIES]
    failures = []
    py = sys.executable

    # 1. --help
    for s in scripts:
        r = run([py, s, "--help"])
        if r.returncode != 0 or "Traceback" in r.stderr or not r.stdout.strip():
            failures.append(f"{os.path.relpath(s, root)} --help: exit {r.returncode}, stderr {r.stderr.strip()[-200:]!r}")

    with tempfile.TemporaryDirectory() as tmp:
        # 2. without matplotlib: stand-in packages that fail to import.
        fake = os.path.join(tmp, "nompl")
        for mod in ("matplotlib", "networkx"):
            os.makedirs(os.path.join(fake, mod))
            with open(os.path.join(fake, mod, "__init__.py"), "w") as f:
                f.write(f"raise ImportError(\"No module named '{mod}'\", name='{mod}')\n")
        env = dict(os.environ, PYTHONPATH=fake)
        tl = os.path.join(tmp, "tl.csv")
        with open(tl, "w") as f:
            f.write(TIMELINE)
        ex = lambda *p: os.path.join(root, "scripts", "experiments", *p)  # noqa: E731
        out = os.path.join(tmp, "out")
        os.makedirs(out)
        cases = {
            "scripts/experiments/plot_timeline.py": [ex("plot_timeline.py"), tl, os.path.join(tmp, "t.png")],
            "scripts/experiments/plot_bistability.py": [ex("plot_bistability.py"), os.path.join(tmp, "b.png"), tl],
            "scripts/experiments/plot_spot.py": [ex("plot_spot.py"), tl, os.path.join(tmp, "s.png")],
            "scripts/experiments/faults_report.py": [ex("faults_report.py"), out, "--dfly", "2,4,2,9", "--links", "1",
                                                     "--routers", "1", "--mixed-links", "1", "--f17-links", "1",
                                                     "--f17-rate", "0.9", "--warmup", "5000"],
            "scripts/experiments/fig11_14_report.py": [ex("fig11_14_report.py"), out],
            "scripts/plot_fig10.py": [os.path.join(root, "scripts", "plot_fig10.py"), tl, out],
            "scripts/plot_tcpg.py": [os.path.join(root, "scripts", "plot_tcpg.py"), out],
            "scripts/plot_torus.py": [os.path.join(root, "scripts", "plot_torus.py"), out],
            "scripts/plot_booksim_torus.py": [os.path.join(root, "scripts", "plot_booksim_torus.py"),
                                              os.path.join(root, "docs", "results", "booksim_torus")],
            "scripts/updown_experiments.py": [os.path.join(root, "scripts", "updown_experiments.py"), "--bin", tmp,
                                              "--out", out, "--page", os.path.join(tmp, "page.md")],
            "python/examples/latency_load.py": [os.path.join(root, "python", "examples", "latency_load.py"),
                                                "--quick", "--png", os.path.join(tmp, "l.png")],
        }
        for s in scripts:
            rel = os.path.relpath(s, root)
            src = open(s).read()
            if "matplotlib" not in src and "pyplot_or_exit" not in src:
                continue
            if rel not in cases:
                failures.append(f"{rel}: draws with matplotlib but has no case in testbench/docs/test_plot_scripts.py")
                continue
            r = run([py] + cases[rel], env)
            lines = [x for x in r.stderr.splitlines() if x.strip()]
            if r.returncode != 2 or len(lines) != 1 or "matplotlib" not in lines[0] or "Traceback" in r.stderr:
                failures.append(f"{rel} without matplotlib: exit {r.returncode}, stderr {r.stderr.strip()[-300:]!r}")

        # 3. a tiny plot, where matplotlib is installed.
        drawer = None
        for cand in (py, "/usr/bin/python3"):
            if os.path.exists(cand) and run([cand, "-c", "import matplotlib"]).returncode == 0:
                drawer = cand
                break
        if drawer:
            png = os.path.join(tmp, "tiny.png")
            r = run([drawer, ex("plot_timeline.py"), tl, png, "150", "-1", "--title", "dfly(2,4,2,9), DOAR, UR 0.7"])
            if r.returncode != 0 or not os.path.exists(png) or os.path.getsize(png) < 1000:
                failures.append(f"plot_timeline.py tiny plot: exit {r.returncode}, {r.stderr.strip()[-300:]!r}")
        else:
            print("no python3 with matplotlib here: the tiny plot is skipped")

    for f in failures:
        print("FAIL", f)
    print(f"{len(scripts)} scripts, {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
