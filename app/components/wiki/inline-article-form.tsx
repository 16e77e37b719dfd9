/**
 * Inline editing on the article pages (title, category, index, content; Save, Cancel,
 * Delete) and inline create in a section's category ('Create New Article', saved as published,
 * slug required). Admins only; loaded on demand.
 */
import { Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { LazyRichTextEditor } from '~/components/editor/lazy-rich-text-editor'
import { ImageUpload } from '~/components/forms/image-upload'
import { TagPicker } from '~/components/forms/tag-picker'
import { Button } from '~/components/ui/button'
import { FieldError, Input, Textarea } from '~/components/ui/input'
import { WIKI_TAG_SUGGESTIONS } from '~/domain/constants'
import { slugify } from '~/lib/slug'
import { DeleteArticleDialog } from './delete-article-dialog'
import { Field, focusFirstInvalid, selectClass } from './form-field'
import type { AdminCategory, InlineEditable, WikiActionResult } from '~/domain/wiki-types'
import { useWikiAction } from './use-wiki-action'
import { useUnsavedChanges } from '~/components/forms/unsaved-changes'

type Ok = Extract<WikiActionResult, { ok: true }>

export type InlineArticleFormProps = {
  categories: AdminCategory[]
  /** Where the page shows articles; the server answers with the address to go to. */
  view: 'wiki' | 'section'
  /** Understanding Epilepsy's form also edits the excerpt (Living with Epilepsy's does not). */
  withExcerpt?: boolean
  onDone: (result: Ok) => void
  onCancel: () => void
} & ({ mode: 'edit'; article: InlineEditable } | { mode: 'create'; category: { id: string; name: string } })

export default function InlineArticleForm(props: InlineArticleFormProps) {
  const { t } = useTranslation()
  const { categories, view, withExcerpt, onDone, onCancel } = props
  // Drafts are kept for edits, where a restored one fills the article's fields.
  const unsaved = useUnsavedChanges({ draftKey: props.mode === 'edit' ? `wiki-inline:${props.article.id}` : null })
  const article = props.mode === 'edit' ? { ...props.article, ...(unsaved.restored as Partial<InlineEditable>) } : undefined
  const creating = props.mode === 'create'
  const formRef = useRef<HTMLFormElement>(null)
  const headingId = useId()
  const [slug, setSlug] = useState('')
  const [slugTouched, setSlugTouched] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const action = useWikiAction({
    successToast: () => (creating ? t('wiki.toast.inlineCreated') : t('wiki.toast.inlineUpdated')),
    failureToast: () => (creating ? t('wiki.toast.inlineCreateFailed') : t('wiki.toast.inlineUpdateFailed')),
    onSuccess: (result) => {
      unsaved.markSaved()
      onDone(result)
    },
  })
  const errors = action.fieldErrors

  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstInvalid(formRef.current)
  }, [errors])

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input[name="title"]')?.focus()
  }, [])

  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-primary/30 bg-background p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold">
        {creating ? t('wiki.inline.createTitle') : t('wiki.inline.editTitle')}
      </h2>
      {props.mode === 'create' ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t('wiki.inline.creatingIn', { name: props.category.name })} {t('wiki.inline.publishedHint')}
        </p>
      ) : null}
      <form
        key={unsaved.formKey}
        ref={formRef}
        method="post"
        noValidate
        className="mt-5 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void action.submit(new FormData(event.currentTarget))
        }}
      >
        {unsaved.guard}
        <input type="hidden" name="intent" value={creating ? 'article-inline-create' : 'article-inline-update'} />
        <input type="hidden" name="view" value={view} />
        {article ? <input type="hidden" name="id" value={article.id} /> : null}
        {props.mode === 'create' ? <input type="hidden" name="categoryId" value={props.category.id} /> : null}

        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('wiki.form.title')} error={errors.title}>
            {(control) => (
              <Input
                {...control}
                name="title"
                autoComplete="off"
                defaultValue={article?.title ?? ''}
                onChange={(event) => {
                  if (creating && !slugTouched) setSlug(slugify(event.target.value))
                }}
              />
            )}
          </Field>
          <Field label={t('wiki.form.titleEl')} hint={t('wiki.form.greekHint')} error={errors.titleEl}>
            {(control) => <Input {...control} name="titleEl" lang="el" autoComplete="off" defaultValue={article?.titleEl ?? ''} />}
          </Field>
        </div>
        {creating ? (
          <Field label={t('wiki.form.slug')} hint={t('wiki.form.slugHint')} error={errors.slug}>
            {(control) => (
              <Input
                {...control}
                name="slug"
                value={slug}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setSlugTouched(true)
                  setSlug(event.target.value)
                }}
                onBlur={() => setSlug((current) => slugify(current))}
              />
            )}
          </Field>
        ) : null}
        {withExcerpt ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={t('wiki.form.excerpt')} error={errors.excerpt}>
              {(control) => <Textarea {...control} name="excerpt" rows={3} defaultValue={article?.excerpt ?? ''} />}
            </Field>
            <Field label={t('wiki.form.excerptEl')} error={errors.excerptEl}>
              {(control) => <Textarea {...control} name="excerptEl" lang="el" rows={3} defaultValue={article?.excerptEl ?? ''} />}
            </Field>
          </div>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          {article ? (
            <Field label={t('wiki.form.category')} error={errors.categoryId}>
              {(control) => (
                <select {...control} name="categoryId" className={selectClass} defaultValue={article.categoryId}>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name} ({t(`wiki.sectionName.${category.page === 1 || category.page === 2 ? category.page : 0}`)})
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <Field label={t('wiki.form.index')} error={errors.orderIndex}>
            {(control) => (
              <Input {...control} name="orderIndex" type="number" step={1} inputMode="numeric" defaultValue={article?.orderIndex ?? 0} />
            )}
          </Field>
        </div>
        <div className="grid gap-2">
          <LazyRichTextEditor
            name="content"
            label={t('wiki.form.content')}
            defaultValue={article?.content ?? ''}
            minRows={14}
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? `${headingId}-content-error` : undefined}
          />
          <FieldError id={`${headingId}-content-error`}>{errors.content}</FieldError>
        </div>
        <div className="grid gap-2">
          <LazyRichTextEditor
            name="contentEl"
            label={t('wiki.form.contentEl')}
            defaultValue={article?.contentEl ?? ''}
            minRows={8}
            invalid={Boolean(errors.contentEl)}
            describedBy={errors.contentEl ? `${headingId}-content-el-error` : undefined}
          />
          <FieldError id={`${headingId}-content-el-error`}>{errors.contentEl}</FieldError>
        </div>
        {creating ? (
          <>
            <TagPicker name="tags" label={t('wiki.form.tags')} suggestions={WIKI_TAG_SUGGESTIONS} />
            <FieldError id={`${headingId}-tags-error`}>{errors.tags}</FieldError>
            <ImageUpload name="featuredImageUrl" label={t('wiki.form.featuredImage')} />
            <FieldError id={`${headingId}-image-error`}>{errors.featuredImageUrl}</FieldError>
          </>
        ) : null}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-between">
          {article ? (
            <Button variant="outline" className="text-danger" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              {t('wiki.form.delete')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onCancel}>
              {t('wiki.form.cancel')}
            </Button>
            <Button type="submit" disabled={action.busy}>
              {action.busy ? t('wiki.form.saving') : creating ? t('wiki.inline.create') : t('wiki.form.save')}
            </Button>
          </div>
        </div>
      </form>
      {article ? (
        <DeleteArticleDialog
          article={deleting ? { id: article.id, title: article.title } : null}
          variant="inline"
          view={view}
          onClose={() => setDeleting(false)}
          onDeleted={onDone}
        />
      ) : null}
    </section>
  )
}
