import json,sys
tr=json.load(open(sys.argv[1])); ev=tr['traceEvents']; minms=float(sys.argv[2]) if len(sys.argv)>2 else 1; depth=int(sys.argv[3]) if len(sys.argv)>3 else 4
# find renderer main thread: thread_name CrRendererMain
names={}
for e in ev:
    if e.get('ph')=='M' and e.get('name')=='thread_name': names[(e['pid'],e['tid'])]=e['args']['name']
mains=[k for k,v in names.items() if v=='CrRendererMain']
# choose the main with most events
cnt={k:0 for k in mains}
for e in ev:
    k=(e.get('pid'),e.get('tid'))
    if k in cnt: cnt[k]+=1
main=max(cnt,key=cnt.get)
X=[e for e in ev if (e.get('pid'),e.get('tid'))==main and e.get('ph')=='X' and 'dur' in e]
# first input event
t0=None
for e in sorted(X,key=lambda e:e['ts']):
    if e['name']=='EventDispatch' and e.get('args',{}).get('data',{}).get('type') in ('pointerdown','touchstart'):
        t0=e['ts'];break
if t0 is None: t0=min(e['ts'] for e in X)
X=[e for e in X if e['ts']>=t0-2000 and e['ts']<t0+400000]
X.sort(key=lambda e:(e['ts'],-e['dur']))
stack=[]
for e in X:
    while stack and stack[-1]['ts']+stack[-1]['dur']<=e['ts']: stack.pop()
    d=len(stack)
    if e['dur']/1000>=minms and d<depth:
        a=e.get('args',{}).get('data',{})
        extra=a.get('type') or a.get('functionName') or a.get('url','')[-40:] or ''
        print(f"{(e['ts']-t0)/1000:8.1f} {'  '*d}{e['name']} {e['dur']/1000:.1f}ms {extra}")
    stack.append(e)
