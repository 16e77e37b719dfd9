import { ArrowRight, CalendarDays, type IconNode } from 'lucide'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Icon } from './icon'

describe('Icon', () => {
  it('draws the icon’s shapes inside a decorative 24 × 24 line-drawing svg', () => {
    expect(renderToString(<Icon icon={ArrowRight} className="size-4" />)).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
        'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4">' +
        '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>',
    )
  })

  it('writes every shape of the icon with all of its attributes, in order', () => {
    const html = renderToString(<Icon icon={CalendarDays} />)
    const shapes = CalendarDays.map(([tag, attributes]) => {
      const list = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`)
      return `<${tag}${list.join('')}></${tag}>`
    })
    expect(shapes.length).toBeGreaterThan(5)
    expect(html).toContain(`>${shapes.join('')}</svg>`)
  })

  it('lets the caller set any attribute, an accessible name included', () => {
    const html = renderToString(
      <Icon icon={ArrowRight} aria-hidden={false} role="img" aria-label="Next" strokeWidth={1.5} />,
    )
    expect(html).toContain('aria-hidden="false"')
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Next"')
    expect(html).toContain('stroke-width="1.5"')
    expect(html).not.toContain('stroke-width="2"')
  })

  it('escapes attribute values, so a drawing can never break out of its svg', () => {
    const odd: IconNode = [['path', { d: 'M0 0"/><script>alert(1)</script><path d="&' }]]
    expect(renderToString(<Icon icon={odd} />)).toContain(
      '<path d="M0 0&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;path d=&quot;&amp;"></path>',
    )
  })

  it('builds an icon’s markup once and hands React the same object each render', () => {
    const first = Icon({ icon: ArrowRight }).props.dangerouslySetInnerHTML
    const second = Icon({ icon: ArrowRight, className: 'size-5' }).props.dangerouslySetInnerHTML
    expect(second).toBe(first)
  })
})
