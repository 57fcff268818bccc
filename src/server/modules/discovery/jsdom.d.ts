/**
 * jsdom ships no types of its own and @types/jsdom is not installed: the little of it the sitemap test uses
 * (a strict XML parser in a window of its own, leaving the test's globals alone).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup: string, options?: { contentType?: 'application/xml' | 'text/html' })
    readonly window: { readonly document: Document }
  }
}
