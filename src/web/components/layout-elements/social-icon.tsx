import { Facebook, Instagram, Twitter, Youtube, type LucideIcon } from 'lucide-react'
import type { SocialNetwork } from '@common/shop-identity'

const ICONS: Record<SocialNetwork, LucideIcon> = {
  instagram: Instagram,
  facebook: Facebook,
  twitter: Twitter,
  youtube: Youtube,
}

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const Icon = ICONS[network]
  return <Icon aria-hidden="true" className={className} />
}
