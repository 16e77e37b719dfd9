import { defineConfig } from 'vitest/config'

/**
 * Line coverage floors, overall and per folder, a point or two under the figures measured on
 * 2026-11-27 (scripts/coverage-by-folder.mjs prints them after every run): coverage may grow,
 * not fall. The service worker is covered by the browser tests (offline first aid), not here.
 */
const COVERAGE_FLOORS = {
  // 82.8 % on 2026-11-29, after tests of the route modules' pages, loaders and actions.
  lines: 81,
  // 71.1 % on 2026-11-28: the page components moved out of routes (event detail, community,
  // image dialog) arrived with fewer tests of their own than the folder had.
  'app/components/**': { lines: 70 },
  // 82.4 % on 2026-11-29 (64.1 % before the route modules' own tests).
  'app/routes/**': { lines: 80 },
  'app/domain/**': { lines: 95 },
  'app/lib/**': { lines: 92 },
  'app/http/**': { lines: 90 },
  'app/db/**': { lines: 80 },
  'app/i18n/**': { lines: 87 },
  'server/**': { lines: 52 },
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // A test's vi.stubGlobal ends with the test, even where the file forgets to undo it.
    unstubGlobals: true,
    // `npm test` runs the unit, component and PGlite integration tests together with --coverage;
    // the floors are per top-level folder, set just under the measured figures (docs/performance.md, Coverage).
    coverage: {
      provider: 'v8',
      include: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,js}'],
      // build/: the built server that tests/integration/rendered-pages.test.ts serves is bundled
      // code, not ours to count (its sources are counted through the tests that import them).
      exclude: [
        '**/*.test.{ts,tsx}',
        'app/**/+types/**',
        'app/db/seed/**',
        'app/fonts/**',
        'build/**',
      ],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      thresholds: COVERAGE_FLOORS,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.component.test.tsx'],
          environment: 'node',
          // One module graph per worker rather than per file: the import of the app's modules
          // was most of this project's time (54 s → 21 s on two cores). These tests keep no
          // state between files; stubbed globals are undone after each test (unstubGlobals).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Components and route modules rendered in a DOM below the browser: `<name>.component.test.tsx`
        // beside the module it tests, rendered through tests/component/render.tsx (the app's providers).
        extends: true,
        test: {
          name: 'component',
          include: ['app/**/*.component.test.tsx'],
          // happy-dom rather than jsdom: it starts a file's DOM faster and has what these components use.
          environment: 'happy-dom',
          // As the unit tests (103 s → 27 s): tests/component/setup.ts empties the DOM and the
          // storage after each test, so one DOM per worker serves every file.
          isolate: false,
          setupFiles: ['tests/component/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/migrated-template.global.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite and PostgreSQL instances are heavy; two workers on two cores.
          maxWorkers: 2,
          // As the unit tests: each file opens its own database and services and closes them, so
          // the app's modules are imported once per worker (301 s → 149 s on two cores).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
