import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type SharpModule from 'sharp'
import type { Sharp, SharpOptions } from 'sharp'
import { MEDIA_WIDTHS } from '@common/media'
import { newId, nowIso } from '../../db/ids'
import type { Database } from '../../db/schema'
import { BadRequestError } from '../../errors'

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif', 'heif', 'avif'])
export const NOT_AN_IMAGE_MESSAGE =
  'This file is not a valid image. Only image files (PNG, JPEG, WebP, GIF or AVIF) can be uploaded'
/** 50 megapixels: any camera photo, while a small file declaring a huge canvas (a decompression bomb) is refused. */
const MAX_INPUT_PIXELS = 50_000_000

export type StoredImage = { url: string; hash: string; widths: number[] }
export type Rendition = { data: Buffer; width: number; height: number }

let loadingSharp: Promise<typeof SharpModule> | undefined

/**
 * sharp (libvips) is loaded by the first image to convert, not at start: a shop that is not being edited never
 * needs it, and loading it costs the start some 40 ms and 20 MB. Each picture is converted once, so libvips'
 * operation cache (up to 50 MB by default) would only hold memory that glibc then rarely gives back; one
 * thread per picture keeps an upload of several files from running a thread per core for each of them.
 */
function loadSharp(): Promise<typeof SharpModule> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    sharp.concurrency(1)
    return sharp
  })
  return loadingSharp
}

export async function openImage(bytes: Buffer, options: SharpOptions): Promise<Sharp> {
  const sharp = await loadSharp()
  return sharp(bytes, options)
}

/** Judged by content, not by file name: sharp must recognise it as one of the accepted formats. */
async function readImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const metadata = await (await openImage(bytes, { limitInputPixels: MAX_INPUT_PIXELS })).metadata()
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
      throw new BadRequestError(NOT_AN_IMAGE_MESSAGE)
    }
    // metadata() reads only the header, so the pixel limit must be checked here, before anything is decoded.
    if (metadata.width * metadata.height * (metadata.pages ?? 1) > MAX_INPUT_PIXELS) {
      throw new BadRequestError(NOT_AN_IMAGE_MESSAGE)
    }
    return { width: metadata.width, height: metadata.height }
  } catch (error) {
    if (error instanceof BadRequestError) throw error
    throw new BadRequestError(NOT_AN_IMAGE_MESSAGE)
  }
}

/**
 * A header can be sound while the pixels behind it are missing or corrupt (a truncated PNG): only decoding
 * finds out, so a decoding failure is the upload's fault (400), not the server's.
 */
async function renderWebp(bytes: Buffer, width: number): Promise<Rendition> {
  try {
    const { data, info } = await (
      await openImage(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    )
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 3 })
      .toBuffer({ resolveWithObject: true })
    return { data, width, height: info.height }
  } catch {
    throw new BadRequestError(NOT_AN_IMAGE_MESSAGE)
  }
}

/** The widths to keep: every standard width below the original, and the original capped at the largest. */
export function widthsFor(originalWidth: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!
  const smaller = MEDIA_WIDTHS.filter((width) => width < Math.min(originalWidth, largest))
  return [...smaller, Math.min(originalWidth, largest)]
}

export function mediaUrl(hash: string): string {
  return `/media/${hash}.webp`
}

type PreparedImage =
  { kind: 'known'; stored: StoredImage } | { kind: 'new'; hash: string; renditions: Rendition[] }

function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

async function findStored(db: Kysely<Database>, hash: string): Promise<StoredImage | undefined> {
  const existing = await db.selectFrom('media').select('width').where('hash', '=', hash).execute()
  if (existing.length === 0) return undefined
  const widths = existing.map((row) => row.width).sort((a, b) => a - b)
  return { url: mediaUrl(hash), hash, widths }
}

/** Checks and converts one upload without writing anything: every failure here is the file's fault (400). */
async function prepareImage(db: Kysely<Database>, bytes: Buffer): Promise<PreparedImage> {
  const { width } = await readImageSize(bytes)
  const hash = contentHash(bytes)
  const stored = await findStored(db, hash)
  if (stored) return { kind: 'known', stored }
  const renditions = await Promise.all(widthsFor(width).map((targetWidth) => renderWebp(bytes, targetWidth)))
  return { kind: 'new', hash, renditions }
}

async function savePrepared(db: Kysely<Database>, image: PreparedImage): Promise<StoredImage> {
  if (image.kind === 'known') return image.stored
  const createdAt = nowIso()
  await db
    .insertInto('media')
    .values(
      image.renditions.map((rendition) => ({
        id: newId(),
        hash: image.hash,
        width: rendition.width,
        height: rendition.height,
        content_type: 'image/webp',
        bytes: rendition.data,
        created_at: createdAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['hash', 'width']).doNothing())
    .execute()
  return {
    url: mediaUrl(image.hash),
    hash: image.hash,
    widths: image.renditions.map((rendition) => rendition.width),
  }
}

/**
 * Stores images as WebP at a few widths (never enlarged, metadata stripped), keyed by the hash of their
 * content so that the same picture uploaded twice is stored once. All or nothing: every file is checked and
 * converted before the first is written, so a refused upload leaves no orphan media behind.
 */
export async function storeImages(db: Kysely<Database>, files: Buffer[]): Promise<StoredImage[]> {
  const prepared: PreparedImage[] = []
  for (const bytes of files) prepared.push(await prepareImage(db, bytes))
  const stored: StoredImage[] = []
  for (const image of prepared) stored.push(await savePrepared(db, image))
  return stored
}

export async function storeImage(db: Kysely<Database>, bytes: Buffer): Promise<StoredImage> {
  const [stored] = await storeImages(db, [bytes])
  return stored!
}

/**
 * Stores a picture that is already WebP at the widths `storeImages` keeps (the shipped demo art, decision
 * 0017) without decoding or encoding anything, keyed by the hash of its largest rendition.
 */
export async function storeRenderedImage(
  db: Kysely<Database>,
  renditions: Rendition[],
): Promise<StoredImage> {
  const byWidth = renditions.toSorted((a, b) => a.width - b.width)
  const largest = byWidth[byWidth.length - 1]
  const expected = largest ? widthsFor(largest.width) : []
  if (!largest || byWidth.map((rendition) => rendition.width).join() !== expected.join()) {
    throw new Error(`a rendered image needs the widths ${expected.join(', ') || MEDIA_WIDTHS.join(', ')}`)
  }
  const hash = contentHash(largest.data)
  return (await findStored(db, hash)) ?? savePrepared(db, { kind: 'new', hash, renditions: byWidth })
}

/** The stored rendition closest to the requested width without going under it, else the largest. */
export async function findRendition(
  db: Kysely<Database>,
  hash: string,
  requestedWidth: number | undefined,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const rows = await db
    .selectFrom('media')
    .select(['width', 'bytes', 'content_type'])
    .where('hash', '=', hash)
    .orderBy('width')
    .execute()
  if (rows.length === 0) return undefined
  const chosen =
    (requestedWidth !== undefined ? rows.find((row) => row.width >= requestedWidth) : undefined) ??
    rows[rows.length - 1]!
  return { bytes: Buffer.from(chosen.bytes), contentType: chosen.content_type }
}

/** Whether the shop holds the picture that `/media/<hash>.webp` names. */
export async function hasStoredImage(db: Kysely<Database>, hash: string): Promise<boolean> {
  return (await findStored(db, hash)) !== undefined
}

/** A picture checked and converted by `prepareUpload`, not yet written. */
export type PreparedUpload = PreparedImage

/**
 * The two halves of `storeImages`, for a caller that converts pictures before its transaction and writes them
 * inside it (the catalogue import): converting takes far longer than writing, and must not hold the write lock.
 */
export function prepareUpload(db: Kysely<Database>, bytes: Buffer): Promise<PreparedUpload> {
  return prepareImage(db, bytes)
}

export function savePreparedUpload(trx: Kysely<Database>, prepared: PreparedUpload): Promise<StoredImage> {
  return savePrepared(trx, prepared)
}
