import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type PluginOption } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineHashesOf, securityPolicyFor } from './security-policy';
import { firstScreenStylePlugin } from './first-screen-style.plugin';
import { securityPolicyPlugin } from './security-policy.plugin';
import { sourceMapsAsidePlugin, sourceMapsDirOf } from './source-maps-aside.plugin';
import { withoutMockWorkerPlugin } from './without-mock-worker.plugin';

const TARGET = { demo: false, apiUrls: { VITE_PLAYER_API_URL: 'https://api.example.com/api' } } as const;
const POLICY = securityPolicyFor(TARGET);
const INLINE_SCRIPT = '\n      document.documentElement.dataset.seen = "yes";\n    ';
const INLINE_STYLE = 'body{margin:0}';

describe('the build plugins, in a Vite build of a one-page app', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function buildApp(
    plugins: PluginOption[],
    options: BuildOptions = {},
    body = '',
    files: Record<string, string> = {},
  ): Promise<string> {
    root = mkdtempSync(path.join(tmpdir(), 'pulseboard-plugins-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
    writeFileSync(
      path.join(root, 'index.html'),
      `<!doctype html><html><head><title>t</title></head><body>${body}<script type="module" src="/main.js"></script></body></html>`,
    );
    writeFileSync(path.join(root, 'main.js'), 'document.title = "built";\n');
    mkdirSync(path.join(root, 'public'));
    writeFileSync(path.join(root, 'public', 'mockServiceWorker.js'), '/* the mock worker */\n');
    writeFileSync(path.join(root, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    await build({ root, configFile: false, envDir: false, logLevel: 'silent', plugins, build: options });
    return path.join(root, 'dist');
  }

  it('puts the policy first in the head of index.html and writes it to _headers', async () => {
    const out = await buildApp([securityPolicyPlugin(() => POLICY)]);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const meta = /<head>\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
    expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(POLICY.metaContentSecurityPolicy);
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toBe(POLICY.headersFile);
    // The demo keeps its worker.
    expect(existsSync(path.join(out, 'mockServiceWorker.js'))).toBe(true);
  });

  it("allows exactly the page's own inline script and style, by the hashes of their text as built", async () => {
    const plugins = [
      firstScreenStylePlugin('first.css'),
      securityPolicyPlugin((inline) => securityPolicyFor(TARGET, inline)),
    ];
    const out = await buildApp(plugins, {}, `<script>${INLINE_SCRIPT}</script>`, {
      'first.css': '/* the first screen */\nbody {\n  margin: 0;\n}\n',
    });
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain(`<style id="first-screen-style">${INLINE_STYLE}</style>`);
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/
      .exec(html)![1]!
      .replaceAll('&#39;', "'");
    expect(policy).toContain(`script-src 'self' ${sha256(INLINE_SCRIPT)};`);
    expect(policy).toContain(`style-src 'self' ${sha256(INLINE_STYLE)};`);
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toContain(
      `Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
    );
    // The module script with a src is not hashed: 'self' covers it.
    expect(inlineHashesOf(html).scripts).toEqual([sha256(INLINE_SCRIPT)]);
  });

  it('moves the hidden source maps beside the output, so a deployment of dist/ carries no map and no pointer to one', async () => {
    const out = await buildApp([sourceMapsAsidePlugin()], { sourcemap: 'hidden' });
    const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' });
    expect(files(out).filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files(out).filter((file) => file.startsWith('assets') && file.endsWith('.js'));
    expect(scripts).toHaveLength(1);
    expect(readFileSync(path.join(out, scripts[0]!), 'utf8')).not.toContain('sourceMappingURL');
    const mapsDir = sourceMapsDirOf(out);
    expect(mapsDir).toBe(path.join(root, 'dist-sourcemaps'));
    expect(files(mapsDir)).toContain(path.join('assets', `${scripts[0]!.split('/').at(-1)}.map`));

    // A second build leaves the maps of this build only.
    writeFileSync(path.join(mapsDir, 'assets', 'old-build.js.map'), '{}');
    await build({
      root,
      configFile: false,
      envDir: false,
      logLevel: 'silent',
      plugins: [sourceMapsAsidePlugin()],
      build: { sourcemap: 'hidden' },
    });
    expect(files(mapsDir).filter((file) => file.endsWith('.map'))).toHaveLength(1);
  });

  it('leaves the mock worker out of the real-API build, and the rest of public/ in', async () => {
    const out = await buildApp([withoutMockWorkerPlugin()]);
    expect(existsSync(path.join(out, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(path.join(out, 'favicon.svg'))).toBe(true);
  });
});
