import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code cites the documents in docs/ as `docs/<file>.md#<heading-anchor>`. Every cited file
 * and heading must exist, and no citation of the old out-of-repo documents may remain.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);
const SCANNED_DIRS = ['src', 'mocks', 'tests', 'tools', 'public'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'playwright-report', 'test-results']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|html)$|(^|\/)_headers$/;
const ROOT_CONFIG_FILE = /\.(ts|js|mjs|cjs)$/;

function walk(dir: string, found: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(full, found);
    } else if (TEXT_FILE.test(entry.name) && full !== THIS_FILE) {
      found.push(full);
    }
  }
  return found;
}

function scannedFiles(): string[] {
  const files: string[] = [];
  for (const dir of SCANNED_DIRS) {
    const full = path.join(ROOT, dir);
    if (existsSync(full)) walk(full, files);
  }
  for (const name of readdirSync(ROOT)) {
    const full = path.join(ROOT, name);
    if (ROOT_CONFIG_FILE.test(name) && statSync(full).isFile()) files.push(full);
  }
  return files;
}

/** GitHub's heading anchor: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2… */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

interface Citation {
  readonly file: string;
  readonly doc: string;
  readonly anchor: string | undefined;
}

function citationsIn(file: string): Citation[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/docs\/([\w.-]+?\.md)(?:#([\w-]+))?/g)].map((match) => ({
    file: path.relative(ROOT, file),
    doc: match[1] ?? '',
    anchor: match[2],
  }));
}

const files = scannedFiles();
const citations = files.flatMap(citationsIn);

describe('citations of docs/', () => {
  it('finds the citations (the scan itself works)', () => {
    expect(citations.length).toBeGreaterThan(50);
  });

  it('points every citation at an existing document and heading', () => {
    const anchorsByDoc = new Map<string, Set<string> | null>();
    const broken: string[] = [];
    for (const { file, doc, anchor } of citations) {
      if (!anchorsByDoc.has(doc)) {
        const docPath = path.join(ROOT, 'docs', doc);
        anchorsByDoc.set(doc, existsSync(docPath) ? anchorsOf(readFileSync(docPath, 'utf8')) : null);
      }
      const anchors = anchorsByDoc.get(doc);
      if (anchors === null || anchors === undefined) broken.push(`${file}: docs/${doc} does not exist`);
      else if (anchor !== undefined && !anchors.has(anchor))
        broken.push(`${file}: docs/${doc} has no heading #${anchor}`);
    }
    expect(broken).toEqual([]);
  });

  it('leaves no citation of the old SPEC / DESIGN documents', () => {
    const old = files
      .filter((file) => /\b(SPEC|DESIGN) §/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file));
    expect(old).toEqual([]);
  });

  it('computes anchors the way GitHub does', () => {
    expect(slugOf('Distance, high speed and sprints')).toBe('distance-high-speed-and-sprints');
    expect(slugOf('The feature manifest')).toBe('the-feature-manifest');
    expect([...anchorsOf('# A\n## Calls\n```\n# not a heading\n```\n## Calls\n')]).toEqual(['a', 'calls', 'calls-1']);
  });
});
