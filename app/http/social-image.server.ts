/**
 * The share picture of a page (app/lib/social-image.ts) with its size and translated alt text,
 * chosen on the server where the language and the stored uploads are known.
 */
import type { RouterContextProvider } from 'react-router'

import { i18nContext, langContext, servicesContext } from '~/context.server'
import { largestImageSize } from '~/domain/media.server'
import { fullImageUrl, MEDIA_PATH } from '~/domain/media-rules'
import {
  defaultSocialImagePath,
  SOCIAL_IMAGE_SIZE,
  type SocialImage,
  type SocialKind,
} from '~/lib/social-image'
import { socialKindKey } from '~/domain/label-keys'

type Context = Readonly<RouterContextProvider>

/** The default picture of a kind (the site's own for pages that are not items). */
export function defaultSocialImage(context: Context, kind: SocialKind = 'site'): SocialImage {
  const { t } = context.get(i18nContext)
  const siteName = t('common.siteName')
  return {
    path: defaultSocialImagePath(kind, context.get(langContext)),
    ...SOCIAL_IMAGE_SIZE,
    alt:
      kind !== 'site'
        ? t('common.social.kindAlt', { siteName, label: t(socialKindKey(kind)) })
        : t('common.social.siteAlt', { siteName }),
  }
}

/**
 * An item's own upload at its largest stored size (never enlarged: a small upload is shared at
 * its real size), else the default picture of its kind. Inline images (kept when an upload
 * failed) and uploads no longer stored get the default.
 */
export async function socialImageFor(
  context: Context,
  item: { kind: SocialKind; title: string; imageUrl?: string | null; imageAlt?: string },
): Promise<SocialImage> {
  const own = item.imageUrl ? MEDIA_PATH.exec(item.imageUrl) : null
  if (!own) return defaultSocialImage(context, item.kind)
  const hash = own[1]!
  // URLs saved since sizes are in the name say the largest variant's size; older ones are looked up.
  const size =
    own[3] && own[4]
      ? { width: Number(own[3]), height: Number(own[4]) }
      : await largestImageSize(context.get(servicesContext).database.db, hash)
  if (!size) return defaultSocialImage(context, item.kind)
  const { t } = context.get(i18nContext)
  // The saved URL's mark of AVIF variants is kept, so the address is the one pages already use.
  const path = fullImageUrl(hash, size.width, size.height, Boolean(own[5]))
  // The image's own description when it has one; else what it illustrates.
  const alt = item.imageAlt || t('common.social.itemAlt', { title: item.title })
  return { path, ...size, alt }
}
