/**
 * The newsletter sign-up: an address, the language of the editions and an optional name. A plain
 * HTML form posting to /newsletter (no script of its own: it works before hydration), which
 * answers with the outcome; a refused attempt comes back with its values, and the page names
 * what to correct. The consent sentence under it is what the server records. It is in every
 * page's footer, so it is kept small (the visitor pages' JavaScript budget).
 */
import { Link } from 'react-router'

import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'

type Field = 'email' | 'name' | 'lang'

export function NewsletterForm({
  source,
  inverted,
  defaults = {},
  landmark = true,
}: {
  source: 'footer' | 'community' | 'newsletter-page'
  /** Named, hence a form landmark; one form of a page with the footer's may not be. */
  landmark?: boolean
  /** Light text on the footer's dark background. */
  inverted?: boolean
  /** The values of a refused attempt, shown again. */
  defaults?: Partial<Record<Field, string>>
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  // One form of each source on a page at most: its ids are fixed.
  const row = (field: Field, control: React.ReactElement) => (
    <div className="grid gap-1.5">
      <label htmlFor={`${source}-${field}`} className="text-sm font-medium">
        {t(`chrome.newsletter.${field}`)}
      </label>
      {control}
    </div>
  )
  const control = (field: Field) => ({
    id: `${source}-${field}`,
    name: field,
    defaultValue: defaults[field],
    className: 'ui-field ui-input',
  })
  return (
    <form
      method="post"
      action={`/newsletter?lang=${lang}`}
      className={inverted ? 'newsletter-inverted grid gap-3' : 'grid gap-3'}
      aria-label={landmark ? t('chrome.newsletter.title') : undefined}
    >
      <input type="hidden" name="source" value={source} />
      {row('email', <input {...control('email')} type="email" required autoComplete="email" />)}
      {row('name', <input {...control('name')} autoComplete="name" />)}
      {row(
        'lang',
        // Each language named in itself: on an English page "Ελληνικά" would fetch the Greek
        // font for one word, so the list is set in the system's face there (as the language links).
        <select
          {...control('lang')}
          className={lang === 'el' ? 'ui-field ui-input' : 'ui-field ui-input font-system'}
          defaultValue={defaults.lang ?? lang}
        >
          <option value="en">{t('common.language.en')}</option>
          <option value="el">{t('common.language.el')}</option>
        </select>,
      )}
      <p className="text-xs leading-relaxed">
        {t('chrome.newsletter.consent')}{' '}
        <Link to="/privacy#newsletter" className="underline underline-offset-4">
          {t('common.footer.privacy')}
        </Link>
      </p>
      <button type="submit" className="ui-button ui-button-default ui-button-size-default w-fit">
        {t('chrome.newsletter.submit')}
      </button>
    </form>
  )
}
