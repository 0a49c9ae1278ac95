import { ESLint, type Linter } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that the project rules of eslint.config.js fire: the fixture under
 * tests/lint-rules/fixture breaks each rule once on purpose. ESLint runs with the fixture as its
 * working directory, so the fixture's src/ and tests/ folders get the same rules as the real ones
 * (and the ignore pattern that keeps the fixture out of `npm run lint` does not apply).
 */
describe('lint rules', () => {
  const fixture = resolve(import.meta.dirname, 'fixture');
  let messages: (Linter.LintMessage & { file: string })[] = [];

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: fixture, overrideConfigFile: resolve('eslint.config.js') });
    const results = await eslint.lintFiles(['src', 'tests']);
    messages = results.flatMap((result) =>
      result.messages.map((message) => ({ ...message, file: result.filePath.slice(fixture.length + 1) })),
    );
  }, 60_000);

  it.each([
    ['no-restricted-syntax', '[no-inner-html]', 'src/ui/broken-view.tsx'],
    ['no-restricted-syntax', '[clock-only] new Date()', 'src/ui/broken-view.tsx'],
    ['no-restricted-properties', '[clock-only] Date.now()', 'src/ui/broken-view.tsx'],
    ['no-restricted-imports', '[d3-modules-only]', 'src/ui/broken-view.tsx'],
    ['no-console', '', 'src/ui/broken-view.tsx'],
    ['no-restricted-syntax', '[no-focused-tests]', 'tests/focused.test.ts'],
  ])('reports %s %s in %s', (ruleId, tag, file) => {
    const hit = messages.find((m) => m.ruleId === ruleId && m.message.includes(tag) && m.file === file);
    expect(hit, JSON.stringify(messages, null, 2)).toBeDefined();
    expect(hit?.severity).toBe(2);
  });

  it('reports every focused or skipped test, in vitest and Playwright spellings', () => {
    const focused = messages.filter((m) => m.message.includes('[no-focused-tests]')).map((m) => m.line);
    expect(focused).toEqual([6, 7, 9]);
  });
});
