// The import rules `npm run check:deps` checks (through scripts/check-deps.mjs, which hands dependency-cruiser
// a JavaScript copy of each file under its own name, so a file's name may end in .js here).
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other, even for types only, are one module in two files: untangle them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-seams',
      severity: 'error',
      comment:
        "A server feature uses another feature only through that feature's index.ts, which exports what others use.",
      from: { path: '^src/server/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/server/features/([^/]+)/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.[jt]s$'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'An import the check cannot follow drops its edges from every other rule without a word: fix the path, or the resolution.',
      // Tests reach test/support/, which the check does not copy; styles and pictures are the bundler's; these two
      // packages are types only (@types/…).
      from: { pathNot: '\\.test\\.[jt]sx?$' },
      to: { couldNotResolve: true, pathNot: ['\\.(css|svg)$', '^(geojson|topojson-specification)$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
