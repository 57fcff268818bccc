export type Encoding = 'br' | 'gzip'

/** Whether an Accept-Encoding header takes `encoding` (q=0 means "not this one"). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: Encoding): boolean {
  if (!acceptEncoding) return false
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    return name.trim() === encoding && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
  })
}

/** Brotli when the client takes it, else gzip, else the plain bytes. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br'
  return acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : undefined
}
