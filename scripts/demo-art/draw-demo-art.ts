/**
 * Draws the demo catalogue's pictures into the shipped files (src/server/seed/demo-art-files.ts) and records in a
 * manifest what each was drawn from: the digest of its SVG and of each file. `npm run art` runs it; the drift test
 * (draw-demo-art.test.ts) compares the manifest with what the drawing code produces today, which is cheap, since
 * building an SVG is string work while rendering and encoding it is not.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import sharp, { type WebpOptions } from 'sharp'
import { z } from 'zod'
import {
  DEMO_ART_DIR,
  DEMO_ART_WIDTHS,
  demoArtFileName,
  demoPictureName,
} from '../../src/server/seed/demo-art-files'
import type { DemoProduct } from '../../src/server/seed/demo-products'
import { productArtSvg, renderProductArt } from './render-product-art'

/**
 * Quality 75 at the slowest effort: the files stay in the repository, and at the widths a phone loads they
 * look like the shop's own quality-80 uploads while weighing about a sixth less.
 */
export const DEMO_ART_WEBP = { quality: 75, effort: 6, preset: 'picture' } as const satisfies WebpOptions

export const DEMO_ART_MANIFEST = `${DEMO_ART_DIR}manifest.json`

const digestSchema = z.string().regex(/^[0-9a-f]{32}$/)
const manifestSchema = z.strictObject({
  webp: z.strictObject({ quality: z.number(), effort: z.number(), preset: z.string() }),
  /** By picture name: the digest of the SVG it was drawn from, and of its file at each width. */
  pictures: z.record(
    z.string(),
    z.strictObject({ svg: digestSchema, files: z.record(z.string().regex(/^\d+$/), digestSchema) }),
  ),
})
export type DemoArtManifest = z.output<typeof manifestSchema>
type PictureRecord = DemoArtManifest['pictures'][string]

export function digest(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 32)
}

/** The digest of the SVG the drawing code makes today for this picture. */
export function svgDigest(product: DemoProduct, variant: number): string {
  return digest(productArtSvg(product, variant))
}

export async function readDemoArtManifest(): Promise<DemoArtManifest | undefined> {
  if (!existsSync(DEMO_ART_MANIFEST)) return undefined
  return manifestSchema.parse(JSON.parse(await readFile(DEMO_ART_MANIFEST, 'utf8')))
}

/** Every picture the catalogue needs, by name. */
export function demoPictures(
  products: DemoProduct[],
): { name: string; product: DemoProduct; variant: number }[] {
  return products.flatMap((product) =>
    Array.from({ length: product.imageCount }, (_, variant) => ({
      name: demoPictureName(product.key, variant),
      product,
      variant,
    })),
  )
}

async function isUpToDate(record: PictureRecord, name: string, svg: string): Promise<boolean> {
  if (record.svg !== svg || Object.keys(record.files).join() !== DEMO_ART_WIDTHS.join()) return false
  for (const width of DEMO_ART_WIDTHS) {
    const path = `${DEMO_ART_DIR}${demoArtFileName(name, width)}`
    if (!existsSync(path) || digest(await readFile(path)) !== record.files[width]) return false
  }
  return true
}

async function drawPicture(product: DemoProduct, variant: number, name: string): Promise<PictureRecord> {
  const png = await renderProductArt(product, variant)
  const files = await Promise.all(
    DEMO_ART_WIDTHS.map(async (width) => {
      const webp = await sharp(png).resize({ width }).webp(DEMO_ART_WEBP).toBuffer()
      await writeFile(`${DEMO_ART_DIR}${demoArtFileName(name, width)}`, webp)
      return [width, digest(webp)] as const
    }),
  )
  return { svg: svgDigest(product, variant), files: Object.fromEntries(files) }
}

/**
 * Brings the shipped files in line with the catalogue: draws the pictures whose SVG, encoding or files
 * changed (all of them when the encoding settings did), deletes the files of pictures that no longer exist
 * and rewrites the manifest. Returns how many pictures were drawn.
 */
export async function drawDemoArt(
  products: DemoProduct[],
  onDrawn: (name: string) => void = () => {},
): Promise<{ drawn: number; kept: number; removed: number }> {
  await mkdir(DEMO_ART_DIR, { recursive: true })
  const previous = await readDemoArtManifest()
  const sameEncoding =
    previous !== undefined && JSON.stringify(previous.webp) === JSON.stringify(DEMO_ART_WEBP)
  const pictures = demoPictures(products)
  const records = new Map<string, PictureRecord>()
  const toDraw: typeof pictures = []
  for (const picture of pictures) {
    const svg = svgDigest(picture.product, picture.variant)
    const record = sameEncoding ? previous.pictures[picture.name] : undefined
    if (record && (await isUpToDate(record, picture.name, svg))) records.set(picture.name, record)
    else toDraw.push(picture)
  }

  // One picture per core: each is rendered at 1280 px and encoded three times, all in libvips' threads.
  let next = 0
  const worker = async () => {
    while (next < toDraw.length) {
      const { product, variant, name } = toDraw[next++]!
      records.set(name, await drawPicture(product, variant, name))
      onDrawn(name)
    }
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))

  const wanted = new Set(
    pictures.flatMap(({ name }) => DEMO_ART_WIDTHS.map((width) => demoArtFileName(name, width))),
  )
  const strays = (await readdir(DEMO_ART_DIR)).filter((file) => file.endsWith('.webp') && !wanted.has(file))
  for (const file of strays) await rm(`${DEMO_ART_DIR}${file}`)

  const manifest: DemoArtManifest = {
    webp: { ...DEMO_ART_WEBP },
    pictures: Object.fromEntries(pictures.map(({ name }) => [name, records.get(name)!])),
  }
  await writeFile(DEMO_ART_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`)
  return { drawn: toDraw.length, kept: pictures.length - toDraw.length, removed: strays.length }
}
