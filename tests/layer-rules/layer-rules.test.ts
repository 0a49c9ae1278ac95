import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Proves that the layer rules of .dependency-cruiser.cjs fire: the fixture under
 * tests/layer-rules/fixture breaks each rule once on purpose.
 */
describe('layer rules', () => {
  const fixture = resolve(import.meta.dirname, 'fixture');
  const result = spawnSync(
    process.execPath,
    [
      resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'src',
      'mocks',
      'tools',
      '--config',
      resolve('.dependency-cruiser.cjs'),
    ],
    { cwd: fixture, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;

  it('fails the check on the broken fixture', () => {
    expect(result.status).not.toBe(0);
  });

  it.each([
    ['domain-is-pure', 'src/domain/reads-the-ui.ts → src/ui/features/a/view.ts'],
    ['application-depends-on-domain-only', 'src/application/uses-fetch-lib.ts → src/adapters/adapter.ts'],
    ['adapters-never-import-mocks', 'src/adapters/adapter.ts → mocks/mock.ts'],
    ['ui-never-imports-adapters', 'src/ui/features/a/view.ts → src/adapters/adapter.ts'],
    [
      'ui-reaches-composition-only-through-feature-manifests',
      'src/ui/features/a/view.ts → src/composition/a.bindings.ts',
    ],
    [
      'ui-reaches-composition-only-through-feature-manifests',
      'src/ui/features/a/a.feature.ts → src/composition/container.ts',
    ],
    ['composition-never-imports-ui', 'src/composition/reads-the-shell.ts → src/ui/features/b/other.ts'],
    ['lazy-load-imports-nothing', 'src/lazy-load/chunk-load.ts → src/ui/features/b/other.ts'],
    ['test-support-keeps-to-its-layer', 'src/application/wires-adapters.test-support.ts → src/adapters/adapter.ts'],
    ['only-main-and-tests-import-mocks', 'src/adapters/adapter.ts → mocks/mock.ts'],
    ['features-are-independent', 'src/ui/features/a/view.ts → src/ui/features/b/other.ts'],
    ['nothing-imports-tools', 'src/adapters/uses-tool.ts → tools/helper.ts'],
    ['tools-use-domain-and-recording-parsers-only', 'tools/helper.ts → src/adapters/adapter.ts'],
    ['recording-parsers-load-only-in-the-worker', 'src/start/main.tsx → node_modules/fast-xml-parser/'],
    ['not-to-dev-dep', 'src/adapters/uses-tool.ts → node_modules/vitest/'],
    ['no-orphans', 'src/domain/unused.ts'],
    ['no-circular', 'mocks/mock.ts'],
  ])('reports %s: %s', (rule, edge) => {
    const lines = output.split('\n').filter((l) => l.includes(`error ${rule}:`));
    const [from, to] = edge.split(' → ');
    expect(
      lines.some((l) => l.includes(`${rule}: ${from}`) && (to === undefined || l.includes(to))),
      output,
    ).toBe(true);
  });

  it('lets a feature manifest import its bindings and a tool the recording parsers, and reports nothing else', () => {
    expect(output).not.toContain('a.feature.ts → src/composition/a.bindings.ts');
    expect(output).not.toContain('tools/helper.ts → src/adapters/recording/');
    expect(output).toContain('x 17 dependency violations');
  });
});
