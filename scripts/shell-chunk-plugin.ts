/**
 * Puts the modules every page runs into one `shell` chunk: those the client entry and the root
 * route import statically, directly or through others (the header, the footer, the site dialogs,
 * their icons and strings' code), except React and React Router, which have a chunk of their own
 * (`framework`, vite.config.ts). Left to the splitter, they were about 30 files of a few hundred
 * bytes each, and a phone on a slow line fetches six files at a time over HTTP/1.1, each batch
 * waiting a round trip: the files, not their bytes, held hydration back
 * (docs/decisions/0049-fewer-files-before-hydration.md). Every page loads all of them anyway, so
 * one file costs no page a byte more.
 *
 * Rolldown asks a group's `test` for each module when it makes the chunks, after the module graph
 * is complete: the set is taken from that graph at the end of the build's module phase. That
 * graph is the one before tree-shaking: a package index that re-exports a library (`lucide`'s
 * icons, `radix-ui`'s primitives) reaches all of it, and a group takes what it is asked about
 * even when only the editor uses it. So from an index only the names the shell imports are
 * followed; following all of it once put every icon and the editor's positioning library in
 * every page (+5 kB each).
 */
import path from 'node:path'
import type { Plugin } from 'vite'

/** A module that re-exports this many others is a package's index, followed by name. */
const INDEX_IMPORTS = 30

const SHELL_ENTRIES = [/\/app\/entry\.client\.tsx(\?|$)/, /\/app\/root\.tsx(\?|$)/]
const shell = new Set<string>()

/** For `codeSplitting.groups`: is this module one that every page runs? */
export function inShell(id: string): boolean {
  return shell.has(id)
}

export function shellChunkPlugin(): Plugin {
  return {
    name: 'shell-chunk',
    apply: 'build',
    // The server's bundle keeps its own splitting: the set is empty there.
    buildStart() {
      shell.clear()
    },
    buildEnd() {
      if (this.environment.name !== 'client') return
      const ids = [...this.getModuleIds()]
      const entries = ids.filter((id) => SHELL_ENTRIES.some((entry) => entry.test(id)))
      const queue = [...entries]
      const seen = new Set(queue)
      const follow = (id: string) => {
        if (seen.has(id)) return
        seen.add(id)
        queue.push(id)
      }
      while (queue.length) {
        const id = queue.pop()!
        const info = this.getModuleInfo(id)
        for (const imported of info?.importedIds ?? []) {
          const index = this.getModuleInfo(imported)
          if (!isPackageIndex(imported, index?.importedIds.length ?? 0)) {
            follow(imported)
            continue
          }
          seen.add(imported)
          const targets = reExports(imported, index?.code ?? '', index?.importedIds ?? [])
          for (const name of namesImported(info?.code ?? '', packageName(imported))) {
            const target = targets.get(name)
            if (!target) this.error(`shell-chunk: ${packageName(imported)} has no export ${name}`)
            follow(target)
          }
        }
      }
      for (const id of seen) {
        // The entries stay chunks of their own: React Router loads them by their address. React
        // and React Router match the `framework` group, declared first, which takes them.
        if (entries.includes(id)) continue
        shell.add(id)
      }
      if (shell.size === 0) this.error('shell-chunk: found no module of the root route')
    },
  }
}

function isPackageIndex(id: string, imports: number) {
  return id.includes('/node_modules/') && imports >= INDEX_IMPORTS
}

/** `lucide`, `@scope/name`: the package a module in node_modules belongs to. */
function packageName(id: string) {
  const [first, second] = id.split('/node_modules/').at(-1)!.split('/')
  return first!.startsWith('@') ? `${first}/${second}` : first!
}

/** The names a module imports from a package: `import { A, B as C } from 'pkg'` gives A, B. */
export function namesImported(code: string, pkg: string) {
  const names: string[] = []
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg}["']`, 'g')
  for (const [, list] of code.matchAll(from)) {
    for (const part of list!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]
      if (name) names.push(name)
    }
  }
  return names
}

/**
 * An index's names and the modules they come from: `export { default as A, default as B } from
 * './icons/a.mjs'` (lucide) and `import * as Slot from "@radix-ui/react-slot"` (radix-ui).
 */
export function reExports(indexId: string, code: string, importedIds: readonly string[]) {
  const resolve = (specifier: string) =>
    specifier.startsWith('.')
      ? path.resolve(path.dirname(indexId), specifier)
      : importedIds.find((id) => id.includes(`/node_modules/${specifier}/`))
  const targets = new Map<string, string>()
  for (const [, list, specifier] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    const target = resolve(specifier!)
    if (!target) continue
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)
      if (name) targets.set(name, target)
    }
  }
  for (const [, name, specifier] of code.matchAll(
    /import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g,
  )) {
    const target = resolve(specifier!)
    if (target) targets.set(name!, target)
  }
  return targets
}
