import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

import { DEV_SERVER_ARGS, SERVER_ARGS, SERVER_ENV_PREFIX } from './server-command.mjs'

describe('the server command', () => {
  it('is the one npm start runs', () => {
    const scripts = (
      JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    expect(scripts.start).toBe(`${SERVER_ENV_PREFIX} node ${SERVER_ARGS.join(' ')}`)
    expect(SERVER_ARGS.at(-1)).toBe('server/index.js')
  })

  it('is the one npm run dev runs', () => {
    const scripts = (
      JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    expect(scripts.dev).toBe(`node ${DEV_SERVER_ARGS.join(' ')}`)
  })
})
