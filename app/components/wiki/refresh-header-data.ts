/** The event the site header listens for to refetch its wiki mega-menus (debounced 300 ms). */
export function refreshHeaderData() {
  window.dispatchEvent(new Event('refreshHeaderData'))
}
