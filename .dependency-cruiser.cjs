/**
 * The layer rules of DESIGN §2, checked by `npm test` (npm run lint:layers).
 * tests/layer-rules/ holds a deliberately broken fixture that proves each rule fires.
 */
/** Tests and benchmarks may use test libraries and test support. */
const TEST_FILES = '\\.(test|bench)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside src/domain: no packages, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TEST_FILES },
      to: { pathNot: '^src/domain/' },
    },
    {
      name: 'application-depends-on-domain-only',
      comment: 'src/application imports the domain and mobx/rxjs (class-validator in forms only).',
      severity: 'error',
      from: { path: '^src/application/', pathNot: ['^src/application/forms/', TEST_FILES] },
      to: {
        pathNot: [
          '^src/(domain|application)/',
          '(^|/)node_modules/(mobx|rxjs)/',
        ],
      },
    },
    {
      name: 'application-forms-may-use-class-validator',
      comment: 'Only src/application/forms may import class-validator.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: '^src/application/forms/' },
      to: { path: '(^|/)node_modules/class-validator/' },
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
    {
      name: 'only-main-and-tests-import-mocks',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/main\\.tsx$', TEST_FILES] },
      to: { path: '^mocks/' },
    },
    {
      name: 'mocks-use-domain-and-wire-types-only',
      comment: 'The mock backend may use the domain (same science) and the wire DTO types.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^src/', pathNot: ['^src/domain/', '^src/adapters/http/dto/'] },
    },
    {
      name: 'features-are-independent',
      comment: 'ui/features/<x> do not import each other; shared pieces go to ui/components or ui/charts.',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
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
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
