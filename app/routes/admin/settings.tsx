/**
 * /admin/settings: the foundation's public details (contact e-mail and phones, social links,
 * WhatsApp invite, Instagram handle, analytics dashboard), edited by admins. Details an
 * environment variable sets are shown fixed (the variable wins). Saved values show on every page
 * at once; and the links added to the footer's quick links, in order (a form of its own). Plain
 * form posts: they work without JavaScript too.
 */
import { Info, Lock } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/settings'
import { Field } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { toast } from '~/components/ui/toaster'
import { i18nContext, servicesContext } from '~/context.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { readFormData } from '~/http/form-body.server'
import {
  parseSiteSettings,
  SITE_SETTING_ENV,
  SITE_SETTING_FIELDS,
  siteSettingsSchema,
  type SiteSettingField,
  type SiteSettingsErrors,
} from '~/domain/site-settings-input'
import { readSiteSettings, saveFooterLinks, saveSiteSettings } from '~/domain/site-settings.server'
import { parseFooterLinks, type FooterLinkInput } from '~/domain/footer-links'
import { FOOTER_LINKS_INTENT, FooterLinksForm } from '~/components/settings/footer-links-form'
import { NEW_PAGE_INTENT, NewPageForm } from '~/components/settings/new-page-form'
import { listPagesJson, pagePath, savePage, shownPageSlugs } from '~/domain/pages.server'
import { actorOf } from '~/http/content-permissions.server'
import { rootMeta } from '~/lib/seo'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { siteSettingGroupKey, siteSettingKey, type SiteSettingGroup } from '~/domain/label-keys'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireSiteAdmin(context, 'page')
  const services = context.get(servicesContext)
  const { config, database } = services
  const settings = await readSiteSettings(database.db, config)
  return {
    meta: { title: context.get(i18nContext).t('admin.siteSettings.title') },
    values: settings.values,
    fromEnvironment: settings.fromEnvironment,
    examples: settings.examples,
    footerLinks: settings.footerLinks,
    // Which links to added pages the footer shows now (decision 0076).
    shownPageSlugs: [...(await shownPageSlugs(services))],
    pages: (await listPagesJson(database.db, { mayReadDrafts: true })).map((page) => ({
      title: String(page.title || page.title_el),
      path: page.path,
      status: String(page.status),
    })),
  }
}

export type SettingsActionResult =
  | { ok: true; form?: 'footerLinks' }
  | { ok: false; errors: SiteSettingsErrors; values: Partial<Record<SiteSettingField, string>> }
  | { ok: false; form: 'footerLinks'; linkErrors: Record<string, string>; rows: FooterLinkInput[] }
  | {
      ok: false
      form: 'newPage'
      pageErrors: Record<string, string>
      typed: Record<string, string>
    }

const NEW_PAGE_FIELDS = ['title', 'title_el', 'slug', 'content', 'content_el'] as const

/** The footer's links as posted: the rows' fields in their order. */
function postedLinks(form: FormData): FooterLinkInput[] {
  const text = (name: string) => form.getAll(name).map((value) => String(value))
  const labels = text('link_label')
  const greek = text('link_label_el')
  const hrefs = text('link_href')
  return labels.map((label, index) => ({
    label,
    labelEl: greek[index] ?? '',
    href: hrefs[index] ?? '',
  }))
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSiteAdmin(context, 'page')
  const { config, database } = context.get(servicesContext)
  const form = await readFormData(request, context)
  if (form.get('intent') === NEW_PAGE_INTENT) {
    const typed = Object.fromEntries(
      NEW_PAGE_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
    )
    const result = await savePage(
      database.db,
      { ...typed, status: 'published' },
      {
        actor: actorOf(context),
      },
    )
    if (result.ok) return redirect(pagePath(result.slug))
    const pageErrors =
      result.reason === 'invalid' ? result.fields : { title: 'common.guard.adminRequired' }
    return data<SettingsActionResult>(
      { ok: false, form: 'newPage', pageErrors, typed },
      { status: result.reason === 'invalid' ? 400 : 403 },
    )
  }
  if (form.get('intent') === FOOTER_LINKS_INTENT) {
    const rows = postedLinks(form)
    const parsed = parseFooterLinks(rows)
    if (!parsed.ok)
      return data<SettingsActionResult>(
        { ok: false, form: 'footerLinks', linkErrors: parsed.errors, rows },
        { status: 400 },
      )
    await saveFooterLinks(database.db, parsed.links, user.email)
    return data<SettingsActionResult>({ ok: true, form: 'footerLinks' })
  }
  const input = Object.fromEntries(
    SITE_SETTING_FIELDS.map((field) => [field, form.get(field) ?? '']),
  )
  const parsed = parseSiteSettings(input)
  if (!parsed.ok) {
    const values = Object.fromEntries(
      SITE_SETTING_FIELDS.map((field) => [
        field,
        typeof input[field] === 'string' ? input[field] : '',
      ]),
    )
    return data<SettingsActionResult>({ ok: false, errors: parsed.errors, values }, { status: 400 })
  }
  await saveSiteSettings(database.db, config, parsed.values, user.email)
  return data<SettingsActionResult>({ ok: true })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/settings' }),
  { name: 'robots', content: 'noindex' },
]

const INPUT_TYPE: Record<SiteSettingField, 'email' | 'tel' | 'url' | 'text'> = {
  contactEmail: 'email',
  contactPhone: 'tel',
  helplinePhone: 'tel',
  facebookUrl: 'url',
  instagramUrl: 'url',
  instagramHandle: 'text',
  whatsappInviteUrl: 'url',
  analyticsDashboardUrl: 'url',
}

const GROUPS: { title: SiteSettingGroup; fields: SiteSettingField[] }[] = [
  { title: 'contact', fields: ['contactEmail', 'contactPhone', 'helplinePhone'] },
  {
    title: 'social',
    fields: ['facebookUrl', 'instagramUrl', 'instagramHandle', 'whatsappInviteUrl'],
  },
  { title: 'admin', fields: ['analyticsDashboardUrl'] },
]

export default function SiteSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting'
  const { values, fromEnvironment, examples, footerLinks } = loaderData
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<SiteSettingsErrors>({})
  // The details' answer; the footer links' answer is its own (below).
  const detailsAnswer = actionData && !('form' in actionData) ? actionData : undefined
  const linksAnswer =
    actionData && 'form' in actionData && actionData.form === 'footerLinks' ? actionData : undefined
  const pageAnswer =
    actionData && 'form' in actionData && actionData.form === 'newPage' ? actionData : undefined
  // A new answer from the server replaces the field errors (adjusted while rendering).
  const [answer, setAnswer] = useState(detailsAnswer)
  if (answer !== detailsAnswer) {
    setAnswer(detailsAnswer)
    setErrors(detailsAnswer && !detailsAnswer.ok ? detailsAnswer.errors : {})
  }

  // ...and is announced: a toast when saved, else focus on the first wrong field.
  useEffect(() => {
    if (!actionData) return
    if (actionData.ok) {
      toast.success(
        t(
          actionData.form === 'footerLinks'
            ? 'admin.footerLinks.saved'
            : 'admin.siteSettings.saved',
        ),
      )
      return
    }
    if (!('errors' in actionData)) return
    const first = SITE_SETTING_FIELDS.find((field) => actionData.errors[field])
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
  }, [actionData, t])

  /** Clears a field's error as soon as what is typed meets its rule. */
  function recheck(field: SiteSettingField, value: string) {
    if (!errors[field]) return
    const result = siteSettingsSchema.shape[field].safeParse(value)
    if (result.success) setErrors(({ [field]: _fixed, ...rest }) => rest)
  }

  const shown = (field: SiteSettingField) =>
    detailsAnswer && !detailsAnswer.ok ? (detailsAnswer.values[field] ?? '') : (values[field] ?? '')
  const linkRows: FooterLinkInput[] =
    linksAnswer && !linksAnswer.ok && 'rows' in linksAnswer
      ? linksAnswer.rows
      : footerLinks.map((link) => ({ ...link, labelEl: link.labelEl ?? '' }))

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.siteSettings.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.siteSettings.intro')}</p>

      {examples.length > 0 ? (
        <div
          role="note"
          className="mt-6 flex gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm"
        >
          <Icon icon={Info} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>{t('admin.siteSettings.examplesNote')}</p>
        </div>
      ) : null}

      <Form method="post" ref={formRef} noValidate className="mt-8 grid gap-10">
        {GROUPS.map((group) => (
          <fieldset key={group.title} className="grid gap-5">
            <legend className="mb-4 text-lg font-semibold">
              {t(siteSettingGroupKey(group.title))}
            </legend>
            {group.fields.map((field) => {
              const fixed = fromEnvironment.includes(field)
              const hint = fixed
                ? t('admin.siteSettings.fixedHint', { variable: SITE_SETTING_ENV[field] })
                : t(siteSettingKey(field, 'hints'))
              return (
                <Field
                  key={field}
                  label={t(siteSettingKey(field, 'fields'))}
                  hint={hint}
                  error={fixed ? undefined : errors[field]}
                >
                  {(props) => (
                    <div className="relative">
                      <Input
                        {...props}
                        name={fixed ? undefined : field}
                        type={INPUT_TYPE[field]}
                        defaultValue={shown(field)}
                        readOnly={fixed}
                        className={fixed ? 'bg-muted pr-9' : undefined}
                        autoComplete="off"
                        inputMode={INPUT_TYPE[field] === 'tel' ? 'tel' : undefined}
                        onChange={(event) => recheck(field, event.currentTarget.value)}
                      />
                      {fixed ? (
                        <Icon
                          icon={Lock}
                          aria-hidden="true"
                          className="absolute right-3 top-3 size-4 text-muted-foreground"
                        />
                      ) : null}
                    </div>
                  )}
                </Field>
              )
            })}
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-6">
          <Button type="submit" disabled={saving}>
            {saving ? t('admin.siteSettings.saving') : t('admin.siteSettings.save')}
          </Button>
        </div>
      </Form>
      <FooterLinksForm
        // Saved (or refused) anew: the list starts again from what the server has.
        key={JSON.stringify(linkRows)}
        rows={linkRows}
        shownPageSlugs={loaderData.shownPageSlugs}
        errors={
          linksAnswer && !linksAnswer.ok && 'linkErrors' in linksAnswer
            ? linksAnswer.linkErrors
            : {}
        }
        saving={saving}
      />
      <NewPageForm
        pages={loaderData.pages}
        values={pageAnswer && 'typed' in pageAnswer ? pageAnswer.typed : {}}
        errors={pageAnswer && 'pageErrors' in pageAnswer ? pageAnswer.pageErrors : {}}
        saving={saving}
      />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
