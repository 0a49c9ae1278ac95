import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type BuildOptions, type PluginOption } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { securityPolicyFor } from './security-policy';
import { securityPolicyPlugin } from './security-policy.plugin';
import { sourceMapsAsidePlugin, sourceMapsDirOf } from './source-maps-aside.plugin';
import { withoutMockWorkerPlugin } from './without-mock-worker.plugin';

const POLICY = securityPolicyFor({ demo: false, apiUrls: { VITE_PLAYER_API_URL: 'https://api.example.com/api' } });

describe('the build plugins, in a Vite build of a one-page app', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function buildApp(plugins: PluginOption[], options: BuildOptions = {}): Promise<string> {
    root = mkdtempSync(path.join(tmpdir(), 'pulseboard-plugins-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>');
    writeFileSync(path.join(root, 'main.js'), 'document.title = "built";\n');
    mkdirSync(path.join(root, 'public'));
    writeFileSync(path.join(root, 'public', 'mockServiceWorker.js'), '/* the mock worker */\n');
    writeFileSync(path.join(root, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    await build({ root, configFile: false, envDir: false, logLevel: 'silent', plugins, build: options });
    return path.join(root, 'dist');
  }

  it('puts the policy first in the head of index.html and writes it to _headers', async () => {
    const out = await buildApp([securityPolicyPlugin(POLICY)]);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const meta = /<head>\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
    expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(POLICY.metaContentSecurityPolicy);
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toBe(POLICY.headersFile);
    // The demo keeps its worker.
    expect(existsSync(path.join(out, 'mockServiceWorker.js'))).toBe(true);
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
    await build({ root, configFile: false, envDir: false, logLevel: 'silent', plugins: [sourceMapsAsidePlugin()], build: { sourcemap: 'hidden' } });
    expect(files(mapsDir).filter((file) => file.endsWith('.map'))).toHaveLength(1);
  });

  it('leaves the mock worker out of the real-API build, and the rest of public/ in', async () => {
    const out = await buildApp([withoutMockWorkerPlugin()]);
    expect(existsSync(path.join(out, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(path.join(out, 'favicon.svg'))).toBe(true);
  });
});
