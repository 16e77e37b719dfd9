/**
 * A copy of an object without some of its keys. Built key by key rather than copied whole with
 * the keys deleted: V8 turns an object that has had a property deleted into a slow dictionary,
 * for every later read of it (a page's render, the serialising of its data).
 */
export function withoutKeys(
  source: Record<string, unknown>,
  omitted: readonly string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(source)) if (!omitted.includes(key)) out[key] = source[key]
  return out
}
