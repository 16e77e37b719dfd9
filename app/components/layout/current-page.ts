/**
 * Whether a link leads to the page already shown: same path and no query other than the
 * language (/news?tab=stories is another view than /news; /news?lang=el is the same page).
 */
export function isCurrentPage(pathname: string, search: string, to: string) {
  if (pathname !== to) return false
  const params = new URLSearchParams(search)
  params.delete('lang')
  return params.size === 0
}
