import { describe, expect, it } from 'vitest'

import { sanitizeHtml } from '~/lib/sanitize-html.server'
import { fullImageUrl } from './media-rules'
import { withCurrentAlts, withResponsivePictures } from './rich-text-pictures.server'

const hash = 'b'.repeat(64)
const withAvif = fullImageUrl(hash, 1280, 720, true)
const webpOnly = fullImageUrl(hash, 1280, 720)

/** Rich text as the site stores it: through the sanitiser. */
const stored = (html: string) => sanitizeHtml(html)

describe('withResponsivePictures', () => {
  it('wraps an upload stored in AVIF too in a <picture>, AVIF first, keeping every attribute of the <img>', () => {
    const html = stored(
      `<p>Before</p><img src="${withAvif}" alt="A &quot;quoted&quot; &lt;alt&gt;" title="T" data-file-path="${hash}" data-align="left"><p>After</p>`,
    )
    const out = withResponsivePictures(html)
    const avifSet = `/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, /media/${hash}-960.avif 960w, /media/${hash}.1280x720.avif 1280w`
    const webpSet = `/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w, ${withAvif} 1280w`
    const sizes = '(min-width: 800px) 800px, 100vw'
    expect(out).toBe(
      '<p>Before</p>' +
        `<picture class="contents"><source type="image/avif" srcset="${avifSet}" sizes="${sizes}" />` +
        `<img src="${withAvif}" alt="A &quot;quoted&quot; &lt;alt&gt;" title="T" data-file-path="${hash}" data-align="left" loading="lazy" width="1280" height="720" srcset="${webpSet}" sizes="${sizes}" /></picture>` +
        '<p>After</p>',
    )
  })

  it('keeps a size the editor gave, and asks for no wider a file than it is shown', () => {
    const out = withResponsivePictures(
      stored(`<img src="${withAvif}" alt="" width="300" height="169">`),
    )
    expect(out).toContain('width="300" height="169"')
    expect(out.match(/sizes="[^"]*"/g)).toEqual([
      'sizes="(min-width: 300px) 300px, 100vw"',
      'sizes="(min-width: 300px) 300px, 100vw"',
    ])
  })

  it('never names a width the upload does not have: a 400x300 upload is offered at 320w and 400w in both formats', () => {
    const small = fullImageUrl(hash, 400, 300, true)
    const out = withResponsivePictures(stored(`<img src="${small}" alt="small">`))
    expect(out.match(/srcset="[^"]*"/g)).toEqual([
      `srcset="/media/${hash}-320.avif 320w, /media/${hash}.400x300.avif 400w"`,
      `srcset="/media/${hash}-320.webp 320w, ${small} 400w"`,
    ])
    expect(out).toContain('width="400" height="300"')
    expect(out).toContain('sizes="(min-width: 400px) 400px, 100vw"')
  })

  it('gives an upload made before AVIF variants its WebP widths only: no <picture>, no AVIF source', () => {
    const out = withResponsivePictures(stored(`<img src="${webpOnly}" alt="old">`))
    expect(out).not.toContain('avif')
    expect(out).not.toContain('<picture')
    expect(out).toBe(
      `<img src="${webpOnly}" alt="old" loading="lazy" width="1280" height="720" srcset="/media/${hash}-320.webp 320w, /media/${hash}-640.webp 640w, /media/${hash}-960.webp 960w, ${webpOnly} 1280w" sizes="(min-width: 800px) 800px, 100vw" />`,
    )
  })

  it('leaves alone images whose size is unknown: inline data and URLs saved before sizes were in the name', () => {
    const html = stored(
      `<p><img src="/media/${hash}.webp" alt="a"><img src="/media/${hash}-640.webp" alt="b"><img src="data:image/png;base64,AAAA" alt="c"></p>`,
    )
    expect(withResponsivePictures(html)).toBe(html)
  })

  it('changes nothing else in the text', () => {
    const html = stored(
      '<h2>Title</h2><p>Text with <a href="/media/">a link</a> and <strong>bold</strong>.</p>',
    )
    expect(withResponsivePictures(html)).toBe(html)
  })
})

describe('the current alt of uploads in rich text', () => {
  const texts = {
    [hash]: { alt: 'A "purple" ribbon', altEl: 'Μια μωβ κορδέλα', decorative: false },
  }

  it('keeps the alt the sanitiser kept, and gives each upload its description in the text language', () => {
    const html = stored(`<img src="${withAvif}" alt="Old words">`)
    expect(html).toContain('alt="Old words"')
    expect(withResponsivePictures(html)).toContain('alt="Old words"')
    expect(withResponsivePictures(html, { texts, lang: 'en' })).toContain(
      'alt="A &quot;purple&quot; ribbon"',
    )
    expect(withResponsivePictures(html, { texts, lang: 'el' })).toContain('alt="Μια μωβ κορδέλα"')
    expect(withCurrentAlts(html, { texts, lang: 'el' })).toBe(
      stored(`<img src="${withAvif}" alt="Μια μωβ κορδέλα">`),
    )
  })

  it('gives a decorative upload alt="" and leaves images it knows nothing of as they are', () => {
    const html = stored(
      `<img src="${webpOnly}" alt="Words"><img src="data:image/png;base64,iVBORw0KGgo=" alt="Inline">`,
    )
    const out = withCurrentAlts(html, {
      texts: { [hash]: { alt: '', altEl: '', decorative: true } },
      lang: 'en',
    })
    expect(out).toContain(`<img src="${webpOnly}" alt="" loading="lazy" />`)
    expect(out).toContain('alt="Inline"')
  })
})
