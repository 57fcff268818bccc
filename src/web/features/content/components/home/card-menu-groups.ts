/** The card menu's groups; the hero menu spells the keychain category "keychain". */

export type CardMenuItem =
  { kind: 'link'; label: string; to: string } | { kind: 'sign-out'; label: 'Sign Out' }

export interface CardMenuGroup {
  label: 'Shop' | 'Collections' | 'Account'
  items: CardMenuItem[]
}

const SHOP_GROUP: CardMenuGroup = {
  label: 'Shop',
  items: [
    { kind: 'link', label: 'All Products', to: '/collections/all' },
    { kind: 'link', label: 'New Arrivals', to: '/collections/new-arrivals' },
    { kind: 'link', label: 'Best Sellers', to: '/collections/bestsellers' },
  ],
}

const COLLECTIONS_GROUP: CardMenuGroup = {
  label: 'Collections',
  items: [
    { kind: 'link', label: 'Figurines', to: '/collections/figures' },
    { kind: 'link', label: 'Keychains', to: '/collections/keychain' },
    { kind: 'link', label: 'Q Poskets', to: '/collections/qposket' },
  ],
}

const SIGNED_IN_ACCOUNT: CardMenuGroup = {
  label: 'Account',
  items: [
    { kind: 'link', label: 'My Profile', to: '/profile' },
    { kind: 'link', label: 'Orders', to: '/orders' },
    { kind: 'sign-out', label: 'Sign Out' },
  ],
}

const SIGNED_OUT_ACCOUNT: CardMenuGroup = {
  label: 'Account',
  items: [
    { kind: 'link', label: 'Sign In', to: '/login' },
    { kind: 'link', label: 'Create Account', to: '/signup' },
  ],
}

export function cardMenuGroups(isSignedIn: boolean): CardMenuGroup[] {
  return [SHOP_GROUP, COLLECTIONS_GROUP, isSignedIn ? SIGNED_IN_ACCOUNT : SIGNED_OUT_ACCOUNT]
}
