/**
 * The client build's files outside /assets (icons, web manifest, service worker, social images),
 * listed once at start: the build does not change while the server runs, so a page's path never
 * needs a look at the file system to find out it is not one of them.
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * URL paths (`/favicon.svg`, `/social/site.en.png`) of the files under `clientDir`, /assets
 * excepted; none where there is no such directory (a server started before any client build, as
 * the integration tests do), exactly as a static middleware on a missing directory serves nothing.
 */
export function publicFilesOf(clientDir: string): Set<string> {
  const files = new Set<string>()
  if (!fs.existsSync(clientDir)) return files
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const url = `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`
    if (!url.startsWith('/assets/')) files.add(url)
  }
  return files
}
