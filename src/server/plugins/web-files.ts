import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { acceptsEncoding, type Encoding } from './content-encoding'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
const SHORT_LIVED = 'public, max-age=3600'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
}

/** One file of the web build, held in memory with the compressed copies the build wrote beside it. */
export type WebFile = {
  contentType: string
  cacheControl: string
  etag: string
  plain: Buffer
  encoded: Partial<Record<Encoding, Buffer>>
}

/** What to write for a GET or HEAD of a web file: status, headers (name, value, …) and the body, if any. */
export type WebFileAnswer = { status: 200 | 304; headers: string[]; body: Buffer | undefined }

/**
 * The built web app, read into memory once at start: a few megabytes, and every asset, index.html
 * included, is then written from memory with no file system call, stream or compression per request.
 * Hashed assets are cached for good, index.html is revalidated on every visit (it names the current
 * assets), the rest for an hour. Build bookkeeping (any path with a segment starting with a dot) is left out.
 */
export class WebFiles {
  readonly #files: Map<string, WebFile>

  private constructor(files: Map<string, WebFile>) {
    this.#files = files
  }

  /** The build at `root`, or undefined when there is none (API-only, tests, `npm run dev`). */
  static load(root: string | undefined): WebFiles | undefined {
    if (!root || !existsSync(join(root, 'index.html'))) return undefined
    const files = new Map<string, WebFile>()
    for (const path of filesUnder(root)) {
      const extension = extname(path)
      if (extension === '.br' || extension === '.gz') continue
      const urlPath = `/${relative(root, path).split(sep).join('/')}`
      const plain = readFileSync(path)
      const encoded: Partial<Record<Encoding, Buffer>> = {}
      if (existsSync(`${path}.br`)) encoded.br = readFileSync(`${path}.br`)
      if (existsSync(`${path}.gz`)) encoded.gzip = readFileSync(`${path}.gz`)
      files.set(urlPath, {
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        cacheControl: urlPath.startsWith('/assets/')
          ? IMMUTABLE
          : extension === '.html'
            ? REVALIDATE
            : SHORT_LIVED,
        // Weak: the same validator stands for the plain and the compressed bytes.
        etag: `W/"${createHash('sha1').update(plain).digest('base64url').slice(0, 27)}"`,
        plain,
        encoded,
      })
    }
    return new WebFiles(files)
  }

  /** The file at a URL path (no query string), if the build has it. */
  get(urlPath: string): WebFile | undefined {
    return this.#files.get(urlPath)
  }

  get paths(): IterableIterator<string> {
    return this.#files.keys()
  }

  get indexHtml(): WebFile {
    return this.#files.get('/index.html')!
  }
}

function* filesUnder(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(directory, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/** The answer to a GET or HEAD of `file`, compressed as the client accepts and 304 when it has these bytes. */
export function webFileAnswer(
  file: WebFile,
  request: { method?: string; headers: { 'accept-encoding'?: string; 'if-none-match'?: string } },
  extraHeaders: string[] = [],
): WebFileAnswer {
  const headers = [
    'cache-control',
    file.cacheControl,
    'etag',
    file.etag,
    ...(file.encoded.br || file.encoded.gzip ? ['vary', 'accept-encoding'] : []),
    ...extraHeaders,
  ]
  const sent = request.headers['if-none-match']
  if (sent && (sent === '*' || sent.split(',').some((candidate) => candidate.trim() === file.etag))) {
    return { status: 304, headers, body: undefined }
  }
  const accepted = request.headers['accept-encoding']
  const encoding = (['br', 'gzip'] as const).find(
    (candidate) => file.encoded[candidate] && acceptsEncoding(accepted, candidate),
  )
  const body = encoding ? file.encoded[encoding]! : file.plain
  headers.push('content-type', file.contentType, 'content-length', String(body.length))
  if (encoding) headers.push('content-encoding', encoding)
  return { status: 200, headers, body: request.method === 'HEAD' ? undefined : body }
}
