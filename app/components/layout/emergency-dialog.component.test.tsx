import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'

import { renderPage } from '../../../tests/component/render'
import type { Lang } from '~/i18n/languages'
import { resolveEmergency, type EmergencyResolution } from '~/lib/emergency-country'
import EmergencyDialog from './emergency-dialog'

function OpenDialog({ start, lang = 'en' }: { start: EmergencyResolution; lang?: Lang }) {
  const [resolution, setResolution] = useState(start)
  const [open, setOpen] = useState(true)
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <EmergencyDialog
        open={open}
        onOpenChange={setOpen}
        resolution={resolution}
        onResolutionChange={setResolution}
        lang={lang}
      />
    </>
  )
}

describe('EmergencyDialog', () => {
  it('gives the detected country’s number to call, and says the one number reaches every service', async () => {
    await renderPage(
      <OpenDialog start={resolveEmergency({ by: 'code', code: 'CY', source: 'time-zone' })} />,
    )
    expect(screen.getByRole('dialog', { name: 'Emergency Number' })).toBeTruthy()
    expect(screen.getByText("Based on your device's time zone.")).toBeTruthy()
    expect(screen.getByTestId('emergency-number').textContent).toBe('For Cyprus: 112')
    expect(screen.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:112')
    expect(
      screen.getByText('The same number reaches the ambulance, police and fire service.'),
    ).toBeTruthy()
  })

  it('lists police and fire where they differ, and switches to a chosen country', async () => {
    const { user } = await renderPage(<OpenDialog start={resolveEmergency({ by: 'none' })} />)
    expect(screen.getByTestId('emergency-number').textContent).toBe('For Unknown: 112')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'In another country? Choose it here' }),
      'EG',
    )
    expect(screen.getByTestId('emergency-number').textContent).toBe('For Egypt: 123')
    expect(screen.getByText('The country you chose.')).toBeTruthy()
    const services = screen
      .getAllByRole('link')
      .filter(
        (link) => link.getAttribute('href')?.startsWith('tel:') && link.textContent !== 'Call Now',
      )
    expect(services.map((link) => link.textContent)).toEqual(['123', '122', '180'])
    expect(window.sessionStorage.getItem('emergency-country')).toBe('EG')
  })

  it('speaks Greek, names the fallback, and closes from its footer', async () => {
    const { user } = await renderPage(
      <OpenDialog
        lang="el"
        start={resolveEmergency({ by: 'name', name: 'Atlantis', source: 'geolocation' })}
      />,
      {
        lang: 'el',
      },
    )
    expect(screen.getByTestId('emergency-number').textContent).toBe('Κύπρος: 112')
    expect(
      screen.getByText(
        "Δεν έχουμε αριθμό για τη χώρα που εντοπίσαμε, γι' αυτό εμφανίζεται ο αριθμός της Κύπρου. Το 112 λειτουργεί επίσης σε όλη την ΕΕ.",
      ),
    ).toBeTruthy()
    const select = screen.getByRole('combobox', {
      name: 'Βρίσκεστε σε άλλη χώρα; Επιλέξτε τη εδώ',
    }) as HTMLSelectElement
    expect(select.value).toBe('')
    expect(within(select).getAllByRole('option')[0]!.textContent).toBe('Επιλέξτε χώρα')
    expect(
      screen.getByRole('link', { name: 'Πρώτες βοήθειες σε κρίση' }).getAttribute('href'),
    ).toBe('/first-aid')
    const footer = screen.getAllByRole('button', { name: 'Κλείσιμο' })[0]!
    await user.click(footer)
    expect(screen.getByText('closed')).toBeTruthy()
  })
})
