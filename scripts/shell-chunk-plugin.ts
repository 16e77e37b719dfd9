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
 * is complete: the set is taken from that graph at the end of the build's module phase.
 */
import type { Plugin } from 'vite'

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
      while (queue.length) {
        const info = this.getModuleInfo(queue.pop()!)
        for (const imported of info?.importedIds ?? []) {
          if (seen.has(imported)) continue
          seen.add(imported)
          queue.push(imported)
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
