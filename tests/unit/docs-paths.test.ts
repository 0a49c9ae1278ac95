import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documents name files and folders of the repository; this test keeps them true to the tree.
 * - Every path the documents cite in backticks (`src/…`, `mocks/…`, `tools/…`, `tests/…`, `docs/…`,
 *   `public/…`) and every relative link exists. A path with a placeholder (`<name>`, `*`, `{en,fr}`)
 *   stands for many and is not checked.
 * - docs/architecture.md#layout draws the tree: every entry of it exists, and it names every folder
 *   of src/, src/domain, src/application, src/adapters, src/ui and src/ui/features.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENTS = [
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'README.md',
];
const TREE_DOCUMENT = 'docs/architecture.md';
const FOLDERS_THE_TREE_NAMES = ['src', 'src/domain', 'src/application', 'src/adapters', 'src/ui', 'src/ui/features'];

const CITED_PATH = /(?:^|[\s(,='"])((?:src|mocks|tools|tests|docs|public)\/[^\s`'",;()]*)/g;
const PLACEHOLDER = /[<>*{}…|$]|\.\.\./;

/** The text outside fenced code blocks, line by line (fenced lines become empty). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** The repository paths cited in the document's inline code, without anchors and end punctuation. */
function citedPathsOf(markdown: string): string[] {
  const spans = proseLines(markdown).flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
  return spans
    .flatMap((span) => [...span.matchAll(CITED_PATH)].map((match) => match[1] ?? ''))
    .filter((cited) => !PLACEHOLDER.test(cited))
    .map((cited) => cited.replace(/#.*$/, '').replace(/[.:]+$/, ''));
}

/** The targets of the document's relative links (`[text](target)`), resolved from the repository root. */
function linkedPathsOf(document: string, markdown: string): string[] {
  const links = proseLines(markdown).flatMap((line) =>
    [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ''),
  );
  return links
    .filter((target) => !/^([a-z]+:|#)/i.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(document), target.replace(/#.*$/, ''))));
}

/** A file or folder name of the tree: `name/`, `a/b/`, or a file with an extension. */
const TREE_NAME = /^[\w@-][\w.@-]*(\/[\w.@-]+)*(\/|\.[a-z]{1,5})$/;
/** Lines indented this deep continue the description of the entry above them. */
const CONTINUATION_INDENT = 12;

/**
 * The paths a tree drawing names. Each line is an indent, then names (separated by one space),
 * then, after two or more spaces, a description. A line holding a single folder is the parent of
 * the more deeply indented lines after it; a line of several names lists siblings.
 */
function treeOf(drawing: string): string[] {
  const parents: { indent: number; folder: string }[] = [];
  const paths: string[] = [];
  for (const line of drawing.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || indent >= CONTINUATION_INDENT) continue;
    const [namesPart = ''] = line.trim().split(/\s{2,}/);
    const names: string[] = [];
    for (const token of namesPart.split(' ')) {
      if (!TREE_NAME.test(token)) break;
      names.push(token);
    }
    if (names.length === 0) continue;
    while (parents.length > 0 && (parents.at(-1)?.indent ?? 0) >= indent) parents.pop();
    const parent = parents.at(-1)?.folder;
    const named = names.map((name) => (parent === undefined ? name : `${parent}/${name}`).replace(/\/$/, ''));
    paths.push(...named);
    const [only] = named;
    if (names.length === 1 && names[0]?.endsWith('/') && only !== undefined) parents.push({ indent, folder: only });
  }
  return paths;
}

/** The first fenced block under the `## Layout` heading of the architecture document. */
function layoutDrawing(markdown: string): string {
  const section = markdown.split(/^## Layout\s*$/m)[1] ?? '';
  return /```[^\n]*\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
}

const foldersOf = (folder: string): string[] =>
  readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

const texts = new Map(DOCUMENTS.map((document) => [document, readFileSync(path.join(ROOT, document), 'utf8')]));
const tree = treeOf(layoutDrawing(texts.get(TREE_DOCUMENT) ?? ''));

describe('paths in the documents', () => {
  it('finds the cited paths and the tree (the scan itself works)', () => {
    expect([...texts.values()].flatMap(citedPathsOf).length).toBeGreaterThan(100);
    expect(tree.length).toBeGreaterThan(50);
  });

  it('cites only paths that exist', () => {
    const missing = [...texts].flatMap(([document, text]) =>
      [...new Set([...citedPathsOf(text), ...linkedPathsOf(document, text)])]
        .filter((cited) => !existsSync(path.join(ROOT, cited)))
        .map((cited) => `${document}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });

  it('draws only files and folders that exist', () => {
    expect(tree.filter((entry) => !existsSync(path.join(ROOT, entry)))).toEqual([]);
  });

  it('names every folder of the layers and every feature folder in the tree', () => {
    const named = new Set(tree);
    const unnamed = FOLDERS_THE_TREE_NAMES.flatMap(foldersOf).filter((folder) => !named.has(folder));
    expect(unnamed).toEqual([]);
  });

  it('reads paths and trees as the documents write them', () => {
    expect(
      citedPathsOf(
        'See `src/a.ts#x`, `npm run x -- tests/b.spec.ts`, `src/ui/<name>/`, and:\n```\n`src/fenced.ts`\n```\n`tools/c/`.',
      ),
    ).toEqual(['src/a.ts', 'tests/b.spec.ts', 'tools/c/']);
    expect(
      linkedPathsOf('guide/a.md', '[b](b.md#x), [web](https://x.org), [here](#y), [readme](../README.md)'),
    ).toEqual(['guide/b.md', 'README.md']);
    const drawing = [
      'src/',
      '  main.tsx       entry',
      '  domain/        rules',
      '    a/ b/',
      '  ui/            views: app/ is',
      '                 not-a/ name here',
      '    app/',
      'tools/run/       a program',
    ].join('\n');
    expect(treeOf(drawing)).toEqual([
      'src',
      'src/main.tsx',
      'src/domain',
      'src/domain/a',
      'src/domain/b',
      'src/ui',
      'src/ui/app',
      'tools/run',
    ]);
  });
});
