/**
 * The demo catalogue's pictures as shipped files (decision 0017): each picture drawn once by `npm run art`
 * (scripts/demo-art/draw-demo-art.ts) and kept as WebP at every width the media store serves, so that seeding a
 * fresh shop reads files instead of drawing and encoding 150 pictures.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MEDIA_WIDTHS } from '@common/media'
import type { Rendition } from '../modules/media'

/**
 * The folder of pictures (named apart from this module, so no resolver takes one for the other): beside this
 * module in the sources, and beside the bundle in dist/server, where the server build copies it.
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

export function demoArtPath(productKey: string, variant: number, width: number): string {
  return `${DEMO_ART_DIR}${demoArtFileName(demoPictureName(productKey, variant), width)}`
}

/** Enough for any shipped file (the largest is under 80 kB); a larger one gets a larger buffer. */
const INITIAL_BUFFER_BYTES = 128 * 1024

/**
 * A reader of pictures that fills the same buffers, one per width, for every picture: each call's renditions
 * (smallest first; the art is square, so each is as high as it is wide) are valid until the next call. The
 * seed reads 13 MB in 456 files, and as many fresh buffers would leave glibc's heap some 12 MB larger for good.
 */
export function createDemoPictureReader(): (productKey: string, variant: number) => Rendition[] {
  const buffers = DEMO_ART_WIDTHS.map(() => Buffer.allocUnsafeSlow(INITIAL_BUFFER_BYTES))
  return (productKey, variant) =>
    DEMO_ART_WIDTHS.map((width, index) => {
      const file = openSync(demoArtPath(productKey, variant, width), 'r')
      try {
        const size = fstatSync(file).size
        if (size > buffers[index]!.length) buffers[index] = Buffer.allocUnsafeSlow(size)
        const data = buffers[index]!.subarray(0, readSync(file, buffers[index]!, 0, size, 0))
        return { data, width, height: width }
      } finally {
        closeSync(file)
      }
    })
}
