import { describe, expect, it } from 'vitest'

import { mediaOfHtml, sanitizeHtml } from './sanitize-html.server'

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text', () => {
    const html = '<h2 style="text-align:center">Title</h2><p>Some <strong>bold</strong> and <em>soft</em> text.</p><ul><li>One</li></ul>'
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
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="">')).toContain('src="data:image/png;base64,iVBORw0KGgo="')
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).toBe('')
  })

  it('drops images on other sites (the CSP would block them) and keeps our uploads', () => {
    expect(sanitizeHtml('<p>a</p><img src="https://tracker.example/pixel.png" alt="x">')).toBe('<p>a</p>')
    expect(sanitizeHtml('<img src="http://example.org/a.jpg">')).toBe('')
    expect(sanitizeHtml('<img src="//example.org/a.jpg">')).toBe('')
    expect(sanitizeHtml(`<img src="/media/${'a'.repeat(64)}.webp" alt="ok">`)).toContain(`src="/media/${'a'.repeat(64)}.webp"`)
  })

  it('keeps YouTube privacy-enhanced frames and stops autoplay', () => {
    const out = sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&start=5"></iframe>')
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5"')
    expect(out).not.toContain('autoplay=1')
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).not.toContain('<iframe')
  })

  it('opens new-tab links safely', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('keeps image size and alignment attributes of the editor', () => {
    const out = sanitizeHtml('<img src="/media/abc" alt="" data-file-path="abc" data-size="medium" style="width: 50%">')
    expect(out).toContain('data-file-path="abc"')
    expect(out).toContain('style="width:50%"')
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
