import { Form, Link, useSubmit } from 'react-router'

import { useTranslation } from '~/i18n/use-translation'
import { cn } from '~/lib/cn'

/**
 * The category filter of the events, news and stories lists: a dropdown on small screens, a tab
 * strip of links on large ones. Both set `?category=` (and keep `tab`), so filtering works without
 * JavaScript too.
 */
export function CategoryFilter({
  label,
  categories,
  current,
  labelOf,
  basePath,
  extraParams = {},
}: {
  label: string
  categories: readonly string[]
  current: string
  labelOf: (category: string) => string
  basePath: string
  extraParams?: Record<string, string>
}) {
  const { t } = useTranslation()
  const submit = useSubmit()
  const all = ['all', ...categories]
  const href = (category: string) => {
    const params = new URLSearchParams(extraParams)
    if (category !== 'all') params.set('category', category)
    const query = params.toString()
    return query ? `${basePath}?${query}` : basePath
  }
  return (
    <div>
      <Form
        method="get"
        action={basePath}
        className="flex items-end gap-2 md:hidden"
        preventScrollReset
      >
        {Object.entries(extraParams).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="grid flex-1 gap-1.5 text-sm font-medium">
          {label}
          <select
            name="category"
            defaultValue={current}
            key={current}
            onChange={(event) =>
              void submit(event.currentTarget.form, { preventScrollReset: true })
            }
            className="h-11 rounded-lg border border-border bg-background px-3 text-base"
          >
            {all.map((category) => (
              <option key={category} value={category}>
                {labelOf(category)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button
            type="submit"
            className="h-11 rounded-lg border border-border px-4 text-sm font-semibold"
          >
            {t('common.apply')}
          </button>
        </noscript>
      </Form>
      <nav aria-label={label} className="hidden md:block">
        <ul
          className="grid gap-1 rounded-lg bg-muted p-1"
          style={{ gridTemplateColumns: `repeat(${all.length}, minmax(0, 1fr))` }}
        >
          {all.map((category) => (
            <li key={category}>
              <Link
                to={href(category)}
                preventScrollReset
                aria-current={category === current ? 'page' : undefined}
                className={cn(
                  'block truncate rounded-md px-2 py-2 text-center text-sm font-medium hover:text-foreground',
                  category === current
                    ? 'bg-background text-primary shadow-sm'
                    : 'text-muted-foreground',
                )}
              >
                {labelOf(category)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
