import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every unit and property test of `npm run test:unit`. */
export const UNIT_TEST_GLOBS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'tests/unit/**/*.test.ts',
  'tools/**/*.test.ts',
  'tests/layer-rules/*.test.ts',
  'tests/lint-rules/*.test.ts',
];

/**
 * Folders whose tests may share one module graph per worker (docs/architecture.md#what-the-unit-suite-costs): the app's
 * code run in Node (the domain, the use cases and view-models with their fakes, the adapters, the wiring, the views'
 * formats and geometry), the build's tools and the repository checks keep no state in a module that one test file
 * could leave to the next.
 */
const SHARED_GRAPH_FOLDERS = ['src', 'tools', 'tests/unit', 'tests/layer-rules', 'tests/lint-rules'];

/** Folders whose sub-folders hold fixtures (a lint rule's or a layer rule's example files), not tests. */
const TOP_LEVEL_ONLY = new Set(['tests/layer-rules', 'tests/lint-rules']);

/**
 * A test file that sets a DOM environment: files that share a graph share one jsdom window too, and the views keep
 * their routes, catalogs and focus state in modules (docs/architecture.md#what-the-unit-suite-costs).
 */
const DOM_ENVIRONMENT = /^\s*(?:\/\/|\/?\*+)\s*@vitest-environment /m;
/** A test file that imports the demo's mock backend, whose world and database are modules that a file fills and changes. */
const IMPORTS_MOCK_BACKEND = /^(?:import .*from |\} from |import )'(?:\.\.\/)+mocks\//m;
/** A test file that starts the one mock backend its own way (with its storage), or loads modules anew by itself. */
const OWN_BACKEND_START = [/startMockBackend\(\{/, /\bvi\.(?:resetModules|mock|doMock)\(/];

/** Every test file of `folders`, as paths from `root` with `/`, with its source. */
function testFilesOf(root: string, folders: readonly string[]): { path: string; source: string }[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: !TOP_LEVEL_ONLY.has(folder), encoding: 'utf8' })
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
      .filter((path) => /\.test\.tsx?$/.test(path))
      .sort()
      .map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') })),
  );
}

/**
 * The tests (paths from `root`, with `/`) that can run with `isolate: false` and need no mock backend: those of the
 * shared folders with neither a DOM environment nor the mock backend.
 */
export function testsSharingModules(root: string): string[] {
  return testFilesOf(root, SHARED_GRAPH_FOLDERS)
    .filter(({ source }) => !DOM_ENVIRONMENT.test(source) && !IMPORTS_MOCK_BACKEND.test(source))
    .map(({ path }) => path);
}

/**
 * The tests of the mock backend, or that call it, that can share one module graph per worker when each file starts
 * from the seeded world (`tests/support/mock-backend-per-file.ts` resets it before a file's tests): all but those with
 * a DOM environment and those that start the backend their own way. Every other test runs isolated.
 */
export function testsSharingTheMockBackend(root: string): string[] {
  return testFilesOf(root, ['mocks', ...SHARED_GRAPH_FOLDERS])
    .filter(({ path, source }) => path.startsWith('mocks/') || IMPORTS_MOCK_BACKEND.test(source))
    .filter(({ source }) => !DOM_ENVIRONMENT.test(source) && !OWN_BACKEND_START.some((pattern) => pattern.test(source)))
    .map(({ path }) => path);
}
