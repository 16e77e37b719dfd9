import { describe, expect, it } from 'vitest'

import { mediaOfHtml, sanitizeHtml } from './sanitize-html.server'

/** The first tag of some HTML and its attributes (an empty one as ''), whatever their order. */
function attributesOf(html: string): Record<string, string> {
  const [, tag, rest] = /^<(\w+)([^>]*?)\s*\/?>/.exec(html) ?? []
  return {
    tag: tag ?? '',
    ...Object.fromEntries(
      [...(rest ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
        name!,
        value ?? '',
      ]),
    ),
  }
}

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text', () => {
    const html =
      '<h2 style="text-align:center">Title</h2><p>Some <strong>bold</strong> and <em>soft</em> text.</p><ul><li>One</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle/></svg>', ''],
    ['<iframe src="https://evil.example/embed/abc"></iframe>', '<p></p>'],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<p style="position:fixed;top:0">x</p>', '<p>x</p>'],
    ['<object data="x.swf"></object><embed src="x">', ''],
    ['<form action="/x"><input name="a"></form>', ''],
  ])('removes the dangerous part of %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })

  it('allows data: URLs for raster images only', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    )
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).toBe('')
  })

  it('drops images on other sites (the CSP would block them) and keeps our uploads', () => {
    expect(sanitizeHtml('<p>a</p><img src="https://tracker.example/pixel.png" alt="x">')).toBe(
      '<p>a</p>',
    )
    expect(sanitizeHtml('<img src="http://example.org/a.jpg">')).toBe('')
    expect(sanitizeHtml('<img src="//example.org/a.jpg">')).toBe('')
    expect(sanitizeHtml(`<img src="/media/${'a'.repeat(64)}.webp" alt="ok">`)).toContain(
      `src="/media/${'a'.repeat(64)}.webp"`,
    )
  })

  it('keeps YouTube privacy-enhanced frames and stops autoplay', () => {
    const out = sanitizeHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&start=5"></iframe>',
    )
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5"')
    expect(out).not.toContain('autoplay=1')
    expect(
      sanitizeHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>'),
    ).not.toContain('<iframe')
  })

  it('opens new-tab links safely', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it.each([
    ['small', 'left'],
    ['medium', 'center'],
    ['large', 'right'],
  ])('keeps an image laid out %s on the %s, as the editor writes it', (size, align) => {
    const html = `<img src="/media/abc.webp" alt="" data-file-path="abc.webp" data-size="${size}" data-align="${align}">`
    expect(attributesOf(sanitizeHtml(html))).toEqual({
      tag: 'img',
      src: '/media/abc.webp',
      alt: '',
      'data-file-path': 'abc.webp',
      'data-size': size,
      'data-align': align,
      loading: 'lazy',
    })
  })

  it.each([
    [
      'a size the editor does not offer',
      '<img src="/a.webp" data-size="huge" data-align="left">',
      { 'data-align': 'left' },
    ],
    [
      'an alignment the editor does not offer',
      '<img src="/a.webp" data-size="small" data-align="justify">',
      { 'data-size': 'small' },
    ],
    ['two sizes in one', '<img src="/a.webp" data-size="small medium">', {}],
    [
      'an inline style',
      '<img src="/a.webp" data-size="small" style="width: 25%; float: left; position: fixed">',
      { 'data-size': 'small' },
    ],
    [
      'a class',
      '<img src="/a.webp" class="w-screen" data-align="right">',
      { 'data-align': 'right' },
    ],
    ['other data attributes', '<img src="/a.webp" data-float="left" data-width="900">', {}],
  ])('strips %s from an image', (_, input, kept) => {
    expect(attributesOf(sanitizeHtml(input))).toEqual({
      tag: 'img',
      src: '/a.webp',
      loading: 'lazy',
      ...kept,
    })
  })

  it('keeps the layout attributes on images only', () => {
    expect(
      sanitizeHtml(
        '<p data-size="small" data-align="left" class="x">t</p><div data-size="large">d</div>',
      ),
    ).toBe('<p>t</p><div>d</div>')
  })

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('mediaOfHtml', () => {
  it('lists images and videos in document order, with their text alternatives', () => {
    const html =
      '<p>Intro</p><img src="https://example.org/a.webp" alt="First aid"><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Video"></iframe></div>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></p><a href="https://example.org">link</a>'
    expect(mediaOfHtml(html)).toEqual([
      { type: 'image', url: 'https://example.org/a.webp', alt: 'First aid' },
      { type: 'video', url: 'https://www.youtube-nocookie.com/embed/abcdefghijk', alt: 'Video' },
      { type: 'image', url: 'data:image/png', alt: '' },
    ])
  })

  it('finds nothing in text, empty content or tags without a source', () => {
    expect(mediaOfHtml('<p>Only words</p>')).toEqual([])
    expect(mediaOfHtml('')).toEqual([])
    expect(mediaOfHtml(null)).toEqual([])
    expect(mediaOfHtml('<img alt="no source"><iframe></iframe>')).toEqual([])
  })
})
