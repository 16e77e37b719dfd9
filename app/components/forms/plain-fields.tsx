/**
 * The plain text fields of a kind's form, drawn from their declarations (content-fields.ts) in
 * declaration order: label, help, length and lines come from there, so a new plain field needs
 * no change to the form. Fields with controls of their own are laid out by the kind's form.
 */
import { useTranslation } from '~/i18n/use-translation'
import { plainFormFields } from '~/domain/content-fields'
import type { ContentKind } from '~/domain/content-kinds'
import { BilingualTextField, TextField } from './text-fields'

export function PlainFields({
  kind,
  values,
  errors,
}: {
  kind: ContentKind
  values: Record<string, unknown>
  errors: Record<string, string>
}) {
  const { t } = useTranslation()
  return plainFormFields(kind).map((spec) => {
    const shared = {
      name: spec.name,
      label: t(spec.label),
      hint: spec.hint ? t(spec.hint) : undefined,
      multiline: spec.rows !== undefined,
      rows: spec.rows,
      maxLength: spec.max,
    }
    return spec.bilingual ? (
      <BilingualTextField key={spec.name} {...shared} values={values} errors={errors} />
    ) : (
      <TextField
        key={spec.name}
        {...shared}
        defaultValue={values[spec.name] == null ? '' : String(values[spec.name])}
        error={errors[spec.name]}
      />
    )
  })
}
