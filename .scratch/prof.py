import json,sys,collections
tr=json.load(open(sys.argv[1])); ev=tr['traceEvents']; lo=float(sys.argv[2]); hi=float(sys.argv[3])
# t0 as in tr.py
X=[e for e in ev if e.get('ph')=='X' and e.get('name')=='EventDispatch' and e.get('args',{}).get('data',{}).get('type') in ('pointerdown','touchstart')]
t0=min(e['ts'] for e in X)
nodes={}; samples=[]; 
names={}
for e in ev:
    if e.get('ph')=='M' and e.get('name')=='thread_name': names[(e['pid'],e['tid'])]=e['args']['name']
mains=[k for k,v in names.items() if v=='CrRendererMain']
profs=[e for e in ev if e.get('name')=='Profile' and (e['pid'],e['tid']) in mains]
chunks=[]
for pr in profs:
    cs=[e for e in ev if e.get('name')=='ProfileChunk' and e.get('id')==pr['id'] and e['pid']==pr['pid']]
    if len(cs)>len(chunks): chunks=cs; start=pr['args']['data']['startTime']
t=start
for c in chunks:
    d=c['args']['data']
    cp=d.get('cpuProfile',{})
    for n in cp.get('nodes',[]):
        nodes[n['id']]=n
    s=cp.get('samples',[]); td=d.get('timeDeltas',[])
    for sid,dt in zip(s,td):
        t+=dt; samples.append((t,sid))
parent={}
for n in nodes.values():
    if 'parent' in n: parent[n['id']]=n['parent']
self=collections.Counter(); incl=collections.Counter()
for i,(ts,sid) in enumerate(samples):
    rel=(ts-t0)/1000
    if lo<=rel<hi:
        n=nodes.get(sid)
        if not n: continue
        cf=n['callFrame']; key=f"{cf['functionName'] or '(anon)'} {cf.get('url','').split('/')[-1]}:{cf.get('lineNumber')}:{cf.get('columnNumber')}"
        self[key]+=1
        seen=set(); x=sid
        while x in nodes:
            cf=nodes[x]['callFrame']; k=f"{cf['functionName'] or '(anon)'} {cf.get('url','').split('/')[-1]}:{cf.get('lineNumber')}:{cf.get('columnNumber')}"
            if k not in seen: incl[k]+=1; seen.add(k)
            x=parent.get(x)
tot=sum(self.values())
print('samples',tot)
for k,v in self.most_common(25): print('self',v,k)
for k,v in incl.most_common(40): print('incl',v,k)
