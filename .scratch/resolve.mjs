// resolve "name file:line:col" lines (1-based line? trace profile lineNumber is 0-based) via sourcemaps
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [dir, mapsDir] = process.argv.slice(2);
const consumers = new Map();
const input = fs.readFileSync(0, 'utf8').split('\n');
for (const l of input) {
  const m = /^(\S+ \d+) (\S+) ([^ :]+\.js):(\d+):(\d+)$/.exec(l.trim());
  if (!m) { console.log(l); continue; }
  const [, head, name, file, line, col] = m;
  let c = consumers.get(file);
  if (!c) { const p = `${mapsDir}/assets/${file}.map`; c = fs.existsSync(p) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, 'utf8'))) : null; consumers.set(file, c); }
  const pos = c?.originalPositionFor({ line: Number(line) + 1, column: Number(col) });
  console.log(`${head} ${name} ${pos?.source ? `${pos.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}:${pos.line} ${pos.name ?? ''}` : `${file}:${line}:${col}`}`);
}
