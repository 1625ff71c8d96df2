#!/usr/bin/env python3
# classify the diagnosis trace of doar-fault --trace by stage (for one or more faults in group F)
import sys, re, collections
lines = open(sys.argv[1]).read().split('recovery trace')[0].splitlines()
pat = re.compile(r'cycle (\d+)\s+FD\s+(\d+)\.(\d+):p(\d+) -> (\d+)\.(\d+):p(\d+)\s+address (\S+) prefix (\d) tag (\S+)')
recs = [m.groups() for m in map(pat.search, lines) if m]
fgroups = set(int(x) for x in sys.argv[2].split(','))   # groups holding the faults
# Y: groups that received an FD from a fault group over a global link
Y = set(int(r[4]) for r in recs if int(r[1]) in fgroups and r[1] != r[4])
c = collections.Counter(); when = collections.defaultdict(list); recv = collections.Counter(); last = 0
for cyc, g1, b1, p1, g2, b2, p2, addr, pre, tag in recs:
    g1, g2 = int(g1), int(g2); last = max(last, int(cyc))
    recv[(g2, int(b2))] += 1
    if g1 == g2:
        k = 'in fault group' if g1 in fgroups else ('in Y group, tag ' + tag) if g1 in Y else 'in Z group, tag ' + tag
    else:
        k = 'fault group -> Y' if g1 in fgroups else ('Y -> fault group (back)' if g2 in fgroups else 'Y -> Z' if g1 in Y else 'Z -> other')
    c[k] += 1; when[k].append(int(cyc))
print(f"{len(recs)} FDs, |Y| = {len(Y)}, last FD sent at {last}")
for k, v in sorted(c.items()):
    w = sorted(when[k]); print(f"  {k:32s} {v:6d}  sent at median {w[len(w)//2]}, last {w[-1]}")
m = recv.most_common(3); print("  most FDs received by one router:", m, " routers receiving:", len(recv))
