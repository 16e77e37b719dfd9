import { describe, expect, it } from 'vitest'

import { htmlPreview, htmlToText, wordCount } from './html-text'

describe('htmlToText', () => {
  it('removes tags and collapses whitespace', () => {
    expect(
      htmlToText(
        '<h2>Title</h2>\n<p>First <strong>bold</strong>   line.</p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe('Title First bold line. one two')
  })

  it('drops what scripts, styles and comments held', () => {
    expect(
      htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><!-- note --><p>b</p>'),
    ).toBe('a b')
  })

  it('decodes entities, named and numeric', () => {
    expect(
      htmlToText('<p>Fish &amp; chips &lt;3 &quot;yes&quot; &#39;ok&#39; &#x3B1;&nbsp;&#946;</p>'),
    ).toBe('Fish & chips <3 "yes" \'ok\' α β')
    expect(htmlToText('&unknown; &#0;')).toBe('&unknown;')
  })

  it('keeps an escaped tag as text, never as markup', () => {
    expect(htmlToText('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe(
      '<img src=x onerror=alert(1)>',
    )
  })

  it('answers empty for nothing', () => {
    expect(htmlToText('')).toBe('')
    expect(htmlToText(null)).toBe('')
    expect(htmlToText('<p> </p><br>')).toBe('')
  })
})

describe('htmlPreview (previews on section category cards)', () => {
  it('keeps short text whole', () => {
    expect(htmlPreview('<p>Short <em>text</em></p>', 150)).toBe('Short text')
  })

  it('cuts the tag-stripped text at 150 characters and adds an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ')
    const preview = htmlPreview(`<p>${words}</p>`, 150)
    expect(preview.endsWith('…')).toBe(true)
    expect(preview.length).toBeLessThanOrEqual(151)
    expect(preview).not.toContain('<')
    // Cut at a whole word.
    expect(words.startsWith(`${preview.slice(0, -1)} `)).toBe(true)
  })

  it('does not add an ellipsis at exactly 150 characters', () => {
    const text = 'a'.repeat(150)
    expect(htmlPreview(`<p>${text}</p>`, 150)).toBe(text)
  })

  it('is empty when there is no text (the card then says there is no preview)', () => {
    expect(htmlPreview('<p></p><img src="/x.webp">', 150)).toBe('')
  })
})

describe('wordCount', () => {
  it('counts words of the text, not of the markup', () => {
    expect(wordCount('<p>one two</p><p>three</p>')).toBe(3)
    expect(wordCount('<p class="a b c">one</p>')).toBe(1)
    expect(wordCount('')).toBe(0)
  })
})
