/**
 * Card and description text cut to at most `max` characters: at the last whole word
 * that fits, without trailing punctuation, followed by one ellipsis character ("…"), so a cut
 * never leaves "Foundation...." or half a word. A single word longer than `max` is cut inside.
 */
export function truncate(text: string, max: number) {
  const clean = text.trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max)
  // The cut falls at a word's end when a space or punctuation comes next; else drop the partial word.
  const atWord = /[\s\p{P}]/u.test(clean[max] ?? '') ? room : room.replace(/\s+\S*$/, '')
  const cut = (atWord.length > 0 ? atWord : room).replace(/[\s.,;:!?…·-]+$/u, '')
  return `${cut}…`
}
