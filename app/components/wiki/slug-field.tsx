import { useState } from 'react'

import { Field } from '~/components/forms/field'
import { Input } from '~/components/ui/input'
import { slugify, slugSource } from '~/lib/slug'

/**
 * A slug that follows its title (or name) as it is typed, until the admin types the slug
 * itself; a slug typed by hand is never replaced. `typedByHand` says whether the starting slug
 * already was (an edit's, or a draft's).
 */
export function useFollowingSlug(initial: string, typedByHand: boolean) {
  const [value, setValue] = useState(initial)
  const [touched, setTouched] = useState(typedByHand)
  return {
    value,
    /** The title as it is typed. */
    follow: (title: string) => {
      if (!touched) setValue(slugify(title))
    },
    type: (slug: string) => {
      setTouched(true)
      setValue(slug)
    },
    tidy: () => setValue((current) => slugify(current)),
  }
}

/** The slug input, tidied into a slug when the admin leaves it. */
export function SlugField({
  slug,
  label,
  hint,
  error,
}: {
  slug: ReturnType<typeof useFollowingSlug>
  label: string
  hint: string
  error?: string
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          name="slug"
          value={slug.value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => slug.type(event.target.value)}
          onBlur={slug.tidy}
        />
      )}
    </Field>
  )
}

/**
 * The slug source of the form a title field belongs to (fields `title` and `titleEl`, or
 * another pair such as a category's `name` and `nameEl`): its English title, or its Greek one
 * when the English is empty.
 */
export function titlesSlugSource(
  input: HTMLInputElement,
  english = 'title',
  greek = `${english}El`,
): string {
  const value = (name: string) => {
    const field = input.form?.elements.namedItem(name)
    return field instanceof HTMLInputElement ? field.value : ''
  }
  return slugSource(value(english), value(greek))
}
