/**
 * Inline editing of a page of text on the page itself (About, the pages at `/{slug}`): title,
 * lead and text in English and Greek, with the site's rich-text editor, and whether the Greek is
 * ready. Saved through the JSON API (PATCH /api/v1/pages/{id}) with only the fields this editor
 * changed and the revision the page was opened on, so someone else's change to other fields
 * stays and a change to the same ones is refused rather than overwritten. The page's fixed parts
 * are listed, labelled as filled in by the site. Team only; loaded on demand (page-editor-lazy.tsx).
 */
import { useId, useState } from 'react'

import { maxLengthOf } from '~/domain/content-fields'
import { Field } from '~/components/forms/field'
import { Input, Textarea } from '~/components/ui/input'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { RichTextField } from '~/components/forms/rich-text-field'
import { useTranslation } from '~/i18n/use-translation'
import type { TranslationKey } from '~/i18n/keys'

export interface PageEditorProps {
  id: string
  baseRevision: string
  values: Record<string, unknown>
  /** i18n keys naming the parts of the page the site fills in itself. */
  fixedParts?: readonly TranslationKey[]
  onSaved: () => void
  onCancel: () => void
  /** The editor's heading (default "Edit the page"), its level, and a line on what it edits. */
  heading?: string
  headingLevel?: 2 | 3
  hint?: string
  /** False for a text that is a heading and its text only (the home page's, decision 0068). */
  withContent?: boolean
}

const TEXT_FIELDS = ['title', 'title_el', 'lead', 'lead_el', 'content', 'content_el'] as const

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The fields whose value differs from what the editor was opened with. */
function changedFields(form: FormData, start: Record<string, unknown>) {
  const changed: Record<string, unknown> = {}
  for (const field of TEXT_FIELDS) {
    const value = form.get(field)
    if (typeof value === 'string' && value !== text(start[field])) changed[field] = value
  }
  const elReady = form.get('el_ready') === 'on'
  if (elReady !== Boolean(start.el_ready)) changed.el_ready = elReady
  return changed
}

type ApiAnswer = {
  message?: string
  error?: { message: string; fields?: Record<string, string> }
}

export default function PageEditor({
  id,
  baseRevision,
  values,
  fixedParts = [],
  onSaved,
  onCancel,
  heading,
  headingLevel = 2,
  hint,
  withContent = true,
}: PageEditorProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const { t } = useTranslation()
  const headingId = useId()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const changed = changedFields(new FormData(event.currentTarget), values)
    if (Object.keys(changed).length === 0) return onCancel()
    setSaving(true)
    setProblem(null)
    try {
      const response = await fetch(`/api/v1/pages/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...changed, base_revision: baseRevision }),
      })
      const answer = (await response.json().catch(() => ({}))) as ApiAnswer
      if (response.ok) {
        toast.success(answer.message ?? t('admin.pages.saved'))
        onSaved()
        return
      }
      setErrors(answer.error?.fields ?? {})
      setProblem(answer.error?.message ?? t('admin.pages.saveFailed'))
    } catch {
      setProblem(t('admin.pages.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  const language = (suffix: '' | '_el', legend: string) => (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <Field label={t('admin.pages.form.title')}>
        {(props) => (
          <Input
            {...props}
            name={`title${suffix}`}
            defaultValue={text(values[`title${suffix}`])}
            maxLength={maxLengthOf('pages', 'title')}
          />
        )}
      </Field>
      <Field label={t('admin.pages.form.lead')}>
        {(props) => (
          <Textarea
            {...props}
            name={`lead${suffix}`}
            rows={3}
            defaultValue={text(values[`lead${suffix}`])}
            maxLength={maxLengthOf('pages', 'lead')}
          />
        )}
      </Field>
      {withContent ? (
        <RichTextField
          name={`content${suffix}`}
          label={t('admin.pages.form.content')}
          defaultValue={text(values[`content${suffix}`])}
          minRows={6}
          errorId={`${headingId}-content${suffix}-error`}
        />
      ) : null}
    </fieldset>
  )

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto my-8 max-w-5xl rounded-2xl border border-primary/40 bg-background p-4 shadow-sm sm:p-6"
    >
      <Heading id={headingId} className="text-2xl font-bold">
        {heading ?? t('admin.pages.editorTitle')}
      </Heading>
      {hint ? <p className="mt-2 text-muted-foreground">{hint}</p> : null}
      <form onSubmit={save} className="mt-4 grid gap-6" noValidate>
        {language('', t('admin.pages.english'))}
        {language('_el', t('admin.pages.greek'))}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="el_ready"
            defaultChecked={Boolean(values.el_ready)}
            className="size-4"
          />
          {t('admin.editorial.elReady')}
        </label>
        {fixedParts.length > 0 ? (
          <div className="rounded-xl border border-dashed border-border bg-muted/60 p-4">
            <h3 className="font-semibold">{t('admin.pages.fixedParts')}</h3>
            <ul className="mt-2 list-disc pl-6 text-sm text-muted-foreground">
              {fixedParts.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {problem ? (
          <div role="alert" className="text-sm font-medium text-danger">
            <p>{problem}</p>
            {/* The API's messages are already in the editor's language. */}
            <ul className="mt-1 list-disc pl-6">
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {t('admin.pages.save')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('admin.pages.cancel')}
          </Button>
        </div>
      </form>
    </section>
  )
}
