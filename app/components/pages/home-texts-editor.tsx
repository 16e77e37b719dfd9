/**
 * The editor of the home page's stored texts (decision 0068): one entry per place on the page,
 * each opening the inline page editor for its fixed page (heading and text in both languages;
 * the figures' list too), saved on its own through the JSON API. Team only; its own chunk
 * (home-texts-slot.tsx).
 */
import { useId, useState } from 'react'

import { Button } from '~/components/ui/button'
import { useTranslation } from '~/i18n/use-translation'
import type { TranslationKey } from '~/i18n/keys'
import PageEditor from './page-editor'
import type { PageEditStart } from './page-edit-slot'

const PLACES = [
  {
    slug: 'home-hero',
    name: 'admin.pages.homeTexts.hero',
    hint: 'admin.pages.homeTexts.heroHint',
    withContent: false,
  },
  {
    slug: 'home-statistics',
    name: 'admin.pages.homeTexts.statistics',
    hint: 'admin.pages.homeTexts.statisticsHint',
    withContent: true,
  },
  {
    slug: 'home-start',
    name: 'admin.pages.homeTexts.start',
    hint: 'admin.pages.homeTexts.startHint',
    withContent: false,
  },
  {
    slug: 'home-community',
    name: 'admin.pages.homeTexts.community',
    hint: 'admin.pages.homeTexts.communityHint',
    withContent: false,
  },
] as const satisfies readonly {
  slug: string
  name: TranslationKey
  hint: TranslationKey
  withContent: boolean
}[]

export default function HomeTextsEditor({
  editors,
  onClose,
  onSaved,
}: {
  editors: Partial<Record<string, PageEditStart>>
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const [editing, setEditing] = useState<string | null>(null)
  const place = PLACES.find((p) => p.slug === editing)
  const start = editing ? editors[editing] : undefined
  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto my-8 max-w-5xl rounded-2xl border border-primary/40 bg-background p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {t('admin.pages.homeTexts.title')}
        </h2>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('admin.pages.homeTexts.close')}
        </Button>
      </div>
      <p className="mt-2 text-muted-foreground">{t('admin.pages.homeTexts.intro')}</p>
      {place && start ? (
        <PageEditor
          // A new revision (after a save) starts the editor again from the text as now stored.
          key={start.baseRevision}
          {...start}
          heading={t(place.name)}
          headingLevel={3}
          hint={t(place.hint)}
          withContent={place.withContent}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            onSaved()
          }}
        />
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {PLACES.filter(({ slug }) => editors[slug]).map(({ slug, name, hint }) => (
            <li key={slug} className="flex flex-col rounded-xl border border-border p-4">
              <h3 className="font-semibold">{t(name)}</h3>
              <p className="mt-1 flex-1 text-sm text-muted-foreground">{t(hint)}</p>
              <Button
                type="button"
                className="mt-3 self-start"
                aria-label={`${t('admin.pages.homeTexts.edit')}: ${t(name)}`}
                onClick={() => setEditing(slug)}
              >
                {t('admin.pages.homeTexts.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 rounded-xl border border-dashed border-border bg-muted/60 p-4">
        <h3 className="font-semibold">{t('admin.pages.fixedParts')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('admin.pages.fixedPart.homeRest')}</p>
      </div>
    </section>
  )
}
