/**
 * Photosensitive safety of the built styles: every CSS animation on the site must sit inside a
 * `@media (prefers-reduced-motion: no-preference)` block (Tailwind's `motion-safe:`), so that it
 * never runs for people who ask their device for less motion. Reads the production build, like
 * the other browser tests; a new unwrapped animation fails here with its selector.
 */
import fs from 'node:fs'
import path from 'node:path'
import postcss, { type AtRule, type Container, type Declaration } from 'postcss'
import { expect, test } from './support/test'

const assets = path.resolve(process.env.BUILD_DIR ?? 'build', 'client', 'assets')
const STILL = /^(none|initial|inherit|unset|revert)$/i

function insideMotionSafe(declaration: Declaration) {
  for (
    let node: Container | undefined = declaration.parent;
    node;
    node = node.parent as Container | undefined
  ) {
    if (
      node.type === 'atrule' &&
      (node as AtRule).name === 'media' &&
      /prefers-reduced-motion\s*:\s*no-preference/.test((node as AtRule).params)
    )
      return true
  }
  return false
}

/** Animations that are not limited to visitors who accept motion: "file selector: declaration". */
function unguardedAnimations(css: string, file = 'inline.css') {
  const found: string[] = []
  postcss.parse(css).walkDecls(/^animation(-name)?$/i, (declaration) => {
    const value = declaration.value.trim()
    if (STILL.test(value) || insideMotionSafe(declaration)) return
    const rule =
      declaration.parent?.type === 'rule'
        ? (declaration.parent as { selector: string }).selector
        : '?'
    found.push(`${file} ${rule}: ${declaration.prop}: ${value}`)
  })
  return found
}

test('no animation in the built CSS runs outside a prefers-reduced-motion: no-preference query', () => {
  const files = fs.readdirSync(assets).filter((file) => file.endsWith('.css'))
  expect(files.length).toBeGreaterThan(0)
  const found = files.flatMap((file) =>
    unguardedAnimations(fs.readFileSync(path.join(assets, file), 'utf8'), file),
  )
  expect(found).toEqual([])
})

test('the check itself catches an unwrapped animation and accepts a wrapped one', () => {
  expect(unguardedAnimations('.spin{animation:spin 1s linear infinite}')).toEqual([
    'inline.css .spin: animation: spin 1s linear infinite',
  ])
  expect(unguardedAnimations('.x{animation-name:pulse}')).toHaveLength(1)
  expect(
    unguardedAnimations('@media (prefers-reduced-motion:no-preference){.spin{animation:spin 1s}}'),
  ).toEqual([])
  expect(
    unguardedAnimations(
      '@media (prefers-reduced-motion: reduce){*{animation-duration:.01ms!important}}',
    ),
  ).toEqual([])
  expect(unguardedAnimations('.y{animation:none}')).toEqual([])
})
