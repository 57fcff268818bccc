export const SHOP_NAME = 'AnimeVerse'
