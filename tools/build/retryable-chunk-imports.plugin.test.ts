import { describe, expect, it } from 'vitest';
import { init } from 'es-module-lexer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { CHUNK_IMPORT_GLOBAL } from '../../src/lazy-load/chunk-import';
import { withRetryableImports } from './retryable-chunk-imports.plugin';

const rewritten = async (code: string) => {
  await init;
  return withRetryableImports(code)?.toString();
};

describe('the build’s relative import() calls, routed through the chunk importer', () => {
  it('wraps a relative import written with backticks or quotes, in the chunk that asked', async () => {
    const code = 'const a=()=>import(`./leaderboard-route-x.js`);const b=()=>import("../c/d.js");';
    const out = await rewritten(code);
    expect(out).toContain(
      '(globalThis.__pulseboardChunkImport??((s,b,i)=>i(s)))(`./leaderboard-route-x.js`,import.meta.url,u=>import(u))',
    );
    expect(out).toContain(
      '(globalThis.__pulseboardChunkImport??((s,b,i)=>i(s)))("../c/d.js",import.meta.url,u=>import(u))',
    );
    expect(out).not.toMatch(/import\((`|")\.{1,2}\//);
  });

  it('leaves packages, computed specifiers and static imports alone', async () => {
    expect(
      await rewritten('import a from"./a.js";const m=n=>import(n);const t=x=>import(`./${x}.js`);'),
    ).toBeUndefined();
  });

  it('the rewritten chunk runs in Node: without an importer (a worker) as a plain import(), with one through it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chunk-imports-'));
    try {
      writeFileSync(path.join(dir, 'x.js'), 'export const answer = 42;');
      writeFileSync(path.join(dir, 'entry.mjs'), (await rewritten('export const load=()=>import("./x.js");'))!);
      // Outside vitest's module runner, which handles import() itself.
      const script = `
        const { load } = await import('./entry.mjs');
        const plain = (await load()).answer;
        const asked = [];
        globalThis.${CHUNK_IMPORT_GLOBAL} = (specifier, base, nativeImport) => { asked.push([specifier, base]); return nativeImport(specifier); };
        const routed = (await load()).answer;
        console.log(JSON.stringify({ plain, routed, asked }));`;
      writeFileSync(path.join(dir, 'run.mjs'), script);
      const run = spawnSync(process.execPath, ['run.mjs'], { cwd: dir, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual({
        plain: 42,
        routed: 42,
        asked: [['./x.js', pathToFileURL(path.join(dir, 'entry.mjs')).href]],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
