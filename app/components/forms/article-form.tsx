import { useMemo } from 'react'
import { Form } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { LazyRichTextEditor } from '~/components/editor/lazy-rich-text-editor'
import { fieldSpec, maxLengthOf } from '~/domain/content-fields'
import { KIND_INFO, KIND_OF_LIKE } from '~/domain/content-kinds'
import { contentInputSchema } from '~/domain/content-schema'
import { DatePicker } from './date-picker'
import { Field, selectClass } from './field'
import { BilingualTextField } from './text-fields'
import { AddressFields } from './address-fields'
import { EditorialFields, useChosenStatus } from './editorial-fields'
import { submitAction } from '~/lib/submit-action'
import { proposesChange } from '~/domain/permissions'
import { useRootData } from '~/components/use-root-data'
import { FormActions } from './form-actions'
import { ImageUpload } from './image-upload'
import { TagPicker } from './tag-picker'
import { useGuardedContentForm, type ContentFormProps } from './use-content-form'
import { articleCategoryKey, articleFormKey, translatedOr } from '~/domain/label-keys'
import { keyFromData } from '~/i18n/keys'

/**
 * The news and story forms: title, excerpt, rich-text content, category, date, author, tags and
 * image, each text in English and Greek. A new item is never featured (an admin features it by
 * editing it), so the featured switch appears on edit only. The story date starts today.
 */
export function ArticleForm({
  kind,
  mode,
  defaults,
  today,
  currentDate,
  baseRevision,
  cancelTo,
}: ContentFormProps & { kind: 'news' | 'story' }) {
  const { t } = useTranslation()
  const contentKind = KIND_OF_LIKE[kind]
  const info = KIND_INFO[contentKind]
  const area = info.area
  const schema = useMemo(
    () => contentInputSchema(contentKind, { today, currentDate }),
    [contentKind, today, currentDate],
  )
  const failure = t(
    mode === 'create' ? `admin.${area}.toast.createFailed` : `admin.${area}.toast.updateFailed`,
  )
  const { unsaved, errors, values, formProps, submitting } = useGuardedContentForm(
    schema,
    failure,
    defaults,
  )
  const [status, setStatus] = useChosenStatus(values)
  // An author's edit of a published item is kept for an editor: the button says so.
  const { auth } = useRootData()
  const proposes =
    mode === 'edit' && proposesChange(auth, contentKind, String(defaults?.status ?? ''))
  // The button says what saving does with the chosen status (the stored one decides publish or update).
  const submitLabel = t(
    `admin.editorial.submit.${submitAction(status, mode === 'edit' ? defaults?.status : undefined, proposes)}`,
  )
  const str = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : '')
  const categories = info.categories
  // A date that may not lie in the past (its declaration says so): from today, or the stored one.
  const minDate = fieldSpec(contentKind, 'date')?.notPast
    ? currentDate && currentDate < today
      ? currentDate
      : today
    : undefined

  return (
    <Form key={unsaved.formKey} method="post" {...formProps} className="grid gap-8">
      {unsaved.guard}
      <BilingualTextField
        name="title"
        label={t(articleFormKey(area, 'title'))}
        values={values}
        errors={errors}
        maxLength={maxLengthOf(contentKind, 'title')}
        greekHint={t('admin.greekTitleHint')}
      />
      <BilingualTextField
        name="excerpt"
        label={t(articleFormKey(area, 'excerpt'))}
        values={values}
        errors={errors}
        multiline
        rows={3}
        maxLength={maxLengthOf(contentKind, 'excerpt')}
      />
      <div className="grid gap-6">
        <LazyRichTextEditor
          name="content"
          label={`${t(articleFormKey(area, 'content'))} (${t('admin.english')})`}
          defaultValue={str('content')}
          minRows={12}
          invalid={Boolean(errors.content)}
        />
        <LazyRichTextEditor
          name="content_el"
          label={`${t(articleFormKey(area, 'content'))} (${t('admin.greek')})`}
          defaultValue={str('content_el')}
          minRows={12}
          invalid={Boolean(errors.content_el)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t(articleFormKey(area, 'category'))} error={errors.category}>
          {(props) => (
            <select
              {...props}
              name="category"
              defaultValue={str('category') || categories[0]}
              className={selectClass}
            >
              {categories.map((category) => (
                <option key={category} value={category}>
                  {translatedOr(t, articleCategoryKey(area, category), category)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <DatePicker
          name="date"
          label={t(articleFormKey(area, 'date'))}
          defaultValue={str('date')}
          min={minDate}
          error={errors.date}
        />
      </div>
      <BilingualTextField
        name="author"
        label={t(articleFormKey(area, 'author'))}
        values={values}
        errors={errors}
        maxLength={maxLengthOf(contentKind, 'author')}
      />
      {mode === 'edit' ? (
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            name="featured"
            value="true"
            defaultChecked={values.featured === true || values.featured === 'true'}
            className="size-5 accent-primary"
          />
          {t(articleFormKey(area, 'featured'))}
        </label>
      ) : null}
      <ImageUpload
        name="image_url"
        label={t(articleFormKey(area, 'image'))}
        defaultValue={str('image_url') || null}
      />
      {errors.image_url ? (
        <p role="alert" className="-mt-6 text-sm font-medium text-danger">
          {t(keyFromData(errors.image_url))}
        </p>
      ) : null}
      <TagPicker
        name="tags"
        label={t(articleFormKey(area, 'tags'))}
        suggestions={info.tagSuggestions}
        defaultValue={Array.isArray(values.tags) ? (values.tags as string[]) : []}
      />
      <AddressFields kind={contentKind} values={values} errors={errors} />
      <EditorialFields
        values={values}
        errors={errors}
        baseRevision={mode === 'edit' ? (baseRevision ?? '') : undefined}
        status={status}
        onStatusChange={setStatus}
      />
      <FormActions
        submitLabel={submitLabel}
        savingLabel={t(articleFormKey(area, 'saving'))}
        submitting={submitting}
        cancelTo={cancelTo}
        previewAction={`/admin/preview/${area}`}
        cancelLabel={t(articleFormKey(area, 'cancel'))}
      />
    </Form>
  )
}
