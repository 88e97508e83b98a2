/**
 * The layer rules of the design, checked by `npm run lint` (`depcruise`). A rule's `comment` is what a
 * failing run prints beside the offending import.
 */

/** What ships starts here: the SPA, its build, the Lambda handlers, the CDK app and the local server. */
const ENTRY_POINTS =
  '^(web/src/main\\.tsx|web/vite\\.config\\.ts|functions/src/handlers/|infra/cdk/app\\.ts|infra/local/(main|dev)\\.ts)';
const PRODUCT = '^(functions|web|shared|infra)/';
const TEST_FILE = '\\.test\\.tsx?$';
/** Packages resolve through `node_modules`, which may be a symlink to another checkout's. */
const npm = (packages) => `(^|/)node_modules/(${packages})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: split the shared part into a module both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    // A domain test may run the code against a real adapter or client; the framework stays out even there.
    {
      name: 'domain-not-to-adapters',
      comment:
        'The domain receives its storage through ports (functions/src/ports); adapters are wired outside it.',
      severity: 'error',
      from: { path: '^functions/src/domain/', pathNot: TEST_FILE },
      to: { path: '^functions/src/adapters/' },
    },
    {
      name: 'domain-not-to-providers',
      comment:
        'The domain reaches upstream APIs (Graph, Snowflake, the AI services) through ports, not clients.',
      severity: 'error',
      from: { path: '^functions/src/domain/', pathNot: TEST_FILE },
      to: { path: '^functions/src/providers/' },
    },
    {
      name: 'domain-not-to-aws-sdk-or-hono',
      comment: 'The domain knows neither AWS nor the web framework: throw a DomainError, take a port.',
      severity: 'error',
      from: { path: '^functions/src/domain/' },
      to: { path: npm('@aws-sdk|hono|@hono') },
    },
    // --- Walls between the back end's layers: each reaches the other through a port (functions/src/ports). ---
    {
      name: 'pipeline-not-to-providers',
      comment:
        'The pipeline calls upstream clients through ports (functions/src/ports); the clients are built outside it.',
      severity: 'error',
      from: { path: '^functions/src/pipeline/', pathNot: TEST_FILE },
      to: { path: '^functions/src/providers/' },
    },
    {
      name: 'adapters-not-to-domain',
      comment:
        'An adapter implements a port (functions/src/ports) and knows nothing of the domain that uses it.',
      severity: 'error',
      from: { path: '^functions/src/adapters/', pathNot: TEST_FILE },
      to: { path: '^functions/src/domain/' },
    },
    {
      name: 'api-not-to-providers',
      comment: 'The API reaches upstream services through ports that composition fills, not through clients.',
      severity: 'error',
      from: { path: '^functions/src/api/', pathNot: TEST_FILE },
      to: { path: '^functions/src/providers/' },
    },
    // --- The web's layers run one way: shared (components, lib, api, config) -> features -> app. ---
    {
      name: 'web-shared-not-to-features-or-app',
      comment:
        'web/src/components, lib, api and config serve every feature: they import no feature and not the app shell.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|api|config)/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'features-not-to-other-features',
      comment: 'A web feature never imports another: move what both need to web/src/api, components or lib.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'shared-only-zod',
      comment:
        './shared runs in the browser and on Node: it imports zod and itself, no Node module, no web library.',
      severity: 'error',
      from: { path: '^shared/', pathNot: TEST_FILE },
      to: { pathNot: ['^shared/', npm('zod')] },
    },
    {
      name: 'product-not-to-tests',
      comment: 'Product code never imports test code.',
      severity: 'error',
      from: { path: PRODUCT, pathNot: TEST_FILE },
      to: { path: '^tests/' },
    },
    {
      name: 'test-tools-only-in-tests',
      comment: 'A module that needs a test runner is test support: it belongs in tests/support.',
      severity: 'error',
      from: { path: PRODUCT, pathNot: TEST_FILE },
      to: { path: npm('vitest|@vitest|@testing-library|@playwright|fast-check|jsdom') },
    },
    {
      name: 'no-test-only-product-modules',
      comment:
        'Every product module serves an entry point; one only tests reach is test support (tests/support).',
      severity: 'error',
      from: { path: ENTRY_POINTS },
      to: {
        path: PRODUCT,
        // Type declarations, the CloudFront Functions and the Synthetics canary scripts (read as files by
        // the CDK app) and the bundles' zod (an esbuild `--alias`, decision 043) are not imported.
        pathNot: [
          ENTRY_POINTS,
          TEST_FILE,
          '\\.d\\.ts$',
          '^infra/cdk/edge/',
          '^infra/cdk/canaries/',
          '^infra/cdk/zod-bundle/',
        ],
        reachable: false,
      },
    },
    // The local stack supplies a platform and calls the builders the Lambda handlers call (issue 31).
    {
      name: 'local-stack-through-composition',
      comment:
        'infra/local builds the product as the Lambda handlers do: through functions/src/composition (its ' +
        'builders and localPlatform), ports and lib, never by wiring the domain, adapters or providers itself.',
      severity: 'error',
      from: { path: '^infra/local/', pathNot: TEST_FILE },
      to: {
        path: '^functions/src/',
        pathNot: [
          '^functions/src/(composition|ports|lib)/',
          // The local runner runs the very definition deployed to AWS (the emulator validates it).
          '^functions/src/pipeline/(definition/|pipeline-functions\\.ts$)',
          // `npm start` checks the admin password with the product's own password rules.
          '^functions/src/domain/auth/(passwords|common-passwords|new-password)\\.ts$',
          // The sandboxes stand in for upstream services: they take the credentials' names and shapes,
          // verify the JWT the Snowflake client signs, and write to the Graph sandbox with the real client.
          '^functions/src/domain/settings/(secret-names|credentials-reader)\\.ts$',
          '^functions/src/providers/(snowflake/snowflake-jwt|meta/meta-graph-client)\\.ts$',
        ],
      },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing.',
      severity: 'error',
      // The canary scripts require `Synthetics`, a library of the CloudWatch Synthetics runtime alone.
      from: { pathNot: '^infra/cdk/canaries/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(web/dist|cdk\\.out)/' },
    // Type-only imports count: a cycle or a layer breach through types is one all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
