import { Plus, X } from 'lucide'
import { useId, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useTranslation } from '~/i18n/use-translation'
import { fieldClass } from '~/components/ui/input'
import { cn } from '~/lib/cn'
import { shownTag, tagNamedBy } from '~/lib/tag-labels'
import { addTag } from '~/lib/tags'
import { useRootData } from '~/components/use-root-data'

export interface TagPickerProps {
  name: string
  label: string
  suggestions: readonly string[]
  defaultValue?: string[]
}

/**
 * The tag picker: suggestion chips toggle tags; a typed tag is added on Enter when it is
 * non-empty after trimming and not already present (app/lib/tags.ts).
 *
 * Tags are shown in the admin's language (a Greek admin reads the Greek labels, else the English
 * name marked lang="en"), but the form posts the tags' English names, as items store them; a
 * typed Greek label is added as the tag it labels.
 *
 * Posts each tag as its own `name` field (read them with formData.getAll(name)). The text box
 * carries the same name, so a tag typed but not yet added (or typed without JavaScript, several
 * separated by commas) is sent too; parseTags on the server splits, trims and de-duplicates.
 */
export function TagPicker({ name, label, suggestions, defaultValue = [] }: TagPickerProps) {
  const { t } = useTranslation()
  const { lang, tagLabels } = useRootData()
  const shown = (tag: string) => shownTag(tag, lang, tagLabels)
  const [tags, setTags] = useState<string[]>(() => defaultValue.reduce(addTag, [] as string[]))
  const [draft, setDraft] = useState('')
  const id = useId()
  const inputId = `${id}-input`
  const hintId = `${id}-hint`

  const toggle = (tag: string) =>
    setTags((current) =>
      current.includes(tag) ? current.filter((x) => x !== tag) : [...current, tag],
    )
  const addDraft = () => {
    setTags((current) => addTag(current, tagNamedBy(draft, tagLabels)))
    setDraft('')
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {tags.map((tag) => (
        <input key={tag} type="hidden" name={name} value={tag} />
      ))}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('admin.tags.selected')}>
          {tags.map((tag) => (
            <li key={tag}>
              <span className="inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-sm text-primary-foreground">
                <span lang={shown(tag).lang}>#{shown(tag).text}</span>
                <button
                  type="button"
                  onClick={() => toggle(tag)}
                  className="-mr-1 rounded-full p-0.5 hover:bg-white/20"
                  aria-label={t('admin.tags.remove', { tag: shown(tag).text })}
                >
                  <Icon icon={X} aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('admin.tags.add')}
        </label>
        <input
          id={inputId}
          name={name}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              addDraft()
            }
          }}
          aria-describedby={hintId}
          placeholder={t('admin.tags.placeholder')}
          className={cn(fieldClass, 'ui-input')}
          autoComplete="off"
        />
        <button
          type="button"
          onClick={addDraft}
          className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg border border-border px-3 text-sm font-semibold hover:bg-muted"
        >
          <Icon icon={Plus} aria-hidden="true" className="size-4" />
          {t('admin.tags.addButton')}
        </button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('admin.tags.hint')}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('admin.tags.suggestions')}>
        {suggestions.map((tag) => {
          const on = tags.includes(tag)
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              lang={shown(tag).lang}
              onClick={() => toggle(tag)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm transition-colors',
                on ? 'border-primary bg-primary-soft text-primary' : 'border-border hover:bg-muted',
              )}
            >
              #{shown(tag).text}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
