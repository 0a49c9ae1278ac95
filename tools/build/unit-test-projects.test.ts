import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testsSharingModules } from './unit-test-projects';

const root = mkdtempSync(join(tmpdir(), 'unit-test-projects-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'src/domain/zones/zones.test.ts': "import { zoneOf } from './zones';",
  'src/domain/zones/zones.ts': 'export const zoneOf = 1;',
  'src/application/dashboard/dashboard.view-model.test.ts':
    "import { FakeClock } from '../../../tests/support/fake-clock';",
  'src/adapters/http/http-records-api.test.ts': "import { recordsHandlers } from '../../../mocks/handlers/records';",
  'src/adapters/download/anchor-file-download.test.ts': '// @vitest-environment jsdom\nimport { it } from "vitest";',
  'src/ui/app/toasts.test.tsx': "import { render } from '@testing-library/react';",
  'mocks/handlers/profile.test.ts': "import { profileHandlers } from './profile';",
  'tools/build/pwa.plugin.test.ts': "import { pwaPlugin } from './pwa.plugin';",
  'tests/unit/docs-paths.test.ts': "import { readFileSync } from 'node:fs';",
  'tests/lint-rules/lint-rules.test.ts': "import { ESLint } from 'eslint';",
  'tests/lint-rules/fixture/tests/focused.test.ts': 'it.only("x", () => {});',
  'tests/layer-rules/layer-rules.test.ts': "import { cruise } from 'dependency-cruiser';",
  'tests/layer-rules/fixture/src/application/wires-adapters.test.ts': "import '../adapters/x';",
};
for (const [path, text] of Object.entries(FILES)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('the unit tests that share one module graph per worker', () => {
  it('are the test files of the domain, the application, the adapters, the tools and the repository checks', () => {
    expect(testsSharingModules(root)).toEqual([
      'src/domain/zones/zones.test.ts',
      'src/application/dashboard/dashboard.view-model.test.ts',
      'tools/build/pwa.plugin.test.ts',
      'tests/unit/docs-paths.test.ts',
      'tests/layer-rules/layer-rules.test.ts',
      'tests/lint-rules/lint-rules.test.ts',
    ]);
  });

  it('leave out a file with a DOM environment, one using the mock backend, the views, the mock backend and fixtures', () => {
    const shared = testsSharingModules(root);
    for (const own of [
      'src/adapters/download/anchor-file-download.test.ts',
      'src/adapters/http/http-records-api.test.ts',
      'src/ui/app/toasts.test.tsx',
      'mocks/handlers/profile.test.ts',
      'tests/lint-rules/fixture/tests/focused.test.ts',
      'tests/layer-rules/fixture/src/application/wires-adapters.test.ts',
    ]) {
      expect(shared).not.toContain(own);
    }
  });
});
