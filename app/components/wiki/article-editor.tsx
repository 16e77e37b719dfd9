/**
 * The wiki article editor (admins; loaded on demand): title, slug, excerpt, category, status,
 * order index, read time, tags, featured image, original URL and content (22 rows at least),
 * each text with its optional Greek version, plus the editor-only content blocks. Used by
 * /wiki/create and by the edit dialog of the wiki browser; posts to the page's action.
 */
import { useState } from 'react'
import { useActionData } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { maxLengthOf } from '~/domain/content-fields'
import { ImageUpload } from '~/components/forms/image-upload'
import { TagPicker } from '~/components/forms/tag-picker'
import { Field, FieldErrorText, selectClass } from '~/components/forms/field'
import { Input, Textarea } from '~/components/ui/input'
import { WIKI_EDITOR_STATUSES, WIKI_TAG_SUGGESTIONS } from '~/domain/constants'
import { dateToCyprusLocal } from '~/lib/dates'
import { slugify, slugSource } from '~/lib/slug'
import { ContentBlocksEditor } from './content-blocks-editor'
import { DeleteArticleDialog } from './delete-article-dialog'
import type { AdminCategory, EditableArticle, WikiActionResult } from '~/domain/wiki-types'
import { useEditBase } from './edit-base'
import { articleInputSchema } from '~/domain/wiki-input'
import { restoredArticleFields } from './restored-article'
import { SourcesField } from './sources-field'
import { useWikiForm } from './use-wiki-form'
import { SlugField, titlesSlugSource, useFollowingSlug } from './slug-field'
import { ArticleFormButtons, CategoryOptions, RichTextField } from './wiki-form-parts'
import { useUnsavedChanges, type UnsavedChanges } from '~/components/forms/unsaved-changes'
import { wikiStatusKey } from '~/domain/label-keys'
import { can } from '~/domain/permissions'
import { useRootData } from '~/components/use-root-data'

type Ok = Extract<WikiActionResult, { ok: true }>

export interface ArticleEditorProps {
  categories: AdminCategory[]
  /** Edit mode when given, create mode otherwise. */
  article?: EditableArticle
  defaultCategoryId?: string
  onSaved: (result: Ok) => void
  onCancel: () => void
  onDeleted?: (result: Ok) => void
}

/**
 * Asks before leaving with changes and keeps a draft on this device, a new article's as well as an
 * edit's; a restore starts the editor again from the draft.
 */
export default function ArticleEditor(props: ArticleEditorProps) {
  const unsaved = useUnsavedChanges({
    draftKey: props.article ? `wiki:${props.article.id}` : 'wiki:new',
  })
  const values = { ...props.article, ...restoredArticleFields(unsaved.restored) }
  return <ArticleEditorForm key={unsaved.formKey} {...props} values={values} unsaved={unsaved} />
}

function ArticleEditorForm({
  categories,
  article,
  values,
  defaultCategoryId,
  onSaved,
  onCancel,
  onDeleted,
  unsaved,
}: ArticleEditorProps & { values: Partial<EditableArticle>; unsaved: UnsavedChanges }) {
  const { t } = useTranslation()
  const { auth } = useRootData()
  // Authors and reviewers write drafts and submit them for review; the server checks it again.
  const mayPublish = can(auth, 'publish', 'wiki')
  // A slug typed by hand (an edit's, or a draft's that differs from its title's) is not replaced.
  const slug = useFollowingSlug(
    values.slug ?? '',
    Boolean(article) ||
      Boolean(
        values.slug &&
        values.slug !== slugify(slugSource(values.title ?? '', values.titleEl ?? '')),
      ),
  )
  const [deleting, setDeleting] = useState(false)
  const base = useEditBase(article ? (values.baseRevision ?? article.baseRevision) : undefined)
  // Posted before the page was interactive (or without JavaScript): the page's own answer.
  const pageAnswer = useActionData<WikiActionResult>()
  const { errors, formProps, busy } = useWikiForm(
    articleInputSchema,
    {
      successToast: (result) =>
        result.pending
          ? t('admin.review.pendingChange.submitted')
          : article
            ? t('admin.wiki.toast.articleUpdated')
            : t('admin.wiki.toast.articleCreated'),
      failureToast: () => t('admin.wiki.toast.articleSaveFailed'),
      onSuccess: (result) => {
        unsaved.markSaved()
        onSaved(result)
      },
      onFailure: base.noteFailure,
    },
    pageAnswer,
  )

  return (
    <form method="post" {...formProps} className="grid gap-6">
      {unsaved.guard}
      <input type="hidden" name="intent" value={article ? 'article-update' : 'article-create'} />
      {article ? <input type="hidden" name="id" value={article.id} /> : null}
      {base.field}

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">{t('admin.wiki.form.english')}</legend>
        <Field label={t('admin.wiki.form.title')} error={errors.title}>
          {(control) => (
            <Input
              {...control}
              name="title"
              maxLength={maxLengthOf('wiki', 'title')}
              defaultValue={values.title ?? ''}
              autoComplete="off"
              onChange={(event) => slug.follow(titlesSlugSource(event.currentTarget))}
            />
          )}
        </Field>
        <SlugField
          slug={slug}
          label={t('admin.wiki.form.slug')}
          hint={t('admin.wiki.form.slugHint')}
          error={errors.slug}
        />
        <Field label={t('admin.wiki.form.excerpt')} error={errors.excerpt}>
          {(control) => (
            <Textarea
              {...control}
              name="excerpt"
              maxLength={maxLengthOf('wiki', 'excerpt')}
              rows={3}
              defaultValue={values.excerpt ?? ''}
            />
          )}
        </Field>
        <RichTextField
          name="content"
          label={t('admin.wiki.form.content')}
          defaultValue={values.content ?? ''}
          minRows={22}
          error={errors.content}
          errorId="wiki-editor-content-error"
        />
        <div>
          <ContentBlocksEditor name="contentBlocks" />
          <FieldErrorText id="wiki-editor-blocks-error" error={errors.contentBlocks} />
        </div>
        <Field label={t('admin.wiki.form.metaDescription')} error={errors.metaDescription}>
          {(control) => (
            <Textarea
              {...control}
              name="metaDescription"
              maxLength={maxLengthOf('wiki', 'meta_description')}
              rows={2}
              defaultValue={values.metaDescription ?? ''}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 w-full border-t border-border pt-6 text-base font-semibold">
          {t('admin.wiki.form.greek')}
        </legend>
        <p className="text-sm text-muted-foreground">{t('admin.wiki.form.greekHint')}</p>
        <Field label={t('admin.wiki.form.titleEl')} error={errors.titleEl}>
          {(control) => (
            <Input
              {...control}
              name="titleEl"
              maxLength={maxLengthOf('wiki', 'title')}
              lang="el"
              autoComplete="off"
              defaultValue={values.titleEl ?? ''}
              // Without an English title, the slug is made from the Greek one.
              onChange={(event) => slug.follow(titlesSlugSource(event.currentTarget))}
            />
          )}
        </Field>
        <Field label={t('admin.wiki.form.excerptEl')} error={errors.excerptEl}>
          {(control) => (
            <Textarea
              {...control}
              name="excerptEl"
              maxLength={maxLengthOf('wiki', 'excerpt')}
              lang="el"
              rows={3}
              defaultValue={values.excerptEl ?? ''}
            />
          )}
        </Field>
        <RichTextField
          name="contentEl"
          label={t('admin.wiki.form.contentEl')}
          defaultValue={values.contentEl ?? ''}
          minRows={12}
          error={errors.contentEl}
          errorId="wiki-editor-content-el-error"
        />
        <Field label={t('admin.wiki.form.metaDescriptionEl')} error={errors.metaDescriptionEl}>
          {(control) => (
            <Textarea
              {...control}
              name="metaDescriptionEl"
              maxLength={maxLengthOf('wiki', 'meta_description')}
              lang="el"
              rows={2}
              defaultValue={values.metaDescriptionEl ?? ''}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 w-full border-t border-border pt-6 text-base font-semibold">
          {t('admin.wiki.form.settings')}
        </legend>
        <Field label={t('admin.wiki.form.category')} error={errors.categoryId}>
          {(control) => (
            <select
              {...control}
              name="categoryId"
              className={selectClass}
              defaultValue={values.categoryId ?? defaultCategoryId ?? ''}
            >
              <option value="">{t('admin.wiki.form.selectCategory')}</option>
              <CategoryOptions categories={categories} />
            </select>
          )}
        </Field>
        <Field
          label={t('admin.editorial.publishAt')}
          hint={t('admin.editorial.publishAtHint')}
          error={errors.publishAt}
        >
          {(control) => (
            <Input
              {...control}
              type="datetime-local"
              name="publishAt"
              step={60}
              defaultValue={values.publishAt ? dateToCyprusLocal(new Date(values.publishAt)) : ''}
            />
          )}
        </Field>
        <Field label={t('admin.editorial.elReady')} error={errors.elReady}>
          {(control) => (
            <select
              {...control}
              name="elReady"
              className={selectClass}
              defaultValue={values.elReady === false ? 'false' : 'true'}
            >
              <option value="true">{t('admin.editorial.elReadyYes')}</option>
              <option value="false">{t('admin.editorial.elReadyNo')}</option>
            </select>
          )}
        </Field>
        <Field label={t('admin.wiki.form.status')} error={errors.status}>
          {(control) => (
            <select
              {...control}
              name="status"
              className={selectClass}
              defaultValue={values.status ?? 'draft'}
            >
              {WIKI_EDITOR_STATUSES.filter(
                (status) =>
                  mayPublish ||
                  status === 'draft' ||
                  status === 'pending_review' ||
                  status === values.status,
              ).map((status) => (
                <option key={status} value={status}>
                  {t(wikiStatusKey(status))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('admin.wiki.form.orderIndex')} error={errors.orderIndex}>
          {(control) => (
            <Input
              {...control}
              name="orderIndex"
              type="number"
              step={1}
              inputMode="numeric"
              defaultValue={values.orderIndex ?? 0}
            />
          )}
        </Field>
        <Field
          label={t('admin.wiki.form.readTime')}
          hint={t('admin.wiki.form.readTimeHint')}
          error={errors.readTime}
        >
          {(control) => (
            <Input
              {...control}
              name="readTime"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={values.readTime ?? 0}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <TagPicker
            name="tags"
            label={t('admin.wiki.form.tags')}
            suggestions={WIKI_TAG_SUGGESTIONS}
            defaultValue={values.tags ?? []}
          />
          <FieldErrorText id="wiki-editor-tags-error" error={errors.tags} />
        </div>
        <div className="sm:col-span-2">
          <ImageUpload
            name="featuredImageUrl"
            label={t('admin.wiki.form.featuredImage')}
            defaultValue={values.featuredImageUrl ?? ''}
          />
          <FieldErrorText id="wiki-editor-image-error" error={errors.featuredImageUrl} />
        </div>
        <Field
          label={t('admin.wiki.form.originalUrl')}
          error={errors.originalUrl}
          className="grid gap-2 sm:col-span-2"
        >
          {(control) => (
            <Input
              {...control}
              name="originalUrl"
              type="url"
              inputMode="url"
              defaultValue={values.originalUrl ?? ''}
            />
          )}
        </Field>
        <SourcesField defaultValue={values.sources ?? []} error={errors.sources} />
        {mayPublish ? (
          <Field
            label={t('admin.wiki.form.nextReviewDue')}
            hint={t('admin.wiki.form.nextReviewDueHint')}
            error={errors.nextReviewDue}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                name="nextReviewDue"
                defaultValue={values.nextReviewDue ?? ''}
              />
            )}
          </Field>
        ) : (
          // Only editors and admins change it; everyone else's save keeps it as it is.
          <input type="hidden" name="nextReviewDue" value={values.nextReviewDue ?? ''} />
        )}
      </fieldset>

      {base.alert}
      <ArticleFormButtons
        onDelete={article && onDeleted ? () => setDeleting(true) : undefined}
        onCancel={onCancel}
        busy={busy}
        submitLabel={t('admin.wiki.editor.saveArticle')}
        className="border-t border-border pt-6"
        preview="/admin/preview/wiki"
      />
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
