/** Hands a file to the browser as a download named `name` (a CSV fetched with the staff token). */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
