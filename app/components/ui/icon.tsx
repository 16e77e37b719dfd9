import type { IconNode } from 'lucide'
import type { SVGProps } from 'react'

import { escapeHtml } from '~/lib/escape-html'

/** An icon's drawing (from the `lucide` package) and any attribute of its `<svg>`. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  icon: IconNode
}

const drawings = new WeakMap<IconNode, { __html: string }>()

/**
 * The icon's shapes as markup, built once per icon. A page draws about fifty icons of two to ten
 * shapes each; as one string React writes each on the server in one piece and leaves it alone
 * when the page hydrates, instead of making, writing and hydrating an element for every shape
 * (docs/decisions/0030-icons-as-markup.md). The shapes are the icon package's own constants,
 * never anything a visitor or an admin wrote.
 */
function drawingOf(icon: IconNode) {
  let drawing = drawings.get(icon)
  if (!drawing) {
    const shapes = icon.map(([tag, attributes]) => {
      const attributeList = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
        .join('')
      return `<${tag}${attributeList}></${tag}>`
    })
    drawing = { __html: shapes.join('') }
    drawings.set(icon, drawing)
  }
  return drawing
}

/**
 * A line icon drawn in the current text colour. Decorative unless told otherwise: hidden from
 * assistive technology by default; pass `aria-hidden={false}` and a label for a meaningful one.
 */
export function Icon({ icon, ...props }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
      dangerouslySetInnerHTML={drawingOf(icon)}
    />
  )
}
