/**
 * Whether an uploaded image moves (photosensitive safety): animated GIF, WebP and AVIF report
 * several pages to the decoder; an APNG announces its animation in an `acTL` chunk, which the
 * decoder ignores (it reads the default image only); an AVIF image sequence names the `avis`
 * brand. The upload keeps the first frame only whatever this says; the answer tells the admin.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function isAnimatedImage(bytes: Buffer, pages: number | undefined): boolean {
  if ((pages ?? 1) > 1) return true
  return isAnimatedPng(bytes) || isAvifSequence(bytes)
}

/** An acTL chunk before the first IDAT makes a PNG an APNG. */
function isAnimatedPng(bytes: Buffer): boolean {
  if (bytes.length < 16 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false
  let offset = 8
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    if (type === 'acTL') return true
    if (type === 'IDAT' || type === 'IEND') return false
    offset += 12 + length
  }
  return false
}

/** The ISO-BMFF `ftyp` box: major brand and compatible brands. */
function isAvifSequence(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false
  const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256)
  const brands = [bytes.toString('latin1', 8, 12)]
  for (let offset = 16; offset + 4 <= size; offset += 4)
    brands.push(bytes.toString('latin1', offset, offset + 4))
  return brands.includes('avis')
}
