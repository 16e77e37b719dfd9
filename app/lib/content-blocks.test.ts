import { describe, expect, it } from 'vitest'

import { contentBlocksToHtml, type ContentBlock } from './content-blocks'

const block = (
  type: ContentBlock['type'],
  content: string,
  metadata?: ContentBlock['metadata'],
): ContentBlock => ({
  id: `${type}-${content}`,
  type,
  content,
  metadata,
})

describe('contentBlocksToHtml (content blocks of the wiki article editor)', () => {
  it('turns a title into a heading and text into paragraphs', () => {
    expect(
      contentBlocksToHtml([
        block('title', 'After a seizure'),
        block('text', 'Stay calm.\nTime it.\n\nCall 112.'),
      ]),
    ).toBe('<h2>After a seizure</h2>\n<p>Stay calm.<br>Time it.</p><p>Call 112.</p>')
  })

  it('turns an image into a figure with alt text and caption', () => {
    expect(
      contentBlocksToHtml([
        block('image', '', {
          url: 'https://example.org/a.webp',
          alt_text: 'Recovery position',
          caption: 'Step 3',
        }),
      ]),
    ).toBe(
      '<figure><img src="https://example.org/a.webp" alt="Recovery position"><figcaption>Step 3</figcaption></figure>',
    )
    expect(contentBlocksToHtml([block('image', '', { url: '/media/abc.webp' })])).toBe(
      '<figure><img src="/media/abc.webp" alt=""></figure>',
    )
  })

  it('embeds a YouTube video from the privacy-enhanced domain', () => {
    const html = contentBlocksToHtml([
      block('video', 'First aid', { url: 'https://youtu.be/dQw4w9WgXcQ' }),
    ])
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"')
    expect(html).toContain('title="First aid"')
  })

  it('links to a video it cannot embed', () => {
    expect(contentBlocksToHtml([block('video', 'Talk', { url: 'https://vimeo.com/1' })])).toBe(
      '<p><a href="https://vimeo.com/1">Talk</a></p>',
    )
  })

  it('turns a link into an anchor with target _self by default or _blank', () => {
    expect(contentBlocksToHtml([block('link', 'ILAE', { url: 'https://www.ilae.org/' })])).toBe(
      '<p><a href="https://www.ilae.org/" target="_self">ILAE</a></p>',
    )
    expect(
      contentBlocksToHtml([block('link', '', { url: 'https://www.ilae.org/', target: '_blank' })]),
    ).toBe(
      '<p><a href="https://www.ilae.org/" target="_blank" rel="noopener noreferrer">https://www.ilae.org/</a></p>',
    )
  })

  it('escapes text and attributes', () => {
    const html = contentBlocksToHtml([
      block('title', '<script>alert(1)</script>'),
      block('image', '', { url: 'https://example.org/x.png', alt_text: '" onerror="alert(1)' }),
    ])
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('alt="&quot; onerror=&quot;alert(1)"')
  })

  it('drops blocks without content or with an unsafe address', () => {
    expect(
      contentBlocksToHtml([
        block('title', '   '),
        block('text', ''),
        block('image', '', { url: 'javascript:alert(1)' }),
        block('link', 'x', { url: 'javascript:alert(1)' }),
        block('link', 'x', { url: '//evil.example/' }),
        block('video', 'x'),
      ]),
    ).toBe('')
  })
})
