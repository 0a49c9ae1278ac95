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
 * Folders whose tests may share one module graph per worker (docs/architecture.md#what-the-unit-suite-costs): the domain,
 * the use cases and view-models with their fakes, the adapters, the build's tools and the repository checks keep no
 * state in a module that one test file could leave to the next.
 */
const SHARED_GRAPH_FOLDERS = [
  'src/domain',
  'src/application',
  'src/adapters',
  'tools',
  'tests/unit',
  'tests/layer-rules',
  'tests/lint-rules',
];

/** Folders whose sub-folders hold fixtures (a lint rule's or a layer rule's example files), not tests. */
const TOP_LEVEL_ONLY = new Set(['tests/layer-rules', 'tests/lint-rules']);

/**
 * What keeps a test file in a module graph of its own even in those folders: a DOM environment (jsdom's window is
 * the file's), or the demo's mock backend, whose world and database are modules that a file fills and changes.
 */
const NEEDS_OWN_GRAPH = [
  /^\s*(?:\/\/|\/?\*+)\s*@vitest-environment /m,
  /^(?:import .*from |\} from |import )'(?:\.\.\/)+mocks\//m,
];

const needsOwnGraph = (source: string) => NEEDS_OWN_GRAPH.some((pattern) => pattern.test(source));

/** The tests (paths from `root`, with `/`) that can run with `isolate: false`; every other test runs isolated. */
export function testsSharingModules(root: string): string[] {
  return SHARED_GRAPH_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: !TOP_LEVEL_ONLY.has(folder), encoding: 'utf8' })
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
      .filter((file) => /\.test\.tsx?$/.test(file) && !needsOwnGraph(readFileSync(join(root, file), 'utf8')))
      .sort(),
  );
}
