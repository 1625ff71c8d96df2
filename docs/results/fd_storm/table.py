#!/usr/bin/env python3
# one table row per run: FDs, FRs, losses (dead ends), losses after the repair, diagnosis end,
# accepted load and latency before the faults, after diagnosis and at the end of the run
import json, csv, sys, os
def pick(*names):
    return next(n for n in names if os.path.exists(n))
def win(rows, a, b):
    acc = [float(x['accepted']) for x in rows if a <= int(x['cycle']) < b]
    d = sum(int(x['delivered']) for x in rows if a <= int(x['cycle']) < b)
    lat = sum(float(x['latency']) * int(x['delivered']) for x in rows if a <= int(x['cycle']) < b)
    return sum(acc) / max(len(acc), 1), lat / max(d, 1)
print("| run | FDs | FRs | lost (dead ends) | lost after repair | diagnosis end | acc/lat 5-10K | acc/lat 17-20K | acc/lat 30-35K |")
print("|---|---|---|---|---|---|---|---|---|")
for name in sys.argv[1:]:
    r = json.load(open(pick(name + '.report.json', name + '.json')))
    tl = [n for n in (name + '.timeline.csv', name + '_tl.csv') if os.path.exists(n)]
    rows = list(csv.DictReader(open(tl[0]))) if tl else []
    after = sum(int(x['lost']) for x in rows if int(x['cycle']) >= 20000)
    w = [win(rows, 5000, 10000), win(rows, 17000, 20000), win(rows, 30000, 35000)]
    print(f"| {name} | {r['fd_packets']:,} | {r['fr_packets']:,} | {r['lost']:,} ({r['lost_dead_end']:,}) | {after:,} | {r['diagnosis_end']:,} | " +
          " | ".join(f"{a:.3f} / {l:.0f}" for a, l in w) + " |")
