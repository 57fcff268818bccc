/** Hands a file made in the browser to the browser's download, under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start reading the file only after click() returns: revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
