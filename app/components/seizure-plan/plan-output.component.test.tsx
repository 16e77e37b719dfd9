import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
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
})
