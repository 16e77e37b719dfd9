/**
 * /admin/settings: the foundation's public details (contact e-mail and phones, social links,
 * WhatsApp invite, Instagram handle, analytics dashboard), edited by admins. Details an
 * environment variable sets are shown fixed (the variable wins). Saved values show on every page
 * at once. A plain form post: it works without JavaScript too.
 */
import { Info, Lock } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { data, Form, useNavigation } from 'react-router'

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
import { readSiteSettings, saveSiteSettings } from '~/domain/site-settings.server'
import { rootMeta } from '~/lib/seo'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { siteSettingGroupKey, siteSettingKey, type SiteSettingGroup } from '~/domain/label-keys'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireSiteAdmin(context, 'page')
  const { config, database } = context.get(servicesContext)
  const settings = await readSiteSettings(database.db, config)
  return {
    meta: { title: context.get(i18nContext).t('admin.siteSettings.title') },
    values: settings.values,
    fromEnvironment: settings.fromEnvironment,
    examples: settings.examples,
  }
}

export type SettingsActionResult =
  | { ok: true }
  | { ok: false; errors: SiteSettingsErrors; values: Partial<Record<SiteSettingField, string>> }

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSiteAdmin(context, 'page')
  const { config, database } = context.get(servicesContext)
  const form = await readFormData(request, context)
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
  const { values, fromEnvironment, examples } = loaderData
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<SiteSettingsErrors>({})
  // A new answer from the server replaces the field errors (adjusted while rendering).
  const [answer, setAnswer] = useState(actionData)
  if (answer !== actionData) {
    setAnswer(actionData)
    setErrors(actionData && !actionData.ok ? actionData.errors : {})
  }

  // ...and is announced: a toast when saved, else focus on the first wrong field.
  useEffect(() => {
    if (!actionData) return
    if (actionData.ok) {
      toast.success(t('admin.siteSettings.saved'))
      return
    }
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
    actionData && !actionData.ok ? (actionData.values[field] ?? '') : (values[field] ?? '')

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
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
