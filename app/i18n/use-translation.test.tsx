import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { createI18n } from './i18n'
import { TranslationProvider, useTranslation } from './use-translation'
import { keyFromData, type TranslationKey } from './keys'

function Labels({ keys, count }: { keys: TranslationKey[]; count?: number }) {
  const { t } = useTranslation()
  return <>{keys.map((key) => (count === undefined ? t(key) : t(key, { count }))).join('|')}</>
}

describe('useTranslation', () => {
  it('translates by key in the translator’s language, the same answer every time', async () => {
    const i18n = await createI18n('el')
    const html = renderToString(
      <TranslationProvider i18n={i18n}>
        <Labels keys={['wiki.meta.title', 'wiki.meta.title']} />
      </TranslationProvider>,
    )
    expect(html).toBe('Εγκυκλοπαίδεια για την επιληψία|Εγκυκλοπαίδεια για την επιληψία')
  })

  it('finds strings added to the translator after a key was first asked for', async () => {
    const i18n = await createI18n('el', ['common'])
    const render = () =>
      renderToString(
        <TranslationProvider i18n={i18n}>
          <Labels keys={['wiki.meta.title']} />
        </TranslationProvider>,
      )
    expect(render()).toBe('wiki.meta.title')
    i18n.addAreas({ wiki: { meta: { title: 'Εγκυκλοπαίδεια' } } })
    expect(render()).toBe('Εγκυκλοπαίδεια')
  })

  it('passes options through on every call', async () => {
    const i18n = await createI18n('en')
    i18n.addAreas({ test: { items_one: '{{count}} item', items_other: '{{count}} items' } })
    const render = (count: number) =>
      renderToString(
        <TranslationProvider i18n={i18n}>
          <Labels keys={[keyFromData('test.items')]} count={count} />
        </TranslationProvider>,
      )
    expect(render(1)).toBe('1 item')
    expect(render(3)).toBe('3 items')
  })

  it('needs the provider', () => {
    expect(() => renderToString(<Labels keys={['common.siteName']} />)).toThrow(
      'useTranslation must be used within a TranslationProvider',
    )
  })
})
