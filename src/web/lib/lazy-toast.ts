import type { ExternalToast } from 'sonner'

type ToastKind = 'success' | 'error'

/**
 * Toasts for code in the first download (the home page and the product card) and for the storefront pages a
 * shopper lands on (the listing, a product): sonner loads in its own chunk after the first paint, as the toaster
 * itself does (app/providers.tsx), so the toast is raised once it is there.
 * Sonner keeps toasts raised before its toaster mounts and shows them when it does.
 */
function raise(kind: ToastKind, message: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](message, options))
}

export const lazyToast = {
  success: (message: string, options?: ExternalToast) => raise('success', message, options),
  error: (message: string, options?: ExternalToast) => raise('error', message, options),
}
