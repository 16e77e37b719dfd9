import type { ImageText } from '~/domain/image-text-rules'

/**
 * Sends one image and its text alternative to the server (POST /api/v1/images) for the upload
 * widget and the editor.
 * The result says what the caller shows: the stored image, a sign-in request, a refusal with
 * the server's message, or a failure (the caller then embeds the image inline,
 * so the admin's picture is never lost).
 */
export type UploadResult =
  | { outcome: 'uploaded'; imageUrl: string; filePath: string; firstFrameOnly: boolean }
  | { outcome: 'unauthenticated' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'failed' }

export async function uploadImage(file: File, text: ImageText): Promise<UploadResult> {
  const body = new FormData()
  body.append('file', file)
  body.append('alt', text.alt)
  body.append('alt_el', text.altEl)
  body.append('decorative', String(text.decorative))
  let response: Response
  try {
    response = await fetch('/api/v1/images', { method: 'POST', body, credentials: 'same-origin' })
  } catch {
    return { outcome: 'failed' }
  }
  if (response.ok) {
    const json = (await response.json().catch(() => null)) as {
      image_url?: string
      file_path?: string
      first_frame_only?: boolean
    } | null
    if (json?.image_url && json.file_path) {
      return {
        outcome: 'uploaded',
        imageUrl: json.image_url,
        filePath: json.file_path,
        firstFrameOnly: json.first_frame_only === true,
      }
    }
    return { outcome: 'failed' }
  }
  if (response.status === 401) return { outcome: 'unauthenticated' }
  if (response.status >= 500) return { outcome: 'failed' }
  const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
  return { outcome: 'refused', message: json?.error?.message ?? '' }
}

/** The stored text alternative of an upload, or null when it cannot be read. */
export async function fetchImageText(filePath: string): Promise<ImageText | null> {
  try {
    const response = await fetch(`/api/v1/images/${filePath}`, { credentials: 'same-origin' })
    if (!response.ok) return null
    const { data } = (await response.json()) as {
      data: { alt: string; alt_el: string; decorative: boolean }
    }
    return { alt: data.alt, altEl: data.alt_el, decorative: data.decorative }
  } catch {
    return null
  }
}

/** Saves an upload's text alternative; answers the server's message when it refuses. */
export async function saveImageText(
  filePath: string,
  text: ImageText,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await fetch(`/api/v1/images/${filePath}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ alt: text.alt, alt_el: text.altEl, decorative: text.decorative }),
      credentials: 'same-origin',
    })
    if (response.ok) return { ok: true }
    const json = (await response.json().catch(() => null)) as {
      error?: { message?: string }
    } | null
    return { ok: false, message: json?.error?.message ?? '' }
  } catch {
    return { ok: false, message: '' }
  }
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

/**
 * Why a dropped file is refused; each kind has its own message (wrong type, too large, too small,
 * several files).
 */
export type DropErrorKind =
  'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files'

export function checkDroppedFiles(
  files: readonly File[],
  maxBytes: number,
): { file?: File; error?: DropErrorKind } {
  if (files.length === 0) return {}
  if (files.length > 1) return { error: 'too-many-files' }
  const file = files[0]!
  if (!file.type.startsWith('image/')) return { error: 'file-invalid-type' }
  if (file.size === 0) return { error: 'file-too-small' }
  if (file.size > maxBytes) return { error: 'file-too-large' }
  return { file }
}
