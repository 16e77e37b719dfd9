/**
 * The footer's added links on the Site settings page: an ordered list of rows (label in English
 * and Greek, address), with buttons to add, remove and move a row. A plain form post (intent
 * `footer-links`): without JavaScript the stored rows and one spare row are posted as they are.
 */
import { ArrowDown, ArrowUp, Trash2 } from 'lucide'
import { useState } from 'react'
import { Form } from 'react-router'

import { Field } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { linkedPageSlug, MAX_FOOTER_LINKS, type FooterLinkInput } from '~/domain/footer-links'
import { useTranslation } from '~/i18n/use-translation'
import { keyFromData } from '~/i18n/keys'

export const FOOTER_LINKS_INTENT = 'footer-links'

type Row = FooterLinkInput & { key: number }

let nextKey = 0
const withKey = (row: FooterLinkInput): Row => ({ ...row, key: nextKey++ })
const EMPTY: FooterLinkInput = { label: '', labelEl: '', href: '' }

export function FooterLinksForm({
  rows: initial,
  shownPageSlugs,
  errors,
  saving,
}: {
  rows: FooterLinkInput[]
  /** The added pages visitors can see: the footer hides a link to any other (decision 0076). */
  shownPageSlugs: readonly string[]
  /** Message keys by `${row}.${field}`, or `list`. */
  errors: Record<string, string>
  saving: boolean
}) {
  const { t } = useTranslation()
  // One spare row to type a new link into; the list's own order is what is posted.
  const [rows, setRows] = useState<Row[]>(() => [...initial, EMPTY].map(withKey))
  // Field translates the message key itself.
  const error = (index: number, field: keyof FooterLinkInput) => errors[`${index}.${field}`]
  const hidden = (href: string) => {
    const slug = linkedPageSlug(href.trim())
    return slug !== undefined && !shownPageSlugs.includes(slug)
  }
  const move = (from: number, to: number) =>
    setRows((list) => {
      const next = [...list]
      const [row] = next.splice(from, 1)
      next.splice(to, 0, row!)
      return next
    })

  return (
    <Form method="post" noValidate className="mt-12 grid gap-5 border-t border-border pt-8">
      <input type="hidden" name="intent" value={FOOTER_LINKS_INTENT} />
      <h2 className="text-lg font-semibold">{t('admin.footerLinks.title')}</h2>
      <p className="-mt-3 text-sm text-muted-foreground">{t('admin.footerLinks.intro')}</p>
      {errors.list ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t(keyFromData(errors.list))}
        </p>
      ) : null}
      <ol className="grid gap-4">
        {rows.map((row, index) => {
          const number = index + 1
          return (
            <li key={row.key}>
              <fieldset className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-3">
                <legend className="px-1 text-sm font-semibold">
                  {t('admin.footerLinks.row', { number })}
                </legend>
                <Field label={t('admin.footerLinks.label')} error={error(index, 'label')}>
                  {(props) => (
                    <Input {...props} name="link_label" defaultValue={row.label} maxLength={60} />
                  )}
                </Field>
                <Field
                  label={t('admin.footerLinks.labelEl')}
                  hint={t('admin.footerLinks.labelElHint')}
                  error={error(index, 'labelEl')}
                >
                  {(props) => (
                    <Input
                      {...props}
                      name="link_label_el"
                      lang="el"
                      defaultValue={row.labelEl}
                      maxLength={60}
                    />
                  )}
                </Field>
                <Field
                  label={t('admin.footerLinks.href')}
                  hint={t('admin.footerLinks.hrefHint')}
                  error={error(index, 'href')}
                >
                  {(props) => (
                    <Input {...props} name="link_href" defaultValue={row.href} inputMode="url" />
                  )}
                </Field>
                {hidden(row.href) ? (
                  <p className="text-sm text-muted-foreground sm:col-span-3">
                    {t('admin.footerLinks.hiddenPage')}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2 sm:col-span-3">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <Icon icon={ArrowUp} aria-hidden="true" />
                    <span className="sr-only">{t('admin.footerLinks.moveUp', { number })}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <Icon icon={ArrowDown} aria-hidden="true" />
                    <span className="sr-only">{t('admin.footerLinks.moveDown', { number })}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => setRows((list) => list.filter((_, at) => at !== index))}
                  >
                    <Icon icon={Trash2} aria-hidden="true" />
                    <span className="sr-only">{t('admin.footerLinks.remove', { number })}</span>
                  </Button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={rows.length >= MAX_FOOTER_LINKS}
          onClick={() => setRows((list) => [...list, withKey(EMPTY)])}
        >
          {t('admin.footerLinks.add')}
        </Button>
        <Button type="submit" disabled={saving}>
          {t('admin.footerLinks.save')}
        </Button>
      </div>
    </Form>
  )
}
