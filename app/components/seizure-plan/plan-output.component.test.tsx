import fs from 'node:fs'
import path from 'node:path'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderPage, translatorOf } from '../../../tests/component/render'
import { newPlan } from '~/domain/seizure-plan'
import { PlanOutput } from './plan-output'

const plan = newPlan('p', '112', new Date('2026-11-29T08:00:00Z'))
const t = ((key: string) => key) as never

describe('PlanOutput', () => {
  it('asks for the name, then for a number that can be dialled, before anything is printed', async () => {
    const shown = async (value: typeof plan, lang: 'en' | 'el' = 'en') => {
      const { unmount } = await renderPage(
        <PlanOutput plan={value} outputLang={lang} onOutputLang={() => undefined} outputT={t} />,
        { lang },
      )
      const print = screen.getByRole('button', {
        name: lang === 'en' ? 'Print (A4)' : 'Εκτύπωση (A4)',
      })
      const result = {
        message: print.getAttribute('aria-describedby')
          ? document.getElementById(print.getAttribute('aria-describedby')!)?.textContent
          : null,
        disabled: (print as HTMLButtonElement).disabled,
      }
      unmount()
      return result
    }
    expect(await shown(plan)).toEqual({
      message: "Enter the person's name first: it goes on the printout and the file name.",
      disabled: true,
    })
    expect(
      await shown({ ...plan, name: 'Maria', ambulance: { ...plan.ambulance, number: '1' } }),
    ).toEqual({
      message: 'Enter the emergency number in digits, for example 112.',
      disabled: true,
    })
    expect(await shown({ ...plan, name: 'Μαρία' }, 'el')).toEqual({
      message: null,
      disabled: false,
    })
    expect(await shown(plan, 'el')).toEqual({
      message: 'Γράψτε πρώτα το όνομα του ατόμου: μπαίνει στην εκτύπωση και στο όνομα του αρχείου.',
      disabled: true,
    })
  })

  it("makes the PDF in the browser and saves it under the person's name", async () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    // The site's font files, as the server sends them.
    vi.stubGlobal('fetch', async (url: string) => {
      const file = path.join(root, decodeURIComponent(new URL(url, 'http://site').pathname))
      return new Response(fs.readFileSync(file))
    })
    const saved: File[] = []
    spies.push(
      vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
        saved.push(file as File)
        return 'blob:plan'
      }),
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    )
    const { user } = await renderPage(
      <PlanOutput
        plan={{ ...plan, name: 'Maria' }}
        outputLang="en"
        onOutputLang={() => undefined}
        outputT={(await translatorOf('en')).t}
      />,
      { lang: 'en' },
    )
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    expect(await screen.findByText('The PDF Maria-seizure-plan.pdf was saved.')).toBeTruthy()
    expect(saved.map((file) => file.name)).toEqual(['Maria-seizure-plan.pdf'])
    expect(new TextDecoder().decode((await saved[0]!.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })
})

// Only these: restoring every mock would undo the shared setup's (tests/component/setup.ts).
const spies: { mockRestore(): void }[] = []
afterEach(() => {
  spies.splice(0).forEach((spy) => spy.mockRestore())
  vi.unstubAllGlobals()
})
