/**
 * /admin/newsletter: editors and admins write a newsletter (the site's rich-text editor, loaded
 * on demand) or start from the digest of what's new, preview both editions, send themselves a
 * test and send it now or at a time. Admins also see the readers: search, the active ones per
 * language, the CSV export, and deletion of one with everything kept about them.
 */
import { data, Form, redirect, useNavigation } from 'react-router'

import type { Route } from './+types/newsletter'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { LazyRichTextEditor } from '~/components/editor/lazy-rich-text-editor'
import { Field } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { i18nContext, servicesContext } from '~/context.server'
import { readFormData } from '~/http/form-body.server'
import { getAuth, requireAdmin, requireSiteAdmin } from '~/http/guards.server'
import { checkNewsletterDraft } from '~/domain/newsletter/newsletter-input'
import {
  createDigestNewsletter,
  createNewsletter,
  editionFor,
  getNewsletter,
  listNewsletters,
  scheduleNewsletter,
  sendTestMails,
  updateNewsletter,
} from '~/domain/newsletter/newsletters.server'
import { deleteSubscribers, listSubscribers } from '~/domain/newsletter/subscriptions.server'
import { can } from '~/domain/permissions'
import type { I18nHandle } from '~/i18n/areas'
import { useTranslation } from '~/i18n/use-translation'
import { cyprusLocalToDate, formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'

// auth: the access-denied page of the error boundary.
export const handle: I18nHandle = { i18n: ['newsletter', 'auth'] }

const PATH = '/admin/newsletter'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const { t, language: lang } = context.get(i18nContext)
  const { db } = context.get(servicesContext).database
  const url = new URL(request.url)
  const editId = url.searchParams.get('edit')
  const editing = editId && editId !== 'new' ? await getNewsletter(db, editId) : null
  const q = url.searchParams.get('q') ?? ''
  const readers = can(getAuth(context), 'settings') ? await listSubscribers(db, q) : null
  return {
    meta: { title: t('admin.newsletter.title') },
    q,
    newsletters: (await listNewsletters(db)).map(({ row, deliveries }) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      sendAt: row.sendAt ? formatCyprusDateTime(row.sendAt, lang) : null,
      deliveries,
    })),
    editor:
      editId === 'new'
        ? { id: null, subject: '', subjectEl: '', body: '', bodyEl: '', status: 'draft' as const }
        : editing
          ? {
              id: editing.id,
              subject: editing.subject,
              subjectEl: editing.subjectEl ?? '',
              body: editing.body,
              bodyEl: editing.bodyEl ?? '',
              status: editing.status,
              preview: { en: editionFor(editing, 'en'), el: editionFor(editing, 'el') },
            }
          : null,
    notice: url.searchParams.has('saved')
      ? t('admin.newsletter.saved')
      : url.searchParams.has('scheduled') && editing?.sendAt
        ? t('admin.newsletter.scheduled', { time: formatCyprusDateTime(editing.sendAt, lang) })
        : null,
    readers: readers && {
      active: readers.active,
      rows: readers.rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        lang: row.lang,
        status: row.status,
        consent: `${row.consentSource}, ${formatCyprusDateTime(row.consentAskedAt, lang)}`,
      })),
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: PATH }),
  { name: 'robots', content: 'noindex' },
]

type ActionAnswer = { message?: string; error?: string; fields?: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(context, 'page')
  const intent = new URL(request.url).searchParams.get('intent')
  // Deleting a reader is for admins only: refused before the body is read.
  if (intent === 'delete-subscriber') requireSiteAdmin(context, 'page')
  const form = await readFormData(request, context)
  const services = context.get(servicesContext)
  const { db } = services.database
  const { t } = context.get(i18nContext)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const refuse = (status: number, answer: ActionAnswer) => data<ActionAnswer>(answer, { status })

  if (intent === 'digest') {
    const row = await createDigestNewsletter(services, user.id)
    return redirect(`${PATH}?edit=${row.id}`)
  }
  if (intent === 'save') {
    const checked = checkNewsletterDraft({
      subject: text('subject'),
      subject_el: text('subject_el'),
      body: text('body'),
      body_el: text('body_el'),
    })
    if (!checked.ok) {
      const fields = Object.fromEntries(
        Object.entries(checked.fields).map(([field, key]) => [field, t(key)]),
      )
      return refuse(400, { error: t('newsletter.page.fix'), fields })
    }
    const id = text('id')
    const row = id
      ? await updateNewsletter(db, id, checked.value)
      : await createNewsletter(db, checked.value, user.id)
    if (!row) return refuse(409, { error: t('admin.newsletter.locked') })
    return redirect(`${PATH}?edit=${row.id}&saved`)
  }
  if (intent === 'test') {
    const row = await getNewsletter(db, text('id'))
    if (!row) return refuse(404, { error: t('admin.newsletter.notFound') })
    await sendTestMails(services, row, user.email)
    return { message: t('admin.newsletter.testSent', { email: user.email }) }
  }
  if (intent === 'send') {
    const now = new Date()
    const at = text('when') === 'at' ? cyprusLocalToDate(text('send_at')) : now
    if (!at || at.getTime() < now.getTime() - 60_000)
      return refuse(400, {
        error: t('newsletter.page.fix'),
        fields: { send_at: t('admin.newsletter.sendTimeInvalid') },
      })
    const result = await scheduleNewsletter(db, text('id'), at < now ? now : at)
    if (!result.ok)
      return refuse(result.reason === 'not_found' ? 404 : 409, {
        error: t(
          result.reason === 'not_found'
            ? 'admin.newsletter.notFound'
            : 'newsletter.errors.alreadySent',
        ),
      })
    if (at <= now) services.newsletterSender?.poke()
    return redirect(`${PATH}?edit=${result.row.id}&scheduled`)
  }
  if (intent === 'delete-subscriber') {
    const deleted = await deleteSubscribers(db, isUuidLike(text('id')) ? [text('id')] : [])
    if (deleted === 0) return refuse(404, { error: t('newsletter.errors.subscriberNotFound') })
    return { message: t('admin.newsletter.deleted', { email: text('email') }) }
  }
  return refuse(400, { error: t('common.refused.badRequest') })
}

function isUuidLike(value: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}

export default function NewsletterAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state !== 'idle'
  const { editor, readers } = loaderData
  const answer = actionData as ActionAnswer | undefined
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold text-primary">{t('admin.newsletter.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('admin.newsletter.intro')}</p>
      </header>
      {loaderData.notice || answer?.message ? (
        <p role="status" className="rounded-lg border border-border bg-muted p-4">
          {answer?.message ?? loaderData.notice}
        </p>
      ) : null}
      {answer?.error ? (
        <p role="alert" className="rounded-lg border border-danger p-4 font-medium">
          {answer.error}
        </p>
      ) : null}

      <section aria-labelledby="newsletters-heading" className="grid gap-4">
        <h2 id="newsletters-heading" className="text-xl font-semibold">
          {t('admin.newsletter.newsletters')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Form method="post" action={`${PATH}?intent=digest`}>
            <Button type="submit" disabled={busy}>
              {t('admin.newsletter.startDigest')}
            </Button>
          </Form>
          <Button asChild variant="outline">
            <a href={`${PATH}?edit=new`}>{t('admin.newsletter.write')}</a>
          </Button>
        </div>
        {loaderData.newsletters.length === 0 ? (
          <p className="text-muted-foreground">{t('admin.newsletter.none')}</p>
        ) : (
          <ul className="grid gap-2">
            {loaderData.newsletters.map((item) => (
              <li key={item.id} className="rounded-lg border border-border p-3">
                <a className="font-medium text-primary underline" href={`${PATH}?edit=${item.id}`}>
                  {t('admin.newsletter.open', { subject: item.subject })}
                </a>
                <p className="text-sm text-muted-foreground">
                  {t(`admin.newsletter.status.${item.status}`, { time: item.sendAt ?? '' })}
                  {item.status === 'draft'
                    ? null
                    : ` · ${t('admin.newsletter.counts', item.deliveries)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {editor ? <NewsletterEditor editor={editor} fields={answer?.fields} busy={busy} /> : null}

      {readers ? <Readers readers={readers} q={loaderData.q} busy={busy} /> : null}
    </div>
  )
}

type EditorData = NonNullable<Route.ComponentProps['loaderData']['editor']>

function NewsletterEditor({
  editor,
  fields,
  busy,
}: {
  editor: EditorData
  fields?: Record<string, string>
  busy: boolean
}) {
  const { t } = useTranslation()
  const locked = editor.status !== 'draft' && editor.status !== 'scheduled'
  return (
    <section aria-labelledby="edit-heading" className="grid gap-6">
      <h2 id="edit-heading" className="text-xl font-semibold">
        {t('admin.newsletter.edit')}
      </h2>
      {locked ? <p role="note">{t('admin.newsletter.locked')}</p> : null}
      {editor.status === 'draft' ? (
        <Form method="post" action={`${PATH}?intent=save`} className="grid gap-4">
          {editor.id ? <input type="hidden" name="id" value={editor.id} /> : null}
          <Field label={t('admin.newsletter.subject')} error={fields?.subject}>
            {(control) => (
              <Input {...control} name="subject" defaultValue={editor.subject} maxLength={200} />
            )}
          </Field>
          <LazyRichTextEditor
            name="body"
            label={t('admin.newsletter.body')}
            defaultValue={editor.body}
            invalid={Boolean(fields?.body)}
          />
          <Field
            label={t('admin.newsletter.subjectEl')}
            hint={t('admin.newsletter.greekHint')}
            error={fields?.subject_el}
          >
            {(control) => (
              <Input
                {...control}
                name="subject_el"
                lang="el"
                defaultValue={editor.subjectEl}
                maxLength={200}
              />
            )}
          </Field>
          <LazyRichTextEditor
            name="body_el"
            label={t('admin.newsletter.bodyEl')}
            defaultValue={editor.bodyEl}
            invalid={Boolean(fields?.body_el)}
          />
          {fields?.body || fields?.body_el ? (
            <p role="alert" className="text-danger">
              {fields.body ?? fields.body_el}
            </p>
          ) : null}
          <Button type="submit" className="w-fit" disabled={busy}>
            {t('admin.newsletter.save')}
          </Button>
        </Form>
      ) : null}

      {'preview' in editor && editor.preview ? (
        <>
          <section aria-labelledby="preview-heading" className="grid gap-4">
            <h3 id="preview-heading" className="text-lg font-semibold">
              {t('admin.newsletter.preview')}
            </h3>
            {(['en', 'el'] as const).map((lang) => (
              <article
                key={lang}
                aria-label={t(
                  lang === 'en' ? 'admin.newsletter.previewEn' : 'admin.newsletter.previewEl',
                )}
                className="rounded-lg border border-border p-4"
              >
                <p className="text-sm text-muted-foreground">
                  {t(lang === 'en' ? 'admin.newsletter.previewEn' : 'admin.newsletter.previewEl')}
                </p>
                <p className="mt-1 font-semibold">{editor.preview[lang].subject}</p>
                {editor.preview[lang].inEnglishForGreekReader ? (
                  <p className="italic" lang="el">
                    {t('newsletter.mail.englishOnly')}
                  </p>
                ) : null}
                {/* Sanitised when saved; the digest is built from escaped text. */}
                <div
                  className="rich-text mt-3 max-w-none"
                  lang={editor.preview[lang].inEnglishForGreekReader ? 'en' : lang}
                  dangerouslySetInnerHTML={{ __html: editor.preview[lang].body }}
                />
              </article>
            ))}
          </section>
          <Form method="post" action={`${PATH}?intent=test`}>
            <input type="hidden" name="id" value={editor.id ?? ''} />
            <Button type="submit" variant="outline" disabled={busy}>
              {t('admin.newsletter.test')}
            </Button>
          </Form>
          {!locked ? (
            <Form method="post" action={`${PATH}?intent=send`} className="grid gap-3">
              <input type="hidden" name="id" value={editor.id ?? ''} />
              <fieldset className="grid gap-2">
                <legend className="font-semibold">{t('admin.newsletter.sendHeading')}</legend>
                <label className="flex items-center gap-2">
                  <input type="radio" name="when" value="now" defaultChecked />
                  {t('admin.newsletter.sendNow')}
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="when" value="at" />
                  {t('admin.newsletter.sendAt')}
                </label>
              </fieldset>
              <Field label={t('admin.newsletter.sendTime')} error={fields?.send_at}>
                {(control) => (
                  <Input {...control} type="datetime-local" name="send_at" className="w-fit" />
                )}
              </Field>
              <Button type="submit" className="w-fit" disabled={busy}>
                {t('admin.newsletter.send')}
              </Button>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

type ReadersData = NonNullable<Route.ComponentProps['loaderData']['readers']>

function Readers({ readers, q, busy }: { readers: ReadersData; q: string; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="readers-heading" className="grid gap-4">
      <h2 id="readers-heading" className="text-xl font-semibold">
        {t('admin.newsletter.readers')}
      </h2>
      <p>{t('admin.newsletter.readersActive', readers.active)}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
          <Field label={t('admin.newsletter.search')}>
            {(control) => <Input {...control} type="search" name="q" defaultValue={q} />}
          </Field>
          <Button type="submit" variant="outline">
            {t('admin.newsletter.searchButton')}
          </Button>
        </Form>
        <a
          className="font-medium text-primary underline"
          href={`/api/v1/newsletter/subscribers?format=csv${q ? `&q=${encodeURIComponent(q)}` : ''}`}
          download
        >
          {t('admin.newsletter.export')}
        </a>
      </div>
      {readers.rows.length === 0 ? (
        <p className="text-muted-foreground">{t('admin.newsletter.noReaders')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{t('admin.newsletter.email')}</th>
                <th scope="col">{t('admin.newsletter.name')}</th>
                <th scope="col">{t('admin.newsletter.lang')}</th>
                <th scope="col">{t('admin.newsletter.state')}</th>
                <th scope="col">{t('admin.newsletter.consent')}</th>
                <th scope="col">
                  <span className="sr-only">{t('admin.newsletter.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {readers.rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  <td className="py-2 pr-3">{row.email}</td>
                  <td className="py-2 pr-3">{row.name}</td>
                  <td className="py-2 pr-3">{t(`newsletter.languages.${row.lang}`)}</td>
                  <td className="py-2 pr-3">{t(`admin.newsletter.states.${row.status}`)}</td>
                  <td className="py-2 pr-3">{row.consent}</td>
                  <td className="py-2">
                    <Form
                      method="post"
                      action={`${PATH}?intent=delete-subscriber`}
                      onSubmit={(event) => {
                        if (
                          !window.confirm(t('admin.newsletter.deleteConfirm', { email: row.email }))
                        )
                          event.preventDefault()
                      }}
                    >
                      <input type="hidden" name="id" value={row.id} />
                      <input type="hidden" name="email" value={row.email} />
                      <Button type="submit" variant="destructive" size="sm" disabled={busy}>
                        {t('admin.newsletter.delete', { email: row.email })}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
