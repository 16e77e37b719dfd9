/**
 * How a page reaches the browser, beyond rendering it: the document's stream (React's pieces
 * gathered per turn; the scripts moved behind the first paint). Each mechanism that depends on
 * React Router's internals has a switch in the environment (`DELIVERY_*`, app/config.server.ts),
 * on by default, so that after an upgrade one can be turned off without a code change. What each
 * one gains is measured in docs/performance.md; a mechanism that showed no gain to a visitor was
 * removed.
 */
import type { Readable, Writable } from 'node:stream'

import type { Config } from '~/config.server'
import type { Logger } from '~/logger.server'
import { coalescedChunks } from './coalesced-chunks.server'
import {
  scriptsAfterFirstPaint,
  type ScriptsAfterPaintMiss,
} from './scripts-after-first-paint.server'
import { STRING_MODULE_FILES } from './string-module-files.server'

export interface DeliverySwitches {
  /** Module preloads and React Router's module script start after the first paint (decision 0024). */
  scriptsAfterPaint: boolean
}

export function deliverySwitches(
  config: Pick<Config, 'DELIVERY_SCRIPTS_AFTER_PAINT'>,
): DeliverySwitches {
  return { scriptsAfterPaint: config.DELIVERY_SCRIPTS_AFTER_PAINT }
}

const misses = { scriptsAfterPaint: 0 }

/** The client bundle's modules of these areas of strings in `lang`, those the build knows. */
export function stringModules(
  lang: string,
  areas: string[],
  files: Readonly<Record<string, string>> = STRING_MODULE_FILES,
): string[] {
  // Areas may share a file (every page's own do): each file once.
  return [...new Set(areas.flatMap((area) => files[`${lang}/${area}`] ?? []))]
}

/** Documents a transform did not recognise since the start (the server's /healthz reports them). */
export function deliveryMisses(): Readonly<typeof misses> {
  return { ...misses }
}

function scriptsAfterPaintMissed(logger: Logger, miss: ScriptsAfterPaintMiss, url: string) {
  misses.scriptsAfterPaint++
  // Once per process: every page would repeat it.
  if (misses.scriptsAfterPaint === 1)
    logger.error(
      { miss, url },
      "scripts after first paint: React Router's markup was not recognised, the page's scripts " +
        'start as React Router wrote them; update app/http/delivery/scripts-after-first-paint.server.ts ' +
        'or set DELIVERY_SCRIPTS_AFTER_PAINT=off',
    )
}

/**
 * The stream a rendered document goes through: React writes into `input`, the response reads
 * `output`. Either end's failure or close reaches the other, so a visitor who leaves mid-page
 * stops the render at once. Wired by hand rather than with stream.pipeline, which builds an
 * AbortController and an AbortError for every page.
 */
export function documentStream(
  switches: DeliverySwitches,
  logger: Logger,
  url: string,
): { input: Writable; output: Readable } {
  // React's 2 kB pieces, gathered per turn: one pass through the stream and the compressor.
  const output = coalescedChunks()
  if (!switches.scriptsAfterPaint) return { input: output, output }
  const input = scriptsAfterFirstPaint(
    (miss) => scriptsAfterPaintMissed(logger, miss, url),
    stringModules,
  )
  input.pipe(output)
  input.on('error', (error) => output.destroy(error))
  output.on('close', () => input.destroy())
  return { input, output }
}
