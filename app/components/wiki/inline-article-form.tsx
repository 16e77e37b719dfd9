/**
 * Inline editing on the article pages (title, category, index, content; Save, Cancel,
 * Delete) and inline create in a section's category ('Create New Article', saved as published,
 * slug required). Admins only; loaded on demand.
 */
import { useId, useState } from 'react'

import { useTranslation } from '~/i18n/use-translation'
import { maxLengthOf } from '~/domain/content-fields'
import { ImageUpload } from '~/components/forms/image-upload'
import { TagPicker } from '~/components/forms/tag-picker'
import { Field, FieldErrorText, selectClass } from '~/components/forms/field'
import { Input, Textarea } from '~/components/ui/input'
import { WIKI_TAG_SUGGESTIONS } from '~/domain/constants'
import { DeleteArticleDialog } from './delete-article-dialog'
import type {
  AdminCategory,
  EditableArticle,
  InlineEditable,
  WikiActionResult,
} from '~/domain/wiki-types'
import { useEditBase } from './edit-base'
import { inlineArticleCreateSchema, inlineArticleUpdateSchema } from '~/domain/wiki-input'
import { useWikiForm } from './use-wiki-form'
import { SlugField, titlesSlugSource, useFollowingSlug } from './slug-field'
import { ArticleFormButtons, CategoryOptions, RichTextField } from './wiki-form-parts'
import { useUnsavedChanges, type UnsavedChanges } from '~/components/forms/unsaved-changes'
import { slugify, slugSource } from '~/lib/slug'
import { restoredArticleFields } from './restored-article'

type Ok = Extract<WikiActionResult, { ok: true }>

export type InlineArticleFormProps = {
  categories: AdminCategory[]
  /** Where the page shows articles; the server answers with the address to go to. */
  view: 'wiki' | 'section'
  /** Understanding Epilepsy's form also edits the excerpt (Living with Epilepsy's does not). */
  withExcerpt?: boolean
  onDone: (result: Ok) => void
  onCancel: () => void
  /** 1 when the form takes the place of the page's content (the article's own heading). */
  headingLevel?: 1 | 2
} & (
  | { mode: 'edit'; article: InlineEditable }
  | { mode: 'create'; category: { id: string; name: string } }
)

/**
 * Asks before leaving with changes and keeps a draft on this device, for an edit and for a new
 * article alike (one draft per category); a restore starts the form again from the draft.
 */
export default function InlineArticleForm(props: InlineArticleFormProps) {
  const unsaved = useUnsavedChanges({
    draftKey:
      props.mode === 'edit'
        ? `wiki-inline:${props.article.id}`
        : `wiki-inline:new:${props.category.id}`,
  })
  const restored = restoredArticleFields(unsaved.restored)
  const values: Partial<InlineEditable & EditableArticle> =
    props.mode === 'edit' ? { ...props.article, ...restored } : restored
  return <InlineArticleFields key={unsaved.formKey} {...props} values={values} unsaved={unsaved} />
}

function InlineArticleFields(
  props: InlineArticleFormProps & {
    values: Partial<InlineEditable & EditableArticle>
    unsaved: UnsavedChanges
  },
) {
  const { t } = useTranslation()
  const { categories, view, withExcerpt, onDone, onCancel, values, unsaved } = props
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2'
  const article = props.mode === 'edit' ? { ...props.article, ...values } : undefined
  const creating = props.mode === 'create'
  const headingId = useId()
  // A slug typed by hand (a draft's that differs from its title's) is not replaced as the title changes.
  const slug = useFollowingSlug(
    values.slug ?? '',
    Boolean(
      values.slug && values.slug !== slugify(slugSource(values.title ?? '', values.titleEl ?? '')),
    ),
  )
  const [deleting, setDeleting] = useState(false)
  const base = useEditBase(article?.baseRevision)
  const { errors, formProps, busy } = useWikiForm(
    creating ? inlineArticleCreateSchema : inlineArticleUpdateSchema,
    {
      successToast: (result) =>
        creating
          ? t('admin.wiki.toast.inlineCreated')
          : result.pending
            ? t('admin.review.pendingChange.submitted')
            : t('admin.wiki.toast.inlineUpdated'),
      failureToast: () =>
        creating
          ? t('admin.wiki.toast.inlineCreateFailed')
          : t('admin.wiki.toast.inlineUpdateFailed'),
      onSuccess: (result) => {
        unsaved.markSaved()
        onDone(result)
      },
      onFailure: base.noteFailure,
    },
  )
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border-2 border-primary/30 bg-background p-5 shadow-sm"
    >
      <Heading id={headingId} className="text-xl font-bold">
        {creating ? t('admin.wiki.inline.createTitle') : t('admin.wiki.inline.editTitle')}
      </Heading>
      {props.mode === 'create' ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t('admin.wiki.inline.creatingIn', { name: props.category.name })}{' '}
          {t('admin.wiki.inline.publishedHint')}
        </p>
      ) : null}
      <form method="post" {...formProps} className="mt-5 grid gap-4">
        {unsaved.guard}
        <input
          type="hidden"
          name="intent"
          value={creating ? 'article-inline-create' : 'article-inline-update'}
        />
        <input type="hidden" name="view" value={view} />
        {article ? <input type="hidden" name="id" value={article.id} /> : null}
        {base.field}
        {props.mode === 'create' ? (
          <input type="hidden" name="categoryId" value={props.category.id} />
        ) : null}

        <div className="grid gap-4 md:grid-cols-2">
          <Field label={t('admin.wiki.form.title')} error={errors.title}>
            {(control) => (
              <Input
                {...control}
                name="title"
                maxLength={maxLengthOf('wiki', 'title')}
                autoComplete="off"
                // Where the person types first when the form opens.
                autoFocus
                defaultValue={values.title ?? ''}
                onChange={(event) => {
                  if (creating) slug.follow(titlesSlugSource(event.currentTarget))
                }}
              />
            )}
          </Field>
          <Field
            label={t('admin.wiki.form.titleEl')}
            hint={t('admin.greekTitleHint')}
            error={errors.titleEl}
          >
            {(control) => (
              <Input
                {...control}
                name="titleEl"
                maxLength={maxLengthOf('wiki', 'title')}
                lang="el"
                autoComplete="off"
                defaultValue={values.titleEl ?? ''}
                // Without an English title, the slug is made from the Greek one.
                onChange={(event) => {
                  if (creating) slug.follow(titlesSlugSource(event.currentTarget))
                }}
              />
            )}
          </Field>
        </div>
        {creating ? (
          <SlugField
            slug={slug}
            label={t('admin.wiki.form.slug')}
            hint={t('admin.wiki.form.slugHint')}
            error={errors.slug}
          />
        ) : null}
        {withExcerpt ? (
          <div className="grid gap-4 md:grid-cols-2">
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
          </div>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          {article ? (
            <Field label={t('admin.wiki.form.category')} error={errors.categoryId}>
              {(control) => (
                <select
                  {...control}
                  name="categoryId"
                  className={selectClass}
                  defaultValue={article.categoryId}
                >
                  <CategoryOptions categories={categories} />
                </select>
              )}
            </Field>
          ) : null}
          <Field label={t('admin.wiki.form.index')} error={errors.orderIndex}>
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
        </div>
        <RichTextField
          name="content"
          label={t('admin.wiki.form.content')}
          defaultValue={values.content ?? ''}
          minRows={14}
          error={errors.content}
          errorId={`${headingId}-content-error`}
        />
        <RichTextField
          name="contentEl"
          label={t('admin.wiki.form.contentEl')}
          defaultValue={values.contentEl ?? ''}
          minRows={8}
          error={errors.contentEl}
          errorId={`${headingId}-content-el-error`}
        />
        {creating ? (
          <>
            <TagPicker
              name="tags"
              label={t('admin.wiki.form.tags')}
              suggestions={WIKI_TAG_SUGGESTIONS}
              defaultValue={values.tags}
            />
            <FieldErrorText id={`${headingId}-tags-error`} error={errors.tags} />
            <ImageUpload
              name="featuredImageUrl"
              label={t('admin.wiki.form.featuredImage')}
              defaultValue={values.featuredImageUrl}
            />
            <FieldErrorText id={`${headingId}-image-error`} error={errors.featuredImageUrl} />
          </>
        ) : null}
        {base.alert}
        <ArticleFormButtons
          onDelete={article ? () => setDeleting(true) : undefined}
          onCancel={onCancel}
          busy={busy}
          submitLabel={creating ? t('admin.wiki.inline.create') : t('admin.wiki.form.save')}
          className="pt-2"
        />
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
