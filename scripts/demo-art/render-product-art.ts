/**
 * Draws a demo product's illustrated cards: an SVG scene (gradient, halftone, sparkles, a stylised
 * figure, keychain, plush …, the series name and a caption) rendered by sharp to a 1280×1280 PNG.
 * Everything is vector shapes and generic fonts, so nothing is downloaded, and a seeded generator
 * makes the same product and variant always give the same picture.
 */
import sharp from 'sharp'
import { z } from 'zod'
import artData from './product-art.json'
import { ART_MOTIFS, demoCategorySchema, FIGURE_POSES } from '../../src/server/seed/demo-products'
import type {
  ArtMotif,
  DemoCategory,
  DemoProduct,
  FigurePose,
  HairStyle,
} from '../../src/server/seed/demo-products'

export const PRODUCT_ART_SIZE = 1280

const point = z.tuple([z.number(), z.number()])
const geometry = z.strictObject({
  headX: z.number(),
  headY: z.number(),
  headR: z.number(),
  height: z.number(),
})
const color = z.string().regex(/^#[0-9a-f]{6}$/i)

/**
 * The renderer's fixed tables, kept as data in product-art.json: the chip labels, each view's
 * gradient direction and halftone corners (as fractions of the picture), the skin colours and the
 * character builds' head placement (in the character's own units, feet at 0,0).
 */
const art = z
  .strictObject({
    viewLabels: z.tuple([z.string(), z.string(), z.string(), z.string()]),
    categoryLabels: z.record(demoCategorySchema, z.string()),
    motifLabels: z.partialRecord(z.enum(ART_MOTIFS), z.string()),
    gradientDirections: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])).length(4),
    halftoneCorners: z.array(point).length(4),
    skin: z.strictObject({ light: color, shade: color }),
    characters: z.strictObject({ tall: geometry, chibi: geometry }),
  })
  .parse(artData)

/** What each of a product's pictures shows, in order. */
export const PRODUCT_ART_VARIANTS: readonly string[] = art.viewLabels

const SIZE = PRODUCT_ART_SIZE
const CENTER = SIZE / 2
const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif"

export async function renderProductArt(product: DemoProduct, variant: number): Promise<Buffer> {
  const svg = productArtSvg(product, variant)
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
}

/** The SVG behind `renderProductArt`, exposed for tests and previews. */
export function productArtSvg(product: DemoProduct, variant: number): string {
  const view = ((Math.trunc(variant) % 4) + 4) % 4
  const theme = themeFor(product)
  const random = seededRandom(`${product.key}#${view}`)
  const ids = new IdMaker(`a${hashString(product.key).toString(36)}${view}`)
  const defs: string[] = []
  const ctx: DrawContext = { product, theme, random, ids, defs }

  const background = drawBackground(ctx, view)
  const scene = drawScene(ctx, view)
  const labels = drawLabels(ctx, view)

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<defs>${defs.join('')}</defs>`,
    background,
    scene,
    labels,
    '</svg>',
  ].join('')
}

// ───────────────────────────── context, colour and randomness ─────────────────────────────

interface Theme {
  main: string
  second: string
  accent: string
  ink: string
  skin: string
  skinShade: string
  hair: string
  hairStyle: HairStyle
  eye: string
  bgFrom: string
  bgTo: string
}

interface DrawContext {
  product: DemoProduct
  theme: Theme
  random: () => number
  ids: IdMaker
  defs: string[]
}

class IdMaker {
  private count = 0
  constructor(private readonly prefix: string) {}
  next(name: string): string {
    this.count += 1
    return `${this.prefix}-${name}-${this.count}`
  }
}

function themeFor(product: DemoProduct): Theme {
  const [main, second, accentOrUndefined] = product.art.palette
  const accent = accentOrUndefined ?? mix(main, '#ffffff', 0.5)
  const styles: readonly HairStyle[] = ['spiky', 'short', 'long', 'bob', 'twintails']
  const hairStyle = product.art.hair ?? styles[hashString(product.key) % styles.length] ?? 'short'
  // A light main colour would wash out the gradient, so the lighter end then leans on the second colour.
  const mainIsLight = luminance(main) > 0.75
  return {
    main,
    second,
    accent,
    ink: mix(second, '#120c1e', 0.78),
    skin: art.skin.light,
    skinShade: art.skin.shade,
    hair: product.art.hairColor ?? mix(second, '#000000', 0.2),
    hairStyle,
    eye: luminance(accent) > 0.8 ? mix(second, '#3a6df0', 0.4) : accent,
    bgFrom: mainIsLight ? mix(second, '#ffffff', 0.55) : mix(main, '#ffffff', 0.18),
    bgTo: mix(second, '#000000', 0.12),
  }
}

function hashString(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

/** mulberry32: small, fast and good enough to scatter sparkles. */
function seededRandom(seed: string): () => number {
  let state = hashString(seed)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function between(random: () => number, low: number, high: number): number {
  return low + (high - low) * random()
}

function parseHex(hex: string): [number, number, number] {
  const clean = hex.replace('#', '')
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean.padEnd(6, '0').slice(0, 6)
  const value = Number.parseInt(full, 16)
  if (Number.isNaN(value)) return [128, 128, 128]
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from)
  const b = parseHex(to)
  const channel = (i: 0 | 1 | 2) => Math.round(a[i] + (b[i] - a[i]) * amount)
  return `#${[channel(0), channel(1), channel(2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const n = (value: number): string => (Math.round(value * 10) / 10).toString()

function linearGradient(
  ctx: DrawContext,
  stops: [number, string, number?][],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string {
  const id = ctx.ids.next('lg')
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`,
  )
  return `url(#${id})`
}

function radialGradient(
  ctx: DrawContext,
  stops: [number, string, number?][],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const id = ctx.ids.next('rg')
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  ctx.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags}</radialGradient>`)
  return `url(#${id})`
}

// ───────────────────────────── background ─────────────────────────────

function drawBackground(ctx: DrawContext, view: number): string {
  const { theme, random } = ctx
  const angle = art.gradientDirections[view] ?? [0, 0, 1, 1]
  const base = linearGradient(
    ctx,
    [
      [0, theme.bgFrom],
      [1, theme.bgTo],
    ],
    angle[0],
    angle[1],
    angle[2],
    angle[3],
  )
  const parts: string[] = [`<rect width="${SIZE}" height="${SIZE}" fill="${base}"/>`]

  if (view === 0 || view === 3) {
    // Sunburst rays from behind the subject.
    const rays: string[] = []
    const count = 18
    const originY = view === 0 ? 560 : 600
    for (let i = 0; i < count; i += 1) {
      const a0 = (i / count) * Math.PI * 2
      const a1 = a0 + Math.PI / count
      rays.push(
        `M${CENTER} ${originY}L${n(CENTER + Math.cos(a0) * 1100)} ${n(originY + Math.sin(a0) * 1100)}L${n(CENTER + Math.cos(a1) * 1100)} ${n(originY + Math.sin(a1) * 1100)}Z`,
      )
    }
    parts.push(`<path d="${rays.join('')}" fill="#ffffff" opacity="0.07"/>`)
  } else if (view === 1) {
    const stripes: string[] = []
    for (let x = -SIZE; x < SIZE * 2; x += 120) {
      stripes.push(`M${x} 0L${x + 56} 0L${x + 56 - SIZE} ${SIZE}L${x - SIZE} ${SIZE}Z`)
    }
    parts.push(`<path d="${stripes.join('')}" fill="#ffffff" opacity="0.06"/>`)
  } else {
    // Speed lines for the close-up.
    const lines: string[] = []
    for (let i = 0; i < 46; i += 1) {
      const a = (i / 46) * Math.PI * 2 + random() * 0.05
      const inner = between(random, 470, 620)
      const width = between(random, 0.006, 0.018)
      lines.push(
        `M${n(CENTER + Math.cos(a) * inner)} ${n(CENTER + Math.sin(a) * inner)}L${n(CENTER + Math.cos(a - width) * 1000)} ${n(CENTER + Math.sin(a - width) * 1000)}L${n(CENTER + Math.cos(a + width) * 1000)} ${n(CENTER + Math.sin(a + width) * 1000)}Z`,
      )
    }
    parts.push(`<path d="${lines.join('')}" fill="#ffffff" opacity="0.16"/>`)
  }

  // Soft glow behind the subject.
  const glow = radialGradient(ctx, [
    [0, '#ffffff', 0.55],
    [0.55, '#ffffff', 0.12],
    [1, '#ffffff', 0],
  ])
  parts.push(
    `<circle cx="${CENTER}" cy="${view === 2 ? 600 : 580}" r="${view === 2 ? 620 : 520}" fill="${glow}"/>`,
  )

  // Halftone corners: dot size fades with distance from the corner.
  const corners = art.halftoneCorners.map(([x, y]): [number, number] => [x * SIZE, y * SIZE])
  const first = corners[view % 4] ?? [0, 0]
  const second = corners[(view + 1) % 4] ?? [SIZE, SIZE]
  parts.push(halftone(first[0], first[1], 520, 26, 10, '#ffffff', 0.22))
  parts.push(halftone(second[0], second[1], 380, 22, 7, theme.accent, 0.3))

  parts.push(sparkles(ctx, view === 2 ? 8 : 14))
  return parts.join('')
}

function halftone(
  cornerX: number,
  cornerY: number,
  reach: number,
  step: number,
  maxRadius: number,
  color: string,
  opacity: number,
): string {
  const dots: string[] = []
  for (let y = step / 2; y < SIZE; y += step) {
    for (let x = step / 2 + ((y / step) % 2 ? step / 2 : 0); x < SIZE; x += step) {
      const distance = Math.hypot(x - cornerX, y - cornerY)
      if (distance > reach) continue
      const r = maxRadius * (1 - distance / reach)
      if (r < 1.2) continue
      dots.push(
        `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 2)} 0`,
      )
    }
  }
  return `<path d="${dots.join('')}" fill="${color}" opacity="${opacity}"/>`
}

function sparklePath(x: number, y: number, size: number): string {
  const s = size
  const k = size * 0.18
  return `M${n(x)} ${n(y - s)}Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)}Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)}Z`
}

function sparkles(ctx: DrawContext, count: number): string {
  const { random } = ctx
  const stars: string[] = []
  const dots: string[] = []
  let placed = 0
  let tries = 0
  while (placed < count && tries < 400) {
    tries += 1
    const x = between(random, 60, SIZE - 60)
    const y = between(random, 150, 1020)
    // Keep the middle clear for the subject.
    if (Math.abs(x - CENTER) < 330 && y > 170) continue
    const size = between(random, 12, 40)
    stars.push(sparklePath(x, y, size))
    placed += 1
  }
  for (let i = 0; i < count * 2; i += 1) {
    const x = between(random, 40, SIZE - 40)
    const y = between(random, 120, 1040)
    if (Math.abs(x - CENTER) < 300 && y > 200) continue
    const r = between(random, 3, 7)
    dots.push(`M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`)
  }
  return `<path d="${stars.join('')}" fill="#ffffff" opacity="0.9"/><path d="${dots.join('')}" fill="#ffffff" opacity="0.55"/>`
}

// ───────────────────────────── labels ─────────────────────────────

const CATEGORY_LABEL: Record<DemoCategory, string> = art.categoryLabels
const MOTIF_LABEL: Partial<Record<ArtMotif, string>> = art.motifLabels

/** A rough width for DejaVu Sans text, to shrink long lines to fit without measuring fonts. */
function textWidth(text: string, fontSize: number, bold: boolean): number {
  let units = 0
  for (const char of text) {
    if (char === ' ') units += 0.32
    else if (/[A-Z0-9×·]/.test(char)) units += bold ? 0.74 : 0.68
    else if (/[il.,'’:;|!]/.test(char)) units += 0.3
    else units += bold ? 0.64 : 0.58
  }
  return units * fontSize
}

function fitFont(
  text: string,
  preferred: number,
  maxWidth: number,
  bold: boolean,
  letterSpacing = 0,
): number {
  const width = textWidth(text, preferred, bold) + letterSpacing * text.length
  return width <= maxWidth ? preferred : Math.max(18, Math.floor((preferred * maxWidth) / width))
}

function drawLabels(ctx: DrawContext, view: number): string {
  const { product, theme } = ctx
  const parts: string[] = []

  // Category chip, top left.
  const chip = MOTIF_LABEL[product.art.motif] ?? CATEGORY_LABEL[product.category]
  const chipWidth = textWidth(chip, 30, true) + 2.5 * chip.length + 76
  parts.push(
    `<g><rect x="64" y="64" width="${n(chipWidth)}" height="64" rx="32" fill="${theme.ink}" opacity="0.88"/>`,
    `<path d="${sparklePath(100, 96, 14)}" fill="${theme.accent}"/>`,
    `<text x="126" y="107" font-family="${FONT}" font-size="30" font-weight="700" letter-spacing="2.5" fill="#ffffff">${escapeXml(chip)}</text></g>`,
  )

  // View chip, top right.
  const viewLabel = (PRODUCT_ART_VARIANTS[view] ?? 'Front view').toUpperCase()
  const viewWidth = textWidth(viewLabel, 24, true) + 2 * viewLabel.length + 48
  parts.push(
    `<g><rect x="${n(SIZE - 64 - viewWidth)}" y="70" width="${n(viewWidth)}" height="52" rx="26" fill="#ffffff" opacity="0.85"/>`,
    `<text x="${n(SIZE - 64 - viewWidth / 2)}" y="105" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" letter-spacing="2" fill="${theme.ink}">${escapeXml(viewLabel)}</text></g>`,
  )

  // Caption panel along the bottom.
  const series = product.art.series.toUpperCase()
  const caption = product.art.caption
  const panelX = 64
  const panelY = 1062
  const panelW = SIZE - 128
  const panelH = 154
  const textMax = panelW - 150
  const seriesSize = fitFont(series, 56, textMax, true, 3)
  const captionSize = fitFont(caption, 34, textMax, false)
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.28],
    [1, '#000000', 0],
  ])
  parts.push(
    `<ellipse cx="${CENTER}" cy="${panelY + panelH + 6}" rx="${panelW / 2}" ry="26" fill="${shadow}"/>`,
    `<rect x="${panelX}" y="${panelY}" width="${panelW}" height="${panelH}" rx="40" fill="#ffffff" opacity="0.95"/>`,
    `<rect x="${panelX + 28}" y="${panelY + 30}" width="12" height="${panelH - 60}" rx="6" fill="${theme.main === '#ffffff' ? theme.accent : mix(theme.main, theme.second, 0.15)}"/>`,
    `<text x="${panelX + 66}" y="${panelY + 72}" font-family="${FONT}" font-size="${seriesSize}" font-weight="700" letter-spacing="3" fill="${theme.ink}">${escapeXml(series)}</text>`,
    `<text x="${panelX + 68}" y="${panelY + 122}" font-family="${FONT}" font-size="${captionSize}" fill="${mix(theme.ink, '#ffffff', 0.35)}">${escapeXml(caption)}</text>`,
  )
  // Little emblem on the right of the panel.
  const ex = panelX + panelW - 72
  const ey = panelY + panelH / 2
  parts.push(
    `<circle cx="${ex}" cy="${ey}" r="44" fill="${theme.accent}"/>`,
    `<circle cx="${ex}" cy="${ey}" r="44" fill="none" stroke="${theme.ink}" stroke-opacity="0.15" stroke-width="4"/>`,
    `<path d="${sparklePath(ex, ey, 26)}" fill="${luminance(theme.accent) > 0.6 ? theme.ink : '#ffffff'}"/>`,
  )
  return parts.join('')
}

// ───────────────────────────── scene composition ─────────────────────────────

interface Pose {
  /** -1 … 1: how far the face and body turn sideways. */
  facing: number
}

interface Subject {
  svg: string
  /** The point a close-up zooms into. */
  focus: [number, number]
}

function drawScene(ctx: DrawContext, view: number): string {
  const motif = ctx.product.art.motif
  if (view === 0) return drawSubject(ctx, motif, { facing: 0 }).svg
  if (view === 1) {
    const subject = drawSubject(ctx, motif, { facing: 0.55 })
    // Shapes without printed text are mirrored, so the side view really looks from the other side.
    const hasText = motif === 'stand' || motif === 'poster' || motif === 'mousepad'
    const turn = hasText ? 0.86 : -0.92
    return `<g transform="translate(${CENTER + (hasText ? 40 : -30)} 0) scale(${turn} 1) translate(${-CENTER} 0) rotate(-3 ${CENTER} 1000)">${subject.svg}</g>`
  }
  if (view === 2) {
    const subject = drawSubject(ctx, motif, { facing: 0.2 })
    const [fx, fy] = subject.focus
    const zoom = motif === 'poster' || motif === 'mousepad' ? 1.7 : 2.1
    return `<g transform="translate(${CENTER} 560) scale(${zoom}) translate(${-fx} ${-fy})">${subject.svg}</g>`
  }
  if (motif === 'keychain') return drawBlisterCard(ctx)
  if (motif === 'poster') return drawPosterTube(ctx)
  return drawBox(ctx, motif)
}

function drawSubject(ctx: DrawContext, motif: ArtMotif, pose: Pose): Subject {
  switch (motif) {
    case 'figure':
      return drawFigureOnBase(ctx, 'tall', pose)
    case 'chibi':
      return drawFigureOnBase(ctx, 'chibi', pose)
    case 'keychain':
      return drawKeychain(ctx, pose)
    case 'stand':
      return drawAcrylicStand(ctx, pose)
    case 'plush':
      return drawPlush(ctx, pose)
    case 'poster':
      return drawFramedPoster(ctx, pose)
    case 'mousepad':
      return drawMousePad(ctx, pose)
  }
}

// ───────────────────────────── the character ─────────────────────────────

type Build = 'tall' | 'chibi'

interface CharacterGeometry {
  headX: number
  headY: number
  headR: number
  height: number
}

function characterGeometry(build: Build): CharacterGeometry {
  return art.characters[build]
}

/** A character drawn with its feet at (0, 0), facing the viewer (facing 0) or turned to the right. */
function drawCharacter(ctx: DrawContext, build: Build, pose: Pose): string {
  const { theme } = ctx
  const g = characterGeometry(build)
  const turn = pose.facing
  const parts: string[] = []
  const stroke = `stroke="${theme.ink}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`

  parts.push(`<g ${stroke}>`)
  parts.push(hairBack(ctx, g, turn, build))
  parts.push(build === 'tall' ? tallBody(ctx) : chibiBody(ctx))
  parts.push(head(ctx, g, turn, build))
  parts.push('</g>')
  return parts.join('')
}

function figurePose(ctx: DrawContext): FigurePose {
  return ctx.product.art.pose ?? FIGURE_POSES[hashString(ctx.product.key) % FIGURE_POSES.length] ?? 'blade'
}

function tallBody(ctx: DrawContext): string {
  const { theme } = ctx
  const pose = figurePose(ctx)
  const outfit = theme.main
  const outfitDark = mix(theme.main, theme.ink, 0.35)
  const legs = mix(theme.second, theme.ink, 0.45)
  const shade = `fill="#000000" opacity="0.16" stroke="none"`
  const parts: string[] = []
  const hasCape = pose !== 'energy' || hashString(ctx.product.key) % 2 === 0
  if (hasCape) {
    parts.push(
      `<path d="M-58 -462C-150 -420 -214 -300 -256 -150L-176 -176L-150 -112C-118 -240 -80 -360 -30 -446Z" fill="${theme.accent}"/>`,
      `<path d="M-110 -330C-140 -270 -160 -220 -176 -176L-150 -112C-140 -180 -126 -240 -100 -300Z" ${shade}/>`,
    )
  }
  // Legs in a slight stride, then boots.
  parts.push(
    `<path d="M-46 -226L-8 -226L-20 -34L-52 -34Z" fill="${legs}"/>`,
    `<path d="M8 -226L46 -226L58 -34L26 -34Z" fill="${legs}"/>`,
    `<path d="M-64 -44Q-40 -70 -14 -44L-10 -6Q-40 4 -74 -6Z" fill="${outfitDark}"/>`,
    `<path d="M22 -44Q48 -70 66 -44L78 -6Q46 4 18 -6Z" fill="${outfitDark}"/>`,
  )
  const torso = [
    // Coat tails split at the front.
    `<path d="M-58 -344L-2 -344L-18 -178Q-70 -170 -116 -186Z" fill="${outfitDark}"/>`,
    `<path d="M58 -344L2 -344L18 -178Q70 -170 116 -186Z" fill="${outfitDark}"/>`,
    `<path d="M30 -330L18 -178Q70 -170 116 -186L100 -230Z" ${shade}/>`,
    `<path d="M-68 -480Q0 -500 68 -480L54 -330L-54 -330Z" fill="${outfit}"/>`,
    `<path d="M20 -490Q50 -488 68 -480L54 -330L16 -330Z" ${shade}/>`,
    `<path d="M-16 -482L0 -418L16 -482Z" fill="${theme.skin}" stroke-width="4"/>`,
    `<path d="M-40 -486L0 -410L40 -486" fill="none" stroke="${theme.accent}" stroke-width="9"/>`,
    `<rect x="-58" y="-350" width="116" height="24" rx="7" fill="${theme.accent}"/>`,
    `<rect x="-12" y="-352" width="24" height="28" rx="4" fill="${mix(theme.accent, '#ffffff', 0.4)}" stroke-width="4"/>`,
  ].join('')
  const neck = `<rect x="-17" y="-506" width="34" height="34" fill="${theme.skinShade}"/>`
  const hand = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="20" fill="${theme.skin}"/>`

  switch (pose) {
    case 'blade':
      parts.push(
        limb([-62, -462], [-100, -380], [-108, -300], 36, outfit, theme.ink),
        hand(-108, -300),
        neck,
        torso,
      )
      parts.push(
        `<path d="M150 -456L336 -716" stroke="${theme.ink}" stroke-width="28"/><path d="M150 -456L336 -716" stroke="#eef2fb" stroke-width="15"/>`,
        `<path d="M178 -492L328 -702" stroke="#b9c3d6" stroke-width="4"/>`,
        `<path d="M124 -452L178 -490" stroke="${theme.ink}" stroke-width="32"/><path d="M124 -452L178 -490" stroke="${theme.accent}" stroke-width="19"/>`,
        `<path d="M112 -414L152 -470" stroke="${theme.ink}" stroke-width="18"/><path d="M112 -414L152 -470" stroke="${mix(theme.accent, theme.ink, 0.45)}" stroke-width="7"/>`,
      )
      parts.push(limb([62, -462], [116, -398], [142, -450], 36, outfit, theme.ink), hand(142, -450))
      break
    case 'energy': {
      parts.push(
        limb([-62, -462], [-104, -396], [-92, -330], 36, outfit, theme.ink),
        hand(-92, -330),
        neck,
        torso,
      )
      parts.push(limb([62, -462], [120, -420], [170, -400], 36, outfit, theme.ink), hand(170, -400))
      const orb = radialGradient(ctx, [
        [0, '#ffffff'],
        [0.35, mix(theme.accent, '#ffffff', 0.5)],
        [0.7, theme.accent, 0.8],
        [1, theme.accent, 0],
      ])
      // A swirling ball of energy: a glow, two orbit rings and a few sparks.
      parts.push(
        `<circle cx="222" cy="-400" r="126" fill="${orb}" stroke="none"/>`,
        `<ellipse cx="222" cy="-400" rx="92" ry="34" transform="rotate(-28 222 -400)" fill="none" stroke="#ffffff" stroke-width="7" opacity="0.9"/>`,
        `<ellipse cx="222" cy="-400" rx="92" ry="34" transform="rotate(38 222 -400)" fill="none" stroke="${mix(theme.accent, '#ffffff', 0.6)}" stroke-width="6" opacity="0.9"/>`,
        `<circle cx="222" cy="-400" r="50" fill="#ffffff" stroke="${theme.accent}" stroke-width="8"/>`,
        `<path d="M196 -418Q218 -440 246 -424" fill="none" stroke="${theme.accent}" stroke-width="6" opacity="0.7"/>`,
        `<path d="${sparklePath(330, -470, 20)}${sparklePath(120, -300, 14)}${sparklePath(300, -300, 12)}" fill="#ffffff" stroke="none"/>`,
      )
      break
    }
    case 'crossed':
      parts.push(neck, torso)
      parts.push(
        limb([-64, -462], [-92, -400], [-62, -372], 36, outfit, theme.ink),
        limb([64, -462], [92, -400], [62, -372], 36, outfit, theme.ink),
        `<path d="M-78 -392Q0 -360 70 -410" fill="none" stroke="${theme.ink}" stroke-width="48"/><path d="M-78 -392Q0 -360 70 -410" fill="none" stroke="${outfit}" stroke-width="34"/>`,
        `<path d="M78 -392Q0 -372 -60 -418" fill="none" stroke="${theme.ink}" stroke-width="48"/><path d="M78 -392Q0 -372 -60 -418" fill="none" stroke="${mix(outfit, '#ffffff', 0.12)}" stroke-width="34"/>`,
        hand(-70, -412),
        hand(72, -404),
      )
      break
    case 'hips':
      parts.push(neck, torso)
      parts.push(
        limb([-62, -462], [-124, -402], [-60, -352], 36, outfit, theme.ink),
        limb([62, -462], [124, -402], [60, -352], 36, outfit, theme.ink),
        hand(-58, -352),
        hand(58, -352),
      )
      break
  }
  return parts.join('')
}

function chibiBody(ctx: DrawContext): string {
  const { theme } = ctx
  const outfit = theme.main
  const outfitDark = mix(theme.main, theme.ink, 0.35)
  const waving = hashString(ctx.product.key) % 2 === 0
  const parts: string[] = [
    `<rect x="-40" y="-110" width="28" height="92" rx="12" fill="${theme.skin}"/>`,
    `<rect x="12" y="-110" width="28" height="92" rx="12" fill="${theme.skin}"/>`,
    `<path d="M-56 -32Q-28 -58 -6 -32L-4 -2Q-30 8 -60 -2Z" fill="${outfitDark}"/>`,
    `<path d="M6 -32Q30 -58 56 -32L60 -2Q30 8 4 -2Z" fill="${outfitDark}"/>`,
    limb([-54, -196], [-84, -152], [-80, -112], 30, outfit, theme.ink),
    `<path d="M-58 -214Q0 -232 58 -214L98 -96Q0 -70 -98 -96Z" fill="${outfit}"/>`,
    `<path d="M20 -222Q44 -220 58 -214L98 -96Q70 -86 40 -82Z" fill="#000000" opacity="0.14" stroke="none"/>`,
    `<path d="M-98 -96Q0 -70 98 -96L92 -114Q0 -88 -92 -114Z" fill="${theme.accent}" stroke-width="4"/>`,
    `<path d="M-26 -218L0 -168L26 -218Z" fill="#ffffff" stroke-width="4"/>`,
    `<path d="M-22 -190L0 -160L22 -190L0 -178Z" fill="${theme.accent}" stroke-width="4"/>`,
    `<circle cx="-80" cy="-110" r="17" fill="${theme.skin}"/>`,
  ]
  if (waving) {
    parts.push(
      limb([54, -196], [104, -212], [118, -262], 30, outfit, theme.ink),
      `<circle cx="118" cy="-268" r="18" fill="${theme.skin}"/>`,
    )
  } else {
    parts.push(
      limb([54, -196], [86, -156], [82, -114], 30, outfit, theme.ink),
      `<circle cx="82" cy="-112" r="17" fill="${theme.skin}"/>`,
    )
  }
  return parts.join('')
}

function limb(
  from: [number, number],
  elbow: [number, number],
  to: [number, number],
  width: number,
  color: string,
  ink: string,
): string {
  const d = `M${from[0]} ${from[1]}Q${elbow[0]} ${elbow[1]} ${to[0]} ${to[1]}`
  return `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width + 14}"/><path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"/>`
}

function hairBack(ctx: DrawContext, g: CharacterGeometry, turn: number, build: Build): string {
  const { theme } = ctx
  const { headX: x, headY: y, headR: r } = g
  const cx = x - turn * r * 0.12
  const fill = `fill="${theme.hair}"`
  const tailEnd = build === 'tall' ? 2.9 : 2.3
  switch (theme.hairStyle) {
    case 'spiky': {
      const points: string[] = []
      const spikes = 11
      for (let i = 0; i <= spikes * 2; i += 1) {
        const t = i / (spikes * 2)
        const angle = Math.PI * (0.92 + t * 1.16)
        const isTip = i % 2 === 1
        const reach = isTip ? r * (1.42 + 0.14 * Math.sin(i * 1.7)) : r * 1.0
        points.push(`${n(cx + Math.cos(angle) * reach)} ${n(y - r * 0.05 + Math.sin(angle) * reach)}`)
      }
      return `<path d="M${points.join('L')}Z" ${fill}/>`
    }
    case 'long': {
      // Waist-long on a tall figure; on a big-headed chibi the same length would swallow the body.
      const length = build === 'tall' ? 2.7 : 1.7
      const flare = build === 'tall' ? 1.28 : 1.22
      return `<path d="M${n(cx - r * 1.12)} ${n(y)}A${n(r * 1.12)} ${n(r * 1.12)} 0 0 1 ${n(cx + r * 1.12)} ${n(y)}L${n(cx + r * flare)} ${n(y + r * length)}Q${n(cx + r * 0.6)} ${n(y + r * (length - 0.22))} ${n(cx)} ${n(y + r * (length + 0.05))}Q${n(cx - r * 0.6)} ${n(y + r * (length - 0.22))} ${n(cx - r * flare)} ${n(y + r * length)}Z" ${fill}/>`
    }
    case 'bob':
      return `<path d="M${n(cx - r * 1.16)} ${n(y)}A${n(r * 1.16)} ${n(r * 1.16)} 0 0 1 ${n(cx + r * 1.16)} ${n(y)}L${n(cx + r * 1.18)} ${n(y + r * 0.82)}Q${n(cx)} ${n(y + r * 1.05)} ${n(cx - r * 1.18)} ${n(y + r * 0.82)}Z" ${fill}/>`
    case 'twintails': {
      const tail = (side: 1 | -1) =>
        `<path d="M${n(cx + side * r * 0.7)} ${n(y - r * 0.7)}C${n(cx + side * r * 2.0)} ${n(y - r * 0.2)} ${n(cx + side * r * 1.9)} ${n(y + r * 1.6)} ${n(cx + side * r * 1.55)} ${n(y + r * tailEnd)}C${n(cx + side * r * 1.3)} ${n(y + r * 1.7)} ${n(cx + side * r * 1.1)} ${n(y + r * 0.4)} ${n(cx + side * r * 0.5)} ${n(y - r * 0.3)}Z" ${fill}/>`
      return `${tail(-1)}${tail(1)}<circle cx="${n(cx)}" cy="${n(y - r * 0.05)}" r="${n(r * 1.1)}" ${fill}/>`
    }
    case 'short':
      return `<circle cx="${n(cx)}" cy="${n(y - r * 0.08)}" r="${n(r * 1.1)}" ${fill}/>`
  }
}

function head(ctx: DrawContext, g: CharacterGeometry, turn: number, build: Build): string {
  const { theme } = ctx
  const { headX: x, headY: y, headR: r } = g
  const parts: string[] = []
  // Face with a soft anime chin.
  const chinX = x + turn * r * 0.22
  parts.push(
    `<path d="M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}C${n(x + r)} ${n(y + r * 0.62)} ${n(chinX + r * 0.38)} ${n(y + r * 1.0)} ${n(chinX)} ${n(y + r * 1.04)}C${n(chinX - r * 0.38)} ${n(y + r * 1.0)} ${n(x - r)} ${n(y + r * 0.62)} ${n(x - r)} ${n(y)}Z" fill="${theme.skin}"/>`,
  )
  // Face features.
  const dx = turn * r * 0.32
  const eyeY = y + r * 0.34
  const eyeScale = build === 'chibi' ? 1.15 : 1
  const spread = r * 0.4
  for (const side of [-1, 1] as const) {
    const near = side === 1 ? 1 + turn * 0.25 : 1 - turn * 0.35
    parts.push(
      eye(
        x + dx + side * spread * (side === -1 ? 1 - turn * 0.25 : 1),
        eyeY,
        r * 0.17 * eyeScale * near,
        r * 0.23 * eyeScale,
        theme,
        r,
      ),
    )
  }
  parts.push(
    `<ellipse cx="${n(x + dx - spread * 1.05)}" cy="${n(eyeY + r * 0.34)}" rx="${n(r * 0.14)}" ry="${n(r * 0.07)}" fill="#ff7b9c" opacity="0.45" stroke="none"/>`,
    `<ellipse cx="${n(x + dx + spread * 1.05)}" cy="${n(eyeY + r * 0.34)}" rx="${n(r * 0.14)}" ry="${n(r * 0.07)}" fill="#ff7b9c" opacity="0.45" stroke="none"/>`,
    `<path d="M${n(x + dx * 1.2 - r * 0.09)} ${n(y + r * 0.76)}Q${n(x + dx * 1.2)} ${n(y + r * 0.85)} ${n(x + dx * 1.2 + r * 0.09)} ${n(y + r * 0.76)}" fill="none" stroke-width="${n(r * 0.045)}"/>`,
  )
  parts.push(bangs(ctx, g, turn))
  return parts.join('')
}

function eye(cx: number, cy: number, rx: number, ry: number, theme: Theme, r: number): string {
  const irisDark = mix(theme.eye, '#000000', 0.45)
  return [
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#ffffff" stroke-width="${n(r * 0.02)}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.1)}" rx="${n(rx * 0.82)}" ry="${n(ry * 0.86)}" fill="${theme.eye}" stroke="none"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy - ry * 0.25)}" rx="${n(rx * 0.82)}" ry="${n(ry * 0.5)}" fill="${irisDark}" stroke="none" opacity="0.55"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy + ry * 0.12)}" rx="${n(rx * 0.4)}" ry="${n(ry * 0.45)}" fill="${irisDark}" stroke="none"/>`,
    `<circle cx="${n(cx - rx * 0.32)}" cy="${n(cy - ry * 0.3)}" r="${n(rx * 0.32)}" fill="#ffffff" stroke="none"/>`,
    `<circle cx="${n(cx + rx * 0.35)}" cy="${n(cy + ry * 0.42)}" r="${n(rx * 0.16)}" fill="#ffffff" stroke="none"/>`,
    `<path d="M${n(cx - rx * 1.12)} ${n(cy - ry * 0.35)}Q${n(cx - rx * 0.1)} ${n(cy - ry * 1.6)} ${n(cx + rx * 1.15)} ${n(cy - ry * 0.5)}" fill="none" stroke-width="${n(r * 0.075)}"/>`,
    `<path d="M${n(cx + rx * 1.0)} ${n(cy - ry * 0.62)}L${n(cx + rx * 1.45)} ${n(cy - ry * 0.8)}" fill="none" stroke-width="${n(r * 0.04)}"/>`,
  ].join('')
}

function bangs(ctx: DrawContext, g: CharacterGeometry, turn: number): string {
  const { theme } = ctx
  const { headX: x, headY: y, headR: r } = g
  const shift = turn * r * 0.22
  const rr = r * 1.07
  // Strand tips sit just above the eyes; the temples reach lower beside them.
  const tips: [number, number][] = [
    [0.98, 0.42],
    [0.64, 0.02],
    [0.3, -0.06],
    [-0.04, 0.0],
    [-0.38, -0.06],
    [-0.7, 0.04],
    [-0.98, 0.42],
  ]
  const valleys: [number, number][] = [
    [0.84, -0.22],
    [0.48, -0.4],
    [0.12, -0.46],
    [-0.2, -0.46],
    [-0.54, -0.4],
    [-0.86, -0.22],
  ]
  const px = (fx: number) => n(x + fx * r + shift * (1 - Math.abs(fx)))
  const py = (fy: number) => n(y + fy * r)
  let edge = ''
  tips.forEach(([tx, ty], i) => {
    const valley = valleys[i]
    if (i === 0) edge += `${px(tx)} ${py(ty)}`
    if (!valley) return
    const [vx, vy] = valley
    const next = tips[i + 1]
    if (!next) return
    // Tip up to the valley with a gentle hook, then sweep down to the next tip.
    edge += `Q${px(tx - 0.02)} ${py((ty + vy) / 2 - 0.05)} ${px(vx)} ${py(vy)}`
    edge += `Q${px(next[0] + 0.1)} ${py(next[1] - 0.12)} ${px(next[0])} ${py(next[1])}`
  })
  const sideLocks =
    theme.hairStyle === 'long' || theme.hairStyle === 'bob' || theme.hairStyle === 'twintails'
      ? `<path d="M${n(x - r * 1.02)} ${n(y - r * 0.1)}Q${n(x - r * 1.12)} ${n(y + r * 0.7)} ${n(x - r * 0.84)} ${n(y + r * 1.08)}Q${n(x - r * 0.86)} ${n(y + r * 0.5)} ${n(x - r * 0.72)} ${n(y + r * 0.1)}Z" fill="${theme.hair}"/>` +
        `<path d="M${n(x + r * 1.02)} ${n(y - r * 0.1)}Q${n(x + r * 1.12)} ${n(y + r * 0.7)} ${n(x + r * 0.84)} ${n(y + r * 1.08)}Q${n(x + r * 0.86)} ${n(y + r * 0.5)} ${n(x + r * 0.72)} ${n(y + r * 0.1)}Z" fill="${theme.hair}"/>`
      : ''
  const buns =
    theme.hairStyle === 'twintails'
      ? `<circle cx="${n(x - r * 0.86)}" cy="${n(y - r * 0.86)}" r="${n(r * 0.34)}" fill="${theme.hair}"/><circle cx="${n(x + r * 0.86)}" cy="${n(y - r * 0.86)}" r="${n(r * 0.34)}" fill="${theme.hair}"/>`
      : ''
  const shine = `<path d="M${n(x - r * 0.6)} ${n(y - r * 0.66)}Q${n(x - r * 0.1)} ${n(y - r * 0.92)} ${n(x + r * 0.46)} ${n(y - r * 0.74)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${n(r * 0.08)}"/>`
  const start = `M${n(x - rr)} ${n(y + r * 0.42)}L${n(x - rr)} ${n(y)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}L${n(x + rr)} ${n(y + r * 0.42)}`
  // The fill has no outline (it merges with the back hair); only the fringe edge is inked.
  const edgeD = `M${edge}`
  // Cel shadow the fringe casts on the forehead.
  const shadow = `<path d="${start}L${edge}Z" transform="translate(${n(r * 0.03)} ${n(r * 0.09)})" fill="${theme.skinShade}" stroke="none"/>`
  return `${shadow}${buns}<path d="${start}L${edge}Z" fill="${theme.hair}" stroke="none"/><path d="${edgeD}" fill="none"/>${sideLocks}${shine}`
}

// ───────────────────────────── motifs ─────────────────────────────

function drawFigureOnBase(ctx: DrawContext, build: Build, pose: Pose): Subject {
  const { theme } = ctx
  const g = characterGeometry(build)
  const baseY = 960
  const scale = build === 'tall' ? 1.22 : 1.42
  const baseRx = build === 'tall' ? 250 : 210
  const parts: string[] = []
  parts.push(stageBase(ctx, CENTER, baseY, baseRx, 56))
  const turnScale = 1 - Math.abs(pose.facing) * 0.08
  parts.push(
    `<g transform="translate(${CENTER} ${baseY}) scale(${(scale * turnScale).toFixed(3)} ${scale})">${drawCharacter(ctx, build, pose)}</g>`,
  )
  if (build === 'chibi') {
    // Q Posket-style sparkle accents around the head.
    parts.push(
      `<path d="${sparklePath(CENTER + 250, baseY + g.headY * scale - 120, 30)}${sparklePath(CENTER - 260, baseY + g.headY * scale + 60, 22)}" fill="${theme.accent}" stroke="${theme.ink}" stroke-width="5" stroke-linejoin="round"/>`,
    )
  }
  const focus: [number, number] = [CENTER + g.headX * scale, baseY + (g.headY + g.headR * 0.35) * scale]
  return { svg: parts.join(''), focus }
}

function stageBase(ctx: DrawContext, cx: number, y: number, rx: number, depth: number): string {
  const { theme } = ctx
  const ry = rx * 0.26
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.35],
    [1, '#000000', 0],
  ])
  const side = linearGradient(
    ctx,
    [
      [0, mix(theme.ink, theme.main, 0.35)],
      [0.5, mix(theme.ink, theme.main, 0.55)],
      [1, mix(theme.ink, theme.main, 0.25)],
    ],
    0,
    0,
    1,
    0,
  )
  const top = linearGradient(ctx, [
    [0, mix(theme.main, '#ffffff', 0.55)],
    [1, mix(theme.main, '#ffffff', 0.15)],
  ])
  return [
    `<ellipse cx="${cx}" cy="${y + depth + 18}" rx="${n(rx * 1.25)}" ry="${n(ry * 1.1)}" fill="${shadow}"/>`,
    `<g stroke="${theme.ink}" stroke-width="6" stroke-linejoin="round">`,
    `<path d="M${cx - rx} ${y}L${cx - rx} ${y + depth}A${rx} ${n(ry)} 0 0 0 ${cx + rx} ${y + depth}L${cx + rx} ${y}Z" fill="${side}"/>`,
    `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${n(ry)}" fill="${top}"/>`,
    `<ellipse cx="${cx}" cy="${y}" rx="${n(rx * 0.82)}" ry="${n(ry * 0.78)}" fill="none" stroke="${theme.accent}" stroke-width="8"/>`,
    '</g>',
    `<path d="M${cx - rx + 20} ${y + depth * 0.55}A${rx} ${n(ry)} 0 0 0 ${cx - rx * 0.2} ${n(y + depth + ry * 0.9)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>`,
  ].join('')
}

/**
 * Gives a drawing the white rim, thin edge and drop shadow of a cut acrylic piece. Filters such as
 * feMorphology are slow in librsvg, so the rim is the same drawing repeated with every shape's fill and
 * stroke overridden by a class rule (CSS beats presentation attributes) and a wide round stroke.
 */
function acrylicPiece(ctx: DrawContext, drawing: string, rim: number): string {
  const { ids, defs, theme } = ctx
  const cls = ids.next('acr')
  const silhouette = (name: string, color: string, width: number) =>
    `.${cls}-${name} * { fill: ${color} !important; stroke: ${color} !important; stroke-width: ${width}px !important; ` +
    'fill-opacity: 1 !important; stroke-opacity: 1 !important; opacity: 1 !important; stroke-linejoin: round !important; stroke-linecap: round !important; stroke-dasharray: none !important; }'
  defs.push(
    `<style>${silhouette('shadow', '#000000', rim * 2)} ${silhouette('edge', theme.ink, rim * 2 + 8)} ${silhouette('rim', '#ffffff', rim * 2)}</style>`,
  )
  return [
    `<g class="${cls}-shadow" opacity="0.22" transform="translate(${n(rim * 0.6)} ${n(rim * 1.1)})">${drawing}</g>`,
    `<g class="${cls}-edge" opacity="0.55">${drawing}</g>`,
    `<g class="${cls}-rim" opacity="0.96">${drawing}</g>`,
    drawing,
  ].join('')
}

/** Two short strokes of reflected light, the shorthand for a glossy surface. */
function glints(x: number, y: number): string {
  return `<path d="M${x} ${y}l-22 44M${x + 14} ${y + 70}l-8 16" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.9"/>`
}

function metalRing(ctx: DrawContext, cx: number, cy: number, r: number, width: number): string {
  const metal = linearGradient(
    ctx,
    [
      [0, '#ffffff'],
      [0.35, '#c9ced8'],
      [0.6, '#8a92a3'],
      [1, '#eef1f6'],
    ],
    0,
    0,
    1,
    1,
  )
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ctx.theme.ink}" stroke-width="${width + 10}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${metal}" stroke-width="${width}"/>`,
    `<path d="M${n(cx - r * 0.7)} ${n(cy - r * 0.7)}A${r} ${r} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.98)}" fill="none" stroke="#ffffff" stroke-width="${n(width * 0.35)}" stroke-linecap="round"/>`,
  ].join('')
}

function drawKeychain(ctx: DrawContext, pose: Pose): Subject {
  const { theme } = ctx
  const parts: string[] = []
  const swing = pose.facing * 10
  parts.push(`<g transform="rotate(${n(swing)} ${CENTER} 200)">`)
  parts.push(metalRing(ctx, CENTER, 200, 70, 18))
  // Chain links alternate face-on and edge-on.
  const metal = linearGradient(
    ctx,
    [
      [0, '#f4f6fa'],
      [0.5, '#9aa2b1'],
      [1, '#e2e6ee'],
    ],
    0,
    0,
    1,
    0,
  )
  for (let i = 0; i < 3; i += 1) {
    const y = 288 + i * 38
    if (i % 2 === 0) {
      parts.push(
        `<ellipse cx="${CENTER}" cy="${y}" rx="16" ry="26" fill="none" stroke="${theme.ink}" stroke-width="16"/><ellipse cx="${CENTER}" cy="${y}" rx="16" ry="26" fill="none" stroke="${metal}" stroke-width="9"/>`,
      )
    } else {
      parts.push(
        `<rect x="${CENTER - 6}" y="${y - 26}" width="12" height="52" rx="6" fill="${metal}" stroke="${theme.ink}" stroke-width="5"/>`,
      )
    }
  }
  parts.push(metalRing(ctx, CENTER, 396, 24, 10))

  // Acrylic charm: a chibi with a white cut-out rim and a glossy sheen.
  const g = characterGeometry('chibi')
  const scale = 1.1
  const charmTop = 418
  const originY = charmTop - (g.headY - g.headR * 1.25) * scale
  const character = drawCharacter(ctx, 'chibi', pose)
  parts.push(
    acrylicPiece(
      ctx,
      `<g transform="translate(${CENTER} ${n(originY)}) scale(${scale})">${character}</g>`,
      14,
    ),
  )
  parts.push(glints(CENTER - 150, charmTop + 150))
  parts.push('</g>')
  // Little charm tag dangling from the ring.
  parts.push(
    `<g transform="rotate(${n(-22 + swing)} ${CENTER} 200)"><path d="M${CENTER - 8} 270L${CENTER + 14} 330" stroke="${theme.ink}" stroke-width="10"/>`,
    `<path d="${sparklePath(CENTER + 20, 360, 34)}" fill="${theme.accent}" stroke="${theme.ink}" stroke-width="6" stroke-linejoin="round"/></g>`,
  )
  return { svg: parts.join(''), focus: [CENTER, originY + (g.headY + 20) * scale] }
}

function drawAcrylicStand(ctx: DrawContext, pose: Pose): Subject {
  const { theme } = ctx
  const parts: string[] = []
  const baseY = 950
  // Clear acrylic base plate with a printed logo disc.
  const plate = linearGradient(ctx, [
    [0, '#ffffff', 0.75],
    [1, '#dfe8ff', 0.45],
  ])
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.3],
    [1, '#000000', 0],
  ])
  parts.push(
    `<ellipse cx="${CENTER}" cy="${baseY + 50}" rx="330" ry="70" fill="${shadow}"/>`,
    `<path d="M${CENTER - 260} ${baseY}L${CENTER - 260} ${baseY + 26}A260 70 0 0 0 ${CENTER + 260} ${baseY + 26}L${CENTER + 260} ${baseY}Z" fill="#ffffff" fill-opacity="0.55" stroke="${theme.ink}" stroke-width="5"/>`,
    `<ellipse cx="${CENTER}" cy="${baseY}" rx="260" ry="70" fill="${plate}" stroke="${theme.ink}" stroke-width="5"/>`,
    `<ellipse cx="${CENTER}" cy="${baseY + 8}" rx="210" ry="54" fill="${theme.main}" opacity="0.85"/>`,
    `<ellipse cx="${CENTER}" cy="${baseY + 8}" rx="210" ry="54" fill="none" stroke="${theme.accent}" stroke-width="6"/>`,
    `<text x="${CENTER}" y="${baseY + 44}" text-anchor="middle" font-family="${FONT}" font-size="${fitFont(ctx.product.art.series.toUpperCase(), 26, 300, true, 3)}" font-weight="700" letter-spacing="3" fill="#ffffff">${escapeXml(ctx.product.art.series.toUpperCase())}</text>`,
  )
  // Panel: the standing character with a wide clear rim.
  const g = characterGeometry('tall')
  const scale = 1.08
  parts.push(
    acrylicPiece(
      ctx,
      `<g transform="translate(${CENTER} ${baseY - 18}) scale(${scale})">${drawCharacter(ctx, 'tall', pose)}</g>`,
      20,
    ),
  )
  parts.push(
    `<rect x="${CENTER - 70}" y="${baseY - 26}" width="140" height="20" rx="6" fill="#ffffff" fill-opacity="0.8" stroke="${theme.ink}" stroke-width="4"/>`,
  )
  parts.push(glints(CENTER - 110, 330))
  return { svg: parts.join(''), focus: [CENTER, baseY - 18 + (g.headY + 20) * scale] }
}

function drawPlush(ctx: DrawContext, pose: Pose): Subject {
  const { theme, product } = ctx
  const fur = product.art.hairColor ?? theme.main
  const furDark = mix(fur, theme.ink, 0.25)
  const furLight = mix(fur, '#ffffff', 0.35)
  const turn = pose.facing
  const cx = CENTER
  const headY = 520
  const parts: string[] = []
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.32],
    [1, '#000000', 0],
  ])
  const body = radialGradient(
    ctx,
    [
      [0, furLight],
      [0.7, fur],
      [1, furDark],
    ],
    0.4,
    0.35,
    0.75,
  )
  parts.push(`<ellipse cx="${cx}" cy="990" rx="360" ry="60" fill="${shadow}"/>`)
  parts.push(`<g stroke="${theme.ink}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">`)
  // Ears.
  parts.push(
    `<path d="M${cx - 250} ${headY - 120}Q${cx - 330} ${headY - 330} ${cx - 170} ${headY - 250}Z" fill="${fur}"/>`,
    `<path d="M${cx + 250} ${headY - 120}Q${cx + 330} ${headY - 330} ${cx + 170} ${headY - 250}Z" fill="${fur}"/>`,
  )
  // Body, feet and stubby arms.
  parts.push(
    `<ellipse cx="${cx}" cy="830" rx="220" ry="150" fill="${body}"/>`,
    `<ellipse cx="${cx - 130}" cy="945" rx="90" ry="52" fill="${fur}"/>`,
    `<ellipse cx="${cx + 130}" cy="945" rx="90" ry="52" fill="${fur}"/>`,
    `<ellipse cx="${cx - 130}" cy="952" rx="50" ry="26" fill="${furLight}" stroke="none"/>`,
    `<ellipse cx="${cx + 130}" cy="952" rx="50" ry="26" fill="${furLight}" stroke="none"/>`,
    `<ellipse cx="${cx - 222}" cy="800" rx="60" ry="84" transform="rotate(28 ${cx - 222} 800)" fill="${fur}"/>`,
    `<ellipse cx="${cx + 222}" cy="800" rx="60" ry="84" transform="rotate(-28 ${cx + 222} 800)" fill="${fur}"/>`,
    `<ellipse cx="${cx}" cy="850" rx="120" ry="90" fill="${furLight}" stroke="none" opacity="0.8"/>`,
  )
  // Head.
  parts.push(`<ellipse cx="${cx}" cy="${headY}" rx="290" ry="250" fill="${body}"/>`)
  // Seams.
  parts.push(
    `<path d="M${cx} ${headY - 250}Q${cx + 30 * turn} ${headY} ${cx} ${headY - 40}" fill="none" stroke="${furDark}" stroke-width="5" stroke-dasharray="14 12"/>`,
    `<path d="M${cx - 200} 800Q${cx} 870 ${cx + 200} 800" fill="none" stroke="${furDark}" stroke-width="5" stroke-dasharray="14 12"/>`,
  )
  // Face.
  const fx = cx + turn * 70
  const eyeY = headY + 40
  for (const side of [-1, 1] as const) {
    const ex = fx + side * 105
    parts.push(
      `<ellipse cx="${ex}" cy="${eyeY}" rx="${side === -1 ? n(38 * (1 - turn * 0.3)) : 38}" ry="50" fill="#241b2f" stroke="none"/>`,
      `<circle cx="${ex - 10}" cy="${eyeY - 18}" r="14" fill="#ffffff" stroke="none"/>`,
      `<circle cx="${ex + 12}" cy="${eyeY + 18}" r="6" fill="#ffffff" stroke="none"/>`,
      `<ellipse cx="${ex + side * 30}" cy="${eyeY + 74}" rx="42" ry="20" fill="#ff7b9c" opacity="0.5" stroke="none"/>`,
    )
  }
  parts.push(
    `<path d="M${fx - 34} ${eyeY + 70}Q${fx - 17} ${eyeY + 96} ${fx} ${eyeY + 72}Q${fx + 17} ${eyeY + 96} ${fx + 34} ${eyeY + 70}" fill="none" stroke-width="7"/>`,
  )
  parts.push(`<ellipse cx="${fx}" cy="${eyeY + 50}" rx="18" ry="12" fill="${theme.accent}"/>`)
  // Accessory on top of the head, picked from the key so each plush stays the same.
  const accessory = hashString(product.key) % 3
  if (accessory === 0) {
    parts.push(
      `<path d="M${cx - 120} ${headY - 220}L${cx + 120} ${headY - 220}L${cx + 96} ${headY - 360}Q${cx} ${headY - 390} ${cx - 96} ${headY - 360}Z" fill="${theme.accent}"/>`,
      `<ellipse cx="${cx}" cy="${headY - 220}" rx="190" ry="40" fill="${theme.accent}"/>`,
      `<path d="M${cx - 110} ${headY - 250}L${cx + 110} ${headY - 250}" stroke="${theme.second}" stroke-width="22"/>`,
    )
  } else if (accessory === 1) {
    parts.push(
      `<path d="M${cx - 40} ${headY - 240}L${cx - 26} ${headY - 390}L${cx + 26} ${headY - 390}L${cx + 40} ${headY - 240}Z" fill="#d9dde6"/>`,
      `<path d="M${cx - 26} ${headY - 390}L${cx - 46} ${headY - 372}M${cx - 30} ${headY - 340}L${cx - 50} ${headY - 322}M${cx - 34} ${headY - 290}L${cx - 54} ${headY - 272}" stroke-width="8"/>`,
    )
  } else {
    parts.push(
      `<path d="M${cx} ${headY - 230}L${cx - 110} ${headY - 300}L${cx - 110} ${headY - 170}Z" fill="${theme.accent}"/>`,
      `<path d="M${cx} ${headY - 230}L${cx + 110} ${headY - 300}L${cx + 110} ${headY - 170}Z" fill="${theme.accent}"/>`,
      `<circle cx="${cx}" cy="${headY - 232}" r="30" fill="${mix(theme.accent, theme.ink, 0.2)}"/>`,
    )
  }
  // Fabric tag.
  parts.push(
    `<rect x="${cx + 178}" y="860" width="64" height="90" rx="10" fill="#ffffff" transform="rotate(-12 ${cx + 210} 905)"/>`,
    `<rect x="${cx + 186}" y="872" width="48" height="14" rx="4" fill="${theme.second}" stroke="none" transform="rotate(-12 ${cx + 210} 905)"/>`,
  )
  parts.push('</g>')
  return { svg: parts.join(''), focus: [fx, eyeY] }
}

/** The artwork printed on posters and mouse pads, drawn in its own 0..width × 0..height box. */
function drawArtwork(ctx: DrawContext, width: number, height: number, withTitle: boolean): string {
  const { theme, random } = ctx
  const sky = linearGradient(ctx, [
    [0, mix(theme.second, '#000000', 0.2)],
    [0.6, theme.main],
    [1, mix(theme.accent, '#ffffff', 0.2)],
  ])
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${sky}"/>`]
  const sunX = width * 0.68
  const sunY = height * 0.46
  const sunR = Math.min(width, height) * 0.26
  parts.push(
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${mix(theme.accent, '#ffffff', 0.35)}" opacity="0.95"/>`,
  )
  for (let i = 0; i < 4; i += 1) {
    const y = sunY + sunR * (0.2 + i * 0.22)
    parts.push(
      `<rect x="${n(sunX - sunR)}" y="${n(y)}" width="${n(sunR * 2)}" height="${n(sunR * 0.07 + i * 2)}" fill="${theme.main}"/>`,
    )
  }
  // Two layers of skyline.
  for (let layer = 0; layer < 2; layer += 1) {
    const color = mix(theme.second, theme.ink, layer === 0 ? 0.35 : 0.7)
    const baseline = height * (layer === 0 ? 0.74 : 0.84)
    let x = -10
    let d = `M0 ${height}L0 ${n(baseline)}`
    while (x < width) {
      const w = between(random, width * 0.04, width * 0.09)
      const h = between(random, height * 0.05, height * (layer === 0 ? 0.22 : 0.14))
      d += `L${n(x)} ${n(baseline - h)}L${n(x + w)} ${n(baseline - h)}`
      x += w
    }
    d += `L${width} ${n(baseline)}L${width} ${height}Z`
    parts.push(`<path d="${d}" fill="${color}"/>`)
  }
  // Birds / stars.
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<path d="${sparklePath(between(random, 0.05, 0.95) * width, between(random, 0.06, 0.4) * height, between(random, 6, 14))}" fill="#ffffff" opacity="0.85"/>`,
    )
  }
  // Hero standing in front.
  const g = characterGeometry('tall')
  const scale = (height * 0.78) / (g.height + 240)
  parts.push(
    `<g transform="translate(${n(width * 0.36)} ${n(height * 0.98)}) scale(${scale.toFixed(3)})">${drawCharacter(ctx, 'tall', { facing: 0.15 })}</g>`,
  )
  if (withTitle) {
    const title = ctx.product.art.series.toUpperCase()
    const size = fitFont(title, height * 0.085, width * 0.86, true, 4)
    parts.push(
      `<text x="${n(width / 2)}" y="${n(height * 0.12)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="4" fill="#ffffff" stroke="${theme.ink}" stroke-width="${n(size * 0.08)}" paint-order="stroke">${escapeXml(title)}</text>`,
    )
  }
  return parts.join('')
}

function drawFramedPoster(ctx: DrawContext, pose: Pose): Subject {
  const { theme } = ctx
  const x = 350
  const y = 170
  const w = 580
  const h = 820
  const clip = ctx.ids.next('clip')
  ctx.defs.push(
    `<clipPath id="${clip}"><rect x="${x + 40}" y="${y + 40}" width="${w - 80}" height="${h - 80}"/></clipPath>`,
  )
  const frame = linearGradient(
    ctx,
    [
      [0, mix(theme.ink, '#ffffff', 0.15)],
      [1, theme.ink],
    ],
    0,
    0,
    1,
    1,
  )
  const glass = linearGradient(
    ctx,
    [
      [0, '#ffffff', 0],
      [0.3, '#ffffff', 0],
      [0.36, '#ffffff', 0.28],
      [0.5, '#ffffff', 0],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  )
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.3],
    [1, '#000000', 0],
  ])
  const parts: string[] = [
    `<rect x="${x + 30}" y="${y + 50}" width="${w}" height="${h}" rx="10" fill="#000000" opacity="0.22"/>`,
    `<ellipse cx="${CENTER}" cy="${y + h + 40}" rx="${w / 2}" ry="30" fill="${shadow}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${frame}"/>`,
    `<rect x="${x + 22}" y="${y + 22}" width="${w - 44}" height="${h - 44}" fill="#fbf8f2"/>`,
    `<g clip-path="url(#${clip})"><g transform="translate(${x + 40} ${y + 40})">${drawArtwork(ctx, w - 80, h - 80, true)}</g></g>`,
    `<rect x="${x + 40}" y="${y + 40}" width="${w - 80}" height="${h - 80}" fill="none" stroke="${theme.ink}" stroke-width="3"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${glass}"/>`,
  ]
  // A second poster peeking out behind for sets, tilted.
  const behind = `<g transform="rotate(${n(8 + pose.facing * 4)} ${x + w} ${y + h})" opacity="0.95"><rect x="${x + 60}" y="${y + 20}" width="${w}" height="${h}" rx="10" fill="#fbf8f2" stroke="${theme.ink}" stroke-width="5"/><rect x="${x + 90}" y="${y + 50}" width="${w - 60}" height="${h - 60}" fill="${mix(theme.accent, theme.main, 0.5)}"/></g>`
  return { svg: behind + parts.join(''), focus: [x + w * 0.38, y + h * 0.5] }
}

function drawMousePad(ctx: DrawContext, pose: Pose): Subject {
  const { theme } = ctx
  const w = 1000
  const h = 480
  const clip = ctx.ids.next('clip')
  ctx.defs.push(`<clipPath id="${clip}"><rect x="0" y="0" width="${w}" height="${h}" rx="44"/></clipPath>`)
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.35],
    [1, '#000000', 0],
  ])
  const skew = -14 + pose.facing * 10
  const parts: string[] = [
    `<ellipse cx="${CENTER}" cy="930" rx="560" ry="80" fill="${shadow}"/>`,
    `<g transform="translate(${CENTER - w / 2 + 40} 470) skewX(${n(skew)}) scale(1 0.98)">`,
    `<rect x="0" y="14" width="${w}" height="${h}" rx="44" fill="${theme.ink}"/>`,
    `<g clip-path="url(#${clip})">${drawArtwork(ctx, w, h, false)}</g>`,
    `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="34" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4" stroke-dasharray="12 9"/>`,
    `<rect x="0" y="0" width="${w}" height="${h}" rx="44" fill="none" stroke="${theme.ink}" stroke-width="8"/>`,
    `<text x="${w - 40}" y="${h - 40}" text-anchor="end" font-family="${FONT}" font-size="40" font-weight="700" letter-spacing="3" fill="#ffffff" opacity="0.9">${escapeXml(ctx.product.art.series.toUpperCase())}</text>`,
    '</g>',
  ]
  // A mouse resting on the mat.
  const mx = 960
  const my = 690
  parts.push(
    `<g transform="rotate(-18 ${mx} ${my})" stroke="${theme.ink}" stroke-width="7">`,
    `<ellipse cx="${mx + 8}" cy="${my + 14}" rx="84" ry="124" fill="#000000" opacity="0.25" stroke="none"/>`,
    `<ellipse cx="${mx}" cy="${my}" rx="80" ry="120" fill="#f5f6fa"/>`,
    `<path d="M${mx - 80} ${my - 20}Q${mx} ${my - 6} ${mx + 80} ${my - 20}M${mx} ${my - 120}L${mx} ${my - 14}" fill="none"/>`,
    `<rect x="${mx - 9}" y="${my - 90}" width="18" height="36" rx="9" fill="${theme.accent}"/>`,
    '</g>',
  )
  return { svg: parts.join(''), focus: [CENTER - 140, 660] }
}

// ───────────────────────────── packaging views ─────────────────────────────

function drawBox(ctx: DrawContext, motif: ArtMotif): string {
  const { theme } = ctx
  const x = 310
  const y = 200
  const w = 600
  const h = 820
  const depth = 120
  const rise = 70
  const front = linearGradient(ctx, [
    [0, mix(theme.second, '#ffffff', 0.08)],
    [1, mix(theme.second, '#000000', 0.3)],
  ])
  const side = linearGradient(ctx, [
    [0, mix(theme.main, theme.ink, 0.2)],
    [1, mix(theme.main, theme.ink, 0.5)],
  ])
  const windowFill = radialGradient(
    ctx,
    [
      [0, '#ffffff', 0.95],
      [0.7, mix(theme.accent, '#ffffff', 0.6), 0.9],
      [1, mix(theme.main, '#ffffff', 0.3), 0.9],
    ],
    0.5,
    0.45,
    0.7,
  )
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.35],
    [1, '#000000', 0],
  ])
  const wx = x + 46
  const wy = y + 150
  const ww = w - 92
  const wh = h - 270
  const clip = ctx.ids.next('clip')
  ctx.defs.push(
    `<clipPath id="${clip}"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="26"/></clipPath>`,
  )

  // The subject shrunk into the window.
  const subject = drawSubject(ctx, motif, { facing: 0.1 })
  const scale = 0.62
  const inner = `<g clip-path="url(#${clip})"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${windowFill}"/><g transform="translate(${wx + ww / 2} ${wy + wh - 24}) scale(${scale}) translate(${-CENTER} -1000)">${subject.svg}</g></g>`

  const series = ctx.product.art.series.toUpperCase()
  const seriesSize = fitFont(series, 52, w - 150, true, 4)
  const caption = ctx.product.art.caption
  const captionSize = fitFont(caption, 30, w - 100, false)
  const glare = linearGradient(
    ctx,
    [
      [0, '#ffffff', 0],
      [0.25, '#ffffff', 0],
      [0.3, '#ffffff', 0.45],
      [0.38, '#ffffff', 0],
      [0.55, '#ffffff', 0],
      [0.58, '#ffffff', 0.3],
      [0.62, '#ffffff', 0],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  )
  return [
    `<ellipse cx="${x + w / 2 + 60}" cy="${y + h + 10}" rx="${w / 2 + 120}" ry="50" fill="${shadow}"/>`,
    `<g stroke="${theme.ink}" stroke-width="7" stroke-linejoin="round">`,
    `<path d="M${x + w} ${y}L${x + w + depth} ${y - rise}L${x + w + depth} ${y + h - rise}L${x + w} ${y + h}Z" fill="${side}"/>`,
    `<path d="M${x} ${y}L${x + depth} ${y - rise}L${x + w + depth} ${y - rise}L${x + w} ${y}Z" fill="${mix(theme.second, '#ffffff', 0.25)}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>`,
    '</g>',
    `<text transform="translate(${x + w + depth / 2 + 14} ${y + h / 2 - rise / 2}) rotate(-90) skewX(30)" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" letter-spacing="6" fill="#ffffff" opacity="0.9">${escapeXml(series.slice(0, 20))}</text>`,
    `<rect x="${x}" y="${y}" width="${w}" height="120" fill="${theme.main}" opacity="0.9"/>`,
    `<path d="${sparklePath(x + 52, y + 60, 24)}${sparklePath(x + w - 52, y + 60, 24)}" fill="${theme.accent}"/>`,
    `<text x="${x + w / 2}" y="${y + 60 + seriesSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${seriesSize}" font-weight="700" letter-spacing="4" fill="#ffffff" stroke="${theme.ink}" stroke-width="5" paint-order="stroke">${escapeXml(series)}</text>`,
    inner,
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="26" fill="${glare}"/>`,
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="26" fill="none" stroke="${theme.ink}" stroke-width="6"/>`,
    `<rect x="${x + 40}" y="${y + h - 96}" width="${w - 80}" height="64" rx="32" fill="#ffffff" opacity="0.92"/>`,
    `<text x="${x + w / 2}" y="${y + h - 53}" text-anchor="middle" font-family="${FONT}" font-size="${captionSize}" font-weight="700" fill="${theme.ink}">${escapeXml(caption)}</text>`,
  ].join('')
}

function drawBlisterCard(ctx: DrawContext): string {
  const { theme } = ctx
  const x = 340
  const y = 150
  const w = 600
  const h = 880
  const card = linearGradient(
    ctx,
    [
      [0, mix(theme.main, '#ffffff', 0.2)],
      [1, mix(theme.second, '#000000', 0.1)],
    ],
    0,
    0,
    1,
    1,
  )
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.3],
    [1, '#000000', 0],
  ])
  const bubble = linearGradient(
    ctx,
    [
      [0, '#ffffff', 0.55],
      [0.5, '#ffffff', 0.15],
      [1, '#ffffff', 0.4],
    ],
    0,
    0,
    1,
    1,
  )
  const series = ctx.product.art.series.toUpperCase()
  const seriesSize = fitFont(series, 46, w - 90, true, 3)
  const subject = drawKeychain(ctx, { facing: 0 })
  return [
    `<ellipse cx="${CENTER}" cy="${y + h + 20}" rx="${w / 2 + 80}" ry="40" fill="${shadow}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="36" fill="${card}" stroke="${theme.ink}" stroke-width="7"/>`,
    // Euro hang hole.
    `<path d="M${CENTER - 60} ${y + 50}A22 22 0 0 1 ${CENTER - 38} ${y + 28}L${CENTER + 38} ${y + 28}A22 22 0 0 1 ${CENTER + 38} ${y + 72}L${CENTER - 38} ${y + 72}A22 22 0 0 1 ${CENTER - 60} ${y + 50}Z" fill="${mix(theme.bgFrom, theme.bgTo, 0.3)}" stroke="${theme.ink}" stroke-width="5"/>`,
    `<text x="${CENTER}" y="${y + 140}" text-anchor="middle" font-family="${FONT}" font-size="${seriesSize}" font-weight="700" letter-spacing="3" fill="#ffffff" stroke="${theme.ink}" stroke-width="5" paint-order="stroke">${escapeXml(series)}</text>`,
    halftoneInBox(x + 20, y + 180, w - 40, h - 200, theme.accent),
    `<g transform="translate(${CENTER} ${y + 190}) scale(0.64) translate(${-CENTER} -120)">${subject.svg}</g>`,
    `<rect x="${x + 60}" y="${y + 175}" width="${w - 120}" height="${h - 230}" rx="60" fill="${bubble}" stroke="#ffffff" stroke-opacity="0.9" stroke-width="6"/>`,
    `<path d="M${x + 110} ${y + 240}Q${x + 100} ${y + 420} ${x + 130} ${y + 560}" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`,
  ].join('')
}

function halftoneInBox(x: number, y: number, w: number, h: number, color: string): string {
  const dots: string[] = []
  const step = 26
  for (let yy = y + step / 2; yy < y + h; yy += step) {
    for (let xx = x + step / 2; xx < x + w; xx += step) {
      const r = 6 * ((yy - y) / h)
      if (r < 1) continue
      dots.push(
        `M${n(xx - r)} ${n(yy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`,
      )
    }
  }
  return `<path d="${dots.join('')}" fill="${color}" opacity="0.35"/>`
}

function drawPosterTube(ctx: DrawContext): string {
  const { theme } = ctx
  const shadow = radialGradient(ctx, [
    [0, '#000000', 0.32],
    [1, '#000000', 0],
  ])
  const tube = linearGradient(ctx, [
    [0, mix(theme.main, '#ffffff', 0.25)],
    [0.45, theme.main],
    [1, mix(theme.main, theme.ink, 0.5)],
  ])
  const clip = ctx.ids.next('clip')
  ctx.defs.push(`<clipPath id="${clip}"><rect x="0" y="0" width="520" height="700"/></clipPath>`)
  const series = ctx.product.art.series.toUpperCase()
  const size = fitFont(series, 44, 600, true, 4)
  return [
    `<ellipse cx="${CENTER}" cy="990" rx="520" ry="50" fill="${shadow}"/>`,
    // A poster half unrolled behind the tube.
    `<g transform="translate(470 190) rotate(-6)">`,
    `<rect x="-10" y="-10" width="540" height="720" fill="#fbf8f2" stroke="${theme.ink}" stroke-width="6"/>`,
    `<g clip-path="url(#${clip})">${drawArtwork(ctx, 520, 700, true)}</g>`,
    '</g>',
    `<g transform="rotate(-20 ${CENTER} 860)" stroke="${theme.ink}" stroke-width="7">`,
    `<rect x="${CENTER - 420}" y="780" width="840" height="170" rx="20" fill="${tube}"/>`,
    `<ellipse cx="${CENTER + 420}" cy="865" rx="34" ry="85" fill="${mix(theme.accent, theme.ink, 0.1)}"/>`,
    `<ellipse cx="${CENTER - 420}" cy="865" rx="34" ry="85" fill="${theme.accent}"/>`,
    `<rect x="${CENTER - 300}" y="820" width="600" height="90" rx="12" fill="#ffffff" opacity="0.92"/>`,
    `<text x="${CENTER}" y="${865 + size * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="4" fill="${theme.ink}" stroke="none">${escapeXml(series)}</text>`,
    '</g>',
  ].join('')
}
