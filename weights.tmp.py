import json,sys
d=json.load(open(sys.argv[1]))
def walk(s):
  for sp in s.get('specs',[]):
    for t in sp['tests']:
      for r in t['results']:
        print(r['status'], [a['description'] for a in t.get('annotations',[])+r.get('annotations',[])], (r.get('error') or {}).get('message','')[:400])
  for c in s.get('suites',[]): walk(c)
for s in d['suites']: walk(s)
