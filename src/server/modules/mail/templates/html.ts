/**
 * HTML built from text that came from people (product names, customer names, addresses): every value put
 * into a template is escaped unless it is already markup this folder produced, so a forgotten escape
 * cannot happen one call at a time.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe for element content and for quoted attribute values (href="…") alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

/** Markup that is already safe: what the `html` tag returns, or a constant written in this folder. */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup
  }
}

export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[]

function renderValue(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof SafeHtml) return value.markup
  if (Array.isArray(value)) return value.map(renderValue).join('')
  return escapeHtml(String(value))
}

/**
 * The templates' own line breaks and indentation, kept for whoever reads the source, are one space to HTML:
 * each template's text parts lose them once (a call site always passes the same strings array), which makes
 * every mail about a quarter smaller to build, store and send.
 */
const compactStrings = new WeakMap<TemplateStringsArray, string[]>()

function compacted(strings: TemplateStringsArray): string[] {
  let parts = compactStrings.get(strings)
  if (!parts) {
    parts = strings.map((part) => part.replace(/\n\s*/g, '\n'))
    compactStrings.set(strings, parts)
  }
  return parts
}

/** A template literal whose interpolations are escaped; nested `html` results and lists of them pass as they are. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const parts = compacted(strings)
  let markup = parts[0] ?? ''
  values.forEach((value, index) => {
    markup += renderValue(value) + (parts[index + 1] ?? '')
  })
  return new SafeHtml(markup)
}

/**
 * A subject goes into a mail header, where a line break would start a new header: control characters
 * (CR and LF among them) become spaces.
 */
export function toSubjectLine(subject: string): string {
  return subject
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
}
