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
    [resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', 'mocks', '--config', resolve('.dependency-cruiser.cjs')],
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
    ['only-main-and-tests-import-mocks', 'src/adapters/adapter.ts → mocks/mock.ts'],
    ['features-are-independent', 'src/ui/features/a/view.ts → src/ui/features/b/other.ts'],
    ['no-circular', 'mocks/mock.ts'],
  ])('reports %s', (rule, edge) => {
    const line = output.split('\n').find((l) => l.includes(`error ${rule}:`));
    expect(line, output).toBeDefined();
    expect(line).toContain(edge.split(' → ')[0]);
  });
});
