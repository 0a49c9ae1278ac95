/**
 * The layer rules of docs/architecture.md#layers, checked by `npm test` (npm run lint:layers).
 * tests/layer-rules/ holds a deliberately broken fixture that proves each rule fires.
 */
/** Tests and benchmarks may use test libraries and test support. */
const TEST_FILES = '\\.(test|bench)\\.tsx?$';
/** Test code next to the code it tests: tests, benchmarks and their support modules (*.test-support.ts). */
const TEST_CODE = [TEST_FILES, '\\.test-support\\.tsx?$'];
/**
 * Code that only tests run: test support next to the code, the mock backend's Node side
 * (msw/node for tests, the HTTP server of `npm run mock-api`) and its test helpers.
 */
const TEST_SUPPORT = [
  ...TEST_CODE,
  '^src/ui/charts/chart-test-[^/]+$',
  '^mocks/testing/',
  '^mocks/node\\.ts$',
  '^mocks/server\\.ts$',
  '^mocks/handlers/[^/]+/[^/]+-test-world\\.ts$',
];
/**
 * Where the programs start: the app, index.html's inline script and login card (which the build bundles and renders into
 * the page), the mock server, the recording analyser, and the Web Workers of the app and of the demo's mock
 * (started by `new Worker(new URL('./x.worker.ts', import.meta.url))`, an edge the cruiser does not see).
 */
const ENTRY_POINTS = [
  '^src/start/main\\.tsx$',
  '^src/start/first-screen-script\\.ts$',
  '^src/ui/app/first-screen-card\\.tsx$',
  '^mocks/server\\.ts$',
  '^tools/recording/analyze-cli\\.ts$',
  '^tools/ci/run-tests\\.mjs$',
  '^(src|mocks)/.+\\.worker\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside src/domain: no packages, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TEST_CODE },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-depends-on-domain-only',
      comment: 'src/application imports the domain and mobx/rxjs.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: TEST_CODE },
      to: {
        pathNot: ['^src/(domain|application)/', '(^|/)node_modules/(mobx|rxjs)/'],
      },
    },
    {
      name: 'adapters-never-import-mocks',
      comment: 'Only tests may reach the mock backend (contract tests run adapters against it).',
      severity: 'error',
      from: { path: '^src/adapters/', pathNot: TEST_FILES },
      to: { path: '^mocks/' },
    },
    {
      name: 'adapters-never-import-ui',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'ui-never-imports-adapters',
      comment: 'The UI gets everything from the container.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/adapters/' },
    },
    // The UI reaches the composition only through the feature manifests: a feature's
    // *.feature.ts names its bindings module, and src/ui/routing/feature.ts the binding type.
    // Two halves of one rule: a wrong importer, or a right importer reaching a wrong module.
    // Tests may build the whole container, as the composition root's own test does.
    {
      name: 'ui-reaches-composition-only-through-feature-manifests',
      comment: 'Only *.feature.ts and src/ui/routing/feature.ts may import src/composition/.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: ['\\.feature\\.ts$', '^src/ui/routing/feature\\.ts$', TEST_FILES] },
      to: { path: '^src/composition/' },
    },
    {
      name: 'ui-reaches-composition-only-through-feature-manifests',
      comment:
        'The feature manifests may import only src/composition/*.bindings.ts and src/composition/feature-bindings.ts.',
      severity: 'error',
      from: { path: ['\\.feature\\.ts$', '^src/ui/routing/feature\\.ts$'] },
      to: {
        path: '^src/composition/',
        pathNot: ['^src/composition/[^/]+\\.bindings\\.ts$', '^src/composition/feature-bindings\\.ts$'],
      },
    },
    // The manifests are the one door from the UI to the composition; nothing goes back the other way.
    // What the composition reads of a manifest is its own type (FeatureBindings in
    // src/composition/feature-bindings.ts); the start files (src/start/app-main.tsx, src/start/integration-main.tsx)
    // hand it the feature list.
    {
      name: 'composition-never-imports-ui',
      comment:
        'src/composition/ (with its composition-root.ts) binds ports to adapters; the start files give them the feature list.',
      severity: 'error',
      from: { path: '^src/composition/', pathNot: TEST_FILES },
      to: { path: '^src/ui/' },
    },
    {
      name: 'lazy-load-imports-nothing',
      comment:
        'src/lazy-load/ (loadChunk, ChunkLoadError) is read by the UI and the composition alike, so it imports nothing of theirs.',
      severity: 'error',
      from: { path: '^src/lazy-load/', pathNot: TEST_FILES },
      to: { pathNot: '^src/lazy-load/' },
    },
    // Test support next to the code (*.test-support.ts) is left out of the domain and application rules
    // above so that it may use test libraries; this rule keeps it from reaching further than its layer.
    {
      name: 'test-support-keeps-to-its-layer',
      comment:
        'Fakes and samples next to domain or application code import what that layer may (plus test libraries and ' +
        'tests/support/); a signed-in session over real storage adapters is wiring, and lives in tests/support/.',
      severity: 'error',
      from: { path: '^src/(domain|application)/.+\\.test-support\\.tsx?$' },
      to: { path: ['^src/(adapters|ui|composition|lazy-load|start)/', '^mocks/', '^tools/'] },
    },
    {
      name: 'only-main-and-tests-import-mocks',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/start/main\\.tsx$', TEST_FILES] },
      to: { path: '^mocks/' },
    },
    {
      name: 'mocks-use-domain-and-wire-types-only',
      comment:
        "The mock backend may use the domain (same science), the wire DTO types, and the start's pacing on the main " +
        'thread (src/lazy-load/next-task.ts: the demo starts in tasks as the app does).',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^src/', pathNot: ['^src/domain/', '^src/adapters/http/dto/', '^src/lazy-load/next-task'] },
    },
    {
      name: 'features-are-independent',
      comment:
        'ui/features/<x> do not import each other; shared pieces go to ui/components or ui/charts. The one door: the share ' +
        "feature's session-share/ folder, the Share control the session page shows (its own catalog, loaded with that page).",
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: ['^src/ui/features/$1/', '^src/ui/features/share/session-share/'] },
    },
    {
      name: 'nothing-imports-tools',
      comment: 'tools/ holds programs of their own (npm run analyze); the app and the mock backend never use them.',
      severity: 'error',
      from: { path: '^(src|mocks)/' },
      to: { path: '^tools/' },
    },
    {
      name: 'tools-use-domain-and-recording-parsers-only',
      comment:
        "tools/ may use the domain rules (the same science), the recording parsers (the same parsing as the app's " +
        'analysis worker) and src/lazy-load (the build routes chunk imports to it), never the other layers or the mock backend.',
      severity: 'error',
      from: { path: '^tools/' },
      to: { path: '^(src|mocks)/', pathNot: ['^src/domain/', '^src/adapters/recording/', '^src/lazy-load/'] },
    },
    {
      // The worker is not an edge of the app's graph (see ENTRY_POINTS): what the app reaches, eagerly or through a
      // lazy feature, lands in the app's chunks, and only what the worker alone reaches lands in the worker's chunk.
      name: 'recording-parsers-load-only-in-the-worker',
      comment: 'The app reaches the recording parser packages only through the analysis worker, never by an import.',
      severity: 'error',
      from: { path: '^src/start/main\\.tsx$' },
      to: { path: 'node_modules/(@garmin/fitsdk|fast-xml-parser)/', reachable: true },
    },
    {
      name: 'not-to-dev-dep',
      comment:
        'Code that ships (src/, and mocks/ which the demo build bundles) uses dependencies only; ' +
        'devDependencies are for tests, test support, tools and the build. Type-only imports are erased.',
      severity: 'error',
      from: { path: '^(src|mocks)/', pathNot: [...TEST_SUPPORT, '\\.d\\.ts$'] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      // Unlike dependency-cruiser's own `orphan` (a module with no edges at all), this also
      // catches a module that imports others but that no program or test reaches.
      name: 'no-orphans',
      comment: 'Every module is reached from a program entry point or a test; delete the others.',
      severity: 'error',
      from: { path: [...ENTRY_POINTS, TEST_FILES] },
      to: { path: '^(src|mocks|tools)/', pathNot: [...ENTRY_POINTS, TEST_FILES, '\\.d\\.ts$'], reachable: false },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
