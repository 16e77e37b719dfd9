/**
 * A key the English strings lack fails the typecheck, naming the key: this compiles a small file
 * against the real translator's type (the project's compiler options, its `~/` paths) and reads
 * the compiler's errors.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-keys-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The compiler's errors for each of the given files, compiled together. */
function typeErrors(files: Record<string, string>): Record<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })!
  const paths = Object.entries(files).map(([name, source]) => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, source)
    return file
  })
  // Only what the fixtures import is compiled: no ambient types, no DOM.
  const program = ts.createProgram(paths, {
    ...config.options,
    types: [],
    lib: ['lib.es2024.d.ts'],
  })
  const errors: Record<string, string[]> = {}
  for (const [index, name] of Object.keys(files).entries()) {
    errors[name] = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(paths[index]!))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
  }
  return errors
}

const HEADER = "import type { TFunction } from '~/i18n/translator'\ndeclare const t: TFunction\n"

describe('translation keys in the typecheck', () => {
  it(
    'refuses a misspelt key, a group of keys and a key built from a string',
    { timeout: 60_000 },
    () => {
      const errors = typeErrors({
        'good.ts': `${HEADER}t('events.title')\nt('likes.count', { count: 2 })\nt('likes.count_one')\n`,
        'misspelt.ts': `${HEADER}t('events.titel')\n`,
        'group.ts': `${HEADER}t('events.categories')\n`,
        'made.ts': `${HEADER}const kind: string = 'news'\nt(\`\${kind}.title\`)\n`,
      })
      expect(errors['good.ts']).toEqual([])
      expect(errors['misspelt.ts']).toHaveLength(1)
      expect(errors['misspelt.ts']![0]).toContain(`'"events.titel"' is not assignable`)
      expect(errors['group.ts']).toHaveLength(1)
      expect(errors['group.ts']![0]).toContain('"events.categories"')
      // A key built from a plain string goes through a key function (label-keys.ts) instead.
      expect(errors['made.ts']).toHaveLength(1)
      expect(errors['made.ts']![0]).toContain('is not assignable')
    },
  )
})
