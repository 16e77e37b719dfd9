import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { precompressAssetsPlugin } from './scripts/precompress-assets-plugin.ts'
import { serviceWorkerPlugin } from './scripts/service-worker-plugin.ts'
import { inShell, shellChunkPlugin } from './scripts/shell-chunk-plugin.ts'
import { stringModulesPlugin } from './scripts/string-modules-plugin.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The server bundle is our Express app (server/app.ts), which mounts React Router.
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: './server/app.ts' },
      },
    },
  },
  // The server loads its other dependencies from node_modules file by file; these packages are
  // made of hundreds of small modules each (date-fns alone 312), which made up most of a 2.3 s
  // cold start. Bundled, only what the server uses is loaded, in one file (decision 0021).
  // drizzle-orm's package.json alone is 179 kB, and Node read it again for each of the 112
  // drizzle modules it resolved: a third of a start's CPU went to that and the garbage it left.
  // lucide's Node entry is one file holding all of its ~1,700 icons; bundled, the server keeps
  // only the few dozen the site draws.
  ssr: {
    noExternal: [
      'lucide',
      'date-fns',
      '@date-fns/tz',
      'react-day-picker',
      'better-auth',
      /^@better-auth\//,
      'better-call',
      'kysely',
      'drizzle-orm',
      'zod',
      'jose',
    ],
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React and React Router run on every page: one chunk compresses better than the
        // many small ones the splitter would make of them (decision 0006, the JavaScript budget).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser)[\\/]/,
            },
            // What every page runs besides: the header, footer and site dialogs with their code, in
            // one file rather than some 30 small ones (decision 0049).
            { name: 'shell', test: inShell },
            // The admin forms' calendar, in a chunk of its own so `npm run budget` can tell if it
            // ever reaches a visitor's page.
            {
              name: 'day-picker',
              test: /node_modules[\\/](react-day-picker|@date-fns[\\/]tz)[\\/]/,
            },
          ],
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    shellChunkPlugin(),
    stringModulesPlugin(),
    serviceWorkerPlugin(),
    precompressAssetsPlugin(),
  ],
})
