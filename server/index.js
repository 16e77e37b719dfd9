// HTTP server entry. `node server/index.js` serves the production build in build/;
// `node server/index.js --dev` serves the app through Vite with hot reload.
// Plain JavaScript on purpose: it must run before anything is built.
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `This server needs Node.js 22.22 or newer (24 LTS recommended); this is ${process.version}. ` +
      'Run it through npm (npm start), which uses the Node.js 24 that the project installs.',
  )
  process.exit(1)
}

const dev = process.argv.includes('--dev')

if (dev) {
  process.env.NODE_ENV ??= 'development'
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
  const { startServer } = await vite.ssrLoadModule('./server/app.ts')
  await startServer({ vite })
} else {
  process.env.NODE_ENV ??= 'production'
  // V8 keeps the compiled code of the server's modules between starts (decision 0021), in the
  // system's temporary directory unless NODE_COMPILE_CACHE names another; keyed by content.
  const { enableCompileCache } = await import('node:module')
  enableCompileCache()
  const { pathToFileURL } = await import('node:url')
  const { resolve } = await import('node:path')
  const entry = resolve(process.env.BUILD_DIR ?? 'build', 'server/index.js')
  const { startServer } = await import(pathToFileURL(entry).href).catch((error) => {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') {
      console.error('No production build found. Run `npm run build` first (or `npm run dev`).')
      process.exit(1)
    }
    throw error
  })
  await startServer({})
}
