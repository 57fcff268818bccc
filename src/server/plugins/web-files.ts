import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import { etagOf, type Encoding, type PreparedAnswer } from './prepared-answer'

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

/**
 * One file of the web build, held in memory with the compressed copies the build wrote beside it: a prepared
 * answer that is never compressed on demand (what the build did not compress — images, fonts — gains nothing).
 */
export type WebFile = PreparedAnswer

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
      const body = readFileSync(path)
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
        body,
        etag: etagOf(body),
        encoded,
        compressOnDemand: false,
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
