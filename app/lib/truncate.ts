/** SPEC §2: card text cut at a length, followed by '...'. */
export function truncate(text: string, max: number) {
  const clean = text.trim()
  if (clean.length <= max) return clean
  return `${clean.slice(0, max).trimEnd()}...`
}
