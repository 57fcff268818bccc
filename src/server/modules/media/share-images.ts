import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { openImage } from './media.service'

/** Link previews (WhatsApp, Facebook, X, LinkedIn) ask for about 1200 px; not all of them show WebP. */
export const SHARE_IMAGE_WIDTH = 1200
const SHARE_URL = /^\/media\/([0-9a-f]{32})\.webp$/
/** Kept in memory, newest last: previews are fetched in bursts right after a link is shared. */
const KEPT_BYTES = 8 * 1024 * 1024

export type ShareImageSize = { url: string; width: number; height: number; type: 'image/jpeg' }

export function shareImageUrl(hash: string): string {
  return `/media/${hash}-share.jpg`
}

/**
 * The preview picture of a stored image (`/media/<hash>.webp`): its address and size, read from the stored
 * renditions without drawing anything. Undefined for a picture the shop does not store.
 */
export async function shareImageOf(
  db: Kysely<Database>,
  imageUrl: string,
): Promise<ShareImageSize | undefined> {
  const hash = SHARE_URL.exec(imageUrl)?.[1]
  if (!hash) return undefined
  const largest = await db
    .selectFrom('media')
    .select(['width', 'height'])
    .where('hash', '=', hash)
    .orderBy('width', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!largest) return undefined
  const width = Math.min(largest.width, SHARE_IMAGE_WIDTH)
  return {
    url: shareImageUrl(hash),
    width,
    height: Math.round((largest.height * width) / largest.width),
    type: 'image/jpeg',
  }
}

/** The largest stored rendition's bytes, to draw the preview from. */
function largestRenditionBytes(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('media')
    .select('bytes')
    .where('hash', '=', hash)
    .orderBy('width', 'desc')
    .limit(1)
    .executeTakeFirst()
}

const drawn = new Map<string, Buffer>()
let drawnBytes = 0

/**
 * The preview picture itself: a JPEG drawn from the largest stored WebP the first time it is asked for, then
 * kept in memory (a few megabytes at most, oldest dropped first). It is derived from stored bytes alone, so
 * every instance can draw its own and nothing needs storing.
 */
export async function drawShareImage(db: Kysely<Database>, hash: string): Promise<Buffer | undefined> {
  const known = drawn.get(hash)
  if (known) return known
  const largest = await largestRenditionBytes(db, hash)
  if (!largest) return undefined
  const jpeg = await (
    await openImage(Buffer.from(largest.bytes), {})
  )
    .resize({ width: SHARE_IMAGE_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
  drawn.set(hash, jpeg)
  drawnBytes += jpeg.length
  for (const [oldest, bytes] of drawn) {
    if (drawnBytes <= KEPT_BYTES) break
    drawn.delete(oldest)
    drawnBytes -= bytes.length
  }
  return jpeg
}
