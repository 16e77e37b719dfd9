/**
 * The newsletter sign-up: an address, the language of the editions and an optional name. A plain
 * HTML form posting to /newsletter (no script of its own: it works before hydration), which
 * answers with the outcome. The consent sentence under it is what the server records. It is in
 * every page's footer, so it is kept small (the visitor pages' JavaScript budget).
 */
import { useId } from 'react'
import { Link } from 'react-router'

import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'

type Field = 'email' | 'name' | 'lang'

export function NewsletterForm({
  source,
  inverted,
  defaults = {},
  errors = {},
}: {
  source: 'footer' | 'community' | 'newsletter-page'
  /** Light text on the footer's dark background. */
  inverted?: boolean
  /** The values of a refused attempt, shown again. */
  defaults?: Partial<Record<Field, string>>
  /** The server's messages per field, translated. */
  errors?: Partial<Record<Field, string>>
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const id = useId()
  const tone = inverted ? 'newsletter-inverted' : ''
  const row = (field: Field, label: string, control: React.ReactElement) => (
    <div className="grid gap-1.5">
      <label htmlFor={id + field} className="text-sm font-medium">
        {label}
      </label>
      {control}
      {errors[field] ? (
        <p id={`${id + field}-error`} className="text-sm font-medium text-danger">
          {errors[field]}
        </p>
      ) : null}
    </div>
  )
  const control = (field: Field) => ({
    id: id + field,
    name: field,
    defaultValue: defaults[field],
    className: 'ui-field ui-input',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id + field}-error` : undefined,
  })
  return (
    <form
      method="post"
      action={`/newsletter?lang=${lang}`}
      className={`grid gap-3 ${tone}`}
      aria-label={t('chrome.newsletter.title')}
    >
      <input type="hidden" name="source" value={source} />
      {row(
        'email',
        t('chrome.newsletter.email'),
        <input {...control('email')} type="email" required autoComplete="email" />,
      )}
      {row(
        'name',
        t('chrome.newsletter.name'),
        <input {...control('name')} autoComplete="name" maxLength={100} />,
      )}
      {row(
        'lang',
        t('chrome.newsletter.language'),
        <select {...control('lang')} defaultValue={defaults.lang ?? lang}>
          <option value="en">{t('common.language.en')}</option>
          <option value="el">{t('common.language.el')}</option>
        </select>,
      )}
      <p className="text-xs leading-relaxed">
        {t('chrome.newsletter.consent')}{' '}
        <Link to="/privacy#newsletter" className="underline underline-offset-4">
          {t('chrome.newsletter.privacy')}
        </Link>
      </p>
      <button type="submit" className="ui-button ui-button-default ui-button-size-default w-fit">
        {t('chrome.newsletter.submit')}
      </button>
    </form>
  )
}
