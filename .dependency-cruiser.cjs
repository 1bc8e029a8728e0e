// Layer rules (docs/ARCHITECTURE.md, "Layers"): checked by `npm run lint:layers`, part of `npm test`.
// Imports point one way: server infrastructure never reaches into features, features meet only
// through what they choose to export, and shared web pieces never depend on a feature.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which piece owns what.',
      from: { path: '^(server|web|common)/src' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-infrastructure-never-imports-modules',
      severity: 'error',
      comment:
        'http/, db/, auth/, access/, lib/, storage/, mail/, realtime/ and the app context sit under every module: a module may use them, never the reverse.',
      from: {
        path: '^server/src/((http|db|auth|access|lib|storage|mail|realtime)/|context\\.ts$)',
        pathNot: '\\.test\\.ts$',
      },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'server-modules-meet-through-index-service-presenter',
      severity: 'error',
      comment:
        'A module reaches another only through its index.ts (what it offers others), service.ts or presenter.ts: never its routes, contract or inner files.',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: ['\\.test\\.ts$', 'test-helpers\\.ts$'] },
      to: {
        path: '^server/src/modules/([^/]+)/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/(index|service|presenter)\\.ts$'],
      },
    },
    {
      name: 'server-mail-never-imports-jobs',
      severity: 'error',
      comment: 'Jobs deliver mail; mail/ hands rows to a queue it is given and knows no job.',
      from: { path: '^server/src/mail/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/jobs/' },
    },
    {
      name: 'server-product-code-never-imports-tests',
      severity: 'error',
      comment: 'Test support (factories, fakes, the test app) stays out of what runs in production.',
      from: { path: '^server/src/', pathNot: ['\\.test\\.ts$', '^server/src/test/', 'test-helpers\\.ts$'] },
      to: { path: ['^server/test/', '^server/src/test/', '\\.test\\.ts$', 'test-helpers\\.ts$'] },
    },
    {
      name: 'common-is-the-bottom',
      severity: 'error',
      comment: 'common/ is shared by server and web and depends on neither.',
      from: { path: '^common/src/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'web-shared-pieces-never-import-features',
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature and depend on none.',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-shared-pieces-never-import-the-app',
      severity: 'error',
      comment: 'app/ assembles the app from components/, lib/ and features: what they share lives below it.',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-features-never-import-the-app',
      severity: 'error',
      comment: 'A feature is assembled by app/ (routes, layouts, guards), never the reverse.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-features-meet-through-their-index',
      severity: 'error',
      comment: "A feature reaches another only through that feature's public index.ts.",
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
