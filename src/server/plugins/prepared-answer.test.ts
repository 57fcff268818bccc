import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  answerTo,
  etagOf,
  matchesEtag,
  prepareAnswer,
  sendAnswer,
  writeAnswer,
  type AnswerToWrite,
  type PreparedAnswer,
} from './prepared-answer'

const LARGE = Buffer.from(
  JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id, name: 'Figure' })) }),
)
const SMALL = Buffer.from('{"ok":true}')
const JSON_RULE = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' }

const get = (headers: Record<string, string> = {}) => ({ method: 'GET', headers })

/** The flat header list as a record (names are written once each). */
function headersOf(written: AnswerToWrite): Record<string, string> {
  const headers: Record<string, string> = {}
  for (let index = 0; index < written.headers.length; index += 2)
    headers[written.headers[index]!] = written.headers[index + 1]!
  return headers
}

/** A web file as WebFiles.load makes it: the build's copies, never compressed on demand. */
function builtFile(body: Buffer, copies: PreparedAnswer['encoded'] = {}): PreparedAnswer {
  return {
    body,
    etag: etagOf(body),
    contentType: 'text/javascript; charset=utf-8',
    cacheControl: 'public, max-age=31536000, immutable',
    encoded: copies,
    compressOnDemand: false,
  }
}

describe('a prepared answer', () => {
  it('is 200 with its validator, cache rule, type and length, to a client that takes no compression', () => {
    const answer = prepareAnswer(LARGE, JSON_RULE)
    const written = answerTo(get(), answer)
    expect(written.status).toBe(200)
    expect(written.body).toBe(LARGE)
    expect(headersOf(written)).toEqual({
      etag: answer.etag,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(LARGE.length),
    })
  })

  it('is 304 with no body when the client names its validator, alone, in a list or as *', () => {
    const answer = prepareAnswer(LARGE, JSON_RULE)
    for (const sent of [answer.etag, `W/"other", ${answer.etag}`, '*']) {
      const written = answerTo(get({ 'if-none-match': sent, 'accept-encoding': 'br' }), answer)
      expect(written.status, sent).toBe(304)
      expect(written.body, sent).toBeUndefined()
      expect(headersOf(written), sent).toEqual({
        etag: answer.etag,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      })
    }
    expect(answerTo(get({ 'if-none-match': 'W/"other"' }), answer).status).toBe(200)
    // A 304 compresses nothing.
    expect(answer.encoded).toEqual({})
  })

  it('answers HEAD with the headers GET would send and no body', () => {
    const answer = prepareAnswer(LARGE, JSON_RULE)
    const head = answerTo({ method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }, answer)
    const full = answerTo(get({ 'accept-encoding': 'gzip' }), answer)
    expect(head.status).toBe(200)
    expect(head.body).toBeUndefined()
    expect(head.headers).toEqual(full.headers)
    expect(headersOf(head)['content-length']).toBe(String(full.body!.length))
  })

  it('is brotli when the client takes it, whatever the order it lists them in, else gzip, else plain', () => {
    const answer = prepareAnswer(LARGE, JSON_RULE)
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.0, gzip;q=0', undefined],
      ['deflate', undefined],
      ['', undefined],
    ]
    for (const [accepted, expected] of cases) {
      const written = answerTo(get({ 'accept-encoding': accepted }), answer)
      const headers = headersOf(written)
      expect(headers['content-encoding'], accepted).toBe(expected)
      expect(headers['content-length'], accepted).toBe(String(written.body!.length))
      const decoded =
        expected === 'br'
          ? brotliDecompressSync(written.body!)
          : expected === 'gzip'
            ? gunzipSync(written.body!)
            : written.body!
      expect(decoded.equals(LARGE), accepted).toBe(true)
    }
  })

  it('makes each compressed copy once, the first time a client takes it, and keeps it on the answer', () => {
    const answer = prepareAnswer(LARGE, JSON_RULE)
    expect(answer.encoded).toEqual({})
    const first = answerTo(get({ 'accept-encoding': 'br' }), answer)
    expect(answer.encoded.br).toBe(first.body)
    expect(answer.encoded.gzip).toBeUndefined()
    const second = answerTo(get({ 'accept-encoding': 'br, gzip' }), answer)
    expect(second.body).toBe(first.body) // the same buffer: not compressed again
    expect(second.body!.length).toBeLessThan(LARGE.length)
  })

  it('sends a small body as it is: compression would cost more than it saves', () => {
    const answer = prepareAnswer(SMALL, JSON_RULE)
    const written = answerTo(get({ 'accept-encoding': 'br, gzip' }), answer)
    expect(headersOf(written)['content-encoding']).toBeUndefined()
    expect(written.body).toBe(SMALL)
    expect(answer.encoded).toEqual({})
  })

  it('never compresses an answer prepared without compression on demand, but sends the copies it has', () => {
    const bare = builtFile(LARGE)
    const plain = answerTo(get({ 'accept-encoding': 'br, gzip' }), bare)
    expect(headersOf(plain)['content-encoding']).toBeUndefined()
    expect(headersOf(plain).vary).toBeUndefined() // the same bytes whatever the client takes
    expect(plain.body).toBe(LARGE)
    expect(bare.encoded).toEqual({})

    const brotli = brotliCompressSync(LARGE)
    const built = builtFile(LARGE, { br: brotli })
    const taken = answerTo(get({ 'accept-encoding': 'gzip, br' }), built)
    expect(headersOf(taken)['content-encoding']).toBe('br')
    expect(headersOf(taken).vary).toBe('accept-encoding')
    expect(taken.body).toBe(brotli)
    // gzip only: the build wrote no gzip copy, and none is made.
    const gzipOnly = answerTo(get({ 'accept-encoding': 'gzip' }), built)
    expect(headersOf(gzipOnly)['content-encoding']).toBeUndefined()
    expect(built.encoded.gzip).toBeUndefined()
  })

  it('sends the headers it is given first (the front server’s security headers and request id)', () => {
    const written = answerTo(get(), prepareAnswer(SMALL, JSON_RULE), [
      'x-request-id',
      'abc',
      'x-frame-options',
      'DENY',
    ])
    expect(written.headers.slice(0, 4)).toEqual(['x-request-id', 'abc', 'x-frame-options', 'DENY'])
  })
})

describe('validators', () => {
  it('are weak, the same for the same bytes and different for others', () => {
    expect(etagOf(LARGE)).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/)
    expect(etagOf(Buffer.from(LARGE))).toBe(etagOf(LARGE))
    expect(etagOf(SMALL)).not.toBe(etagOf(LARGE))
  })

  it('match only the exact validator, or *', () => {
    const etag = etagOf(SMALL)
    expect(matchesEtag({}, etag)).toBe(false)
    expect(matchesEtag({ 'if-none-match': '' }, etag)).toBe(false)
    expect(matchesEtag({ 'if-none-match': etag.slice(2) }, etag)).toBe(false) // the strong form is another tag
    expect(matchesEtag({ 'if-none-match': `${etag},W/"x"` }, etag)).toBe(true)
    expect(matchesEtag({ 'if-none-match': '*' }, etag)).toBe(true)
  })
})

describe('written to the socket or sent through Fastify', () => {
  const answer = prepareAnswer(LARGE, JSON_RULE)
  let server: Server
  let base: string

  beforeAll(async () => {
    server = createServer((request, response) => writeAnswer(response, answerTo(request, answer)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('goes out with the same status, headers and bytes either way', async () => {
    const app = Fastify()
    app.get('/answer', (request, reply) => sendAnswer(reply, answerTo(request, answer)))
    try {
      for (const headers of <Record<string, string>[]>[
        { 'accept-encoding': 'br' },
        { 'accept-encoding': 'identity' },
        { 'if-none-match': answer.etag },
      ]) {
        const direct = await fetch(`${base}/answer`, { headers })
        const viaFastify = await app.inject({ url: '/answer', headers })
        const label = JSON.stringify(headers)
        expect(direct.status, label).toBe(viaFastify.statusCode)
        for (const name of [
          'etag',
          'cache-control',
          'vary',
          'content-type',
          'content-encoding',
          'content-length',
        ])
          expect(direct.headers.get(name) ?? undefined, `${label} ${name}`).toBe(viaFastify.headers[name])
        // fetch decodes what it receives.
        const plain = viaFastify.statusCode === 304 ? '' : LARGE.toString()
        expect(await direct.text(), label).toBe(plain)
      }
    } finally {
      await app.close()
    }
  })
})
