import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'

import { precompressFolder } from './precompress-assets-plugin'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function folderWith(files: Record<string, string | Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  dirs.push(dir)
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body)
  return dir
}

const script = 'export const greeting = "καλημέρα";\n'.repeat(200)

describe('precompressFolder', () => {
  it('writes a brotli copy of each script and style sheet that decodes to the file', async () => {
    const css = '.card { padding: 1rem; color: #123456 }\n'.repeat(100)
    const dir = folderWith({ 'home-abc.js': script, 'app-def.css': css })
    expect(await precompressFolder(dir)).toBe(2)
    for (const [name, body] of [
      ['home-abc.js', script],
      ['app-def.css', css],
    ] as const) {
      const copy = fs.readFileSync(path.join(dir, `${name}.br`))
      expect(copy.length).toBeLessThan(Buffer.byteLength(body))
      expect(zlib.brotliDecompressSync(copy).toString()).toBe(body)
    }
  })

  it('leaves small files, fonts and pictures without a copy', async () => {
    const dir = folderWith({
      'tiny.js': 'export {}',
      'noto-sans.woff2': Buffer.alloc(4096, 7),
      'logo.png': Buffer.alloc(4096, 1),
      'home-abc.js': script,
    })
    expect(await precompressFolder(dir)).toBe(1)
    expect(fs.readdirSync(dir).filter((file) => file.endsWith('.br'))).toEqual(['home-abc.js.br'])
  })
})
