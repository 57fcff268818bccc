import { useId } from 'react'
import { SHOP_NAME } from '@common/shop-identity'

const sizes = {
  sm: { mark: 'size-7', text: 'text-lg' },
  md: { mark: 'size-8', text: 'text-xl' },
  lg: { mark: 'size-16', text: 'text-4xl sm:text-5xl' },
} as const

/** The star mark and the shop's name in the display face; the name is the accessible text. */
export function ShopLogo({ size = 'md' }: { size?: keyof typeof sizes }) {
  const { mark, text } = sizes[size]
  // Several logos can share a page: each needs its own gradient id (useId's colons are not valid in url()).
  const gradientId = `shop-logo-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  return (
    <span className="inline-flex items-center gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className={`${mark} shrink-0 drop-shadow-[0_0_12px_rgb(244_114_182/0.45)]`}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f472b6" />
            <stop offset="1" stopColor="#8b5cf6" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="#1d1a40" />
        <path
          d="M32 10l5.6 13.4L52 24.6l-11 9.4 3.4 14.1L32 40.6l-12.4 7.5L23 34l-11-9.4 14.4-1.2z"
          fill={`url(#${gradientId})`}
        />
      </svg>
      <span className={`font-display leading-none text-gradient ${text}`}>{SHOP_NAME}</span>
    </span>
  )
}
