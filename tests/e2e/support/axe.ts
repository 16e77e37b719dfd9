import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * The title of the step every axe check runs in: the slowest-tests reporter adds up their time,
 * so the share of the browser tests spent in axe is seen in every run.
 */
export const AXE_STEP = 'axe: no WCAG 2.2 AA violations'

/** WCAG 2.2 AA checks of the whole page; fails with the list of violations. */
export function expectNoAxeViolations(page: Page) {
  return test.step(AXE_STEP, () => checkWithAxe(page), { box: true })
}

async function checkWithAxe(page: Page) {
  // A toast or dialog still fading in has the colours of half its opacity: check what the reader
  // is left with once the transitions have run (an endless animation, a spinner, is not awaited).
  // Likewise a font still on its way: the text reflows when it arrives, and axe, which measures
  // targets and their neighbours one after another, may see them mid-reflow (target-size).
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // And a page still scrolling (a smooth scroll to the top after a client navigation) moves every
  // target between two of axe's measurements: wait until two frames see the same position.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1
        const check = () => {
          if (window.scrollY === last) return resolve()
          last = window.scrollY
          requestAnimationFrame(() => requestAnimationFrame(check))
        }
        check()
      }),
  )
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Legacy mode runs axe in the page itself. The default opens a blank page in the context to
  // gather the results of cross-origin frames, which doubled the cost of every check (the
  // browser tests' largest share of time); the site's pages have no frames of their own, and the
  // YouTube embeds' titles are checked in the page either way (frame-title).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .analyze()
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }))
  expect(summary).toEqual([])
}
