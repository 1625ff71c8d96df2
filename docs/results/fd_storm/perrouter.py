import re, collections, sys
pat = re.compile(r'cycle (\d+)\s+FD\s+(\d+)\.(\d+):p(\d+) -> (\d+)\.(\d+):p(\d+)')
nr = int(sys.argv[2])
recv = collections.Counter(); n=0
for line in open(sys.argv[1]):
    if 'recovery trace' in line: break
    m = pat.search(line)
    if m: recv[(m.group(5), m.group(6))] += 1; n+=1
v = sorted(list(recv.values()) + [0]*(nr-len(recv)))
print(f"{n} FDs; routers reached {len(recv)} of {nr}; per router mean {n/nr:.1f}, median {v[len(v)//2]}, max {v[-1]}")
