/**
 * The demo catalogue a fresh shop is seeded with: products, a few demo shoppers and their reviews.
 * Pure data: the seed step inserts it and renders each product's pictures with `renderProductArt`.
 * Every product is generic fan merchandise; manufacturers are the shop's own (fictional) studios.
 */
import type { ProductCategory } from '../../../common/constants'
import { rupeesToPaise as rupees } from '../../../common/money'

export type DemoCategory = Extract<ProductCategory, 'figures' | 'keychains' | 'qposket' | 'other'>

export const ART_MOTIFS = ['figure', 'chibi', 'keychain', 'stand', 'plush', 'poster', 'mousepad'] as const
export type ArtMotif = (typeof ART_MOTIFS)[number]

export const HAIR_STYLES = ['spiky', 'short', 'long', 'bob', 'twintails'] as const
export type HairStyle = (typeof HAIR_STYLES)[number]

/** How a standing figure holds itself; chosen from the key when a product does not say. */
export const FIGURE_POSES = ['blade', 'energy', 'crossed', 'hips'] as const
export type FigurePose = (typeof FIGURE_POSES)[number]

/** What the image generator needs to draw a product's illustrated cards. */
export interface ProductArt {
  /** Two or three hex colours: main (outfit, background), second (background), accent. */
  palette: readonly [string, string] | readonly [string, string, string]
  motif: ArtMotif
  /** Shown large on the card, e.g. "Demon Slayer". */
  series: string
  /** One short line under the series, e.g. "Water Breathing · 24 cm". */
  caption: string
  hair?: HairStyle
  hairColor?: string
  pose?: FigurePose
}

export interface DemoDetail {
  title: string
  content: string
}

export interface DemoFeature {
  name: string
  value: string
}

export interface DemoProduct {
  /** Stable slug; the seed uses it to stay idempotent. */
  key: string
  name: string
  description: string
  category: DemoCategory
  pricePaise: number
  originalPricePaise: number
  stock: number
  tags: string[]
  isFeatured: boolean
  isBestSeller: boolean
  isNewArrival: boolean
  details: DemoDetail[]
  features: DemoFeature[]
  /** How many days before seeding the product was listed; spreads createdAt for "newest" sorting. */
  ageDays: number
  art: ProductArt
  imageCount: 2 | 3 | 4
}

export interface DemoShopper {
  name: string
  email: string
}

export interface DemoReview {
  productKey: string
  shopperEmail: string
  rating: 1 | 2 | 3 | 4 | 5
  comment: string
  /** Days before seeding; always younger than the product it reviews. */
  ageDays: number
}

const NO_FLAGS = { isFeatured: false, isBestSeller: false, isNewArrival: false } as const

export const demoProducts: DemoProduct[] = [
  // ───────────────────────────── Figures ─────────────────────────────
  {
    key: 'naruto-uzumaki-sage-mode-figure',
    name: 'Naruto Uzumaki Sage Mode Figure – 25 cm PVC Statue',
    description:
      'Naruto in Sage Mode, arms crossed and toad-sage cloak flaring behind him, sculpted with the orange eye markings fans love. ' +
      'Sturdy PVC with a matte finish and crisp paintwork on the scroll and headband. Comes on a rocky display base that slots in firmly – a centrepiece for any Naruto Shippuden shelf.',
    category: 'figures',
    pricePaise: rupees(3_499),
    originalPricePaise: rupees(4_499),
    stock: 34,
    tags: ['naruto', 'naruto uzumaki', 'sage mode', 'shippuden', 'pvc figure'],
    ...NO_FLAGS,
    isFeatured: true,
    isBestSeller: true,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Naruto Shippuden' },
      { title: 'Dimensions', content: '25 × 16 × 14 cm (with base)' },
      { title: 'Material', content: 'PVC, ABS base' },
    ],
    features: [
      { name: 'Scale', value: 'Non-scale' },
      { name: 'Height', value: '25 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 212,
    art: {
      palette: ['#ff8a1f', '#1f3a93', '#ffd23f'],
      motif: 'figure',
      series: 'Naruto Shippuden',
      caption: 'Sage Mode · 25 cm',
      hair: 'spiky',
      hairColor: '#ffd23f',
      pose: 'crossed',
    },
    imageCount: 4,
  },
  {
    key: 'sasuke-uchiha-chidori-figure',
    name: 'Sasuke Uchiha Chidori Figure – 23 cm',
    description:
      'Sasuke mid-charge with a crackling Chidori in his left hand, cut from translucent blue PVC so it catches the light. ' +
      'The Sharingan eyes and flowing white shirt are cleanly painted. Includes a lightning-effect part and a round display base.',
    category: 'figures',
    pricePaise: rupees(3_299),
    originalPricePaise: rupees(3_299),
    stock: 18,
    tags: ['naruto', 'sasuke uchiha', 'chidori', 'uchiha', 'pvc figure'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Naruto Shippuden' },
      { title: 'Dimensions', content: '23 × 18 × 15 cm' },
      { title: 'Material', content: 'PVC, translucent PVC effect part' },
    ],
    features: [
      { name: 'Height', value: '23 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box with effect part' },
    ],
    ageDays: 240,
    art: {
      palette: ['#4b3f8f', '#1b2a4a', '#7fd1ff'],
      motif: 'figure',
      series: 'Naruto Shippuden',
      caption: 'Chidori · 23 cm',
      hair: 'spiky',
      hairColor: '#1d1d2c',
      pose: 'energy',
    },
    imageCount: 3,
  },
  {
    key: 'itachi-uchiha-akatsuki-figure',
    name: 'Itachi Uchiha Akatsuki Cloak Figure – 27 cm',
    description:
      'Itachi standing calm in his Akatsuki cloak with red clouds, crows scattering at his feet. ' +
      'The cloak is sculpted in heavy folds with a soft matte coat; the headband carries the scratched Leaf symbol. A collector favourite – restocks sell out fast.',
    category: 'figures',
    pricePaise: rupees(4_299),
    originalPricePaise: rupees(4_299),
    stock: 0,
    tags: ['naruto', 'itachi uchiha', 'akatsuki', 'sharingan', 'collector figure'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Manufacturer', content: 'Kitsune Collectibles' },
      { title: 'Series', content: 'Naruto Shippuden' },
      { title: 'Dimensions', content: '27 × 15 × 15 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '27 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Printed collector box' },
    ],
    ageDays: 331,
    art: {
      palette: ['#2a2a3c', '#b3202a', '#f2f2f2'],
      motif: 'figure',
      series: 'Naruto Shippuden',
      caption: 'Akatsuki · 27 cm',
      hair: 'long',
      hairColor: '#15151f',
      pose: 'hips',
    },
    imageCount: 3,
  },
  {
    key: 'luffy-gear-5-figure',
    name: 'Monkey D. Luffy Gear 5 Figure – 30 cm Deluxe',
    description:
      'Luffy in Gear 5 with his cloud-white hair, flowing clothes and the biggest grin in the Grand Line, leaping off a sculpted cloud base. ' +
      'Pearl-white PVC with pale lilac shading and a swappable laughing face. Our tallest One Piece figure this season.',
    category: 'figures',
    pricePaise: rupees(5_999),
    originalPricePaise: rupees(7_499),
    stock: 12,
    tags: ['one piece', 'luffy', 'gear 5', 'straw hat', 'deluxe figure'],
    ...NO_FLAGS,
    isFeatured: true,
    isNewArrival: true,
    details: [
      { title: 'Manufacturer', content: 'Kitsune Collectibles' },
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '30 × 22 × 20 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '30 cm' },
      { name: 'Articulation', value: 'Static, 2 face plates' },
      { name: 'Packaging', value: 'Window box' },
      { name: 'In the box', value: 'Figure, cloud base, extra face' },
    ],
    ageDays: 6,
    art: {
      palette: ['#f4f1ff', '#8f7bd6', '#ff5d73'],
      motif: 'figure',
      series: 'One Piece',
      caption: 'Gear 5 · 30 cm',
      hair: 'spiky',
      hairColor: '#ffffff',
      pose: 'energy',
    },
    imageCount: 4,
  },
  {
    key: 'roronoa-zoro-three-sword-figure',
    name: 'Roronoa Zoro Three-Sword Style Figure – 24 cm',
    description:
      'Zoro locked into Santoryu with a blade in each hand and one between his teeth, green haramaki and bandana sculpted with real texture. ' +
      'All three swords are separate pieces that slot in snugly. Stands on a hexagonal base printed with the Straw Hat jolly roger.',
    category: 'figures',
    pricePaise: rupees(4_799),
    originalPricePaise: rupees(4_799),
    stock: 20,
    tags: ['one piece', 'zoro', 'roronoa zoro', 'santoryu', 'swordsman'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Manufacturer', content: 'Kitsune Collectibles' },
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '24 × 20 × 16 cm' },
      { title: 'Material', content: 'PVC, ABS swords' },
    ],
    features: [
      { name: 'Height', value: '24 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 188,
    art: {
      palette: ['#2e8b57', '#123d2b', '#e9c46a'],
      motif: 'figure',
      series: 'One Piece',
      caption: 'Santoryu · 24 cm',
      hair: 'short',
      hairColor: '#5fd35f',
      pose: 'blade',
    },
    imageCount: 3,
  },
  {
    key: 'shanks-red-hair-figure',
    name: 'Red-Haired Shanks Emperor Figure – 1/8 Scale',
    description:
      'Shanks with his black cape over one shoulder and his sabre drawn, in a calm, commanding stance. ' +
      'A heavier 1/8 scale piece with a weighted base, so it stays put on the shelf. Each unit is quality-checked before dispatch.',
    category: 'figures',
    pricePaise: rupees(6_499),
    originalPricePaise: rupees(6_499),
    stock: 7,
    tags: ['one piece', 'shanks', 'red hair', 'yonko', 'scale figure'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Kitsune Collectibles' },
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '26 × 21 × 17 cm' },
      { title: 'Material', content: 'PVC, ABS, die-cast weight' },
    ],
    features: [
      { name: 'Scale', value: '1/8' },
      { name: 'Height', value: '26 cm' },
      { name: 'Packaging', value: 'Collector box' },
    ],
    ageDays: 96,
    art: {
      palette: ['#2d2d3a', '#8b1e2d', '#e63946'],
      motif: 'figure',
      series: 'One Piece',
      caption: '1/8 Scale · 26 cm',
      hair: 'short',
      hairColor: '#d62828',
      pose: 'blade',
    },
    imageCount: 3,
  },
  {
    key: 'tanjiro-kamado-water-breathing-figure',
    name: 'Tanjiro Kamado Water Breathing Figure – 24 cm',
    description:
      'Tanjiro swinging his Nichirin blade through a swirling Water Breathing wave, checked haori flying. ' +
      'The translucent blue wave effect is a separate part, and the green-and-black checks are painted razor sharp. Our best-selling Demon Slayer figure.',
    category: 'figures',
    pricePaise: rupees(2_999),
    originalPricePaise: rupees(3_999),
    stock: 45,
    tags: ['demon slayer', 'tanjiro kamado', 'water breathing', 'kimetsu no yaiba', 'pvc figure'],
    ...NO_FLAGS,
    isFeatured: true,
    isBestSeller: true,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Demon Slayer: Kimetsu no Yaiba' },
      { title: 'Dimensions', content: '24 × 22 × 18 cm' },
      { title: 'Material', content: 'PVC, translucent PVC' },
    ],
    features: [
      { name: 'Height', value: '24 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
      { name: 'In the box', value: 'Figure, wave effect, base' },
    ],
    ageDays: 160,
    art: {
      palette: ['#1f8a70', '#0b2545', '#4cc9f0'],
      motif: 'figure',
      series: 'Demon Slayer',
      caption: 'Water Breathing · 24 cm',
      hair: 'short',
      hairColor: '#7a1f1f',
      pose: 'blade',
    },
    imageCount: 4,
  },
  {
    key: 'nezuko-kamado-bamboo-figure',
    name: 'Nezuko Kamado Bamboo Muzzle Figure – 22 cm',
    description:
      'Nezuko in her pink hemp-leaf kimono with the bamboo muzzle, long hair fading to flame orange at the tips. ' +
      'A gentle, graceful pose with soft pastel paint. Display base shaped like a wooden porch step.',
    category: 'figures',
    pricePaise: rupees(2_799),
    originalPricePaise: rupees(2_799),
    stock: 38,
    tags: ['demon slayer', 'nezuko kamado', 'nezuko', 'kimetsu no yaiba'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Demon Slayer: Kimetsu no Yaiba' },
      { title: 'Dimensions', content: '22 × 12 × 12 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '22 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 175,
    art: {
      palette: ['#f28bb1', '#5a2d4a', '#ff9f43'],
      motif: 'figure',
      series: 'Demon Slayer',
      caption: 'Nezuko · 22 cm',
      hair: 'long',
      hairColor: '#2b1b2e',
      pose: 'hips',
    },
    imageCount: 3,
  },
  {
    key: 'kyojuro-rengoku-flame-hashira-figure',
    name: 'Kyojuro Rengoku Flame Hashira Figure – 26 cm',
    description:
      'The Flame Hashira mid-strike, his flame-patterned haori trailing and fire swirling around the blade. ' +
      'Bold red-and-gold paint with gradient flames in translucent PVC. Set your heart ablaze!',
    category: 'figures',
    pricePaise: rupees(3_899),
    originalPricePaise: rupees(3_899),
    stock: 0,
    tags: ['demon slayer', 'rengoku', 'flame hashira', 'mugen train'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Demon Slayer: Mugen Train' },
      { title: 'Dimensions', content: '26 × 24 × 18 cm' },
      { title: 'Material', content: 'PVC, translucent PVC' },
    ],
    features: [
      { name: 'Height', value: '26 cm' },
      { name: 'Packaging', value: 'Window box' },
      { name: 'In the box', value: 'Figure, flame effect, base' },
    ],
    ageDays: 290,
    art: {
      palette: ['#e85d04', '#6a040f', '#ffba08'],
      motif: 'figure',
      series: 'Demon Slayer',
      caption: 'Flame Hashira · 26 cm',
      hair: 'spiky',
      hairColor: '#ffb703',
      pose: 'blade',
    },
    imageCount: 3,
  },
  {
    key: 'satoru-gojo-domain-expansion-figure',
    name: 'Satoru Gojo Domain Expansion Figure – 26 cm',
    description:
      'Gojo with his blindfold lifted and Infinite Void swirling behind him, one hand raised in the domain seal. ' +
      'The galaxy-print backdrop is a separate clear acrylic panel, so the figure looks stunning under a shelf light.',
    category: 'figures',
    pricePaise: rupees(4_999),
    originalPricePaise: rupees(5_999),
    stock: 15,
    tags: ['jujutsu kaisen', 'gojo satoru', 'domain expansion', 'infinite void', 'jjk'],
    ...NO_FLAGS,
    isFeatured: true,
    isNewArrival: true,
    details: [
      { title: 'Manufacturer', content: 'Tsuki Figure Studio' },
      { title: 'Series', content: 'Jujutsu Kaisen' },
      { title: 'Dimensions', content: '26 × 20 × 16 cm' },
      { title: 'Material', content: 'PVC, ABS, acrylic backdrop' },
    ],
    features: [
      { name: 'Height', value: '26 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
      { name: 'In the box', value: 'Figure, acrylic domain panel, base' },
    ],
    ageDays: 3,
    art: {
      palette: ['#3a0ca3', '#10002b', '#4cc9f0'],
      motif: 'figure',
      series: 'Jujutsu Kaisen',
      caption: 'Domain Expansion · 26 cm',
      hair: 'spiky',
      hairColor: '#f1f3ff',
      pose: 'energy',
    },
    imageCount: 4,
  },
  {
    key: 'yuji-itadori-divergent-fist-figure',
    name: 'Yuji Itadori Divergent Fist Figure – 20 cm',
    description:
      'Yuji throwing his Divergent Fist with cursed energy rippling around the knuckles, hoodie of the Jujutsu High uniform sculpted in motion. ' +
      'Compact and punchy – a great first JJK figure.',
    category: 'figures',
    pricePaise: rupees(2_499),
    originalPricePaise: rupees(2_499),
    stock: 28,
    tags: ['jujutsu kaisen', 'yuji itadori', 'jjk', 'divergent fist'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Tsuki Figure Studio' },
      { title: 'Series', content: 'Jujutsu Kaisen' },
      { title: 'Dimensions', content: '20 × 15 × 13 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '20 cm' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 128,
    art: {
      palette: ['#1d3557', '#0d1b2a', '#f94144'],
      motif: 'figure',
      series: 'Jujutsu Kaisen',
      caption: 'Divergent Fist · 20 cm',
      hair: 'spiky',
      hairColor: '#f7a8b8',
      pose: 'energy',
    },
    imageCount: 2,
  },
  {
    key: 'ryomen-sukuna-king-of-curses-figure',
    name: 'Ryomen Sukuna King of Curses Figure – 24 cm',
    description:
      'Sukuna seated on a throne of skulls and curse marks, grinning down at the world. ' +
      'Black-and-red markings are hand-finished and the throne base doubles as a striking stand on its own.',
    category: 'figures',
    pricePaise: rupees(5_499),
    originalPricePaise: rupees(5_499),
    stock: 9,
    tags: ['jujutsu kaisen', 'sukuna', 'king of curses', 'jjk', 'throne'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Manufacturer', content: 'Tsuki Figure Studio' },
      { title: 'Series', content: 'Jujutsu Kaisen' },
      { title: 'Dimensions', content: '24 × 19 × 18 cm' },
      { title: 'Material', content: 'PVC, polystone-effect base' },
    ],
    features: [
      { name: 'Height', value: '24 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Collector box' },
    ],
    ageDays: 11,
    art: {
      palette: ['#9d0208', '#1a0a0a', '#f4a261'],
      motif: 'figure',
      series: 'Jujutsu Kaisen',
      caption: 'King of Curses · 24 cm',
      hair: 'spiky',
      hairColor: '#f7b2bd',
      pose: 'crossed',
    },
    imageCount: 3,
  },
  {
    key: 'levi-ackerman-odm-gear-figure',
    name: 'Levi Ackerman ODM Gear Figure – 1/7 Scale',
    description:
      'Humanity’s strongest soldier launching off with his omni-directional mobility gear, blades reversed and cape snapping. ' +
      'Metal-look gear with silver paint and a clear support rod, so Levi really looks airborne. Survey Corps emblem on the base.',
    category: 'figures',
    pricePaise: rupees(4_499),
    originalPricePaise: rupees(5_499),
    stock: 11,
    tags: ['attack on titan', 'levi ackerman', 'survey corps', 'odm gear', 'scale figure'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Manufacturer', content: 'Kitsune Collectibles' },
      { title: 'Series', content: 'Attack on Titan' },
      { title: 'Dimensions', content: '25 × 23 × 20 cm' },
      { title: 'Material', content: 'PVC, ABS, clear support rod' },
    ],
    features: [
      { name: 'Scale', value: '1/7' },
      { name: 'Height', value: '25 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 205,
    art: {
      palette: ['#3d5a3b', '#1b1f1d', '#d9c9a3'],
      motif: 'figure',
      series: 'Attack on Titan',
      caption: '1/7 Scale · 25 cm',
      hair: 'short',
      hairColor: '#1c1c24',
      pose: 'blade',
    },
    imageCount: 4,
  },
  {
    key: 'eren-yeager-founding-titan-statue',
    name: 'Eren Yeager Founding Titan Statue – 1/6 Premium',
    description:
      'A premium 1/6 statue of Eren striding through smoke beneath the Founding Titan’s silhouette, limited restock for Indian collectors. ' +
      'Heavy resin-feel base, hand-painted weathering and an LED-ready slot behind the smoke. Ships double-boxed with foam inserts.',
    category: 'figures',
    pricePaise: rupees(12_999),
    originalPricePaise: rupees(12_999),
    stock: 3,
    tags: ['attack on titan', 'eren yeager', 'founding titan', 'premium statue', 'final season'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Manufacturer', content: 'Kitsune Collectibles – Premium Line' },
      { title: 'Series', content: 'Attack on Titan: The Final Season' },
      { title: 'Dimensions', content: '42 × 30 × 26 cm' },
      { title: 'Material', content: 'PVC, ABS, polystone-effect base' },
    ],
    features: [
      { name: 'Scale', value: '1/6' },
      { name: 'Height', value: '42 cm' },
      { name: 'Packaging', value: 'Double box, foam inserts' },
      { name: 'Edition', value: 'Limited restock' },
    ],
    ageDays: 58,
    art: {
      palette: ['#6b4f3a', '#1e1a17', '#e0b872'],
      motif: 'figure',
      series: 'Attack on Titan',
      caption: '1/6 Premium · 42 cm',
      hair: 'long',
      hairColor: '#3a2618',
      pose: 'hips',
    },
    imageCount: 4,
  },
  {
    key: 'goku-ultra-instinct-figure',
    name: 'Goku Ultra Instinct Figure – 28 cm',
    description:
      'Goku in Mastered Ultra Instinct, silver hair and a calm, deadly stare, with a swirling aura ring at his feet. ' +
      'Torn gi with detailed muscle sculpting and a chrome-silver hair finish. A must for every Dragon Ball Super fan.',
    category: 'figures',
    pricePaise: rupees(3_999),
    originalPricePaise: rupees(4_999),
    stock: 40,
    tags: ['dragon ball', 'goku', 'ultra instinct', 'dragon ball super', 'saiyan'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Dragon Ball Super' },
      { title: 'Dimensions', content: '28 × 17 × 17 cm' },
      { title: 'Material', content: 'PVC, translucent aura' },
    ],
    features: [
      { name: 'Height', value: '28 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 300,
    art: {
      palette: ['#f77f00', '#14213d', '#c0d6ff'],
      motif: 'figure',
      series: 'Dragon Ball Super',
      caption: 'Ultra Instinct · 28 cm',
      hair: 'spiky',
      hairColor: '#d8e2ff',
      pose: 'energy',
    },
    imageCount: 3,
  },
  {
    key: 'vegeta-super-saiyan-blue-figure',
    name: 'Vegeta Super Saiyan Blue Figure – 25 cm',
    description:
      'The Prince of all Saiyans in Super Saiyan Blue, charging a Final Flash with both palms forward. ' +
      'Vivid blue hair, battle-damaged armour and a translucent energy blast you can attach or leave off.',
    category: 'figures',
    pricePaise: rupees(3_799),
    originalPricePaise: rupees(3_799),
    stock: 22,
    tags: ['dragon ball', 'vegeta', 'super saiyan blue', 'final flash'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Dragon Ball Super' },
      { title: 'Dimensions', content: '25 × 26 × 16 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '25 cm' },
      { name: 'Packaging', value: 'Window box' },
      { name: 'In the box', value: 'Figure, energy blast part, base' },
    ],
    ageDays: 255,
    art: {
      palette: ['#2b59c3', '#0a1128', '#48cae4'],
      motif: 'figure',
      series: 'Dragon Ball Super',
      caption: 'Super Saiyan Blue · 25 cm',
      hair: 'spiky',
      hairColor: '#3fa7ff',
      pose: 'energy',
    },
    imageCount: 2,
  },
  {
    key: 'izuku-midoriya-full-cowl-figure',
    name: 'Izuku Midoriya Full Cowl Figure – 18 cm',
    description:
      'Deku powering up One For All: Full Cowl, green sparks crackling along his hero costume. ' +
      'Compact, dynamic and well painted – perfect for a study desk or a gift for a young MHA fan.',
    category: 'figures',
    pricePaise: rupees(2_299),
    originalPricePaise: rupees(2_299),
    stock: 30,
    tags: ['my hero academia', 'deku', 'izuku midoriya', 'full cowl', 'mha'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Tanuki Toys' },
      { title: 'Series', content: 'My Hero Academia' },
      { title: 'Dimensions', content: '18 × 14 × 12 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '18 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 145,
    art: {
      palette: ['#2a9d8f', '#0b3d3a', '#b8f35a'],
      motif: 'figure',
      series: 'My Hero Academia',
      caption: 'Full Cowl · 18 cm',
      hair: 'short',
      hairColor: '#17453a',
      pose: 'energy',
    },
    imageCount: 2,
  },
  {
    key: 'katsuki-bakugo-explosion-figure',
    name: 'Katsuki Bakugo Explosion Figure – 20 cm',
    description:
      'Bakugo blasting off with an Explosion in each palm, gauntlets sculpted in detail and orange fire bursting below. ' +
      'Loud, angry and absolutely gorgeous on a shelf.',
    category: 'figures',
    pricePaise: rupees(2_399),
    originalPricePaise: rupees(2_999),
    stock: 0,
    tags: ['my hero academia', 'bakugo', 'katsuki bakugo', 'explosion', 'mha'],
    ...NO_FLAGS,
    details: [
      { title: 'Manufacturer', content: 'Tanuki Toys' },
      { title: 'Series', content: 'My Hero Academia' },
      { title: 'Dimensions', content: '20 × 19 × 15 cm' },
      { title: 'Material', content: 'PVC, translucent PVC' },
    ],
    features: [
      { name: 'Height', value: '20 cm' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 220,
    art: {
      palette: ['#ee6c4d', '#293241', '#ffd166'],
      motif: 'figure',
      series: 'My Hero Academia',
      caption: 'Explosion · 20 cm',
      hair: 'spiky',
      hairColor: '#f5e6a8',
      pose: 'energy',
    },
    imageCount: 2,
  },
  {
    key: 'anya-forger-peanut-figure',
    name: 'Anya Forger Peanut Lover Figure – 15 cm',
    description:
      'Anya hugging a giant peanut with her famous smug “heh” face and Eden Academy uniform. ' +
      'Small, adorable and sturdy – ideal for desks, dashboards and gifting.',
    category: 'figures',
    pricePaise: rupees(1_499),
    originalPricePaise: rupees(1_499),
    stock: 60,
    tags: ['spy x family', 'anya forger', 'anya', 'peanut', 'cute'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Manufacturer', content: 'Tanuki Toys' },
      { title: 'Series', content: 'Spy x Family' },
      { title: 'Dimensions', content: '15 × 10 × 10 cm' },
      { title: 'Material', content: 'PVC' },
    ],
    features: [
      { name: 'Height', value: '15 cm' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 9,
    art: {
      palette: ['#ff8fab', '#3a2e5c', '#ffd6a5'],
      motif: 'figure',
      series: 'Spy x Family',
      caption: 'Peanut Lover · 15 cm',
      hair: 'bob',
      hairColor: '#ffb3c6',
      pose: 'hips',
    },
    imageCount: 3,
  },
  {
    key: 'denji-chainsaw-man-figure',
    name: 'Chainsaw Man Denji Transformation Figure – 27 cm',
    description:
      'Denji mid-transformation with chainsaws bursting from his head and arms, starter-cord swinging from his chest. ' +
      'Metallic chainsaw teeth, blood-splatter effects and a cracked-street base.',
    category: 'figures',
    pricePaise: rupees(4_599),
    originalPricePaise: rupees(5_299),
    stock: 14,
    tags: ['chainsaw man', 'denji', 'pochita', 'csm'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Manufacturer', content: 'Tsuki Figure Studio' },
      { title: 'Series', content: 'Chainsaw Man' },
      { title: 'Dimensions', content: '27 × 22 × 18 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '27 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 15,
    art: {
      palette: ['#e76f51', '#1b1b1e', '#f4d35e'],
      motif: 'figure',
      series: 'Chainsaw Man',
      caption: 'Transformation · 27 cm',
      hair: 'short',
      hairColor: '#e9c46a',
      pose: 'blade',
    },
    imageCount: 3,
  },
  {
    key: 'raiden-shogun-musou-figure',
    name: 'Raiden Shogun Musou Isshin Figure – 1/7 Scale',
    description:
      'The Electro Archon drawing the Musou Isshin from her chest in a storm of violet lightning. ' +
      'A detailed 1/7 scale figure with layered kimono, translucent lightning effects and a tiled shrine base.',
    category: 'figures',
    pricePaise: rupees(8_999),
    originalPricePaise: rupees(8_999),
    stock: 5,
    tags: ['genshin impact', 'raiden shogun', 'electro archon', 'scale figure', 'inazuma'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Manufacturer', content: 'Tsuki Figure Studio – Premium Line' },
      { title: 'Series', content: 'Genshin Impact' },
      { title: 'Dimensions', content: '29 × 22 × 20 cm' },
      { title: 'Material', content: 'PVC, ABS, translucent effects' },
    ],
    features: [
      { name: 'Scale', value: '1/7' },
      { name: 'Height', value: '29 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Collector box' },
    ],
    ageDays: 74,
    art: {
      palette: ['#7b2cbf', '#240046', '#e0aaff'],
      motif: 'figure',
      series: 'Genshin Impact',
      caption: '1/7 Scale · 29 cm',
      hair: 'long',
      hairColor: '#5a3d8a',
      pose: 'blade',
    },
    imageCount: 4,
  },
  {
    key: 'ichigo-kurosaki-bankai-figure',
    name: 'Ichigo Kurosaki Bankai Figure – 26 cm',
    description:
      'Ichigo in Bankai with Tensa Zangetsu raised, black shihakusho flowing in a Getsuga Tensho slash. ' +
      'Celebrate the Thousand-Year Blood War arc with deep blacks, a red-edged blade and a Soul Society base.',
    category: 'figures',
    pricePaise: rupees(4_199),
    originalPricePaise: rupees(5_199),
    stock: 13,
    tags: ['bleach', 'ichigo kurosaki', 'bankai', 'tybw', 'shinigami'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Manufacturer', content: 'Hikari Hobby Works' },
      { title: 'Series', content: 'Bleach: Thousand-Year Blood War' },
      { title: 'Dimensions', content: '26 × 21 × 16 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '26 cm' },
      { name: 'Articulation', value: 'Static pose' },
      { name: 'Packaging', value: 'Window box' },
    ],
    ageDays: 20,
    art: {
      palette: ['#22223b', '#0d0d12', '#ef233c'],
      motif: 'figure',
      series: 'Bleach',
      caption: 'Bankai · 26 cm',
      hair: 'spiky',
      hairColor: '#ff8c42',
      pose: 'blade',
    },
    imageCount: 3,
  },

  // ───────────────────────────── Keychains ─────────────────────────────
  {
    key: 'hidden-leaf-headband-metal-keychain',
    name: 'Hidden Leaf Headband Metal Keychain',
    description:
      'A solid zinc-alloy replica of the Hidden Leaf forehead protector with a navy enamel strap and polished plate. ' +
      'Heavy enough to feel premium on your bike keys; split ring and lobster clasp included.',
    category: 'keychains',
    pricePaise: rupees(249),
    originalPricePaise: rupees(349),
    stock: 120,
    tags: ['naruto', 'hidden leaf', 'konoha', 'metal keychain'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Manufacturer', content: 'Tanuki Toys' },
      { title: 'Series', content: 'Naruto' },
      { title: 'Dimensions', content: '6 × 2 cm charm' },
      { title: 'Material', content: 'Zinc alloy, enamel' },
    ],
    features: [
      { name: 'Type', value: 'Metal keychain' },
      { name: 'Packaging', value: 'Zip pouch' },
    ],
    ageDays: 330,
    art: {
      palette: ['#1f3a93', '#ff8a1f', '#ffd23f'],
      motif: 'keychain',
      series: 'Naruto',
      caption: 'Hidden Leaf · Metal',
      hair: 'spiky',
      hairColor: '#ffd23f',
    },
    imageCount: 2,
  },
  {
    key: 'akatsuki-cloud-acrylic-keychain',
    name: 'Akatsuki Red Cloud Acrylic Keychain',
    description:
      'Double-sided acrylic charm with the red cloud emblem on one side and a chibi Itachi on the other. ' +
      'Scratch-resistant print sealed between two 3 mm acrylic layers.',
    category: 'keychains',
    pricePaise: rupees(199),
    originalPricePaise: rupees(199),
    stock: 85,
    tags: ['naruto', 'akatsuki', 'itachi', 'acrylic keychain'],
    ...NO_FLAGS,
    details: [
      { title: 'Series', content: 'Naruto Shippuden' },
      { title: 'Dimensions', content: '6 × 5 cm charm' },
      { title: 'Material', content: 'Acrylic, metal ring' },
    ],
    features: [
      { name: 'Type', value: 'Double-sided acrylic' },
      { name: 'Thickness', value: '3 mm' },
    ],
    ageDays: 270,
    art: {
      palette: ['#2a2a3c', '#b3202a', '#f2f2f2'],
      motif: 'keychain',
      series: 'Naruto Shippuden',
      caption: 'Akatsuki · Acrylic',
      hair: 'long',
      hairColor: '#15151f',
    },
    imageCount: 2,
  },
  {
    key: 'luffy-straw-hat-acrylic-keychain',
    name: 'Luffy Straw Hat Chibi Acrylic Keychain',
    description:
      'A grinning chibi Luffy holding his straw hat, printed on thick clear acrylic with a glitter back layer. ' +
      'Clips easily to school bags and pencil cases.',
    category: 'keychains',
    pricePaise: rupees(199),
    originalPricePaise: rupees(249),
    stock: 95,
    tags: ['one piece', 'luffy', 'straw hat', 'acrylic keychain', 'chibi'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '6.5 × 5 cm charm' },
      { title: 'Material', content: 'Acrylic, glitter layer, metal ring' },
    ],
    features: [
      { name: 'Type', value: 'Acrylic keychain' },
      { name: 'Packaging', value: 'OPP bag with header card' },
    ],
    ageDays: 150,
    art: {
      palette: ['#e63946', '#1d3557', '#f1c453'],
      motif: 'keychain',
      series: 'One Piece',
      caption: 'Straw Hat Chibi',
      hair: 'short',
      hairColor: '#1c1c24',
    },
    imageCount: 3,
  },
  {
    key: 'tanjiro-nezuko-acrylic-keychain-set',
    name: 'Tanjiro & Nezuko Acrylic Keychain Set (2 pcs)',
    description:
      'A matching pair of chibi acrylic charms – Tanjiro with his checked haori and Nezuko with her bamboo muzzle. ' +
      'Share one with your sibling or best friend.',
    category: 'keychains',
    pricePaise: rupees(349),
    originalPricePaise: rupees(449),
    stock: 64,
    tags: ['demon slayer', 'tanjiro', 'nezuko', 'keychain set', 'acrylic keychain'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Series', content: 'Demon Slayer' },
      { title: 'Dimensions', content: '6 × 4.5 cm each' },
      { title: 'Material', content: 'Acrylic, metal ring' },
    ],
    features: [
      { name: 'Pieces', value: '2 keychains' },
      { name: 'Type', value: 'Double-sided acrylic' },
      { name: 'Packaging', value: 'Gift pouch' },
    ],
    ageDays: 120,
    art: {
      palette: ['#1f8a70', '#f28bb1', '#ff9f43'],
      motif: 'keychain',
      series: 'Demon Slayer',
      caption: 'Tanjiro & Nezuko · 2 pcs',
      hair: 'short',
      hairColor: '#7a1f1f',
    },
    imageCount: 3,
  },
  {
    key: 'gojo-blindfold-acrylic-keychain',
    name: 'Gojo Satoru Blindfold Acrylic Keychain',
    description:
      'Chibi Gojo peeking over his blindfold with a cheeky grin, on holographic-backed acrylic that shimmers blue and purple. ' +
      'A fan favourite from our JJK range.',
    category: 'keychains',
    pricePaise: rupees(229),
    originalPricePaise: rupees(229),
    stock: 70,
    tags: ['jujutsu kaisen', 'gojo satoru', 'holographic', 'acrylic keychain'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Series', content: 'Jujutsu Kaisen' },
      { title: 'Dimensions', content: '6 × 5 cm charm' },
      { title: 'Material', content: 'Holographic acrylic, metal ring' },
    ],
    features: [
      { name: 'Type', value: 'Holographic acrylic' },
      { name: 'Thickness', value: '3 mm' },
    ],
    ageDays: 85,
    art: {
      palette: ['#3a0ca3', '#4cc9f0', '#f1f3ff'],
      motif: 'keychain',
      series: 'Jujutsu Kaisen',
      caption: 'Gojo · Holographic',
      hair: 'spiky',
      hairColor: '#f1f3ff',
    },
    imageCount: 2,
  },
  {
    key: 'survey-corps-wings-enamel-keychain',
    name: 'Survey Corps Wings of Freedom Enamel Keychain',
    description:
      'The Wings of Freedom crest in hard enamel on a gold-tone metal shield. ' +
      'Fade-resistant colours and a strong split ring – made for everyday carry.',
    category: 'keychains',
    pricePaise: rupees(299),
    originalPricePaise: rupees(299),
    stock: 0,
    tags: ['attack on titan', 'survey corps', 'wings of freedom', 'enamel keychain'],
    ...NO_FLAGS,
    details: [
      { title: 'Series', content: 'Attack on Titan' },
      { title: 'Dimensions', content: '5 × 4.5 cm charm' },
      { title: 'Material', content: 'Zinc alloy, hard enamel' },
    ],
    features: [
      { name: 'Type', value: 'Enamel metal keychain' },
      { name: 'Packaging', value: 'Zip pouch' },
    ],
    ageDays: 235,
    art: {
      palette: ['#3d5a3b', '#d9c9a3', '#1b4d89'],
      motif: 'keychain',
      series: 'Attack on Titan',
      caption: 'Wings of Freedom',
      hair: 'short',
      hairColor: '#1c1c24',
    },
    imageCount: 2,
  },
  {
    key: 'four-star-dragon-ball-keychain',
    name: 'Four-Star Dragon Ball Keychain with Goku Charm',
    description:
      'A glowing orange resin Dragon Ball with four red stars, paired with a small acrylic chibi Goku charm. ' +
      'The ball is 3.5 cm across and has a satisfying weight.',
    category: 'keychains',
    pricePaise: rupees(179),
    originalPricePaise: rupees(179),
    stock: 110,
    tags: ['dragon ball', 'goku', 'four star ball', 'resin keychain'],
    ...NO_FLAGS,
    details: [
      { title: 'Series', content: 'Dragon Ball Z' },
      { title: 'Dimensions', content: '3.5 cm ball, 4 cm charm' },
      { title: 'Material', content: 'Resin, acrylic, metal ring' },
    ],
    features: [
      { name: 'Pieces', value: 'Ball + charm' },
      { name: 'Type', value: 'Resin & acrylic' },
    ],
    ageDays: 310,
    art: {
      palette: ['#f77f00', '#14213d', '#e63946'],
      motif: 'keychain',
      series: 'Dragon Ball Z',
      caption: 'Four-Star Ball · Goku',
      hair: 'spiky',
      hairColor: '#1c1c24',
    },
    imageCount: 2,
  },
  {
    key: 'all-might-chibi-keychain',
    name: 'All Might “Plus Ultra” Chibi Keychain',
    description:
      'Chibi All Might flashing his trademark smile and thumbs-up, printed on clear acrylic with a bold “Plus Ultra” back side. ' +
      'Cheerful, light and tough.',
    category: 'keychains',
    pricePaise: rupees(199),
    originalPricePaise: rupees(199),
    stock: 58,
    tags: ['my hero academia', 'all might', 'plus ultra', 'acrylic keychain'],
    ...NO_FLAGS,
    details: [
      { title: 'Series', content: 'My Hero Academia' },
      { title: 'Dimensions', content: '6 × 5 cm charm' },
      { title: 'Material', content: 'Acrylic, metal ring' },
    ],
    features: [
      { name: 'Type', value: 'Double-sided acrylic' },
      { name: 'Packaging', value: 'OPP bag' },
    ],
    ageDays: 198,
    art: {
      palette: ['#1d4ed8', '#ef4444', '#facc15'],
      motif: 'keychain',
      series: 'My Hero Academia',
      caption: 'Plus Ultra · Chibi',
      hair: 'spiky',
      hairColor: '#facc15',
    },
    imageCount: 2,
  },
  {
    key: 'anya-heh-face-keychain',
    name: 'Anya “Heh” Face Rubber Keychain',
    description:
      'Anya’s legendary smug face on a soft PVC rubber charm with pink hair and little black horns. ' +
      'Flexible, waterproof and impossible not to smile at.',
    category: 'keychains',
    pricePaise: rupees(149),
    originalPricePaise: rupees(149),
    stock: 100,
    tags: ['spy x family', 'anya forger', 'heh', 'rubber keychain', 'meme'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Series', content: 'Spy x Family' },
      { title: 'Dimensions', content: '5 × 5 cm charm' },
      { title: 'Material', content: 'Soft PVC rubber' },
    ],
    features: [
      { name: 'Type', value: 'Rubber keychain' },
      { name: 'Packaging', value: 'OPP bag' },
    ],
    ageDays: 4,
    art: {
      palette: ['#ff8fab', '#ffd6a5', '#3a2e5c'],
      motif: 'keychain',
      series: 'Spy x Family',
      caption: 'Heh · Rubber Charm',
      hair: 'bob',
      hairColor: '#ffb3c6',
    },
    imageCount: 2,
  },
  {
    key: 'pochita-plush-keychain',
    name: 'Pochita Mini Plush Keychain – 10 cm',
    description:
      'Everyone’s favourite chainsaw devil pup as a squishy 10 cm plush with an embroidered face and a tiny felt chainsaw. ' +
      'Soft, bag-friendly and very huggable.',
    category: 'keychains',
    pricePaise: rupees(399),
    originalPricePaise: rupees(499),
    stock: 42,
    tags: ['chainsaw man', 'pochita', 'plush keychain', 'cute'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Series', content: 'Chainsaw Man' },
      { title: 'Dimensions', content: '10 × 8 cm' },
      { title: 'Material', content: 'Polyester plush, PP cotton filling' },
    ],
    features: [
      { name: 'Type', value: 'Plush keychain' },
      { name: 'Height', value: '10 cm' },
    ],
    ageDays: 64,
    art: {
      palette: ['#f4845f', '#2b2d42', '#f7d6bf'],
      motif: 'keychain',
      series: 'Chainsaw Man',
      caption: 'Pochita · Mini Plush',
      hair: 'short',
      hairColor: '#f4845f',
    },
    imageCount: 3,
  },
  {
    key: 'paimon-acrylic-keychain',
    name: 'Paimon Emergency Food Acrylic Keychain',
    description:
      'Paimon floating with a sweet madame in her hands, on a starry holographic acrylic charm with a small star bead. ' +
      'Every Traveler needs one.',
    category: 'keychains',
    pricePaise: rupees(249),
    originalPricePaise: rupees(249),
    stock: 76,
    tags: ['genshin impact', 'paimon', 'traveler', 'acrylic keychain'],
    ...NO_FLAGS,
    details: [
      { title: 'Series', content: 'Genshin Impact' },
      { title: 'Dimensions', content: '6.5 × 5 cm charm' },
      { title: 'Material', content: 'Holographic acrylic, metal ring, bead' },
    ],
    features: [
      { name: 'Type', value: 'Holographic acrylic' },
      { name: 'Packaging', value: 'OPP bag with header card' },
    ],
    ageDays: 110,
    art: {
      palette: ['#8ecae6', '#1d3557', '#ffd166'],
      motif: 'keychain',
      series: 'Genshin Impact',
      caption: 'Paimon · Holographic',
      hair: 'bob',
      hairColor: '#f8f9fa',
    },
    imageCount: 2,
  },
  {
    key: 'sailor-moon-crystal-compact-keychain',
    name: 'Sailor Moon Crystal Star Compact Keychain',
    description:
      'A miniature metal replica of the Crystal Star compact with a pink enamel heart and sparkly rhinestone. ' +
      'The lid really opens – a tiny treasure for every Moonie.',
    category: 'keychains',
    pricePaise: rupees(599),
    originalPricePaise: rupees(599),
    stock: 25,
    tags: ['sailor moon', 'crystal star', 'compact', 'metal keychain', 'usagi'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Series', content: 'Sailor Moon' },
      { title: 'Dimensions', content: '4.5 cm compact' },
      { title: 'Material', content: 'Zinc alloy, enamel, rhinestone' },
    ],
    features: [
      { name: 'Type', value: 'Openable metal charm' },
      { name: 'Packaging', value: 'Gift box' },
    ],
    ageDays: 92,
    art: {
      palette: ['#ff7eb6', '#5e60ce', '#ffd6e8'],
      motif: 'keychain',
      series: 'Sailor Moon',
      caption: 'Crystal Star Compact',
      hair: 'twintails',
      hairColor: '#ffd166',
    },
    imageCount: 3,
  },
  {
    key: 'kon-plush-keychain',
    name: 'Kon Lion Plush Keychain – 9 cm',
    description:
      'Kon the mod-soul lion plush, complete with his stitched seams and grumpy little face. ' +
      'A fun, lesser-seen Bleach pick for your backpack.',
    category: 'keychains',
    pricePaise: rupees(349),
    originalPricePaise: rupees(349),
    stock: 6,
    tags: ['bleach', 'kon', 'plush keychain', 'mod soul'],
    ...NO_FLAGS,
    details: [
      { title: 'Series', content: 'Bleach' },
      { title: 'Dimensions', content: '9 × 6 cm' },
      { title: 'Material', content: 'Polyester plush, PP cotton filling' },
    ],
    features: [
      { name: 'Type', value: 'Plush keychain' },
      { name: 'Height', value: '9 cm' },
    ],
    ageDays: 180,
    art: {
      palette: ['#f4a261', '#22223b', '#fefae0'],
      motif: 'keychain',
      series: 'Bleach',
      caption: 'Kon · Mini Plush',
      hair: 'short',
      hairColor: '#e9a23b',
    },
    imageCount: 2,
  },
  {
    key: 'genshin-vision-glow-keychain',
    name: 'Genshin Vision Glow-in-the-Dark Keychain',
    description:
      'A gold-tone Vision replica with a glow-in-the-dark gem – choose Electro purple. ' +
      'Charges under room light and glows softly for up to 20 minutes.',
    category: 'keychains',
    pricePaise: rupees(449),
    originalPricePaise: rupees(549),
    stock: 33,
    tags: ['genshin impact', 'vision', 'electro', 'glow in the dark', 'metal keychain'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Series', content: 'Genshin Impact' },
      { title: 'Dimensions', content: '5.5 × 4 cm charm' },
      { title: 'Material', content: 'Zinc alloy, luminous resin' },
    ],
    features: [
      { name: 'Type', value: 'Glow-in-the-dark metal charm' },
      { name: 'Packaging', value: 'Gift box' },
    ],
    ageDays: 13,
    art: {
      palette: ['#7b2cbf', '#240046', '#ffd166'],
      motif: 'keychain',
      series: 'Genshin Impact',
      caption: 'Electro Vision · Glow',
      hair: 'long',
      hairColor: '#5a3d8a',
    },
    imageCount: 2,
  },

  // ───────────────────────────── Q Posket ─────────────────────────────
  {
    key: 'qposket-nezuko-kamado',
    name: 'Q Posket Nezuko Kamado (Ver. A) – 14 cm',
    description:
      'Nezuko in the soft Q Posket style: big sparkling eyes, slender proportions and pastel paint on her pink kimono. ' +
      'A prize figure that punches well above its price; sealed box.',
    category: 'qposket',
    pricePaise: rupees(1_899),
    originalPricePaise: rupees(2_299),
    stock: 36,
    tags: ['q posket', 'demon slayer', 'nezuko kamado', 'prize figure'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Demon Slayer' },
      { title: 'Dimensions', content: '14 × 7 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Version', value: 'Ver. A (pastel)' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 140,
    art: {
      palette: ['#f28bb1', '#ffe5ec', '#ff9f43'],
      motif: 'chibi',
      series: 'Demon Slayer',
      caption: 'Q Posket · Ver. A',
      hair: 'long',
      hairColor: '#2b1b2e',
    },
    imageCount: 3,
  },
  {
    key: 'qposket-sailor-moon',
    name: 'Q Posket Sailor Moon Eternal – 14 cm',
    description:
      'Usagi in her Eternal Sailor Moon outfit with golden odango twin-tails and the Moon Kaleidoscope. ' +
      'Shimmering pearl paint on the skirt; the Q Posket proportions make her look straight out of the movie.',
    category: 'qposket',
    pricePaise: rupees(2_299),
    originalPricePaise: rupees(2_299),
    stock: 21,
    tags: ['q posket', 'sailor moon', 'usagi tsukino', 'eternal', 'prize figure'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Sailor Moon Eternal' },
      { title: 'Dimensions', content: '14 × 8 × 8 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Version', value: 'Ver. A' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 100,
    art: {
      palette: ['#ff7eb6', '#c8b6ff', '#ffd166'],
      motif: 'chibi',
      series: 'Sailor Moon',
      caption: 'Q Posket · Eternal',
      hair: 'twintails',
      hairColor: '#ffd166',
    },
    imageCount: 3,
  },
  {
    key: 'qposket-anya-forger',
    name: 'Q Posket Anya Forger – 13 cm',
    description:
      'Anya in her Eden Academy uniform, clutching her stuffed chimera with wide, curious eyes. ' +
      'Pastel pink hair, tiny horn clips and a clean, glossy finish.',
    category: 'qposket',
    pricePaise: rupees(1_699),
    originalPricePaise: rupees(1_699),
    stock: 48,
    tags: ['q posket', 'spy x family', 'anya forger', 'prize figure'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Spy x Family' },
      { title: 'Dimensions', content: '13 × 7 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '13 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 70,
    art: {
      palette: ['#ff8fab', '#e0f0ff', '#3a2e5c'],
      motif: 'chibi',
      series: 'Spy x Family',
      caption: 'Q Posket · Anya',
      hair: 'bob',
      hairColor: '#ffb3c6',
    },
    imageCount: 3,
  },
  {
    key: 'qposket-yor-forger',
    name: 'Q Posket Yor Forger Thorn Princess – 14 cm',
    description:
      'Yor in her black Thorn Princess dress with golden stiletto daggers and a rose hair band. ' +
      'Elegant and a little dangerous – pairs beautifully with Q Posket Anya.',
    category: 'qposket',
    pricePaise: rupees(2_199),
    originalPricePaise: rupees(2_699),
    stock: 17,
    tags: ['q posket', 'spy x family', 'yor forger', 'thorn princess'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Spy x Family' },
      { title: 'Dimensions', content: '14 × 8 × 8 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Version', value: 'Ver. B (dark)' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 8,
    art: {
      palette: ['#2b2d42', '#d90429', '#ffd166'],
      motif: 'chibi',
      series: 'Spy x Family',
      caption: 'Q Posket · Thorn Princess',
      hair: 'long',
      hairColor: '#1b1b26',
    },
    imageCount: 3,
  },
  {
    key: 'qposket-nami',
    name: 'Q Posket Nami (Wano Kimono) – 14 cm',
    description:
      'Nami in her Wano Country kimono with orange hair tied up and her Clima-Tact slung behind. ' +
      'Soft gradients and tiny printed flowers on the sleeves.',
    category: 'qposket',
    pricePaise: rupees(1_999),
    originalPricePaise: rupees(1_999),
    stock: 26,
    tags: ['q posket', 'one piece', 'nami', 'wano'],
    ...NO_FLAGS,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '14 × 8 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 165,
    art: {
      palette: ['#ff9f1c', '#2ec4b6', '#ffbf69'],
      motif: 'chibi',
      series: 'One Piece',
      caption: 'Q Posket · Wano Nami',
      hair: 'long',
      hairColor: '#ff7b00',
    },
    imageCount: 2,
  },
  {
    key: 'qposket-boa-hancock',
    name: 'Q Posket Boa Hancock – 15 cm',
    description:
      'The Pirate Empress in her red qipao-style dress with Salome the snake coiled at her feet. ' +
      'Long glossy black hair and a confident pose – one of the most striking Q Poskets we stock.',
    category: 'qposket',
    pricePaise: rupees(2_499),
    originalPricePaise: rupees(2_499),
    stock: 4,
    tags: ['q posket', 'one piece', 'boa hancock', 'pirate empress'],
    ...NO_FLAGS,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '15 × 8 × 8 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '15 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 260,
    art: {
      palette: ['#d62828', '#3c096c', '#fcbf49'],
      motif: 'chibi',
      series: 'One Piece',
      caption: 'Q Posket · Pirate Empress',
      hair: 'long',
      hairColor: '#14141c',
    },
    imageCount: 2,
  },
  {
    key: 'qposket-power',
    name: 'Q Posket Power – 14 cm',
    description:
      'Power with her red horns, sharp-toothed grin and a blood hammer over her shoulder. ' +
      'The Q Posket style makes the Blood Fiend look surprisingly cute.',
    category: 'qposket',
    pricePaise: rupees(2_299),
    originalPricePaise: rupees(2_299),
    stock: 19,
    tags: ['q posket', 'chainsaw man', 'power', 'blood fiend'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Chainsaw Man' },
      { title: 'Dimensions', content: '14 × 8 × 8 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 1,
    art: {
      palette: ['#ef476f', '#1b1b1e', '#ffd166'],
      motif: 'chibi',
      series: 'Chainsaw Man',
      caption: 'Q Posket · Power',
      hair: 'long',
      hairColor: '#ffc8a2',
    },
    imageCount: 3,
  },
  {
    key: 'qposket-makima',
    name: 'Q Posket Makima – 15 cm',
    description:
      'Makima in her crisp white shirt and tie, braided auburn hair and those ringed golden eyes. ' +
      'Understated, elegant and unsettling in the best way.',
    category: 'qposket',
    pricePaise: rupees(2_399),
    originalPricePaise: rupees(2_999),
    stock: 10,
    tags: ['q posket', 'chainsaw man', 'makima', 'control devil'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Chainsaw Man' },
      { title: 'Dimensions', content: '15 × 7 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '15 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 45,
    art: {
      palette: ['#f8f9fa', '#9b2226', '#ee9b00'],
      motif: 'chibi',
      series: 'Chainsaw Man',
      caption: 'Q Posket · Makima',
      hair: 'long',
      hairColor: '#c8553d',
    },
    imageCount: 3,
  },
  {
    key: 'qposket-mikasa-ackerman',
    name: 'Q Posket Mikasa Ackerman – 14 cm',
    description:
      'Mikasa in her Survey Corps jacket and red scarf, short black hair and a determined look. ' +
      'Tiny ODM gear details and a green cape sculpted behind.',
    category: 'qposket',
    pricePaise: rupees(1_999),
    originalPricePaise: rupees(1_999),
    stock: 23,
    tags: ['q posket', 'attack on titan', 'mikasa ackerman', 'survey corps'],
    ...NO_FLAGS,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Attack on Titan' },
      { title: 'Dimensions', content: '14 × 8 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 215,
    art: {
      palette: ['#3d5a3b', '#d9c9a3', '#c1121f'],
      motif: 'chibi',
      series: 'Attack on Titan',
      caption: 'Q Posket · Mikasa',
      hair: 'bob',
      hairColor: '#15151f',
    },
    imageCount: 2,
  },
  {
    key: 'qposket-hinata-hyuga',
    name: 'Q Posket Hinata Hyuga – 14 cm',
    description:
      'Hinata in her lavender jacket with long indigo hair and her gentle, shy smile. ' +
      'Pale Byakugan eyes are beautifully printed; a sweet companion for your Naruto shelf.',
    category: 'qposket',
    pricePaise: rupees(1_799),
    originalPricePaise: rupees(1_799),
    stock: 31,
    tags: ['q posket', 'naruto', 'hinata hyuga', 'byakugan'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Naruto Shippuden' },
      { title: 'Dimensions', content: '14 × 7 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 195,
    art: {
      palette: ['#b8a9e8', '#2d2a5a', '#f3e8ff'],
      motif: 'chibi',
      series: 'Naruto Shippuden',
      caption: 'Q Posket · Hinata',
      hair: 'long',
      hairColor: '#2d2a5a',
    },
    imageCount: 3,
  },
  {
    key: 'qposket-shinobu-kocho',
    name: 'Q Posket Shinobu Kocho – 14 cm',
    description:
      'The Insect Hashira in her butterfly-wing haori with a purple-tipped bob and a calm smile. ' +
      'Translucent butterfly hair ornament and soft gradient paint.',
    category: 'qposket',
    pricePaise: rupees(1_899),
    originalPricePaise: rupees(1_899),
    stock: 0,
    tags: ['q posket', 'demon slayer', 'shinobu kocho', 'insect hashira'],
    ...NO_FLAGS,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Demon Slayer' },
      { title: 'Dimensions', content: '14 × 8 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '14 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 245,
    art: {
      palette: ['#9d4edd', '#2c2c54', '#80ffdb'],
      motif: 'chibi',
      series: 'Demon Slayer',
      caption: 'Q Posket · Insect Hashira',
      hair: 'bob',
      hairColor: '#2c2c54',
    },
    imageCount: 2,
  },
  {
    key: 'qposket-bulma',
    name: 'Q Posket Bulma (Classic) – 13 cm',
    description:
      'Classic Bulma in her pink dress with turquoise side-ponytail and the Dragon Radar in hand. ' +
      'A nostalgic pick for anyone who grew up on Dragon Ball after school.',
    category: 'qposket',
    pricePaise: rupees(1_499),
    originalPricePaise: rupees(1_799),
    stock: 27,
    tags: ['q posket', 'dragon ball', 'bulma', 'dragon radar', 'classic'],
    ...NO_FLAGS,
    details: [
      { title: 'Line', content: 'Q Posket prize figure (imported)' },
      { title: 'Series', content: 'Dragon Ball' },
      { title: 'Dimensions', content: '13 × 7 × 7 cm' },
      { title: 'Material', content: 'PVC, ABS' },
    ],
    features: [
      { name: 'Height', value: '13 cm' },
      { name: 'Packaging', value: 'Sealed window box' },
    ],
    ageDays: 280,
    art: {
      palette: ['#ff85a1', '#2ec4b6', '#ffd166'],
      motif: 'chibi',
      series: 'Dragon Ball',
      caption: 'Q Posket · Classic Bulma',
      hair: 'short',
      hairColor: '#34c6c0',
    },
    imageCount: 2,
  },

  // ───────────────────────────── Other ─────────────────────────────
  {
    key: 'gojo-acrylic-stand',
    name: 'Gojo Satoru Acrylic Stand – 15 cm',
    description:
      'A 15 cm acrylic standee of Gojo in his Jujutsu High uniform, double-side printed with a domain-themed base. ' +
      'Slots together in seconds; comes with a protective film on both sides.',
    category: 'other',
    pricePaise: rupees(499),
    originalPricePaise: rupees(599),
    stock: 55,
    tags: ['jujutsu kaisen', 'gojo satoru', 'acrylic stand', 'standee'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Series', content: 'Jujutsu Kaisen' },
      { title: 'Dimensions', content: '15 × 8 cm (with base)' },
      { title: 'Material', content: '3 mm clear acrylic' },
    ],
    features: [
      { name: 'Height', value: '15 cm' },
      { name: 'Packaging', value: 'OPP bag with header card' },
    ],
    ageDays: 80,
    art: {
      palette: ['#3a0ca3', '#4cc9f0', '#f1f3ff'],
      motif: 'stand',
      series: 'Jujutsu Kaisen',
      caption: 'Acrylic Stand · 15 cm',
      hair: 'spiky',
      hairColor: '#f1f3ff',
    },
    imageCount: 2,
  },
  {
    key: 'straw-hat-crew-acrylic-stand',
    name: 'Straw Hat Crew Acrylic Diorama Stand – 20 cm',
    description:
      'Luffy, Zoro, Nami and friends on the deck of the Thousand Sunny as a layered acrylic diorama. ' +
      'Three printed layers create real depth on your desk.',
    category: 'other',
    pricePaise: rupees(899),
    originalPricePaise: rupees(899),
    stock: 24,
    tags: ['one piece', 'straw hat crew', 'luffy', 'acrylic stand', 'diorama'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '20 × 14 × 6 cm' },
      { title: 'Material', content: '3 mm clear acrylic, 3 layers' },
    ],
    features: [
      { name: 'Height', value: '20 cm' },
      { name: 'Layers', value: '3' },
      { name: 'Packaging', value: 'Box' },
    ],
    ageDays: 17,
    art: {
      palette: ['#e63946', '#457b9d', '#f1c453'],
      motif: 'stand',
      series: 'One Piece',
      caption: 'Crew Diorama · 20 cm',
      hair: 'short',
      hairColor: '#1c1c24',
    },
    imageCount: 3,
  },
  {
    key: 'attack-on-titan-wall-poster-set',
    name: 'Attack on Titan Wall Poster Set – A3 (Pack of 3)',
    description:
      'Three A3 posters on 300 GSM matte art paper: the Survey Corps charge, Colossal Titan over Wall Maria and Levi squad. ' +
      'Rich, fade-resistant colours; shipped rolled in a hard tube so there are no creases.',
    category: 'other',
    pricePaise: rupees(399),
    originalPricePaise: rupees(599),
    stock: 90,
    tags: ['attack on titan', 'poster', 'wall decor', 'survey corps', 'levi'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Series', content: 'Attack on Titan' },
      { title: 'Dimensions', content: 'A3 – 29.7 × 42 cm each' },
      { title: 'Material', content: '300 GSM matte art paper' },
    ],
    features: [
      { name: 'Pieces', value: '3 posters' },
      { name: 'Packaging', value: 'Hard tube' },
    ],
    ageDays: 225,
    art: {
      palette: ['#6b4f3a', '#1e1a17', '#e0b872'],
      motif: 'poster',
      series: 'Attack on Titan',
      caption: 'A3 Poster Set · 3 pcs',
      hair: 'short',
      hairColor: '#1c1c24',
    },
    imageCount: 3,
  },
  {
    key: 'demon-slayer-hashira-poster',
    name: 'Demon Slayer Hashira Framed Poster – A4',
    description:
      'All nine Hashira in a dramatic line-up, printed on glossy photo paper in a black A4 frame with acrylic glass. ' +
      'Ready to hang, with a stand at the back for desks.',
    category: 'other',
    pricePaise: rupees(699),
    originalPricePaise: rupees(699),
    stock: 40,
    tags: ['demon slayer', 'hashira', 'framed poster', 'wall decor'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Series', content: 'Demon Slayer' },
      { title: 'Dimensions', content: 'A4 – 21 × 29.7 cm (frame 24 × 33 cm)' },
      { title: 'Material', content: 'Glossy photo paper, MDF frame, acrylic glass' },
    ],
    features: [
      { name: 'Frame', value: 'Black, wall or desk' },
      { name: 'Packaging', value: 'Bubble wrap + carton' },
    ],
    ageDays: 134,
    art: {
      palette: ['#e85d04', '#1f8a70', '#ffba08'],
      motif: 'poster',
      series: 'Demon Slayer',
      caption: 'Hashira · Framed A4',
      hair: 'spiky',
      hairColor: '#ffb703',
    },
    imageCount: 2,
  },
  {
    key: 'pochita-plush-30cm',
    name: 'Pochita Plush – 30 cm',
    description:
      'A big, squishy 30 cm Pochita with an embroidered face, soft orange fur and a plush chainsaw on his nose. ' +
      'Super-soft minky fabric and premium fibre filling – the perfect hug-sized devil.',
    category: 'other',
    pricePaise: rupees(1_299),
    originalPricePaise: rupees(1_699),
    stock: 0,
    tags: ['chainsaw man', 'pochita', 'plush', 'soft toy', 'gift'],
    ...NO_FLAGS,
    isFeatured: true,
    details: [
      { title: 'Series', content: 'Chainsaw Man' },
      { title: 'Dimensions', content: '30 × 25 × 20 cm' },
      { title: 'Material', content: 'Minky polyester, PP cotton filling' },
    ],
    features: [
      { name: 'Size', value: '30 cm' },
      { name: 'Care', value: 'Hand wash, dry in shade' },
    ],
    ageDays: 52,
    art: {
      palette: ['#f4845f', '#2b2d42', '#f7d6bf'],
      motif: 'plush',
      series: 'Chainsaw Man',
      caption: 'Pochita Plush · 30 cm',
      hairColor: '#f4845f',
    },
    imageCount: 3,
  },
  {
    key: 'chopper-plush-25cm',
    name: 'Tony Tony Chopper Plush – 25 cm',
    description:
      'Chopper with his pink top hat, blue nose and tiny antlers as a soft 25 cm plush. ' +
      'Embroidered details, no loose parts – safe and cuddly for fans of all ages.',
    category: 'other',
    pricePaise: rupees(999),
    originalPricePaise: rupees(999),
    stock: 29,
    tags: ['one piece', 'chopper', 'plush', 'soft toy'],
    ...NO_FLAGS,
    isBestSeller: true,
    details: [
      { title: 'Series', content: 'One Piece' },
      { title: 'Dimensions', content: '25 × 18 × 15 cm' },
      { title: 'Material', content: 'Polyester plush, PP cotton filling' },
    ],
    features: [
      { name: 'Size', value: '25 cm' },
      { name: 'Care', value: 'Surface wash' },
    ],
    ageDays: 118,
    art: {
      palette: ['#ff8fab', '#8d5a3b', '#4cc9f0'],
      motif: 'plush',
      series: 'One Piece',
      caption: 'Chopper Plush · 25 cm',
      hairColor: '#ff8fab',
    },
    imageCount: 2,
  },
  {
    key: 'genshin-teyvat-xl-mouse-pad',
    name: 'Genshin Impact Teyvat XL Gaming Mouse Pad – 90 × 40 cm',
    description:
      'A desk-sized 90 × 40 cm mouse pad with Inazuma’s skyline under violet lightning. ' +
      'Smooth speed-cloth surface, anti-slip rubber base and stitched edges that will not fray.',
    category: 'other',
    pricePaise: rupees(1_199),
    originalPricePaise: rupees(1_499),
    stock: 37,
    tags: ['genshin impact', 'mouse pad', 'gaming', 'inazuma', 'desk mat'],
    ...NO_FLAGS,
    isNewArrival: true,
    details: [
      { title: 'Series', content: 'Genshin Impact' },
      { title: 'Dimensions', content: '90 × 40 × 0.3 cm' },
      { title: 'Material', content: 'Speed cloth, natural rubber base' },
    ],
    features: [
      { name: 'Size', value: 'XL 90 × 40 cm' },
      { name: 'Edges', value: 'Stitched' },
      { name: 'Packaging', value: 'Rolled in box' },
    ],
    ageDays: 2,
    art: {
      palette: ['#7b2cbf', '#240046', '#e0aaff'],
      motif: 'mousepad',
      series: 'Genshin Impact',
      caption: 'XL Desk Mat · 90 × 40 cm',
      hair: 'long',
      hairColor: '#5a3d8a',
    },
    imageCount: 3,
  },
  {
    key: 'naruto-sharingan-mouse-pad',
    name: 'Naruto Team 7 Mouse Pad – 35 × 25 cm',
    description:
      'A regular-size mouse pad with Team 7 on a Hidden Leaf sunset, perfect for study desks and laptops. ' +
      'Smooth cloth top and a grippy rubber base.',
    category: 'other',
    pricePaise: rupees(349),
    originalPricePaise: rupees(349),
    stock: 66,
    tags: ['naruto', 'team 7', 'mouse pad', 'desk'],
    ...NO_FLAGS,
    details: [
      { title: 'Series', content: 'Naruto' },
      { title: 'Dimensions', content: '35 × 25 × 0.3 cm' },
      { title: 'Material', content: 'Cloth top, rubber base' },
    ],
    features: [
      { name: 'Size', value: '35 × 25 cm' },
      { name: 'Edges', value: 'Stitched' },
    ],
    ageDays: 345,
    art: {
      palette: ['#ff8a1f', '#1f3a93', '#ffd23f'],
      motif: 'mousepad',
      series: 'Naruto',
      caption: 'Team 7 · 35 × 25 cm',
      hair: 'spiky',
      hairColor: '#ffd23f',
    },
    imageCount: 2,
  },
]

export const demoShoppers: DemoShopper[] = [
  { name: 'Aarav Sharma', email: 'aarav.sharma@example.com' },
  { name: 'Priya Nair', email: 'priya.nair@example.com' },
  { name: 'Rohan Mehta', email: 'rohan.mehta@example.com' },
  { name: 'Sneha Iyer', email: 'sneha.iyer@example.com' },
  { name: 'Kabir Singh Bedi', email: 'kabir.bedi@example.com' },
  { name: 'Ananya Das', email: 'ananya.das@example.com' },
]

type ShopperHandle = 'aarav' | 'priya' | 'rohan' | 'sneha' | 'kabir' | 'ananya'
const shopperEmail: Record<ShopperHandle, string> = {
  aarav: 'aarav.sharma@example.com',
  priya: 'priya.nair@example.com',
  rohan: 'rohan.mehta@example.com',
  sneha: 'sneha.iyer@example.com',
  kabir: 'kabir.bedi@example.com',
  ananya: 'ananya.das@example.com',
}

type ReviewRow = [shopper: ShopperHandle, rating: DemoReview['rating'], ageDays: number, comment: string]

/** Reviews grouped by product; the shopper handles keep the table readable. */
const reviewsByProduct: Record<string, ReviewRow[]> = {
  'naruto-uzumaki-sage-mode-figure': [
    [
      'aarav',
      5,
      190,
      'Paint work on the cloak is superb. Packing was solid, reached Pune in 4 days without a scratch.',
    ],
    [
      'rohan',
      5,
      150,
      'Bought it for my brother’s birthday and he has not stopped showing it off. Worth every rupee.',
    ],
    ['sneha', 4, 96, 'Looks great on my shelf. Base is a little light but the figure itself is perfect.'],
    ['kabir', 4, 40, 'Good detailing for this price range. Got it in the sale, happy with the deal.'],
  ],
  'sasuke-uchiha-chidori-figure': [
    [
      'rohan',
      5,
      200,
      'The Chidori effect part looks amazing with a desk lamp behind it. Dattebayo… wait, wrong guy 😄',
    ],
    ['ananya', 4, 120, 'Sharingan eyes are crisp. Took a week to reach Guwahati but well packed.'],
  ],
  'itachi-uchiha-akatsuki-figure': [
    ['aarav', 5, 300, 'Best figure in my collection. The cloak folds look so real.'],
    ['priya', 5, 260, 'My husband is an Itachi fan and loved this. Crow details are a nice touch.'],
    ['kabir', 4, 210, 'Very good quality. Wish it had a slightly bigger base, but no complaints overall.'],
    ['sneha', 5, 95, 'Finally got it before it went out of stock again. Absolutely stunning.'],
    [
      'rohan',
      3,
      30,
      'Figure is nice but one crow had a small paint smudge. Support offered a partial refund, so fine.',
    ],
  ],
  'luffy-gear-5-figure': [
    ['kabir', 5, 5, 'HUGE and gorgeous! The extra laughing face is hilarious. Delivered to Delhi in 3 days.'],
    ['ananya', 5, 2, 'Gear 5 hype is real. Pearl white finish is so clean, no glue marks anywhere.'],
  ],
  'roronoa-zoro-three-sword-figure': [
    ['rohan', 5, 170, 'Three swords fit snugly, nothing wobbles. Zoro looks fierce!'],
    ['aarav', 4, 110, 'Great sculpt. The sword in the mouth needed a little push to seat properly.'],
    ['kabir', 5, 60, 'Second figure from this shop and again top quality. Santoryu!'],
  ],
  'shanks-red-hair-figure': [
    ['priya', 5, 70, 'Heavy and premium feeling. The cape sculpt is beautiful. Pricey but worth it.'],
  ],
  'tanjiro-kamado-water-breathing-figure': [
    ['sneha', 5, 150, 'The water effect is gorgeous, looks like a scene from the anime.'],
    ['ananya', 5, 132, 'Ordered with COD, came in 5 days to Kolkata. Box was double-packed. Loved it.'],
    ['aarav', 4, 100, 'Checks on the haori are very sharp. Slight lean to the left but barely noticeable.'],
    ['priya', 5, 65, 'Gift for my daughter, she screamed with joy. Thank you!'],
    ['rohan', 4, 20, 'Good value in the sale. Effect part is a bit fiddly to attach the first time.'],
  ],
  'nezuko-kamado-bamboo-figure': [
    ['priya', 5, 160, 'So pretty! The hair gradient to orange is done really well.'],
    ['sneha', 4, 88, 'Cute figure, but smaller than I imagined. Still very happy with it.'],
    ['ananya', 3, 35, 'Nice paint but the box arrived dented. Figure was fine though.'],
  ],
  'kyojuro-rengoku-flame-hashira-figure': [
    [
      'kabir',
      5,
      270,
      'SET YOUR HEART ABLAZE! Flames look insane under light. Please restock, my friend wants one.',
    ],
    ['aarav', 5, 240, 'Most dynamic figure I own. Red-gold paint is very vibrant.'],
    ['rohan', 4, 180, 'Beautiful but needs space – the flame effect is wide.'],
  ],
  'satoru-gojo-domain-expansion-figure': [
    [
      'ananya',
      5,
      2,
      'The acrylic domain panel makes this look unreal. Best JJK figure I have seen in India.',
    ],
  ],
  'yuji-itadori-divergent-fist-figure': [
    ['rohan', 4, 100, 'Compact and nicely detailed. Good entry figure.'],
    ['sneha', 3, 60, 'Decent, but the cursed energy effect looks a bit plasticky. OK for the price.'],
  ],
  'ryomen-sukuna-king-of-curses-figure': [
    ['kabir', 5, 7, 'The throne base is crazy detailed. Sukuna looks menacing. Fast delivery to Chandigarh.'],
  ],
  'levi-ackerman-odm-gear-figure': [
    ['aarav', 5, 180, 'Levi literally looks like he is flying. Support rod is sturdy.'],
    ['priya', 4, 150, 'Lovely figure, gear details are great. Took 8 days to reach Kochi.'],
    ['kabir', 5, 90, 'Humanity’s strongest on my desk. Packaging was excellent.'],
    ['sneha', 4, 45, 'Great sculpt, but the blades are thin, handle carefully.'],
  ],
  'eren-yeager-founding-titan-statue': [
    [
      'rohan',
      5,
      50,
      'Expensive but absolutely premium. The weathering paint is museum-level. Came double boxed with foam.',
    ],
    ['aarav', 4, 22, 'Massive statue. Needed a bigger shelf! Quality is top notch.'],
  ],
  'goku-ultra-instinct-figure': [
    ['kabir', 5, 280, 'Silver hair shine is amazing. Kakarot on my study table now.'],
    ['rohan', 5, 240, 'Great muscle detail and the aura base looks cool.'],
    ['ananya', 4, 190, 'Nice figure. The aura ring has a small seam line.'],
    ['priya', 5, 120, 'Bought for my nephew, he loves Dragon Ball. Delivered before Diwali as promised.'],
    ['aarav', 2, 60, 'Mine came with a loose hand. Replacement took two weeks, figure is fine now.'],
  ],
  'vegeta-super-saiyan-blue-figure': [
    ['rohan', 4, 230, 'Final Flash effect is great. Blue hair colour is vivid.'],
    ['kabir', 5, 150, 'The Prince deserves the best spot on my shelf. Very good quality.'],
  ],
  'izuku-midoriya-full-cowl-figure': [
    ['sneha', 4, 130, 'Cute size, sparks look great. Good gift option under 2.5k.'],
    ['ananya', 5, 70, 'PLUS ULTRA! Really good for the price.'],
  ],
  'katsuki-bakugo-explosion-figure': [
    ['kabir', 5, 200, 'Explosion effects are fantastic. Bakugo’s face is perfect.'],
    ['aarav', 3, 150, 'Looks good but leans a little on the base. Had to adjust it.'],
    ['sneha', 4, 100, 'Very dynamic pose. Waiting for a restock to buy another as a gift.'],
  ],
  'anya-forger-peanut-figure': [
    ['priya', 5, 6, 'Waku waku! So cute, my whole family loves it.'],
    ['sneha', 5, 3, 'The heh face is perfect 😂 Small but adorable.'],
  ],
  'denji-chainsaw-man-figure': [
    ['rohan', 4, 10, 'Chainsaw teeth look metallic and sharp. Good packing. Slightly pricey.'],
  ],
  'raiden-shogun-musou-figure': [
    ['ananya', 5, 60, 'Breathtaking. The lightning effects and kimono layers are gorgeous.'],
    ['aarav', 5, 35, 'Worth the money. Genshin fans, don’t think twice.'],
  ],
  'ichigo-kurosaki-bankai-figure': [
    ['kabir', 5, 14, 'TYBW hype! The black finish is deep and the blade looks sharp.'],
    ['rohan', 4, 9, 'Very nice. Base could be bigger for a figure this dynamic.'],
  ],
  'hidden-leaf-headband-metal-keychain': [
    ['aarav', 5, 300, 'Solid metal, not cheap plastic. Using it on my scooty keys.'],
    ['priya', 4, 250, 'Nice weight. Strap colour slightly darker than the photo.'],
    ['rohan', 5, 180, 'Bought 3 for my friends. Good quality for 249.'],
    ['ananya', 4, 75, 'Good keychain, ring is strong.'],
  ],
  'akatsuki-cloud-acrylic-keychain': [
    ['sneha', 4, 200, 'Print is clear and the acrylic is thick. Cute chibi Itachi.'],
    ['kabir', 3, 120, 'Good but the ring is small, had to put a bigger one.'],
  ],
  'luffy-straw-hat-acrylic-keychain': [
    ['priya', 5, 140, 'The glitter back is so pretty! My daughter has it on her school bag.'],
    ['ananya', 5, 100, 'Very cute and sturdy. Print has not faded after months.'],
    ['rohan', 4, 50, 'Nice value. Delivery took 6 days.'],
  ],
  'tanjiro-nezuko-acrylic-keychain-set': [
    ['sneha', 5, 110, 'Got this to share with my sister. The gift pouch was a lovely touch.'],
    ['priya', 5, 80, 'So cute together! Print quality is excellent.'],
    ['kabir', 4, 30, 'Good set, slightly smaller than expected.'],
  ],
  'gojo-blindfold-acrylic-keychain': [
    ['ananya', 5, 80, 'The holographic effect is stunning in sunlight.'],
    ['sneha', 5, 60, 'Gojo’s cheeky face is perfect. Bought two.'],
    ['aarav', 4, 25, 'Nice keychain, slight scratch on the edge but fine.'],
  ],
  'survey-corps-wings-enamel-keychain': [
    ['rohan', 5, 220, 'Enamel is very neat and shiny. Premium feel.'],
    ['aarav', 4, 140, 'Good keychain. Please restock, want one more!'],
  ],
  'four-star-dragon-ball-keychain': [
    ['kabir', 4, 280, 'Ball looks great, charm is small but cute.'],
    ['priya', 2, 200, 'Resin ball had a small bubble inside. Okay for 179.'],
  ],
  'all-might-chibi-keychain': [['aarav', 5, 150, 'Makes me smile every time I grab my keys. Plus Ultra!']],
  'anya-heh-face-keychain': [['priya', 5, 3, 'Heh. Best 149 rupees I have spent this month.']],
  'pochita-plush-keychain': [
    ['sneha', 5, 60, 'Soooo soft. The tiny chainsaw is adorable.'],
    ['ananya', 5, 40, 'Cutest thing on my backpack. Stitching is neat.'],
    ['kabir', 4, 12, 'Cute, but a bit smaller than I thought. Still worth it.'],
  ],
  'paimon-acrylic-keychain': [
    ['ananya', 4, 90, 'Emergency food secured! Holographic back is pretty.'],
    ['rohan', 4, 55, 'Good quality print. Bead adds a nice touch.'],
  ],
  'sailor-moon-crystal-compact-keychain': [
    ['priya', 5, 85, 'It actually opens!! Childhood dream come true. Came in a little gift box.'],
    ['sneha', 5, 50, 'So sparkly and well made. In the name of the moon, 5 stars.'],
    ['ananya', 3, 20, 'Pretty but heavier than expected for a keychain, the clasp feels weak.'],
  ],
  'kon-plush-keychain': [
    ['aarav', 4, 160, 'Funny little Kon, good stitching. My Bleach bag is complete now.'],
  ],
  'genshin-vision-glow-keychain': [
    ['ananya', 5, 8, 'The glow actually lasts quite long. Electro Vision looks premium.'],
  ],
  'qposket-nezuko-kamado': [
    ['priya', 5, 130, 'Q Posket eyes are so sparkly. Box was sealed and perfect.'],
    ['sneha', 5, 90, 'My first Q Posket and I am hooked. Pastel colours are lovely.'],
    ['ananya', 4, 50, 'Cute, slightly shiny skin paint but looks nice on the shelf.'],
    ['kabir', 5, 15, 'Bought on discount, great value. Fast shipping to Jaipur.'],
  ],
  'qposket-sailor-moon': [
    ['priya', 5, 95, 'Pearl skirt shimmer is beautiful. Moonie heart happy!'],
    ['sneha', 4, 60, 'Lovely figure, Kaleidoscope is a bit tiny. Still adorable.'],
  ],
  'qposket-anya-forger': [
    ['sneha', 5, 65, 'Anya with the chimera plush is too cute to handle.'],
    ['priya', 5, 40, 'Exactly like the pictures. Came in 4 days.'],
    ['rohan', 4, 18, 'Good figure, box had a small crease.'],
  ],
  'qposket-yor-forger': [['sneha', 5, 5, 'Elegant! Looks great next to my Anya.']],
  'qposket-nami': [
    ['kabir', 4, 150, 'Wano kimono details are nice. Hair colour is vibrant.'],
    ['ananya', 5, 90, 'Beautiful Nami, the sleeve prints are so tiny and neat.'],
  ],
  'qposket-boa-hancock': [
    ['rohan', 5, 240, 'Salome the snake is a fun detail. Super glossy hair.'],
    ['aarav', 4, 200, 'Nice figure, only a few left when I ordered. Glad I grabbed one.'],
    ['kabir', 5, 130, 'One of my favourite Q Poskets, great pose.'],
  ],
  'qposket-makima': [
    ['ananya', 5, 40, 'Those ringed eyes are perfect. Very elegant figure.'],
    ['rohan', 4, 21, 'Good quality, a bit pricey at full price, got it in the sale.'],
  ],
  'qposket-mikasa-ackerman': [
    ['aarav', 4, 200, 'Nice red scarf detail. Good figure for the price.'],
    ['sneha', 3, 120, 'Face looks a little different from the anime. Overall okay.'],
  ],
  'qposket-hinata-hyuga': [
    ['priya', 5, 180, 'Hinata’s shy smile is captured perfectly.'],
    ['sneha', 5, 140, 'Byakugan eyes printed so neatly. Loved it.'],
    ['ananya', 4, 70, 'Very pretty, slight paint bleed on the jacket zip.'],
  ],
  'qposket-shinobu-kocho': [
    ['sneha', 5, 230, 'The butterfly hair clip is translucent and gorgeous.'],
    ['priya', 4, 150, 'Beautiful figure. Wish it came back in stock, want one for a friend.'],
  ],
  'qposket-bulma': [['kabir', 4, 260, 'Pure nostalgia. Dragon Radar is tiny but well painted.']],
  'gojo-acrylic-stand': [
    ['ananya', 5, 70, 'Print is sharp on both sides. Looks great on my monitor stand.'],
    ['sneha', 4, 40, 'Nice quality, remember to peel the protective film!'],
    ['aarav', 5, 12, 'Cheap and cheerful desk decor. Love it.'],
  ],
  'straw-hat-crew-acrylic-stand': [
    ['rohan', 5, 10, 'The three layers give real depth. Crew looks awesome together.'],
  ],
  'attack-on-titan-wall-poster-set': [
    ['rohan', 5, 210, 'Came in a hard tube, no creases at all. Colours are rich.'],
    ['kabir', 4, 160, 'Nice posters, matte finish means no glare. Good deal for 3.'],
    ['aarav', 4, 100, 'Good print quality. One poster had a tiny mark on the corner.'],
  ],
  'demon-slayer-hashira-poster': [
    ['priya', 4, 110, 'The frame is decent and the print is glossy. Nice for a study room.'],
    ['sneha', 5, 60, 'All nine Hashira look amazing. Arrived well packed.'],
  ],
  'pochita-plush-30cm': [
    ['sneha', 5, 45, 'Softest plush I own. Sleeping with Pochita every night now.'],
    ['priya', 5, 30, 'Gifted to my best friend, she cried. Huge and squishy!'],
    ['ananya', 4, 20, 'So cute, a little smaller than 30 cm if you don’t count the chainsaw.'],
  ],
  'chopper-plush-25cm': [
    ['priya', 5, 100, 'Chopper’s blue nose and hat are adorable. Very soft.'],
    ['kabir', 3, 60, 'Cute, but the hat stitching came a bit loose after a month.'],
  ],
  'genshin-teyvat-xl-mouse-pad': [
    ['rohan', 5, 1, 'Covers my whole desk, artwork is beautiful and the edges are stitched well.'],
  ],
  'naruto-sharingan-mouse-pad': [
    ['aarav', 4, 300, 'Smooth surface, good for office laptop use.'],
    ['kabir', 4, 210, 'Decent pad for 349. Print is bright.'],
    ['ananya', 2, 120, 'Rubber smell for the first week and the edges curled a bit. Print is nice though.'],
  ],
}

export const demoReviews: DemoReview[] = Object.entries(reviewsByProduct).flatMap(([productKey, rows]) =>
  rows.map(([shopper, rating, ageDays, comment]) => ({
    productKey,
    shopperEmail: shopperEmail[shopper],
    rating,
    comment,
    ageDays,
  })),
)
