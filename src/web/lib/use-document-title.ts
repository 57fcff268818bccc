import { useEffect } from 'react'
import { SHOP_NAME } from '@common/shop-identity'

/** "Cart | AnimeVerse": each page names itself in the tab and to screen readers after navigation. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} | ${SHOP_NAME}`
  }, [pageTitle])
}
