import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app's animations run on the compositor (docs/architecture.md#loading-placeholders): a keyframe moves only
 * `transform` or `opacity`, which the browser animates without painting the page again at each frame. A loading
 * animation that moved a background, a size or a colour repainted the page for as long as its data took to come.
 */

const SRC = path.join(import.meta.dirname, '../../src');
const COMPOSITED = new Set(['transform', 'opacity']);

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Each `@keyframes` of a style sheet, with the properties its frames set. */
function keyframesOf(css: string): { name: string; properties: string[] }[] {
  const found: { name: string; properties: string[] }[] = [];
  const start = /@keyframes\s+([\w-]+)\s*\{/g;
  for (let match = start.exec(css); match !== null; match = start.exec(css)) {
    let depth = 1;
    let end = start.lastIndex;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth += 1;
      if (css[end] === '}') depth -= 1;
      end += 1;
    }
    const body = css.slice(start.lastIndex, end - 1);
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map((declaration) => declaration[1] ?? '');
    found.push({ name: match[1] ?? '', properties });
  }
  return found;
}

/** What moves outside the compositor in one style sheet, as "file: @keyframes name moves property". */
function repaintingAnimations(file: string, css: string): string[] {
  return keyframesOf(css).flatMap(({ name, properties }) =>
    properties
      .filter((property) => !COMPOSITED.has(property))
      .map((property) => `${path.relative(SRC, file)}: @keyframes ${name} moves ${property}`),
  );
}

describe('animations on the compositor', () => {
  it('finds a keyframe that moves a background, and lets transform and opacity through', () => {
    const css = `
      @keyframes shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
      @keyframes sweep { to { transform: translateX(100%); } }
      @keyframes pulse { 0% { opacity: 1; } 100% { opacity: 0.4; } }`;
    expect(repaintingAnimations(path.join(SRC, 'example.css'), css)).toEqual([
      'example.css: @keyframes shimmer moves background-position',
      'example.css: @keyframes shimmer moves background-position',
    ]);
  });

  it('in every style sheet of the app, each keyframe moves only transform or opacity', () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const animated = files.filter((file) => readFileSync(file, 'utf8').includes('@keyframes'));
    expect(animated.map((file) => path.relative(SRC, file))).toContain(path.join('ui', 'components', 'skeleton.css'));
    expect(animated.flatMap((file) => repaintingAnimations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
