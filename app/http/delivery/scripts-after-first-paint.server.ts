/**
 * Every page arrives complete from the server and works without JavaScript, so its scripts only
 * make it interactive: none of them is needed to paint. React Router's <Scripts> preloads each of
 * a page's modules (about 50) from the head and starts them from a module script at the end of
 * the body, so on a phone on a slow line they share the first seconds of bandwidth with the
 * stylesheet and the fonts, and Lighthouse's mobile simulation counts every one of them as
 * holding back the largest paint.
 *
 * This transform, on the document as it streams by, takes the module preloads out of the head
 * and turns the module script into inert text followed by a small script that, once the page has
 * painted (the browser's first contentful paint), adds the same preloads and runs the same module
 * script.
 * Hydration then starts once the scripts have arrived, every module fetched in parallel as before
 * (docs/decisions/0024-scripts-after-first-paint.md). The page's areas of strings, which the
 * client entry would ask for only once the others have arrived and run, are preloaded with them
 * (read from the head's `i18n-areas` and the document's language, as the entry reads them).
 * Everything else passes through byte for byte.
 *
 * The markup looked for is React Router's own, matched as text: an upgrade that writes it
 * differently would leave the page as it came (it still hydrates, its scripts start at once) and
 * the gain gone without a sound. So a document in which no module preload or no module script is
 * found is reported through `onMiss` (app/http/delivery/index.server.ts logs it and counts it),
 * and a test runs React Router's real output through this transform.
 */
import { Transform } from 'node:stream'

// Latin-1 maps each byte to one character and back, so the page's UTF-8 passes through unchanged
// however the chunks cut it; the tags looked for are ASCII.
const BYTES = 'latin1'
const PRELOAD = /<link rel="modulepreload"[^>]*>/g
const HREF = / href="([^"]+)"/
const HEAD_END = '</head>'
const LANG = /<html[^>]* lang="([^"]*)"/
const AREAS = /<meta name="i18n-areas" content="([^"]*)"/
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/
const SCRIPT_END = '</script>'
/** The type that keeps the module script's text in the page without running it. */
export const INERT_TYPE = 'text/x-module-after-paint'
/** The starter's last resort, for a page loaded where frames are not drawn (a background tab). */
const FALLBACK_MS = 2_000
/**
 * How many module preloads the starter adds in one task. Starting a preload costs the main thread
 * about 1 ms (3 to 4 ms on a phone-speed CPU), so the ~55 of a page added at once made one task of
 * 90 to 200 ms on a 4x slower CPU, the longest of the page's load; six at a time stay well under
 * the 50 ms that makes a task long (docs/decisions/0024-scripts-after-first-paint.md).
 */
export const PRELOADS_PER_TASK = 6

/**
 * The script that starts the page's modules after its first paint: once the browser reports the
 * first contentful paint (a paint timing entry, delivered after the frame is shown), or, where
 * paint timing is not available, a frame after the first; after FALLBACK_MS where nothing is
 * painted (a background tab). It adds the preloads PRELOADS_PER_TASK at a time, each group in a
 * task of its own, and the module script after the last group.
 */
export function starterScript(nonceAttribute: string, hrefs: string[]): string {
  // The hrefs come from the page's own head; escaped anyway, as anything put into a script.
  const list = JSON.stringify(hrefs).replaceAll('<', '\\u003c')
  return (
    `<script${nonceAttribute}>(function(){var m=document.currentScript.previousElementSibling,h=${list},s=0;` +
    'function go(){if(s)return;s=1;var i=0;(function next(){' +
    `h.slice(i,i+=${PRELOADS_PER_TASK}).forEach(function(u){var l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=u;l.nonce=m.nonce;document.head.appendChild(l)});' +
    'if(i<h.length)return setTimeout(next);' +
    'var e=document.createElement("script");e.type="module";e.nonce=m.nonce;e.textContent=m.textContent;' +
    'document.body.appendChild(e)})()}function later(){setTimeout(go)}' +
    'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)later()}).observe({type:"paint",buffered:true});' +
    `else requestAnimationFrame(later);setTimeout(go,${FALLBACK_MS})})()</script>`
  )
}

/** Where to stop handing on text: before a tag the chunk cut in two (a `<` with no `>` after it). */
function cutBeforeOpenTag(text: string): number {
  const open = text.lastIndexOf('<')
  return open >= 0 && text.indexOf('>', open) < 0 ? open : text.length
}

/** What a document lacked for the transform to do its work. */
export type ScriptsAfterPaintMiss = 'no module preload in the head' | 'no module script'

/** The modules of a page's areas of strings in its language; none that the build does not know. */
export type StringModules = (lang: string, areas: string[]) => string[]

export function scriptsAfterFirstPaint(
  onMiss?: (miss: ScriptsAfterPaintMiss) => void,
  stringModules: StringModules = () => [],
): Transform {
  let state: 'head' | 'body' | 'module' | 'done' = 'head'
  let pending = ''
  const hrefs: string[] = []
  let nonceAttribute = ''
  let lang = ''
  let areas: string[] = []

  // A piece of the head never ends inside a tag (cutBeforeOpenTag), so each tag is seen whole.
  const dropPreloads = (text: string) => {
    lang = LANG.exec(text)?.[1] ?? lang
    const areasFound = AREAS.exec(text)
    if (areasFound) areas = (areasFound[1] ?? '').split(' ').filter(Boolean)
    return text.replace(PRELOAD, (tag) => {
      const href = HREF.exec(tag)?.[1]
      if (href) hrefs.push(href)
      return ''
    })
  }

  /** The text to hand on now; what may still be completed by the next chunk stays in `pending`. */
  function release(input: string, final: boolean): string {
    let text = input
    let out = ''
    pending = ''
    for (;;) {
      if (state === 'head') {
        const end = text.indexOf(HEAD_END)
        const upTo = end >= 0 ? end : final ? text.length : cutBeforeOpenTag(text)
        out += dropPreloads(text.slice(0, upTo))
        text = text.slice(upTo)
        if (end < 0) break
        // Last: they are needed only once React Router's modules have run.
        if (hrefs.length && lang) hrefs.push(...stringModules(lang, areas))
        state = 'body'
      } else if (state === 'body') {
        const found = MODULE_SCRIPT.exec(text)
        if (!found) {
          const upTo = final ? text.length : cutBeforeOpenTag(text)
          out += text.slice(0, upTo)
          text = text.slice(upTo)
          break
        }
        out += text.slice(0, found.index)
        nonceAttribute = found[1] ?? ''
        text = text.slice(found.index + found[0].length)
        state = 'module'
      } else if (state === 'module') {
        const end = text.indexOf(SCRIPT_END)
        if (end < 0) {
          // At the end of the document without its end tag: hand it on as it came.
          if (final) out += `<script${nonceAttribute} type="module" async="">${text}`
          else pending = text
          return out
        }
        out += `<script${nonceAttribute} type="${INERT_TYPE}">${text.slice(0, end)}${SCRIPT_END}`
        out += starterScript(nonceAttribute, hrefs)
        text = text.slice(end + SCRIPT_END.length)
        state = 'done'
      } else {
        out += text
        text = ''
        break
      }
    }
    pending = text
    return out
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (state === 'done') return done(null, chunk)
      const out = release(pending + chunk.toString(BYTES), false)
      done(null, out ? Buffer.from(out, BYTES) : undefined)
    },
    flush(done) {
      const out = state === 'done' ? '' : release(pending, true)
      if (state !== 'done') onMiss?.('no module script')
      else if (hrefs.length === 0) onMiss?.('no module preload in the head')
      done(null, out ? Buffer.from(out, BYTES) : undefined)
    },
  })
}
