import { build, type Rollup } from 'vite';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenFiles, firstScreenPreloadPlugin, type BundleChunk } from './first-screen-preload';

const ROOT = '/project';

function chunk(fileName: string, details: Partial<BundleChunk> = {}): BundleChunk {
  return {
    fileName,
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    imports: [],
    importedCss: [],
    size: 1000,
    ...details,
  };
}

/** A build like ours: an entry that loads either site, both on a shared framework chunk. */
const BUNDLE: BundleChunk[] = [
  chunk('assets/index.js', {
    isEntry: true,
    facadeModuleId: '/project/src/start/main.tsx',
    moduleIds: ['/project/src/start/main.tsx'],
  }),
  chunk('assets/app-main.js', {
    facadeModuleId: '/project/src/start/app-main.tsx',
    moduleIds: ['/project/src/start/app-main.tsx', '/project/src/ui/features/auth/login-page.tsx'],
    imports: ['assets/framework.js', 'assets/form-field.js', 'assets/index.js'],
    importedCss: ['assets/app-main.css'],
    size: 5000,
  }),
  chunk('assets/integration-main.js', {
    facadeModuleId: '/project/src/start/integration-main.tsx',
    imports: ['assets/framework.js', 'assets/index.js'],
    importedCss: ['assets/integration-main.css'],
  }),
  chunk('assets/framework.js', {
    moduleIds: ['/project/node_modules/react-dom/client.js'],
    imports: ['assets/state.js'],
    importedCss: ['assets/framework.css'],
    size: 90_000,
  }),
  chunk('assets/state.js', { size: 12_000 }),
  chunk('assets/form-field.js', { size: 700 }),
  chunk('assets/messages-en.js', { facadeModuleId: '/project/src/ui/messages/locales/en.po', size: 1400 }),
  chunk('assets/app-en.js', { facadeModuleId: '/project/src/ui/locales/en/app.po', size: 1500 }),
  chunk('assets/feature-list.js', {
    facadeModuleId: '/project/src/ui/routing/feature-list.ts',
    imports: ['assets/framework.js'],
    size: 14_000,
  }),
];

const SITES = {
  app: ['src/start/app-main.tsx', 'src/ui/messages/locales/en.po'],
  integration: ['src/start/integration-main.tsx', 'src/ui/messages/locales/en.po'],
};

describe('the files the first screen needs', () => {
  it("are a site's chunks and everything they import, largest first, with their styles, but not the entry", () => {
    const files = firstScreenFiles(BUNDLE, { sites: { app: SITES.app } }, ROOT);
    expect(files.scripts).toEqual([
      'assets/framework.js',
      'assets/state.js',
      'assets/app-main.js',
      'assets/messages-en.js',
      'assets/form-field.js',
    ]);
    expect(files.styles).toEqual(['assets/app-main.css', 'assets/framework.css']);
  });

  it("with two sites behind one index.html, are only the code both run: neither downloads the other's", () => {
    const files = firstScreenFiles(BUNDLE, { sites: SITES }, ROOT);
    expect(files.scripts).toEqual(['assets/framework.js', 'assets/state.js', 'assets/messages-en.js']);
    expect(files.styles).toEqual(['assets/framework.css']);
  });

  it('add the listed catalogs whichever site starts', () => {
    const files = firstScreenFiles(BUNDLE, { sites: SITES, catalogs: ['src/ui/locales/en/app.po'] }, ROOT);
    expect(files.scripts).toEqual([
      'assets/framework.js',
      'assets/state.js',
      'assets/app-en.js',
      'assets/messages-en.js',
    ]);
    expect(files.scripts).not.toContain('assets/app-main.js');
  });

  it('find a module that shares a chunk with others, and leave out what loads later (the feature list)', () => {
    const files = firstScreenFiles(BUNDLE, { sites: { login: ['src/ui/features/auth/login-page.tsx'] } }, ROOT);
    expect(files.scripts).toContain('assets/app-main.js');
    expect(files.scripts).not.toContain('assets/feature-list.js');
  });

  it('fail the build, naming the module, when a listed module is in no chunk (a file renamed or moved)', () => {
    expect(() =>
      firstScreenFiles(BUNDLE, { sites: { app: ['src/start/app-main.tsx', 'mocks/browser.ts'] } }, ROOT),
    ).toThrow(/mocks\/browser\.ts \(site "app"\) is in no chunk/);
    expect(() => firstScreenFiles(BUNDLE, { sites: SITES, catalogs: ['src/ui/locales/de/app.po'] }, ROOT)).toThrow(
      /de\/app\.po \(catalogs\) is in no chunk/,
    );
    expect(() => firstScreenFiles(BUNDLE, { sites: {} }, ROOT)).toThrow(/no site listed/);
  });
});

describe('the Vite plugin', () => {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

  /** A small app: an entry that imports one screen lazily, the screen on a shared module and a stylesheet. */
  async function smallApp(): Promise<string> {
    const root = await mkdtemp(path.join(tmpdir(), 'first-screen-preload-'));
    made.push(root);
    await mkdir(path.join(root, 'src'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/src/main.js"></script></body></html>',
    );
    await writeFile(
      path.join(root, 'src/main.js'),
      "import('./screen.js').then((screen) => screen.show());\nimport('./later.js');\n",
    );
    await writeFile(
      path.join(root, 'src/screen.js'),
      "import './screen.css';\nimport { shared } from './shared.js';\nexport function show() { document.title = shared(); }\n",
    );
    await writeFile(
      path.join(root, 'src/later.js'),
      "import { shared } from './shared.js';\nexport const later = () => shared() + '!';\n",
    );
    await writeFile(
      path.join(root, 'src/shared.js'),
      "export function shared() { return 'shared ' + String(Math.random()); }\n",
    );
    await writeFile(path.join(root, 'src/screen.css'), 'body { margin: 0 }\n');
    return root;
  }

  it("adds to index.html a modulepreload link for each chunk of the first screen and a preload link for its styles, at Vite's URLs", async () => {
    const root = await smallApp();
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false },
      plugins: [firstScreenPreloadPlugin({ sites: { app: ['src/screen.js'] } })],
    });
    const output = (result as Rollup.RollupOutput).output;
    const html = output.find((file) => file.fileName === 'index.html');
    const source = html?.type === 'asset' ? String(html.source) : '';
    const fileOf = (name: string) =>
      output.find((file) => file.type === 'chunk' && file.facadeModuleId === path.join(root, `src/${name}`))?.fileName;
    const sharedChunk = output.find(
      (file) => file.type === 'chunk' && file.moduleIds.includes(path.join(root, 'src/shared.js')),
    )?.fileName;
    const css = output.find((file) => file.fileName.endsWith('.css'))?.fileName;

    expect(source).toContain(`<link rel="modulepreload" crossorigin href="/${fileOf('screen.js')}">`);
    expect(source).toContain(`<link rel="modulepreload" crossorigin href="/${sharedChunk}">`);
    expect(source).toContain(`<link rel="preload" as="style" crossorigin href="/${css}">`);
    // What loads later is not preloaded, and the entry keeps its one script tag.
    expect(source).not.toContain(`href="/${fileOf('later.js')}"`);
    expect(source.match(/src="\/assets\/index-[^"]+\.js"/g)).toHaveLength(1);
  });
});
