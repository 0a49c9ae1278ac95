import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testsSharingModules, testsSharingTheMockBackend } from './unit-test-projects';

const root = mkdtempSync(join(tmpdir(), 'unit-test-projects-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'src/domain/zones/zones.test.ts': "import { zoneOf } from './zones';",
  'src/domain/zones/zones.ts': 'export const zoneOf = 1;',
  'src/application/dashboard/dashboard.view-model.test.ts':
    "import { FakeClock } from '../../../tests/support/fake-clock';",
  'src/adapters/http/http-records-api.test.ts': "import { recordsHandlers } from '../../../mocks/handlers/records';",
  'src/adapters/download/anchor-file-download.test.ts': '// @vitest-environment jsdom\nimport { it } from "vitest";',
  'src/ui/app/toasts.test.tsx': "// @vitest-environment jsdom\nimport { render } from '@testing-library/react';",
  'src/ui/formats/number-format.test.ts': "import { formatNumber } from './number-format';",
  'src/composition/feature-resolver.test.ts': "import { Container } from 'inversify';",
  'mocks/handlers/profile.test.ts': "import { profileHandlers } from './profile';",
  'mocks/mock-backend.test.ts': "vi.resetModules();\nconst backend = await import('./mock-backend');",
  'mocks/db/snapshot-secrets.test.ts': 'await startMockBackend({ storage });',
  'mocks/no-cookie-jar.test.ts': 'await startMockBackend();',
  'src/ui/features/profile/position-labels.test.ts': "import { DEMO_IDS } from '../../../../mocks/world/demo-world';",
  'src/ui/features/calendar/calendar-route.test.tsx':
    "// @vitest-environment jsdom\nimport { db } from '../../../../mocks/db/mock-db';",
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
  it('are the test files of the app run in Node, the tools and the repository checks', () => {
    expect(testsSharingModules(root)).toEqual([
      'src/application/dashboard/dashboard.view-model.test.ts',
      'src/composition/feature-resolver.test.ts',
      'src/domain/zones/zones.test.ts',
      'src/ui/formats/number-format.test.ts',
      'tools/build/pwa.plugin.test.ts',
      'tests/unit/docs-paths.test.ts',
      'tests/layer-rules/layer-rules.test.ts',
      'tests/lint-rules/lint-rules.test.ts',
    ]);
  });

  it('leave out a file with a DOM environment, one using the mock backend, the mock backend and fixtures', () => {
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

describe('the unit tests that share one mock backend per worker, reset before each file', () => {
  it("are the mock backend's own and those that import it, run in Node", () => {
    expect(testsSharingTheMockBackend(root)).toEqual([
      'mocks/handlers/profile.test.ts',
      'mocks/no-cookie-jar.test.ts',
      'src/adapters/http/http-records-api.test.ts',
      'src/ui/features/profile/position-labels.test.ts',
    ]);
  });

  it('leave out a file that starts the backend with its own storage, one that loads modules anew, and a DOM test', () => {
    const shared = testsSharingTheMockBackend(root);
    for (const own of [
      'mocks/db/snapshot-secrets.test.ts',
      'mocks/mock-backend.test.ts',
      'src/ui/features/calendar/calendar-route.test.tsx',
    ]) {
      expect(shared).not.toContain(own);
    }
  });

  it('hold no file of the tests that share a graph without the backend', () => {
    const withoutBackend = new Set(testsSharingModules(root));
    expect(testsSharingTheMockBackend(root).filter((path) => withoutBackend.has(path))).toEqual([]);
  });
});
