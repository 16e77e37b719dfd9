/**
 * A photo for a plan, made small in the browser (at most 240 px, JPEG): a few kilobytes in the
 * device's storage and in the PDF, instead of a phone camera's megabytes. Null when the browser
 * cannot read the picture.
 */
const MAX_SIDE = 240

export async function smallPhoto(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return null
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) return null
  // JPEG has no transparency: a transparent PNG gets a white background, as on paper.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  return canvas.toDataURL('image/jpeg', 0.8)
}
