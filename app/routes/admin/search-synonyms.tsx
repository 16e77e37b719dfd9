/**
 * /admin/search-synonyms: the words search treats as the same, one list per language, one group
 * per line ("medicine, medication, drugs"). Admins only. The next search uses a saved list, on
 * every instance (app/domain/search-synonyms.server.ts). A plain form post: it works without
 * JavaScript too, and a list with a fault is refused whole, with each fault's line named.
 */
import { useEffect, useRef } from 'react'
import { data, Form, useNavigation } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { TranslationKey } from '~/i18n/keys'
import { LANGS, type Lang } from '~/i18n/languages'
import type { Route } from './+types/search-synonyms'
import { Label, Textarea } from '~/components/ui/input'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { i18nContext, servicesContext } from '~/context.server'
import { requireSiteAdmin } from '~/http/guards.server'
import { readFormData } from '~/http/form-body.server'
import { readSynonymGroups, saveSynonymGroups } from '~/domain/search-synonyms.server'
import {
  MAX_SYNONYM_TEXT_LENGTH,
  parseSynonymText,
  synonymText,
  type SynonymError,
  type SynonymErrorCode,
} from '~/lib/search-synonyms'
import { rootMeta } from '~/lib/seo'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireSiteAdmin(context, 'page')
  const { db } = context.get(servicesContext).database
  const [en, el] = await Promise.all([readSynonymGroups(db, 'en'), readSynonymGroups(db, 'el')])
  return {
    meta: { title: context.get(i18nContext).t('admin.searchSynonyms.title') },
    text: { en: synonymText(en), el: synonymText(el) },
  }
}

export type SynonymsActionResult =
  | { ok: true }
  | { ok: false; errors: Partial<Record<Lang, SynonymError[]>>; text: Record<Lang, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireSiteAdmin(context, 'page')
  const { db } = context.get(servicesContext).database
  const form = await readFormData(request, context)
  const text = Object.fromEntries(
    LANGS.map((lang) => {
      const value = form.get(lang)
      return [lang, typeof value === 'string' ? value : '']
    }),
  ) as Record<Lang, string>
  // Both lists are sent by the form; a request without one would empty it by mistake.
  const missing = LANGS.filter((lang) => typeof form.get(lang) !== 'string')
  const errors: Partial<Record<Lang, SynonymError[]>> = {}
  const groups: Partial<Record<Lang, string[][]>> = {}
  for (const lang of LANGS) {
    if (missing.includes(lang)) {
      errors[lang] = [{ line: 0, code: 'missing' }]
      continue
    }
    const parsed = parseSynonymText(text[lang])
    if (parsed.ok) groups[lang] = parsed.groups
    else errors[lang] = parsed.errors
  }
  if (Object.keys(errors).length > 0)
    return data<SynonymsActionResult>({ ok: false, errors, text }, { status: 400 })
  for (const lang of LANGS) await saveSynonymGroups(db, lang, groups[lang] ?? [], user.email)
  return data<SynonymsActionResult>({ ok: true })
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/search-synonyms' }),
  { name: 'robots', content: 'noindex' },
]

const ERROR_KEYS: Record<SynonymErrorCode, TranslationKey> = {
  tooFewTerms: 'admin.searchSynonyms.errors.tooFewTerms',
  tooManyTerms: 'admin.searchSynonyms.errors.tooManyTerms',
  termTooLong: 'admin.searchSynonyms.errors.termTooLong',
  badCharacters: 'admin.searchSynonyms.errors.badCharacters',
  repeated: 'admin.searchSynonyms.errors.repeated',
  tooManyGroups: 'admin.searchSynonyms.errors.tooManyGroups',
  textTooLong: 'admin.searchSynonyms.errors.textTooLong',
  missing: 'admin.searchSynonyms.errors.missing',
}

const LIST_LABEL: Record<Lang, TranslationKey> = {
  en: 'admin.searchSynonyms.english',
  el: 'admin.searchSynonyms.greek',
}

export default function SearchSynonymsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const errors = actionData && !actionData.ok ? actionData.errors : {}

  // A saved list is announced; a refused one moves the focus to the first list at fault.
  useEffect(() => {
    if (!actionData) return
    if (actionData.ok) {
      toast.success(t('admin.searchSynonyms.saved'))
      return
    }
    const first = LANGS.find((lang) => actionData.errors[lang])
    if (first) formRef.current?.querySelector<HTMLTextAreaElement>(`[name="${first}"]`)?.focus()
  }, [actionData, t])

  const message = (error: SynonymError) => {
    const text = t(ERROR_KEYS[error.code], { term: error.term ?? '' })
    return error.line > 0 ? t('admin.searchSynonyms.onLine', { line: error.line, text }) : text
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.searchSynonyms.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.searchSynonyms.intro')}</p>
      <Form method="post" ref={formRef} noValidate className="mt-8 grid gap-8">
        {LANGS.map((lang) => {
          const id = `synonyms-${lang}`
          const faults = errors[lang] ?? []
          return (
            <div key={lang} className="grid gap-2">
              <Label htmlFor={id}>{t(LIST_LABEL[lang])}</Label>
              <Textarea
                id={id}
                name={lang}
                lang={lang}
                rows={10}
                spellCheck={false}
                maxLength={MAX_SYNONYM_TEXT_LENGTH}
                defaultValue={
                  actionData && !actionData.ok ? actionData.text[lang] : loaderData.text[lang]
                }
                key={actionData && !actionData.ok ? `refused-${lang}` : `saved-${lang}`}
                aria-invalid={faults.length > 0 ? true : undefined}
                aria-describedby={faults.length > 0 ? `${id}-hint ${id}-errors` : `${id}-hint`}
                className="font-mono text-sm"
              />
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t('admin.searchSynonyms.hint')}
              </p>
              {faults.length > 0 ? (
                <div id={`${id}-errors`} role="alert">
                  <ul className="grid gap-1 text-sm font-medium text-danger">
                    {faults.map((fault, index) => (
                      <li key={index}>{message(fault)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          )
        })}
        <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-6">
          <Button type="submit" disabled={saving}>
            {saving ? t('admin.searchSynonyms.saving') : t('admin.searchSynonyms.save')}
          </Button>
        </div>
      </Form>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
