#!/usr/bin/env python3
"""Latency-load curves of the BookSim2 / doar-sim cross-check on torus:8x8 (docs/booksim_torus.md).

usage: scripts/plot_booksim_torus.py [DIR]   (default docs/results/booksim_torus)
Reads DIR/curves.csv, writes DIR/latency_load.png and prints the saturation of every case:
the highest offered load whose point is not saturated, and the highest accepted load.
The table needs no matplotlib; the PNG does (Debian: python3-matplotlib): without it the
script prints the table, says so in one line and exits with 2.
"""
import csv, os, sys
from collections import defaultdict

if any(a in ('-h', '--help') for a in sys.argv[1:]):
    print(__doc__.strip())
    sys.exit(0)
if len(sys.argv) > 2:
    print('usage: plot_booksim_torus.py [DIR]', file=sys.stderr)
    sys.exit(2)
d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'docs', 'results', 'booksim_torus')
rows = list(csv.DictReader(open(os.path.join(d, 'curves.csv'))))
curves = defaultdict(dict)  # (case, simulator) -> offered -> row (a later row of the same point wins)
for r in rows:
    curves[(r['case'], r['simulator'])][float(r['offered'])] = r
for (case, sim), pts in sorted(curves.items()):
    ok = [L for L, r in pts.items() if r['saturated'] == '0']
    acc = [float(r['accepted']) for r in pts.values() if r['accepted'] != 'nan']
    print(f'{case:24s} {sim:9s} saturation {max(ok) if ok else float("nan"):.2f}  max accepted {max(acc):.3f}')
try:
    import matplotlib
    matplotlib.use('Agg')
    import matplotlib.pyplot as plt
except ImportError:
    print('plot_booksim_torus.py: needs matplotlib for the PNG, which this python3 lacks '
          '(Debian: apt-get install python3-matplotlib)', file=sys.stderr)
    sys.exit(2)
panels = [('UR, 1-flit packets', 'ur_p1', 'ur_p1_bstie'), ('UR, 16-flit packets (VCT)', 'ur_p16', 'ur_p16_bstie'),
          ('TRANSPOSE, 1-flit packets', 'tr_p1', 'tr_p1_bstie'), ('TRANSPOSE, 16-flit packets (VCT)', 'tr_p16', 'tr_p16_bstie')]
fig, axes = plt.subplots(1, 4, figsize=(17, 4.2))
for ax, (title, case, tie) in zip(axes, panels):
    series = [((case, 'booksim2'), 'BookSim2', 'tab:blue', '-'), ((case, 'doar-sim'), 'doar-sim', 'tab:red', '-'),
              ((case + '_random', 'doar-sim'), "doar-sim, --torus-tie random (BookSim2's tie rule)", 'tab:red', '--')]
    if tie:
        series.append(((tie, 'booksim2'), 'BookSim2, doar-sim tie rule', 'tab:blue', ':'))
        series.append(((tie + 'vc', 'booksim2'), 'BookSim2, doar-sim tie + VC rule', 'tab:green', ':'))
    for key, label, color, ls in series:
        pts = curves.get(key)
        if not pts:
            continue
        xs = sorted(L for L, r in pts.items() if r['aborted'] == '0')
        ax.plot(xs, [min(float(pts[L]['latency']), 600) for L in xs], ls, marker='o', ms=3, color=color, label=label)
    ax.set_title(title, fontsize=10)
    ax.set_xlabel('offered load (flits/node/cycle)')
    ax.set_ylim(0, 600)
    ax.grid(alpha=0.3)
axes[0].set_ylabel('mean packet latency (cycles)')
axes[0].legend(fontsize=8)
fig.suptitle('torus:8x8, dimension-order routing, 2 VCs of 16 flits: BookSim2 and doar-sim', fontsize=11)
fig.tight_layout()
fig.savefig(os.path.join(d, 'latency_load.png'), dpi=90)
