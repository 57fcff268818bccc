import { readdirSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_ART_DIR, DEMO_ART_WIDTHS, demoArtFileName } from '../../src/server/seed/demo-art-files'
import { demoProducts } from '../../src/server/seed/demo-products'
import { DEMO_ART_WEBP, demoPictures, digest, readDemoArtManifest, svgDigest } from './draw-demo-art'

const RUN_ART = 'the shipped demo art is out of date: run `npm run art` and commit src/server/seed/demo-art'

describe('the shipped demo art', async () => {
  const manifest = await readDemoArtManifest()
  const pictures = demoPictures(demoProducts)

  it('has a manifest', () => {
    expect(manifest, RUN_ART).toBeDefined()
  })

  it('holds exactly the pictures the catalogue needs, each drawn from the SVG the drawing code makes today', () => {
    const stale = pictures
      .filter(({ name, product, variant }) => manifest?.pictures[name]?.svg !== svgDigest(product, variant))
      .map(({ name }) => name)
    expect(stale, RUN_ART).toEqual([])
    expect(Object.keys(manifest?.pictures ?? {}).sort(), RUN_ART).toEqual(
      pictures.map(({ name }) => name).sort(),
    )
  })

  it('was encoded with the current settings at every media width', () => {
    expect(manifest?.webp, RUN_ART).toEqual(DEMO_ART_WEBP)
    for (const { name } of pictures) {
      expect(Object.keys(manifest?.pictures[name]?.files ?? {}).map(Number), name).toEqual(DEMO_ART_WIDTHS)
    }
  })

  it('is the manifest and its files, byte for byte, and nothing else', () => {
    const expected = pictures.flatMap(({ name }) =>
      DEMO_ART_WIDTHS.map((width) => ({
        file: demoArtFileName(name, width),
        digest: manifest?.pictures[name]?.files[width],
      })),
    )
    expect(readdirSync(DEMO_ART_DIR).sort(), RUN_ART).toEqual(
      [...expected.map(({ file }) => file), 'manifest.json'].sort(),
    )
    const changed = expected.filter(
      ({ file, digest: recorded }) => digest(readFileSync(`${DEMO_ART_DIR}${file}`)) !== recorded,
    )
    expect(
      changed.map(({ file }) => file),
      RUN_ART,
    ).toEqual([])
  })

  it('is square WebP at the width each file name says', async () => {
    for (const { name } of pictures) {
      for (const width of DEMO_ART_WIDTHS) {
        const file = demoArtFileName(name, width)
        const metadata = await sharp(`${DEMO_ART_DIR}${file}`).metadata()
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }, file).toEqual({
          format: 'webp',
          width,
          height: width,
        })
      }
    }
  })
})
