// Decodes and re-encodes one uploaded image, in a process of its own (app/domain/media.server.ts
// starts it for each upload). Decoding is the most memory-hungry work the server does, and the
// C allocator of a long-lived process keeps what it once took; when this process exits, every
// byte goes back to the system, and a hostile file that crashes the decoder takes only this
// process with it. Plain JavaScript on purpose: it runs as is, built or not.
//
// In:  { bytes: Buffer, maxPixels, maxSide, widths: number[], formats: string[] } over IPC.
// Out: { ok: true, variants: [{ width, height, webp, avif }], pages } or { ok: false, kind };
// each variant in both formats; `pages` is the number of frames of an animation, of which only
// the first is kept (`animated: false`).
import sharp from 'sharp'

// One libvips thread (the server's other core keeps answering requests), no cache of images.
sharp.concurrency(1)
sharp.cache(false)

const WEBP = { quality: 80 }
// AVIF at about half WebP's bytes. Measured on a detailed photo (a circuit board, 1920x1280 at
// its native detail), one libvips thread, as CPU time (wall time on the shared 2-core machine
// was up to 3x more under load): per variant 320w 14 kB 29 ms, 640w 51 kB 111 ms, 960w 104 kB
// 224 ms, 1280w 169 kB 383 ms, 1920w 306 kB 743 ms; 644 kB and 1.5 s for the five, against
// WebP's 1232 kB and 0.5 s. Effort 2 gave the same bytes for 20% more time; effort 4 (the
// default) 1% fewer bytes for 10x the time (7.6 s at 1920w); effort 0 a fifth of the time but,
// for the same PSNR, 14% more bytes. 4:2:0 chroma, as WebP has, saves 4% over 4:4:4.
const AVIF = { quality: 55, effort: 1, chromaSubsampling: '4:2:0' }

async function encode({ bytes, maxPixels, maxSide, widths, formats }) {
  let metadata
  try {
    // Reads the header only: nothing is decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: maxPixels }).metadata()
  } catch {
    return { ok: false, kind: 'not_image' }
  }
  if (
    !metadata.format ||
    !formats.includes(metadata.format) ||
    !metadata.width ||
    !metadata.height
  ) {
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
    const decoder = sharp(bytes, {
      limitInputPixels: maxPixels,
      animated: false,
      sequentialRead: true,
    })
    const upright = (metadata.orientation ?? 1) > 1 ? decoder.rotate() : decoder
    const base = await upright
      .resize({ width: fullWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels }
    const variants = []
    for (const width of targets) {
      // Resized once, then encoded in each format from the same pixels.
      const resized = await sharp(base.data, { raw })
        .resize({ width, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const pixels = {
        raw: {
          width: resized.info.width,
          height: resized.info.height,
          channels: resized.info.channels,
        },
      }
      const webp = await sharp(resized.data, pixels).webp(WEBP).toBuffer()
      const avif = await sharp(resized.data, pixels).avif(AVIF).toBuffer()
      variants.push({ width, height: resized.info.height, webp, avif })
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
