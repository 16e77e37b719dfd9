// A TCP port on 127.0.0.1 that nothing listens on now, so test servers never collide with another
// run on the same machine. Run directly, it prints one (for config that must stay synchronous).
import net from 'node:net'
import { pathToFileURL } from 'node:url'

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(String(await freePort()))
}
