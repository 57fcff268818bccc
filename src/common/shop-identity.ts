/**
 * Who the shop is and how to reach it: the one place to change the name, contact details and social
 * accounts (footer, contact page, invoice header …).
 */

export const SHOP_NAME = 'AnimeVerse'

export const SHOP_TAGLINE = 'Your Gateway to Anime Collectibles'

/** The footer's brand text and the About page's short pitch. */
export const SHOP_DESCRIPTION =
  'Authentic anime figures, keychains and Q Posket collectibles for fans across India — carefully packed, fairly priced in rupees, delivered to your door.'

export const SHOP_FOUNDED_YEAR = 2025

export interface PostalAddress {
  line1: string
  line2: string
  city: string
  state: string
  postalCode: string
  country: string
}

export const SHOP_ADDRESS: PostalAddress = {
  line1: '2nd Floor, 14 Hill Road',
  line2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400050',
  country: 'India',
}

/** "Bandra West, Mumbai, Maharashtra 400050": short enough for a card or the footer. */
export function formatShortAddress(address: PostalAddress = SHOP_ADDRESS): string {
  return `${address.line2}, ${address.city}, ${address.state} ${address.postalCode}`
}

export function formatFullAddress(address: PostalAddress = SHOP_ADDRESS): string {
  return `${address.line1}, ${address.line2}, ${address.city}, ${address.state} ${address.postalCode}, ${address.country}`
}

export const SHOP_EMAIL = 'support@animeverse.in'

/** As people read it; `SHOP_PHONE_E164` is the same number for tel: and WhatsApp links. */
export const SHOP_PHONE = '+91 98765 43210'
export const SHOP_PHONE_E164 = '+919876543210'

export const SHOP_WHATSAPP_URL = `https://wa.me/${SHOP_PHONE_E164.slice(1)}`
export const SHOP_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatFullAddress())}`

export const SHOP_SUPPORT_HOURS = 'Mon–Sat, 10:00 am – 7:00 pm IST'

export type SocialNetwork = 'instagram' | 'facebook' | 'twitter' | 'youtube'

export interface SocialLink {
  network: SocialNetwork
  label: string
  handle: string
  url: string
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    network: 'instagram',
    label: 'Instagram',
    handle: '@animeverse.in',
    url: 'https://www.instagram.com/animeverse.in',
  },
  {
    network: 'facebook',
    label: 'Facebook',
    handle: 'AnimeVerse India',
    url: 'https://www.facebook.com/animeverse.in',
  },
  { network: 'twitter', label: 'X (Twitter)', handle: '@animeverse_in', url: 'https://x.com/animeverse_in' },
  {
    network: 'youtube',
    label: 'YouTube',
    handle: 'AnimeVerse Unboxings',
    url: 'https://www.youtube.com/@animeverse-in',
  },
]

/** The footer's developer credit. */
export const DEVELOPER_CREDIT = { name: 'AnimeVerse Studio', url: 'https://github.com/animeverse-studio' }
