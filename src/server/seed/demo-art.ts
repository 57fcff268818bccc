/**
 * The demo catalogue's pictures as shipped files (decision 0017): each picture drawn once by `npm run art`
 * (draw-demo-art.ts) and kept as WebP at every width the media store serves, so that seeding a fresh shop
 * reads files instead of drawing and encoding 150 pictures.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { MEDIA_WIDTHS } from '@common/media'
import type { Rendition } from '../modules/media/media.service'

/**
 * Beside this module in the sources, and beside the bundle in dist/server, where the server build copies
 * the folder (scripts/server-build.mjs).
 */
export const DEMO_ART_DIR = fileURLToPath(new URL('demo-art/', import.meta.url))

/** The art is drawn at the largest media width, so each picture is kept at every one of them. */
export const DEMO_ART_WIDTHS: readonly number[] = MEDIA_WIDTHS

/** `<product key>-<variant>`: one picture of a product (its variant is the view: front, side …). */
export function demoPictureName(productKey: string, variant: number): string {
  return `${productKey}-${variant}`
}

export function demoArtFileName(pictureName: string, width: number): string {
  return `${pictureName}-${width}.webp`
}

/** One picture's renditions, smallest first. The art is square, so each is as high as it is wide. */
export async function readDemoPicture(productKey: string, variant: number): Promise<Rendition[]> {
  const name = demoPictureName(productKey, variant)
  return Promise.all(
    DEMO_ART_WIDTHS.map(async (width) => ({
      data: await readFile(`${DEMO_ART_DIR}${demoArtFileName(name, width)}`),
      width,
      height: width,
    })),
  )
}
