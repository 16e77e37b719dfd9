import { describe, expect, it } from 'vitest'

import { escapeHtml } from './escape-html'

describe('escapeHtml', () => {
  it('replaces the five characters that can end text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
    expect(escapeHtml('Επιληψία Κύπρου, 112')).toBe('Επιληψία Κύπρου, 112')
  })

  it('escapes an ampersand once, so entities already in the text stay readable as written', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })
})
