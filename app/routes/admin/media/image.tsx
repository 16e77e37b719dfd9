/**
 * /admin/media/{hash}: one upload of the media library. Its alt text in English and Greek (or the
 * decorative tick) and its captions are saved together; the items that show it are listed with
 * links; another file replaces it everywhere it is used (PUT /api/v1/images/{file_path}); an
 * image no item shows can be deleted, one that is used says where and stays.
 */
import { keyFromData } from '~/i18n/keys'
import { Replace, Save, Trash2 } from 'lucide'
import { useEffect, useId, useState } from 'react'
import { data, Link, redirect, useFetcher, useNavigate } from 'react-router'
import { toast } from '~/components/ui/toaster'

import { Icon } from '~/components/ui/icon'
import { Button } from '~/components/ui/button'
import { Input, Label } from '~/components/ui/input'
import { UploadedPicture } from '~/components/cards/uploaded-picture'
import { ImageTextFields } from '~/components/forms/image-text-fields'
import { AdminPageErrorBoundary } from '~/components/auth/admin-page-error'
import { useRootData } from '~/components/use-root-data'
import { useTranslation } from '~/i18n/use-translation'
import type { I18nHandle } from '~/i18n/areas'
import type { Route } from './+types/image'
import { i18nContext, servicesContext } from '~/context.server'
import { requireAdmin } from '~/http/guards.server'
import { readFormData } from '~/http/form-body.server'
import { saveImageText } from '~/domain/image-texts.server'
import { deleteImage } from '~/domain/media.server'
import { libraryImage, saveImageCaption, usesOfImage } from '~/domain/media-library.server'
import { MAX_CAPTION_LENGTH, type ImageText } from '~/domain/image-text-rules'
import { formatCyprusDateTime } from '~/lib/dates'
import { rootMeta } from '~/lib/seo'
import { imageTextFromForm } from '../../api/image-text-input.server'

export const handle: I18nHandle = { i18n: ['auth'] }

const FILE_PATH = /^[a-f0-9]{64}$/

async function findImage(context: Route.LoaderArgs['context'], hash: string) {
  const { db } = context.get(servicesContext).database
  const image = FILE_PATH.test(hash) ? await libraryImage(db, hash) : undefined
  if (!image) throw data(context.get(i18nContext).t('admin.api.imageNotFound'), { status: 404 })
  return image
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context, 'page')
  const image = await findImage(context, params.hash)
  return {
    image: { ...image, uploadedAt: image.uploadedAt.toISOString() },
    meta: { title: context.get(i18nContext).t('admin.media.title') },
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireAdmin(context, 'page')
  const form = await readFormData(request, context)
  const { t } = context.get(i18nContext)
  const { db } = context.get(servicesContext).database
  const image = await findImage(context, params.hash)
  if (form.get('intent') === 'delete') {
    const uses = await usesOfImage(db, image.hash)
    if (uses.length > 0) {
      const titles = [...new Set(uses.map((use) => use.title))]
      return data(
        {
          ok: false as const,
          message: t('admin.media.errors.inUse', {
            count: titles.length,
            titles: titles.join(', '),
          }),
        },
        { status: 409 },
      )
    }
    await deleteImage(db, image.hash)
    return redirect('/admin/media?deleted=1')
  }
  const input = imageTextFromForm(form)
  if (!input.ok)
    return data(
      { ok: false as const, message: t(keyFromData(Object.values(input.fields)[0]!)) },
      { status: 400 },
    )
  const caption = String(form.get('caption') ?? '')
  const captionEl = String(form.get('caption_el') ?? '')
  if (caption.trim().length > MAX_CAPTION_LENGTH || captionEl.trim().length > MAX_CAPTION_LENGTH)
    return data(
      { ok: false as const, message: t('admin.media.errors.captionLong') },
      { status: 400 },
    )
  await saveImageText(db, image.hash, input.text, user.id)
  await saveImageCaption(db, image.hash, { caption, captionEl }, user.id)
  return { ok: true as const, message: '' }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...rootMeta(matches, { ...loaderData?.meta, pathname: '/admin/media' }),
  { name: 'robots', content: 'noindex' },
]

export default function MediaImage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { image } = loaderData
  const time = formatCyprusDateTime(image.uploadedAt, lang)
  const name = image.fileName || t('admin.media.untitled', { time })
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p>
        <Link to="/admin/media" className="text-sm font-medium text-primary underline">
          {t('admin.media.back')}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold break-words text-primary">{name}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('admin.media.details', { time, width: image.width, height: image.height })}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-[18rem_1fr]">
        <UploadedPicture
          // A new key when the image is replaced, so the browser drops the old picture at once.
          key={image.hash}
          url={image.url}
          sizes="(min-width: 48rem) 18rem, 100vw"
          // The fields beside it say what it shows.
          alt=""
          fallbackWidth={image.width}
          fallbackHeight={image.height}
          className="h-auto w-full rounded-lg border border-border"
          data-library-picture=""
        />
        <TextForm key={image.hash} image={image} />
      </div>
      <section className="mt-10" aria-labelledby="uses-heading">
        <h2 id="uses-heading" className="text-xl font-semibold">
          {t('admin.media.uses')}
        </h2>
        {image.usedBy.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t('admin.media.usesNone')}</p>
        ) : (
          <ul className="mt-3 grid gap-2" data-image-uses="">
            {image.usedBy.map((use) => (
              <li key={`${use.kind}-${use.id}-${use.field}`} className="break-words">
                <span className="text-sm text-muted-foreground">
                  {t(`admin.media.kind.${use.kind}`)}:{' '}
                </span>
                <Link to={use.href} className="font-medium text-primary underline">
                  {use.title}
                </Link>{' '}
                <span className="text-sm text-muted-foreground">
                  ({t(`admin.media.field.${use.field}`)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReplaceSection hash={image.hash} />
      <DeleteSection hash={image.hash} used={image.usedBy.length > 0} />
    </div>
  )
}

function TextForm({ image }: { image: Route.ComponentProps['loaderData']['image'] }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<typeof action>()
  const [text, setText] = useState<ImageText>({
    alt: image.alt,
    altEl: image.altEl,
    decorative: image.decorative,
  })
  const id = useId()
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : ''
  const saved = fetcher.state === 'idle' && fetcher.data?.ok
  useEffect(() => {
    if (saved) toast.success(t('admin.media.saved'))
  }, [saved, fetcher.data, t])
  return (
    <fetcher.Form method="post" className="grid min-w-0 content-start gap-4" data-image-form="">
      <input type="hidden" name="intent" value="save" />
      <ImageTextFields value={text} onChange={setText} error={error} named />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-caption`}>{t('admin.media.caption')}</Label>
          <Input
            id={`${id}-caption`}
            name="caption"
            lang="en"
            defaultValue={image.caption}
            maxLength={MAX_CAPTION_LENGTH}
            aria-describedby={`${id}-caption-hint`}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-caption-el`}>{t('admin.media.captionEl')}</Label>
          <Input
            id={`${id}-caption-el`}
            name="caption_el"
            lang="el"
            defaultValue={image.captionEl}
            maxLength={MAX_CAPTION_LENGTH}
            aria-describedby={`${id}-caption-hint`}
          />
        </div>
        <p id={`${id}-caption-hint`} className="text-sm text-muted-foreground sm:col-span-2">
          {t('admin.media.captionHint')}
        </p>
      </div>
      <div>
        <Button type="submit" disabled={fetcher.state !== 'idle'}>
          <Icon icon={Save} aria-hidden="true" />
          {fetcher.state !== 'idle' ? t('admin.media.saving') : t('admin.media.save')}
        </Button>
      </div>
    </fetcher.Form>
  )
}

function ReplaceSection({ hash }: { hash: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const replace = async (file: File) => {
    setBusy(true)
    setError('')
    const body = new FormData()
    body.append('file', file)
    try {
      const response = await fetch(`/api/v1/images/${hash}`, {
        method: 'PUT',
        body,
        credentials: 'same-origin',
      })
      const json = (await response.json().catch(() => null)) as {
        data?: { file_path: string }
        error?: { message?: string }
      } | null
      if (response.ok && json?.data) {
        toast.success(t('admin.media.replaced'))
        await navigate(`/admin/media/${json.data.file_path}`, { replace: true })
      } else setError(json?.error?.message || t('admin.media.loadFailed'))
    } catch {
      setError(t('admin.media.loadFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="mt-10 grid gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t('admin.media.replace')}
      </h2>
      <p id={`${id}-hint`} className="text-muted-foreground">
        {t('admin.media.replaceHint')}
      </p>
      <div className="grid max-w-md gap-1">
        <Label htmlFor={`${id}-file`}>{t('admin.media.replaceFile')}</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          disabled={busy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void replace(file)
            event.target.value = ''
          }}
        />
      </div>
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Icon icon={Replace} aria-hidden="true" />
          {t('admin.media.replacing')}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </section>
  )
}

function DeleteSection({ hash, used }: { hash: string; used: boolean }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<typeof action>()
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : ''
  return (
    <section className="mt-10 grid gap-3" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-xl font-semibold">
        {t('admin.media.delete')}
      </h2>
      {used ? (
        <p className="text-muted-foreground">{t('admin.media.cannotDelete')}</p>
      ) : (
        <fetcher.Form method="post" className="grid gap-3" data-delete-image={hash}>
          <p className="text-muted-foreground">{t('admin.media.deleteHint')}</p>
          <input type="hidden" name="intent" value="delete" />
          <div>
            <Button type="submit" variant="destructive" disabled={fetcher.state !== 'idle'}>
              <Icon icon={Trash2} aria-hidden="true" />
              {t('admin.media.delete')}
            </Button>
          </div>
        </fetcher.Form>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </section>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminPageErrorBoundary error={error} />
}
