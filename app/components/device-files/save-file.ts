/** Files made in the browser: saved as a download, or handed to the phone's share sheet. */

/** Starts the download of a file made on the page; nothing is sent anywhere. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once it starts; the page lets the address go soon after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Whether the browser's share sheet takes this file (phones do; most desktops do not). */
export function shareableFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })
}
