import { MAX_UPLOAD_BYTES } from '@common/media'

/** Long enough for a large picture from a slow host; short enough that a dead host does not hold an import. */
export const IMAGE_DOWNLOAD_TIMEOUT_MS = 20_000

/** Why a picture could not be fetched, in words for the import report. */
export class ImageDownloadError extends Error {}

export type DownloadLimits = { maxBytes: number; timeoutMs: number }

const DEFAULT_LIMITS: DownloadLimits = { maxBytes: MAX_UPLOAD_BYTES, timeoutMs: IMAGE_DOWNLOAD_TIMEOUT_MS }

function megabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024)} MB`
}

/**
 * The bytes at an http(s) URL, with the upload's size limit and a time-out for the whole download (headers
 * and body). Whether they are a picture is for the media service to judge.
 */
export async function downloadImage(url: string, limits: DownloadLimits = DEFAULT_LIMITS): Promise<Buffer> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  try {
    const response = await fetch(url, { signal, redirect: 'follow', headers: { accept: 'image/*' } })
    if (!response.ok) throw new ImageDownloadError(`the server answered HTTP ${response.status}`)
    const declared = Number(response.headers.get('content-length') ?? 'NaN')
    if (declared > limits.maxBytes)
      throw new ImageDownloadError(`larger than the ${megabytes(limits.maxBytes)} limit`)
    if (!response.body) throw new ImageDownloadError('the server sent no content')
    const reader = response.body.getReader()
    const chunks: Buffer[] = []
    let received = 0
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      received += read.value.byteLength
      if (received > limits.maxBytes) {
        await reader.cancel().catch(() => {})
        throw new ImageDownloadError(`larger than the ${megabytes(limits.maxBytes)} limit`)
      }
      chunks.push(Buffer.from(read.value))
    }
    return Buffer.concat(chunks)
  } catch (error) {
    if (error instanceof ImageDownloadError) throw error
    if (signal.aborted)
      throw new ImageDownloadError(`no complete answer within ${limits.timeoutMs / 1000} s`, { cause: error })
    const cause =
      error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined
    throw new ImageDownloadError(
      `could not be downloaded (${cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))})`,
      { cause: error },
    )
  }
}
