import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { namesImported, reExports } from './shell-chunk-plugin'

const modules = path.resolve('node_modules')

describe('following a package index by name', () => {
  it('reads the names a module imports from a package, not its local aliases', () => {
    const code = `import { Check, X as Close } from "lucide";\nimport { Slot } from 'radix-ui';\nimport { Link } from "react-router";`
    expect(namesImported(code, 'lucide')).toEqual(['Check', 'X'])
    expect(namesImported(code, 'radix-ui')).toEqual(['Slot'])
    expect(namesImported(code, 'zod')).toEqual([])
  })

  it("maps lucide's icon names to their own modules", () => {
    const index = path.join(modules, 'lucide/dist/esm/lucide.mjs')
    const targets = reExports(index, fs.readFileSync(index, 'utf8'), [])
    expect(targets.get('Check')).toBe(path.join(modules, 'lucide/dist/esm/icons/check.mjs'))
    expect(targets.get('AlarmClockCheck')).toBe(targets.get('AlarmCheck'))
  })

  it("maps radix-ui's primitives to their packages", () => {
    const index = path.join(modules, 'radix-ui/dist/index.mjs')
    const slot = path.join(modules, '@radix-ui/react-slot/dist/index.mjs')
    const popover = path.join(modules, '@radix-ui/react-popover/dist/index.mjs')
    const targets = reExports(index, fs.readFileSync(index, 'utf8'), [slot, popover])
    expect(targets.get('Slot')).toBe(slot)
    expect(targets.get('Popover')).toBe(popover)
  })
})
