import { useState } from 'react'

const SIZES = { sm: 'size-9 text-sm', lg: 'size-16 text-2xl' } as const

interface UserAvatarProps {
  name: string
  picture?: string | null
  size?: keyof typeof SIZES
}

/** The profile picture, or the name's first letter on the accent gradient (also when the picture fails). */
export function UserAvatar({ name, picture, size = 'sm' }: UserAvatarProps) {
  const [hasFailed, setHasFailed] = useState(false)
  const box = `${SIZES[size]} shrink-0 rounded-full`
  if (picture && !hasFailed) {
    return (
      <img
        src={picture}
        alt={`${name}'s profile picture`}
        className={`${box} object-cover ring-1 ring-white/15`}
        onError={() => setHasFailed(true)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex items-center justify-center bg-linear-to-br from-accent-700 to-accent-violet-700 font-bold text-white`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
