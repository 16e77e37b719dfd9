/**
 * The site's pages of text on the Site settings page: each with its address, and a form to add
 * one (title in English and Greek, address, text in both languages). A plain form post (intent
 * `new-page`); once added, the admin is taken to the new page, where it is edited like any other.
 */
import { Link, Form } from 'react-router'

import { Field } from '~/components/forms/field'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { RichTextField } from '~/components/forms/rich-text-field'
import { maxLengthOf } from '~/domain/content-fields'
import { useTranslation } from '~/i18n/use-translation'

export const NEW_PAGE_INTENT = 'new-page'

export interface PageListEntry {
  title: string
  path: string
  status: string
}

export function NewPageForm({
  pages,
  values,
  errors,
  saving,
}: {
  pages: PageListEntry[]
  /** What was typed, when the server refused it. */
  values: Record<string, string>
  /** Message keys by field. */
  errors: Record<string, string>
  saving: boolean
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="site-pages" className="mt-12 grid gap-5 border-t border-border pt-8">
      <h2 id="site-pages" className="text-lg font-semibold">
        {t('admin.pages.list.title')}
      </h2>
      <ul className="grid gap-2 text-sm">
        {pages.map((page) => (
          <li key={page.path} className="flex flex-wrap gap-x-3">
            <Link
              to={page.path}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {page.title}
            </Link>
            <span className="text-muted-foreground">{page.path}</span>
          </li>
        ))}
      </ul>
      <Form method="post" noValidate className="grid gap-4 rounded-xl border border-border p-4">
        <input type="hidden" name="intent" value={NEW_PAGE_INTENT} />
        <h3 className="font-semibold">{t('admin.pages.list.add')}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('admin.pages.list.titleEn')} error={errors.title}>
            {(props) => (
              <Input
                {...props}
                name="title"
                defaultValue={values.title}
                maxLength={maxLengthOf('pages', 'title')}
              />
            )}
          </Field>
          <Field label={t('admin.pages.list.titleEl')} error={errors.title_el}>
            {(props) => (
              <Input
                {...props}
                name="title_el"
                lang="el"
                defaultValue={values.title_el}
                maxLength={maxLengthOf('pages', 'title')}
              />
            )}
          </Field>
        </div>
        <Field
          label={t('admin.address.slug')}
          hint={t('admin.pages.form.slugHint')}
          error={errors.slug}
        >
          {(props) => (
            <Input
              {...props}
              name="slug"
              defaultValue={values.slug}
              maxLength={maxLengthOf('pages', 'slug')}
            />
          )}
        </Field>
        <RichTextField
          name="content"
          label={t('admin.pages.list.contentEn')}
          defaultValue={values.content ?? ''}
          minRows={4}
          error={errors.content}
          errorId="new-page-content-error"
        />
        <RichTextField
          name="content_el"
          label={t('admin.pages.list.contentEl')}
          defaultValue={values.content_el ?? ''}
          minRows={4}
          error={errors.content_el}
          errorId="new-page-content-el-error"
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {t('admin.pages.list.create')}
          </Button>
        </div>
      </Form>
    </section>
  )
}
