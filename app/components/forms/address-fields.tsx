/**
 * What an item's address and search listing are made of, the same on every kind's form: its slug
 * and its meta description in English and Greek (declared in content-fields.ts).
 */
import { useTranslation } from '~/i18n/use-translation'
import { fieldSpec } from '~/domain/content-fields'
import type { ContentKind } from '~/domain/content-kinds'
import { BilingualTextField, TextField } from './text-fields'

export function AddressFields({
  kind,
  values,
  errors,
}: {
  kind: ContentKind
  values: Record<string, unknown>
  errors: Record<string, string>
}) {
  const { t } = useTranslation()
  const slug = fieldSpec(kind, 'slug')!
  const meta = fieldSpec(kind, 'meta_description')!
  return (
    <>
      <BilingualTextField
        name="meta_description"
        label={t(meta.label)}
        hint={meta.hint ? t(meta.hint) : undefined}
        values={values}
        errors={errors}
        multiline
        rows={2}
        maxLength={meta.max}
      />
      <TextField
        name="slug"
        label={t(slug.label)}
        hint={slug.hint ? t(slug.hint) : undefined}
        defaultValue={typeof values.slug === 'string' ? values.slug : ''}
        error={errors.slug}
        maxLength={slug.max}
        lang="en"
      />
    </>
  )
}
