/**
 * Runs a TypeScript script through Vite's module runner, so that the app's modules load as they
 * do in the server build: `import.meta.glob` (the translation files, which search reads for the
 * fixed pages' text) and the `~/` paths. tsx cannot do the former.
 *   node scripts/vite-run.mjs scripts/bench-search.ts [arguments]
 */
import { createServer, createServerModuleRunner } from 'vite'

const [entry, ...args] = process.argv.slice(2)
if (!entry) throw new Error('Usage: node scripts/vite-run.mjs <script.ts> [arguments]')
process.argv = [process.argv[0], entry, ...args]
const server = await createServer({
  configFile: false,
  root: process.cwd(),
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
})
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false })
try {
  await runner.import(entry)
} finally {
  await runner.close()
  await server.close()
}
