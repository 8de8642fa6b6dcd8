#!/usr/bin/env python3
"""Rings of source files that call each other (issue 36, docs/architecture.md).

Usage: check_rings.py BUILD_DIR SOURCE_DIR [-v]

Reads the symbols each object file of BUILD_DIR defines and uses (nm), draws an
edge from a file to every file whose functions or variables it uses, and
prints each ring: a set of two or more files that all reach one another (a
strongly connected component). -v prints the symbols that make each edge.
Fails on any ring: in every folder of src/ the calls between files run one way
(docs/architecture.md, "Calls run one way"). Objects that were not built (the
art tools are not built by default) are not seen.
"""
import os, re, subprocess, sys, collections
build = os.path.abspath(sys.argv[1])
srcroot = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.abspath('.')
objs = {}
for dp, dn, fn in os.walk(build):
    # Only the sources' objects: not the tests', nor their screenshots and data.
    dn[:] = [d for d in dn if d not in ('tests', 'Testing', 'tmp', 'locale', 'bench', 'fuzz')]
    if 'CMakeFiles' not in dp:
        continue
    for f in fn:
        if f.endswith('.c.o'):
            objs.setdefault(None, []).append(os.path.join(dp, f))
# map object to source by reading the depend file is complex; use path: <dir>/CMakeFiles/<tgt>.dir/<rel>.c.o
src_of = {}
for o in objs.get(None, []):
    rel = os.path.relpath(o, build)
    m = re.match(r'(.*)/CMakeFiles/[^/]+\.dir/(.*)\.o$', rel)
    if not m: continue
    d, f = m.groups()
    s = os.path.normpath(os.path.join(d, f))
    if not s.startswith('src/'): continue
    if not os.path.exists(os.path.join(srcroot, s)): continue
    src_of.setdefault(s, o)
defs = {}; uses = collections.defaultdict(set)
source_of_object = {o: s for s, o in src_of.items()}
objects = sorted(source_of_object)
for i in range(0, len(objects), 200):
    # One nm for many objects: each line is "object:symbol line".
    out = subprocess.run(['nm', '-A'] + objects[i:i + 200], capture_output=True, text=True).stdout
    for line in out.splitlines():
        obj, _, rest = line.partition(':')
        s = source_of_object.get(obj)
        if s is None:
            continue
        p = rest.split()
        if len(p) == 3 and p[1] in 'TDBRC':
            defs.setdefault(p[2], s)
        elif len(p) == 2 and p[0] == 'U':
            uses[s].add(p[1])
edges = collections.defaultdict(set)
for s, us in uses.items():
    for u in us:
        t = defs.get(u)
        if t and t != s: edges[s].add(t)
# tarjan
index = {}; low = {}; st = []; on = set(); comps = []; i = [0]
sys.setrecursionlimit(10000)
def sc(v):
    index[v] = low[v] = i[0]; i[0] += 1; st.append(v); on.add(v)
    for w in edges[v]:
        if w not in index: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        c = []
        while True:
            w = st.pop(); on.discard(w); c.append(w)
            if w == v: break
        if len(c) > 1: comps.append(sorted(c))
for v in sorted(src_of):
    if v not in index: sc(v)
for c in sorted(comps):
    print(len(c), ' '.join(c))
    if '-v' in sys.argv:
        cs = set(c)
        for a in c:
            for b in sorted(edges[a] & cs):
                syms = sorted(u for u in uses[a] if defs.get(u) == b)
                print('   ', a, '->', b, ':', ' '.join(syms[:6]))
print('rings:', len(comps), 'files:', sum(len(c) for c in comps))
faults = []
for c in comps:
    folders = sorted(set(os.path.dirname(f) + '/' for f in c))
    if len(folders) > 1:
        faults.append('a ring crosses folders: ' + ' '.join(c))
    else:
        faults.append('a ring in ' + folders[0] + ': ' + ' '.join(c))
if not src_of:
    faults.append('no object files under ' + build + ': build first')
for f in faults:
    print('FAIL:', f)
sys.exit(1 if faults else 0)
