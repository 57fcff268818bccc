import { request } from 'node:http'

/** One request as the load generator sends it. */
export type BenchRequest = {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

/** What the shop answered, as the bare server will repeat it (compressed when the request asked for it). */
export type RecordedAnswer = { status: number; contentType: string; contentEncoding?: string; body: Buffer }

/**
 * Sends `benchRequest` once with node:http — with its own headers only, as autocannon will, so the answer is
 * the body the load will receive (compressed only when the target asks for it) — and keeps status, content
 * type, content encoding and body.
 */
export function recordAnswer(baseUrl: string, benchRequest: BenchRequest): Promise<RecordedAnswer> {
  const url = new URL(benchRequest.path, baseUrl)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: benchRequest.method,
        headers: {
          ...benchRequest.headers,
          ...(benchRequest.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(benchRequest.body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? 'application/octet-stream',
            ...(response.headers['content-encoding']
              ? { contentEncoding: response.headers['content-encoding'] }
              : {}),
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(benchRequest.body)
  })
}
