import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

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
  build: { assetsInlineLimit: 0 },
  plugins: [tailwindcss(), reactRouter()],
})
