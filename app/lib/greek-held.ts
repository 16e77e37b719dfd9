/**
 * While an item's Greek is not ready, readers get no Greek text: its `…El` twins are left out,
 * so a Greek page shows the English text with its notice (lib/localized.ts). One rule for every
 * kind of content.
 */
export function withGreekHeld<T extends { elReady: boolean }>(
  row: T,
  fields: readonly string[],
): T {
  if (row.elReady) return row
  const out: Record<string, unknown> = { ...row }
  for (const field of fields) out[`${field}El`] = null
  return out as T
}

/**
 * The same rule where a row leaves the server as data (the JSON API): visitors get no Greek that
 * is not ready (its fields answer null); admins, who edit it, get the row as stored.
 */
export function withGreekHeldFrom<T extends { elReady: boolean }>(
  row: T,
  fields: readonly string[],
  reader: { isAdmin: boolean },
): T {
  return reader.isAdmin ? row : withGreekHeld(row, fields)
}
