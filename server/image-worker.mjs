// Decodes and re-encodes one uploaded image, in a process of its own (app/domain/media.server.ts
// starts it for each upload). Decoding is the most memory-hungry work the server does, and the
// C allocator of a long-lived process keeps what it once took; when this process exits, every
// byte goes back to the system, and a hostile file that crashes the decoder takes only this
// process with it. Plain JavaScript on purpose: it runs as is, built or not.
//
// In:  { bytes: Buffer, maxPixels, maxSide, widths: number[], formats: string[] } over IPC.
// Out: { ok: true, variants: [{ width, height, data }], pages } or { ok: false, kind }; `pages`
// is the number of frames of an animation, of which only the first is kept (`animated: false`).
import sharp from 'sharp'

// One libvips thread (the server's other core keeps answering requests), no cache of images.
sharp.concurrency(1)
sharp.cache(false)

async function encode({ bytes, maxPixels, maxSide, widths, formats }) {
  let metadata
  try {
    // Reads the header only: nothing is decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: maxPixels }).metadata()
  } catch {
    return { ok: false, kind: 'not_image' }
  }
  if (!metadata.format || !formats.includes(metadata.format) || !metadata.width || !metadata.height) {
    return { ok: false, kind: 'not_image' }
  }
  // `pageHeight` is the height of one frame of an animation (only the first is kept).
  const height = metadata.pageHeight ?? metadata.height
  // Each side too: a long thin image under the pixel cap (1,000,000 x 40) would still make the
  // decoder hold rows a million pixels wide.
  if (metadata.width > maxSide || height > maxSide || metadata.width * height > maxPixels) {
    return { ok: false, kind: 'too_many_pixels' }
  }
  const rotated = (metadata.orientation ?? 1) >= 5
  const uprightWidth = rotated ? height : metadata.width
  const largest = widths[widths.length - 1]
  const fullWidth = Math.min(uprightWidth, largest)
  const targets = [...new Set([...widths.filter((w) => w < fullWidth), fullWidth])]
  try {
    // Decoded once, upright (EXIF orientation applied) and already at the largest width kept;
    // sharp writes no metadata unless asked to. Turning an image upright needs all of it decoded
    // at once; an upright one (most) is shrunk while it streams through the decoder.
    const decoder = sharp(bytes, { limitInputPixels: maxPixels, animated: false, sequentialRead: true })
    const upright = (metadata.orientation ?? 1) > 1 ? decoder.rotate() : decoder
    const base = await upright.resize({ width: fullWidth, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true })
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels }
    const variants = []
    for (const width of targets) {
      const { data, info } = await sharp(base.data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      variants.push({ width, height: info.height, data })
    }
    return { ok: true, variants, pages: metadata.pages }
  } catch {
    // Headers that parse but pixel data that does not (a truncated or corrupt file).
    return { ok: false, kind: 'not_image' }
  }
}

process.once('message', async (job) => {
  const result = await encode({ ...job, bytes: Buffer.from(job.bytes) })
  process.send(result, () => process.exit(0))
})
