/**
 * The wiki article editor (admins; loaded on demand): title, slug, excerpt, category, status,
 * order index, read time, tags, featured image, original URL and content (22 rows at least),
 * each text with its optional Greek version, plus the editor-only content blocks. Used by
 * /wiki/create and by the edit dialog of the wiki browser; posts to the page's action.
 */
import { Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionData } from 'react-router'

import { LazyRichTextEditor } from '~/components/editor/lazy-rich-text-editor'
import { ImageUpload } from '~/components/forms/image-upload'
import { TagPicker } from '~/components/forms/tag-picker'
import { Button } from '~/components/ui/button'
import { FieldError, Input, Textarea } from '~/components/ui/input'
import { WIKI_EDITOR_STATUSES, WIKI_TAG_SUGGESTIONS } from '~/domain/constants'
import { dateToCyprusLocal } from '~/lib/dates'
import { slugify } from '~/lib/slug'
import { ContentBlocksEditor } from './content-blocks-editor'
import { DeleteArticleDialog } from './delete-article-dialog'
import { Field, focusFirstInvalid, selectClass } from './form-field'
import type { AdminCategory, EditableArticle, WikiActionResult } from '~/domain/wiki-types'
import { useWikiAction } from './use-wiki-action'
import { useUnsavedChanges, type UnsavedChanges } from '~/components/forms/unsaved-changes'

type Ok = Extract<WikiActionResult, { ok: true }>

const NO_ERRORS: Record<string, string> = {}

export interface ArticleEditorProps {
  categories: AdminCategory[]
  /** Edit mode when given, create mode otherwise. */
  article?: EditableArticle
  defaultCategoryId?: string
  onSaved: (result: Ok) => void
  onCancel: () => void
  onDeleted?: (result: Ok) => void
}

/** Asks before leaving with changes; edits keep a draft, which a restore starts the editor from. */
export default function ArticleEditor(props: ArticleEditorProps) {
  const unsaved = useUnsavedChanges({ draftKey: props.article ? `wiki:${props.article.id}` : null })
  const article = props.article && unsaved.restored ? ({ ...props.article, ...unsaved.restored } as EditableArticle) : props.article
  return <ArticleEditorForm key={unsaved.formKey} {...props} article={article} unsaved={unsaved} />
}

function ArticleEditorForm({ categories, article, defaultCategoryId, onSaved, onCancel, onDeleted, unsaved }: ArticleEditorProps & { unsaved: UnsavedChanges }) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const [title, setTitle] = useState(article?.title ?? '')
  const [slug, setSlug] = useState(article?.slug ?? '')
  const [slugTouched, setSlugTouched] = useState(Boolean(article))
  const [deleting, setDeleting] = useState(false)
  const action = useWikiAction({
    successToast: () => (article ? t('wiki.toast.articleUpdated') : t('wiki.toast.articleCreated')),
    failureToast: () => t('wiki.toast.articleSaveFailed'),
    onSuccess: (result) => {
      unsaved.markSaved()
      onSaved(result)
    },
  })
  // Posted before the page was interactive (or without JavaScript): the page's own answer.
  const pageAnswer = useActionData<WikiActionResult>()
  const errors = action.result ? action.fieldErrors : pageAnswer && !pageAnswer.ok ? (pageAnswer.fieldErrors ?? NO_ERRORS) : NO_ERRORS

  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstInvalid(formRef.current)
  }, [errors])

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        void action.submit(new FormData(event.currentTarget))
      }}
    >
      {unsaved.guard}
      <input type="hidden" name="intent" value={article ? 'article-update' : 'article-create'} />
      {article ? <input type="hidden" name="id" value={article.id} /> : null}

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{t('wiki.form.english')}</legend>
        <Field label={t('wiki.form.title')} error={errors.title}>
          {(control) => (
            <Input
              {...control}
              name="title"
              value={title}
              autoComplete="off"
              onChange={(event) => {
                setTitle(event.target.value)
                if (!slugTouched) setSlug(slugify(event.target.value))
              }}
            />
          )}
        </Field>
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
        <Field label={t('wiki.form.excerpt')} error={errors.excerpt}>
          {(control) => <Textarea {...control} name="excerpt" rows={3} defaultValue={article?.excerpt ?? ''} />}
        </Field>
        <div className="grid gap-2">
          <LazyRichTextEditor
            name="content"
            label={t('wiki.form.content')}
            defaultValue={article?.content ?? ''}
            minRows={22}
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? 'wiki-editor-content-error' : undefined}
          />
          <FieldError id="wiki-editor-content-error">{errors.content}</FieldError>
        </div>
        <ContentBlocksEditor name="contentBlocks" />
        <Field label={t('wiki.form.metaDescription')} error={errors.metaDescription}>
          {(control) => <Textarea {...control} name="metaDescription" rows={2} defaultValue={article?.metaDescription ?? ''} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 w-full border-t border-border pt-6 text-base font-semibold">{t('wiki.form.greek')}</legend>
        <p className="text-sm text-muted-foreground">{t('wiki.form.greekHint')}</p>
        <Field label={t('wiki.form.titleEl')} error={errors.titleEl}>
          {(control) => <Input {...control} name="titleEl" lang="el" autoComplete="off" defaultValue={article?.titleEl ?? ''} />}
        </Field>
        <Field label={t('wiki.form.excerptEl')} error={errors.excerptEl}>
          {(control) => <Textarea {...control} name="excerptEl" lang="el" rows={3} defaultValue={article?.excerptEl ?? ''} />}
        </Field>
        <div className="grid gap-2">
          <LazyRichTextEditor
            name="contentEl"
            label={t('wiki.form.contentEl')}
            defaultValue={article?.contentEl ?? ''}
            minRows={12}
            invalid={Boolean(errors.contentEl)}
            describedBy={errors.contentEl ? 'wiki-editor-content-el-error' : undefined}
          />
          <FieldError id="wiki-editor-content-el-error">{errors.contentEl}</FieldError>
        </div>
        <Field label={t('wiki.form.metaDescriptionEl')} error={errors.metaDescriptionEl}>
          {(control) => <Textarea {...control} name="metaDescriptionEl" lang="el" rows={2} defaultValue={article?.metaDescriptionEl ?? ''} />}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 w-full border-t border-border pt-6 text-base font-semibold">{t('wiki.form.settings')}</legend>
        <Field label={t('wiki.form.category')} error={errors.categoryId}>
          {(control) => (
            <select {...control} name="categoryId" className={selectClass} defaultValue={article?.categoryId ?? defaultCategoryId ?? ''}>
              <option value="">{t('wiki.form.selectCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name} ({t(`wiki.sectionName.${category.page === 1 || category.page === 2 ? category.page : 0}`)})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.editorial.publishAt')} hint={t('admin.editorial.publishAtHint')} error={errors.publishAt}>
          {(control) => (
            <Input {...control} type="datetime-local" name="publishAt" step={60} defaultValue={article?.publishAt ? dateToCyprusLocal(new Date(article.publishAt)) : ''} />
          )}
        </Field>
        <Field label={t('admin.editorial.elReady')} error={errors.elReady}>
          {(control) => (
            <select {...control} name="elReady" className={selectClass} defaultValue={article?.elReady === false ? 'false' : 'true'}>
              <option value="true">{t('admin.editorial.elReadyYes')}</option>
              <option value="false">{t('admin.editorial.elReadyNo')}</option>
            </select>
          )}
        </Field>
        <Field label={t('wiki.form.status')} error={errors.status}>
          {(control) => (
            <select {...control} name="status" className={selectClass} defaultValue={article?.status ?? 'draft'}>
              {WIKI_EDITOR_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`wiki.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('wiki.form.orderIndex')} error={errors.orderIndex}>
          {(control) => <Input {...control} name="orderIndex" type="number" step={1} inputMode="numeric" defaultValue={article?.orderIndex ?? 0} />}
        </Field>
        <Field label={t('wiki.form.readTime')} hint={t('wiki.form.readTimeHint')} error={errors.readTime}>
          {(control) => <Input {...control} name="readTime" type="number" min={0} step={1} inputMode="numeric" defaultValue={article?.readTime ?? 0} />}
        </Field>
        <div className="sm:col-span-2">
          <TagPicker name="tags" label={t('wiki.form.tags')} suggestions={WIKI_TAG_SUGGESTIONS} defaultValue={article?.tags ?? []} />
          <FieldError id="wiki-editor-tags-error">{errors.tags}</FieldError>
        </div>
        <div className="sm:col-span-2">
          <ImageUpload name="featuredImageUrl" label={t('wiki.form.featuredImage')} defaultValue={article?.featuredImageUrl ?? ''} />
          <FieldError id="wiki-editor-image-error">{errors.featuredImageUrl}</FieldError>
        </div>
        <Field label={t('wiki.form.originalUrl')} error={errors.originalUrl} className="grid gap-2 sm:col-span-2">
          {(control) => <Input {...control} name="originalUrl" type="url" inputMode="url" defaultValue={article?.originalUrl ?? ''} />}
        </Field>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        {article && onDeleted ? (
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
            {action.busy ? t('wiki.form.saving') : t('wiki.editor.saveArticle')}
          </Button>
        </div>
      </div>
      {article && onDeleted ? (
        <DeleteArticleDialog
          article={deleting ? { id: article.id, title: article.title } : null}
          variant="editor"
          onClose={() => setDeleting(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </form>
  )
}
