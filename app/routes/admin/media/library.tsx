/**
 * /admin/media: the media library, every upload as a grid of cards (two columns on a phone),
 * newest first. A plain GET form searches the alt texts and file names and narrows the list to
 * unused images or images without alt text, so a filtered view is an address admins can share.
 * Each card says where the image is used and leads to its own page for editing.
 */
import { Form, Link } from 'react-router'

import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Field } from '~/components/forms/field'
import { UploadedPicture } from '~/components/cards/uploaded-picture'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/library'
import { i18nContext, servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { altForReader, lacksImageText } from '~/domain/image-text-rules'
import { listLibrary } from '~/domain/media-library.server'
import { formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const params = new URL(request.url).searchParams
  const values = {
    q: (params.get('q') ?? '').slice(0, 200),
    unused: params.get('unused') === 'true',
    missingAlt: params.get('missing_alt') === 'true',
  }
  // The image page sends the admin back here after deleting an image.
  const deleted = params.get('deleted') === '1'
  const { db } = context.get(servicesContext).database
  const images = await listLibrary(db, values)
  return {
    values,
    deleted,
    images: images.map((image) => ({
      hash: image.hash,
      url: image.url,
      width: image.width,
      height: image.height,
      uploadedAt: image.uploadedAt.toISOString(),
      alt: image.alt,
      altEl: image.altEl,
      decorative: image.decorative,
      fileName: image.fileName,
      uses: image.usedBy.length,
    })),
    meta: { title: context.get(i18nContext).t('admin.media.title') },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/media' }),
  { name: 'robots', content: 'noindex' },
]

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { values, images, deleted } = loaderData
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.media.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.media.intro')}</p>
      {deleted ? (
        <p role="status" className="mt-4 rounded-lg border border-border p-3 font-medium">
          {t('admin.media.deleted')}
        </p>
      ) : null}
      <Form
        method="get"
        role="search"
        className="mt-6 grid gap-4 rounded-xl border border-border p-4 md:grid-cols-[1fr_auto] md:items-end"
      >
        <Field label={t('admin.media.search')}>
          {(props) => <Input {...props} name="q" type="search" defaultValue={values.q} />}
        </Field>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="unused"
              value="true"
              defaultChecked={values.unused}
              className="size-5 accent-primary"
            />
            {t('admin.media.unused')}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="missing_alt"
              value="true"
              defaultChecked={values.missingAlt}
              className="size-5 accent-primary"
            />
            {t('admin.media.missingAlt')}
          </label>
          <Button type="submit">{t('admin.media.apply')}</Button>
        </div>
      </Form>
      <p className="mt-6 text-sm text-muted-foreground" role="status">
        {t('admin.media.count', { count: images.length })}
      </p>
      {images.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          {t('admin.media.empty')}
        </p>
      ) : (
        <ul
          className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
          data-media-library=""
        >
          {images.map((image) => {
            const name =
              image.fileName ||
              t('admin.media.untitled', { time: formatCyprusDateTime(image.uploadedAt, lang) })
            const alt = altForReader(image, lang)
            return (
              <li
                key={image.hash}
                data-image={image.hash}
                className="grid min-w-0 content-start gap-2 rounded-xl border border-border p-2 sm:p-3"
              >
                <UploadedPicture
                  url={image.url}
                  sizes="(min-width: 64rem) 16rem, (min-width: 48rem) 33vw, 50vw"
                  // The card's text says what the image shows; the picture repeats it.
                  alt=""
                  fallbackWidth={image.width}
                  fallbackHeight={image.height}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg border border-border object-cover"
                />
                <p className="truncate text-sm font-medium" title={name}>
                  {name}
                </p>
                <p className="line-clamp-2 text-sm break-words text-muted-foreground">
                  {image.decorative
                    ? t('admin.media.decorative')
                    : lacksImageText(image)
                      ? t('admin.media.noAlt')
                      : alt}
                </p>
                <p className="text-xs text-muted-foreground">
                  {image.uses
                    ? t('admin.media.usedBy', { count: image.uses })
                    : t('admin.media.notUsed')}
                </p>
                <Button asChild size="sm" variant="outline" className="w-full">
                  <Link
                    to={`/admin/media/${image.hash}`}
                    aria-label={t('admin.media.editImage', { name })}
                  >
                    {t('admin.media.edit')}
                  </Link>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
