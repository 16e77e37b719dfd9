/**
 * The article form's references (medical review): a repeatable group of title, publisher, year
 * and link, with add and remove. The rows travel as one JSON text in the hidden `sources` field,
 * which the article schema reads (medical-review.ts: empty rows are dropped, the rest checked).
 */
import { Plus, Trash2 } from 'lucide'
import { useId, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { FieldErrorText } from '~/components/forms/field'
import { useTranslation } from '~/i18n/use-translation'
import type { ArticleSource } from '~/lib/article-source'
import { MAX_SOURCES, SOURCE_PUBLISHER_MAX, SOURCE_TITLE_MAX } from '~/domain/medical-review'

/** A row as typed: every part text, so a half-typed year is kept until the check refuses it. */
interface SourceRow {
  key: number
  title: string
  publisher: string
  year: string
  link: string
}

const PARTS = ['title', 'publisher', 'year', 'link'] as const

function rowOf(source: ArticleSource, key: number): SourceRow {
  return {
    key,
    title: source.title,
    publisher: source.publisher ?? '',
    year: source.year === null ? '' : String(source.year),
    link: source.link ?? '',
  }
}

export function SourcesField({
  defaultValue,
  error,
}: {
  defaultValue: readonly ArticleSource[]
  error?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [rows, setRows] = useState<SourceRow[]>(() => defaultValue.map(rowOf))
  const [nextKey, setNextKey] = useState(defaultValue.length)
  const posted = JSON.stringify(rows.map(({ key: _key, ...source }) => source))
  const errorId = `${id}-error`
  const labels = {
    title: t('admin.wiki.form.sourceTitle'),
    publisher: t('admin.wiki.form.sourcePublisher'),
    year: t('admin.wiki.form.sourceYear'),
    link: t('admin.wiki.form.sourceLink'),
  }
  const change = (key: number, part: (typeof PARTS)[number], value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [part]: value } : row)))

  return (
    <fieldset
      className="grid gap-3 sm:col-span-2"
      aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
      data-sources-field=""
    >
      <legend className="text-sm font-medium">{t('admin.wiki.form.sources')}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('admin.wiki.form.sourcesHint')}
      </p>
      <input type="hidden" name="sources" value={posted} />
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('admin.wiki.form.noSources')}</p>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row, index) => (
            <li key={row.key} className="rounded-lg border border-border p-3">
              <fieldset className="grid gap-3 sm:grid-cols-2">
                <legend className="mb-1 text-sm font-semibold">
                  {t('admin.wiki.form.source', { number: index + 1 })}
                </legend>
                {PARTS.map((part) => (
                  <div
                    key={part}
                    className={
                      part === 'title' || part === 'link'
                        ? 'grid gap-1 sm:col-span-2'
                        : 'grid gap-1'
                    }
                  >
                    <Label htmlFor={`${id}-${row.key}-${part}`}>{labels[part]}</Label>
                    <Input
                      id={`${id}-${row.key}-${part}`}
                      value={row[part]}
                      onChange={(event) => change(row.key, part, event.currentTarget.value)}
                      aria-invalid={error ? true : undefined}
                      required={part === 'title'}
                      maxLength={
                        part === 'title'
                          ? SOURCE_TITLE_MAX
                          : part === 'publisher'
                            ? SOURCE_PUBLISHER_MAX
                            : part === 'year'
                              ? 4
                              : 2000
                      }
                      type={part === 'link' ? 'url' : 'text'}
                      inputMode={part === 'year' ? 'numeric' : part === 'link' ? 'url' : undefined}
                      autoComplete="off"
                    />
                  </div>
                ))}
                <div className="sm:col-span-2">
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-danger"
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    <Icon icon={Trash2} aria-hidden="true" />
                    {t('admin.wiki.form.removeSource', { number: index + 1 })}
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_SOURCES}
          onClick={() => {
            setRows((current) => [
              ...current,
              { key: nextKey, title: '', publisher: '', year: '', link: '' },
            ])
            setNextKey((key) => key + 1)
          }}
        >
          <Icon icon={Plus} aria-hidden="true" />
          {t('admin.wiki.form.addSource')}
        </Button>
      </div>
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  )
}
