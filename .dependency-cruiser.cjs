// The import rules of DESIGN §3, checked by `npm run deps` (a step of `npm test`) with
// dependency-cruiser. Paths are relative to the repository root.
//
// Areas: contract/ (the facts, with wire/), fake-server/ (the judged), conformance/ (the judge),
// composition/ (where the two meet: the embedded target and runConformance), generators/,
// fixtures/, reports/, cli/; and the tools around them: bench/, test/, docs/generate/.
const PRODUCT = '(contract|fake-server|conformance|composition|generators|fixtures|reports)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Imports run one way, types included (STYLE.md): a type two rooms share lives in the lower one or in a small ' +
        'types.ts both import, never in the higher one. tsPreCompilationDeps (below) makes type-only imports count. ' +
        'To see a circle whole: npx depcruise --config .dependency-cruiser.cjs --output-type err-long <folders>.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      comment: 'contract/ is what every area reads; it reads nothing of ours (DESIGN §3).',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(fake-server|conformance|composition|generators|fixtures|reports|cli|bench|test|docs)/|^index\\.ts$' },
    },
    {
      name: 'judge-independent-of-judged',
      comment:
        'conformance/ imports nothing of fake-server/ (DESIGN §3): a bug of the fake must not be mirrored by the suite. ' +
        'The facts both need live in contract/wire/; the embedded target is composed in composition/.',
      severity: 'error',
      from: { path: '^conformance/' },
      to: { path: '^(fake-server|composition)/' },
    },
    {
      name: 'judged-independent-of-judge',
      comment: 'fake-server/ imports nothing of the suite or of the composition of both.',
      severity: 'error',
      from: { path: '^fake-server/' },
      to: { path: '^(conformance|composition)/' },
    },
    {
      name: 'generators-independent-of-fake',
      comment: 'generators/ imports nothing of fake-server/ (or the suite): the wire facts they share are in contract/.',
      severity: 'error',
      from: { path: '^generators/' },
      to: { path: '^(fake-server|conformance|composition)/' },
    },
    {
      name: 'bench-not-on-tests',
      comment: 'bench/ imports nothing of test/: what both use lives in bench/ (bench/fault-detection/) or an area.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^test/' },
    },
    {
      name: 'product-not-on-tools',
      comment: 'No area of the package imports the benchmarks, the tests or the docs generator.',
      severity: 'error',
      from: { path: `^(${PRODUCT.slice(1, -1)}|cli)/|^index\\.ts$`, pathNot: '\\.test\\.ts$' },
      to: { path: '^(bench|test|docs)/' },
    },
    {
      name: 'areas-through-their-index',
      comment:
        'An area of the package imports another only through its index.ts (DESIGN §3). bench/, test/ and docs/generate/ ' +
        'are exempt as importers: they measure, prove or document the insides of the areas.',
      severity: 'error',
      from: { path: `^(${PRODUCT.slice(1, -1)}|cli)/|^index\\.ts$` },
      to: { path: `^${PRODUCT}/`, pathNot: [`^$1/`, `^${PRODUCT}/index\\.ts$`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['source', 'import', 'require', 'node', 'default'], extensions: ['.ts', '.js'] },
  },
};
