/**
 * /admin/images: uploaded images that still have no text alternative (uploaded before one was
 * asked for), newest first. Each is described in English and Greek, or marked decorative, in
 * its own row and saved on its own; a saved image leaves the list.
 */
import { keyFromData } from '~/i18n/keys'
import { Save } from 'lucide'
import { useState } from 'react'
import { data, useFetcher } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'
import { UploadedPicture } from '~/components/cards/uploaded-picture'
import { ImageTextFields } from '~/components/forms/image-text-fields'
import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/images'
import { i18nContext, servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { readFormData } from '~/http/form-body.server'
import { NO_IMAGE_TEXT, type ImageText } from '~/domain/image-text-rules'
import { imageExists, imagesWithoutText, saveImageText } from '~/domain/image-texts.server'
import { formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { imageTextFromForm } from '../api/image-text-input.server'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'

const FILE_PATH = /^[a-f0-9]{64}$/

export const handle: I18nHandle = { i18n: ['auth'] }

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const { db } = context.get(servicesContext).database
  const images = await imagesWithoutText(db)
  return {
    images: images.map((image) => ({ ...image, uploadedAt: image.uploadedAt.toISOString() })),
    meta: { title: context.get(i18nContext).t('admin.images.title') },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(context, 'page')
  const form = await readFormData(request, context)
  const { t } = context.get(i18nContext)
  const { db } = context.get(servicesContext).database
  const hash = String(form.get('hash') ?? '')
  if (!FILE_PATH.test(hash) || !(await imageExists(db, hash)))
    return data({ ok: false as const, message: t('admin.api.imageNotFound') }, { status: 404 })
  const input = imageTextFromForm(form)
  if (!input.ok)
    return data(
      { ok: false as const, message: t(keyFromData(Object.values(input.fields)[0]!)) },
      { status: 400 },
    )
  await saveImageText(db, hash, input.text, user.id)
  return { ok: true as const, message: '' }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/images' }),
  { name: 'robots', content: 'noindex' },
]

export default function ImagesWithoutText({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-primary">{t('admin.images.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('admin.images.intro')}</p>
      {loaderData.images.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
          {t('admin.images.empty')}
        </p>
      ) : (
        <ul className="mt-8 grid gap-4" data-images-without-text="">
          {loaderData.images.map((image) => (
            <li key={image.hash}>
              <ImageRow image={image} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function ImageRow({
  image,
}: {
  image: { hash: string; url: string; width: number; height: number; uploadedAt: string }
}) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const fetcher = useFetcher<typeof action>()
  const [text, setText] = useState<ImageText>(NO_IMAGE_TEXT)
  const label = t('admin.images.image', { time: formatCyprusDateTime(image.uploadedAt, lang) })
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : ''
  return (
    <fetcher.Form
      method="post"
      aria-label={label}
      data-image={image.hash}
      className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-[12rem_1fr]"
    >
      <figure className="grid gap-2">
        <UploadedPicture
          url={image.url}
          sizes="12rem"
          // The image is here to be described: until it is, it has no text of its own.
          alt=""
          fallbackWidth={image.width}
          fallbackHeight={image.height}
          loading="lazy"
          className="aspect-video w-full rounded-lg border border-border object-cover"
        />
        <figcaption className="text-sm text-muted-foreground">{label}</figcaption>
      </figure>
      <div className="grid min-w-0 gap-3">
        <input type="hidden" name="hash" value={image.hash} />
        <ImageTextFields value={text} onChange={setText} error={error} named />
        <div>
          <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
            <Icon icon={Save} aria-hidden="true" />
            {fetcher.state !== 'idle' ? t('admin.images.saving') : t('admin.images.save')}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
