/**
 * Tells the server which file of the client bundle holds each area of strings (one module per
 * language and area, app/i18n/resources.ts), so that a page can preload its areas with its other
 * modules instead of the client entry asking for them a round trip later
 * (app/http/delivery/string-module-files.server.ts). React Router builds the client before the
 * server: the client's chunks are read as they are written, and the server's copy of that module
 * is replaced with the map.
 */
import type { Plugin } from 'vite'

type OutputBundle = Parameters<
  NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>
>[1]

const STRINGS = /\/app\/i18n\/locales\/([a-z]{2})\/(\w+)\.json$/
const MAP_MODULE = /\/app\/http\/delivery\/string-module-files\.server\.ts$/

/** `lang/area` → the address of that area's module in the client bundle. */
export function stringModuleFiles(bundle: OutputBundle, base = '/'): Record<string, string> {
  const files: Record<string, string> = {}
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue
    // An area has a chunk of its own, or shares one with others (vite.config.ts).
    for (const id of item.moduleIds) {
      const found = STRINGS.exec(id.replaceAll('\\', '/'))
      if (found) files[`${found[1]}/${found[2]}`] = `${base}${item.fileName}`
    }
  }
  return files
}

export function stringModulesPlugin(): Plugin {
  let files: Record<string, string> | undefined
  let base = '/'
  return {
    name: 'epilepsy-cyprus:string-modules',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      if (this.environment.name === 'client') files = stringModuleFiles(bundle, base)
    },
    load(id) {
      if (this.environment.name === 'client' || !MAP_MODULE.test(id.replaceAll('\\', '/')))
        return null
      if (!files || Object.keys(files).length === 0)
        this.error('string-modules: the client bundle, built first, had no module of strings')
      return `export const STRING_MODULE_FILES = ${JSON.stringify(files)}`
    },
  }
}
