import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { publicFilesOf } from './public-files'

describe('publicFilesOf', () => {
  let dir: string
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('lists every file as a URL path, nested ones included, and leaves /assets and directories out', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'))
    for (const file of [
      'sw.js',
      'favicon.svg',
      'social/site.en.png',
      'assets/root-abc.js',
      'assets/nested/x.css',
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), '')
    }
    fs.mkdirSync(path.join(dir, 'empty'))

    expect([...publicFilesOf(dir)].sort()).toEqual([
      '/favicon.svg',
      '/social/site.en.png',
      '/sw.js',
    ])
  })

  it('lists nothing for a directory that does not exist', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-files-'))
    expect(publicFilesOf(path.join(dir, 'no-client-build')).size).toBe(0)
  })
})
