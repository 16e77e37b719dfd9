import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { LANGS } from '~/i18n/languages'
import { defaultSocialImagePath, SOCIAL_IMAGE_SIZE, SOCIAL_KINDS } from './social-image'

describe('default share pictures (npm run social-images)', () => {
  it('exist for every kind and language, at 1200x630, small enough for crawlers', async () => {
    for (const kind of SOCIAL_KINDS) {
      for (const lang of LANGS) {
        const file = path.join('public', defaultSocialImagePath(kind, lang))
        const bytes = fs.readFileSync(file)
        const { width, height, format } = await sharp(bytes).metadata()
        expect({ width, height, format }, file).toEqual({ ...SOCIAL_IMAGE_SIZE, format: 'png' })
        expect(bytes.length, file).toBeLessThan(60 * 1024)
      }
    }
  })
})
