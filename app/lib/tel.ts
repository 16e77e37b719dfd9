/** A `tel:` address for a number as people write it ("+357 22 000 000" -> "tel:+35722000000"). */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`
}
