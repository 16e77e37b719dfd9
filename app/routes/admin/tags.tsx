/**
 * /admin/tags: the site's tag list (every tag used on events, news, stories and wiki articles),
 * each with its English label, its Greek label and how many items carry it. An admin gives a tag
 * its Greek label, or renames it, row by row; each row saves on its own, and works as a plain
 * form post without JavaScript too.
 */
import { useEffect, useId, useRef } from 'react'
import { data, useFetcher } from 'react-router'

import { Field } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { toast } from '~/components/ui/toaster'
import { i18nContext, langContext, servicesContext } from '~/context.server'
import { parseTagChange } from '~/domain/tag-input'
import { listTags, TagWriteError, updateTag, type TagEntry } from '~/domain/tags.server'
import { readFormData } from '~/http/form-body.server'
import { actorOf } from '~/http/content-permissions.server'
import { requireAdmin } from '~/http/guards.server'
import { useTranslation } from '~/i18n/use-translation'
import type { FieldErrors } from '~/lib/form-input'
import { rootMeta } from '~/lib/seo'
import { MAX_TAG_LENGTH } from '~/lib/tags'
import { shownTag } from '~/lib/tag-labels'
import { useRootData } from '~/components/use-root-data'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import type { Route } from './+types/tags'
import type { I18nHandle } from '~/i18n/areas'

/** The guard's refusal page speaks the auth strings. */
export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const { db } = context.get(servicesContext).database
  return {
    meta: { title: context.get(i18nContext).t('admin.tags.page.title') },
    tags: await listTags(db, { isAdmin: true }),
  }
}

export type TagActionResult =
  | {
      ok: true
      name: string
      saved: string
      /** The saved tag in the admin's language: its Greek label on a Greek page, when it has one. */
      shown: string
    }
  | { ok: false; name: string; errors: FieldErrors }

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, 'page')
  const form = await readFormData(request, context)
  const name = String(form.get('name') ?? '')
  const parsed = parseTagChange({
    label: form.get('label') ?? '',
    label_el: form.get('label_el') ?? '',
  })
  if (!parsed.ok) return data<TagActionResult>({ ok: false, name, errors: parsed.errors }, 400)
  const { db } = context.get(servicesContext).database
  try {
    const row = await updateTag(db, name, parsed.change, actorOf(context))
    const shown = context.get(langContext) === 'el' && row.nameEl ? row.nameEl : row.name
    return data<TagActionResult>({ ok: true, name, saved: row.name, shown })
  } catch (error) {
    if (!(error instanceof TagWriteError)) throw error
    return error.reason === 'not_found'
      ? data<TagActionResult>(
          { ok: false, name, errors: { label: 'admin.tags.errors.notFound' } },
          404,
        )
      : data<TagActionResult>(
          { ok: false, name, errors: { label: 'admin.tags.errors.taken' } },
          409,
        )
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/tags' }),
  { name: 'robots', content: 'noindex' },
]

export default function TagsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { tags } = loaderData
  const missing = tags.filter((tag) => !tag.nameEl).length
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.tags.page.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.tags.page.intro')}</p>
      <p className="mt-2 text-sm text-muted-foreground">{t('admin.tags.page.renameHint')}</p>
      {missing > 0 ? (
        <p className="mt-2 text-sm font-medium">
          {t('admin.tags.page.missing', { count: missing })}
        </p>
      ) : null}
      {tags.length === 0 ? (
        <p className="mt-8">{t('admin.tags.page.empty')}</p>
      ) : (
        <ul className="mt-8 grid gap-4">
          {tags.map((tag) => (
            <TagRow key={tag.name} tag={tag} />
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * One tag: a heading naming it in the admin's language (its Greek label for a Greek admin, else
 * its English name, marked as English), its two labels, its count and its own Save button.
 */
function TagRow({ tag }: { tag: TagEntry }) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const shown = shownTag(tag.name, lang, tag.nameEl ? { [tag.name]: tag.nameEl } : {})
  const headingId = useId()
  const fetcher = useFetcher<TagActionResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const answer = fetcher.data?.name === tag.name ? fetcher.data : undefined
  const errors = answer && !answer.ok ? answer.errors : {}
  const saving = fetcher.state !== 'idle'

  // Saved: said in a toast; refused: the focus goes to the field to fix.
  useEffect(() => {
    if (!answer) return
    if (answer.ok) {
      toast.success(t('admin.tags.page.saved', { tag: answer.shown }))
      return
    }
    const field = answer.errors.label ? 'label' : 'label_el'
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()
  }, [answer, t])

  return (
    <li className="rounded-xl border border-border p-4">
      <h2 id={headingId} className="mb-3 text-lg font-semibold" lang={shown.lang}>
        #{shown.text}
      </h2>
      <fetcher.Form
        method="post"
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]"
        data-tag={tag.name}
      >
        <input type="hidden" name="name" value={tag.name} />
        <Field label={t('admin.tags.page.english')} error={errors.label}>
          {(props) => (
            <Input
              {...props}
              name="label"
              lang="en"
              defaultValue={tag.name}
              maxLength={MAX_TAG_LENGTH}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={t('admin.tags.page.greek')} error={errors.label_el}>
          {(props) => (
            <Input
              {...props}
              name="label_el"
              lang="el"
              defaultValue={tag.nameEl ?? ''}
              maxLength={MAX_TAG_LENGTH}
              autoComplete="off"
            />
          )}
        </Field>
        <Button
          type="submit"
          disabled={saving}
          aria-label={t('admin.tags.page.saveLabel', { tag: shown.text })}
        >
          {saving ? t('admin.tags.page.saving') : t('admin.tags.page.save')}
        </Button>
        <p className="text-sm text-muted-foreground sm:col-span-3">
          {t('admin.tags.page.count', { count: tag.count })}
        </p>
      </fetcher.Form>
    </li>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
