/**
 * Writes a brotli copy (`.br`, quality 11) beside every script and style sheet of the client's
 * `assets`, which the server sends to browsers that accept it (server/app.ts). The server would
 * otherwise compress each file on every request, at the quality a request can afford (brotli 4):
 * compressed once at the build's leisure, the scripts a page loads are 15 % smaller, the time a
 * phone on a slow line spends waiting for them before the page is interactive
 * (docs/decisions/0074-precompressed-assets.md).
 *
 * React Router writes its route manifest (an asset every page loads) while building the server,
 * so the copies are made once the server's bundle is written, over the whole folder.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)

/** Text assets worth a copy: smaller ones fit a packet either way. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/
const MIN_BYTES = 1024

/** Writes `file.br` beside each compressible file of `dir`; answers how many it wrote. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await fs.readdir(dir)).filter((file) => COMPRESSIBLE.test(file))
  let written = 0
  // zlib's asynchronous calls run on libuv's thread pool: the files are compressed side by side.
  await Promise.all(
    files.map(async (file) => {
      const source = path.join(dir, file)
      const body = await fs.readFile(source)
      if (body.length < MIN_BYTES) return
      const compressed = await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      // A copy no smaller than the file would only cost the server a lookup.
      if (compressed.length >= body.length) return
      await fs.writeFile(`${source}.br`, compressed)
      written++
    }),
  )
  return written
}

export function precompressAssetsPlugin(): Plugin {
  let assetsDir: string | undefined
  return {
    name: 'epilepsy-cyprus:precompress-assets',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.name === 'client') {
        assetsDir = path.join(options.dir!, 'assets')
        return
      }
      if (!assetsDir) return
      const dir = assetsDir
      assetsDir = undefined
      const written = await precompressFolder(dir)
      this.info(`${written} assets precompressed with brotli`)
    },
  }
}
