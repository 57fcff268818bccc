import { formatRupees, paiseToRupees } from '@common/money'
import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE, SHOP_PHONE_E164, formatFullAddress } from '@common/shop-identity'
import { SafeHtml, html, toSubjectLine } from './html'

/**
 * The one layout every mail shares, and the blocks a mail is written in. A mail is described once as a list
 * of blocks and rendered twice, as HTML and as plain text, so both versions always carry the same facts.
 *
 * Mail clients drop most <style> rules and many CSS features, so the HTML is tables with inline styles; the
 * small <style> only adds what inline styles cannot say (dark mode, narrow screens), and the mail reads
 * correctly where it is dropped.
 */

export type RenderedMail = { subject: string; html: string; text: string }

export type MailLink = { label: string; url: string }
export type MailLineItem = { name: string; quantity: number; unitPricePaise: number }
export type MailTotals = {
  itemsPaise: number
  shippingPaise: number
  /** The cash-on-delivery fee; absent or 0: no row (mails queued before the fee have none). */
  codFeePaise?: number | undefined
  taxPaise: number
  /** The tax row's label: "GST (included)" for an order with GST figures, "Tax" for older ones. */
  taxLabel?: string
  /** What a discount code took off (0 without one), and the code. */
  discountPaise: number
  discountCode: string | null
  totalPaise: number
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Smaller, quieter text: conditions and after-thoughts. */
  | { kind: 'note'; text: string }
  | { kind: 'button'; link: MailLink }
  /** The full address of a button's link, for clients that will not follow the button (HTML only). */
  | { kind: 'raw-link'; intro: string; url: string }
  | { kind: 'links'; heading: string; links: MailLink[] }
  | { kind: 'facts'; rows: Array<[label: string, value: string]> }
  | { kind: 'items'; heading: string; items: MailLineItem[]; totals: MailTotals }
  | { kind: 'address'; heading: string; lines: string[] }

export type MailContent = {
  subject: string
  /** The line inbox lists show after the subject; hidden in the mail itself. */
  preheader: string
  heading: string
  blocks: MailBlock[]
  /** Why the reader got this mail, said in the footer. */
  reason: string
  origin: string
}

// Light colours are the defaults; the dark ones replace them through the classes in DARK_MODE_STYLE.
// Every pair keeps at least 4.5:1 contrast: ink #1d1a40 on white 16:1, muted #4c4875 on white 8.4:1 and on the
// page 7.6:1, violet #6d28d9 on the page 6.4:1; in dark mode ink #f1effd 16:1, muted #c9c5ea 11:1, violet
// #a78bfa 6.7:1 on #141130; the pink name 6.2:1 on either band. The button's white on #be185d is 6:1 in both.
const COLOURS = {
  page: '#f4f2fb',
  card: '#ffffff',
  ink: '#1d1a40',
  muted: '#4c4875',
  border: '#e4e0f5',
  link: '#6d28d9',
  band: '#141130',
  brand: '#f472b6',
  violet: '#a78bfa',
  bandInk: '#e9e5ff',
  button: '#be185d',
  buttonInk: '#ffffff',
} as const

const FONT = 'font-family:Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif'

const DARK_MODE_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
a:focus-visible { outline: 3px solid #fde047; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: #0d0b1f !important; }
  .mail-band { background-color: #1d1a40 !important; }
  .mail-card { background-color: #141130 !important; border-color: #2b2758 !important; }
  .mail-ink { color: #f1effd !important; }
  .mail-muted { color: #c9c5ea !important; }
  .mail-link { color: #a78bfa !important; }
  .mail-rule { border-color: #2b2758 !important; }
}
@media (max-width: 480px) {
  .mail-pad { padding-left: 16px !important; padding-right: 16px !important; }
  .mail-outer { padding-left: 8px !important; padding-right: 8px !important; }
}
`

// Invisible characters after the preheader keep clients from filling the preview with the mail's first words.
const PREHEADER_FILLER = '&#847;&zwnj;&nbsp;'.repeat(40)

export function renderMail(content: MailContent): RenderedMail {
  return {
    subject: toSubjectLine(content.subject),
    html: renderHtml(content),
    text: renderText(content),
  }
}

export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise))
}

/** Shipping that costs nothing says so, as the shop's screens do. */
function formatShipping(paise: number): string {
  return paise === 0 ? 'Free' : formatPaise(paise)
}

function totalRows(totals: MailTotals): Array<[label: string, value: string]> {
  return [
    ['Items', formatPaise(totals.itemsPaise)],
    ['Shipping', formatShipping(totals.shippingPaise)],
    ...(totals.codFeePaise
      ? [['Cash on delivery fee', formatPaise(totals.codFeePaise)] as [string, string]]
      : []),
    [totals.taxLabel ?? 'Tax', formatPaise(totals.taxPaise)],
    ...(totals.discountPaise > 0
      ? [
          [
            `Discount${totals.discountCode ? ` (${totals.discountCode})` : ''}`,
            `−${formatPaise(totals.discountPaise)}`,
          ] as [string, string],
        ]
      : []),
  ]
}

// ---- HTML ----

function renderHtml(content: MailContent): string {
  const subject = toSubjectLine(content.subject)
  return `<!DOCTYPE html>
${html`<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="X-UA-Compatible" content="IE=edge" />
    <meta name="x-apple-disable-message-reformatting" />
    <meta name="format-detection" content="telephone=no, date=no, address=no, email=no" />
    <meta name="color-scheme" content="light dark" />
    <meta name="supported-color-schemes" content="light dark" />
    <title>${subject}</title>
    <style>
      ${rawStyle(DARK_MODE_STYLE)}
    </style>
  </head>
  <body class="mail-page" style="margin:0;padding:0;width:100%;background-color:${COLOURS.page};">
    <div
      style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${COLOURS.page};"
    >
      ${content.preheader}${rawStyle(PREHEADER_FILLER)}
    </div>
    <table
      role="presentation"
      class="mail-page"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      border="0"
      style="width:100%;background-color:${COLOURS.page};"
    >
      <tr>
        <td class="mail-outer" align="center" style="padding:24px 12px;">
          <table
            role="presentation"
            class="mail-card"
            width="600"
            cellpadding="0"
            cellspacing="0"
            border="0"
            style="width:100%;max-width:600px;background-color:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:12px;border-collapse:separate;overflow:hidden;"
          >
            ${headerBand(content.origin)}
            <tr>
              <td class="mail-pad" style="padding:32px 32px 8px 32px;${FONT};">
                <h1
                  class="mail-ink"
                  style="margin:0 0 16px 0;font-size:24px;line-height:1.3;font-weight:700;color:${COLOURS.ink};"
                >
                  ${content.heading}
                </h1>
                ${content.blocks.map(blockHtml)}
              </td>
            </tr>
          </table>
          ${footerHtml(content.reason)}
        </td>
      </tr>
    </table>
  </body>
</html>`}`
}

/** The stylesheet and the filler are constants of this file, never data, so they go in as they are. */
function rawStyle(markup: string): SafeHtml {
  return new SafeHtml(markup)
}

function headerBand(origin: string): SafeHtml {
  return html`<tr>
      <td
        class="mail-pad mail-band"
        bgcolor="${COLOURS.band}"
        style="padding:20px 32px;background-color:${COLOURS.band};${FONT};"
      >
        <a
          href="${origin}"
          style="font-size:22px;line-height:1.2;font-weight:800;letter-spacing:0.5px;color:${COLOURS.brand};text-decoration:none;"
          >${SHOP_NAME}</a
        >
      </td>
    </tr>
    <tr>
      <td
        height="4"
        bgcolor="${COLOURS.brand}"
        style="height:4px;font-size:0;line-height:0;background-color:${COLOURS.brand};background-image:linear-gradient(90deg,${COLOURS.brand},${COLOURS.violet});"
      >
        &nbsp;
      </td>
    </tr>`
}

function paragraphHtml(text: string, tone: 'ink' | 'muted' = 'ink'): SafeHtml {
  const size = tone === 'ink' ? 16 : 14
  return html`<p
    class="mail-${tone}"
    style="margin:0 0 16px 0;font-size:${size}px;line-height:1.6;color:${COLOURS[tone]};"
  >
    ${text}
  </p>`
}

function subheadingHtml(text: string): SafeHtml {
  return html`<h2
    class="mail-ink"
    style="margin:24px 0 8px 0;font-size:16px;line-height:1.4;font-weight:700;color:${COLOURS.ink};"
  >
    ${text}
  </h2>`
}

/** A link dressed as a button: the padding sits on the link itself, so the whole button is clickable everywhere. */
function buttonHtml(link: MailLink): SafeHtml {
  return html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="margin:8px 0 24px 0;"
  >
    <tr>
      <td
        align="center"
        bgcolor="${COLOURS.button}"
        style="border-radius:8px;background-color:${COLOURS.button};"
      >
        <a
          href="${link.url}"
          style="display:inline-block;padding:14px 28px;${FONT};font-size:16px;line-height:1.2;font-weight:700;color:${COLOURS.buttonInk};text-decoration:none;border-radius:8px;"
          >${link.label}</a
        >
      </td>
    </tr>
  </table>`
}

function linkHtml(link: MailLink): SafeHtml {
  return html`<a class="mail-link" href="${link.url}" style="color:${COLOURS.link};text-decoration:underline;"
    >${link.label}</a
  >`
}

function factsHtml(rows: Array<[string, string]>): SafeHtml {
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="width:100%;margin:0 0 8px 0;"
  >
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <td
            class="mail-muted"
            valign="top"
            style="width:1%;padding:4px 16px 4px 0;font-size:14px;line-height:1.5;color:${COLOURS.muted};white-space:nowrap;"
          >
            ${label}
          </td>
          <td
            class="mail-ink"
            valign="top"
            style="padding:4px 0;font-size:14px;line-height:1.5;font-weight:600;color:${COLOURS.ink};word-break:break-word;"
          >
            ${value}
          </td>
        </tr>`,
    )}
  </table>`
}

function itemsHtml(heading: string, items: MailLineItem[], totals: MailTotals): SafeHtml {
  const cell = `font-size:14px;line-height:1.5;color:${COLOURS.ink};border-bottom:1px solid ${COLOURS.border};`
  const head = `padding:8px 0;font-size:14px;line-height:1.5;font-weight:600;color:${COLOURS.muted};border-bottom:1px solid ${COLOURS.border};`
  return html`${subheadingHtml(heading)}
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      border="0"
      style="width:100%;border-collapse:collapse;margin:0 0 16px 0;"
    >
      <tr>
        <td class="mail-muted mail-rule" style="${head}text-align:left;">Item</td>
        <td class="mail-muted mail-rule" style="${head}text-align:center;width:48px;">Qty</td>
        <td class="mail-muted mail-rule" style="${head}text-align:right;width:96px;">Amount</td>
      </tr>
      ${items.map(
        (item) =>
          html`<tr>
            <td
              class="mail-ink mail-rule"
              valign="top"
              style="${cell}padding:10px 8px 10px 0;word-break:break-word;"
            >
              ${item.name}<br /><span class="mail-muted" style="font-size:14px;color:${COLOURS.muted};"
                >${formatPaise(item.unitPricePaise)} each</span
              >
            </td>
            <td class="mail-ink mail-rule" valign="top" style="${cell}padding:10px 4px;text-align:center;">
              ${item.quantity}
            </td>
            <td
              class="mail-ink mail-rule"
              valign="top"
              style="${cell}padding:10px 0;text-align:right;white-space:nowrap;"
            >
              ${formatPaise(item.unitPricePaise * item.quantity)}
            </td>
          </tr>`,
      )}
      ${totalRows(totals).map(
        ([label, value]) =>
          html`<tr>
            <td
              colspan="2"
              class="mail-muted"
              style="padding:6px 8px 0 0;font-size:14px;line-height:1.5;color:${COLOURS.muted};text-align:right;"
            >
              ${label}
            </td>
            <td
              class="mail-ink"
              style="padding:6px 0 0 0;font-size:14px;line-height:1.5;color:${COLOURS.ink};text-align:right;white-space:nowrap;"
            >
              ${value}
            </td>
          </tr>`,
      )}
      <tr>
        <td
          colspan="2"
          class="mail-ink"
          style="padding:10px 8px 0 0;font-size:16px;line-height:1.5;font-weight:700;color:${COLOURS.ink};text-align:right;"
        >
          Total
        </td>
        <td
          class="mail-ink"
          style="padding:10px 0 0 0;font-size:16px;line-height:1.5;font-weight:700;color:${COLOURS.ink};text-align:right;white-space:nowrap;"
        >
          ${formatPaise(totals.totalPaise)}
        </td>
      </tr>
    </table>`
}

function addressHtml(heading: string, lines: string[]): SafeHtml {
  return html`${subheadingHtml(heading)}
    <p
      class="mail-ink"
      style="margin:0 0 16px 0;font-size:14px;line-height:1.6;color:${COLOURS.ink};word-break:break-word;"
    >
      ${lines.map((line, index) => html`${index > 0 ? html`<br />` : ''}${line}`)}
    </p>`
}

function blockHtml(block: MailBlock): SafeHtml {
  switch (block.kind) {
    case 'paragraph':
      return paragraphHtml(block.text)
    case 'note':
      return paragraphHtml(block.text, 'muted')
    case 'button':
      return buttonHtml(block.link)
    case 'raw-link':
      return html`<p
        class="mail-muted"
        style="margin:0 0 16px 0;font-size:14px;line-height:1.6;color:${COLOURS.muted};"
      >
        ${block.intro}<br />${html`<a class="mail-link" href="${block.url}" style="color:${COLOURS.link};text-decoration:underline;word-break:break-all;">${block.url}</a>`}
      </p>`
    case 'links':
      return html`${subheadingHtml(block.heading)}
        <p class="mail-ink" style="margin:0 0 16px 0;font-size:16px;line-height:1.8;color:${COLOURS.ink};">
          ${block.links.map(
            (link, index) => html`${index > 0 ? html` &nbsp;·&nbsp; ` : ''}${linkHtml(link)}`,
          )}
        </p>`
    case 'facts':
      return factsHtml(block.rows)
    case 'items':
      return itemsHtml(block.heading, block.items, block.totals)
    case 'address':
      return addressHtml(block.heading, block.lines)
  }
}

function footerHtml(reason: string): SafeHtml {
  const small = `margin:0 0 8px 0;${FONT};font-size:14px;line-height:1.6;color:${COLOURS.muted};`
  return html`<table
    role="presentation"
    width="600"
    cellpadding="0"
    cellspacing="0"
    border="0"
    style="width:100%;max-width:600px;"
  >
    <tr>
      <td class="mail-pad" align="center" style="padding:20px 32px 8px 32px;text-align:center;">
        <p class="mail-muted" style="${small}">${reason}</p>
        <p class="mail-muted" style="${small}">${SHOP_NAME} · ${formatFullAddress()}</p>
        <p class="mail-muted" style="${small}">
          ${html`<a class="mail-link" href="mailto:${SHOP_EMAIL}" style="color:${COLOURS.link};text-decoration:underline;">${SHOP_EMAIL}</a>`}
          ·
          ${html`<a class="mail-link" href="tel:${SHOP_PHONE_E164}" style="color:${COLOURS.link};text-decoration:underline;white-space:nowrap;">${SHOP_PHONE}</a>`}
        </p>
      </td>
    </tr>
  </table>`
}

// ---- Plain text ----

function renderText(content: MailContent): string {
  const blocks = content.blocks.map(blockText).filter((text): text is string => text !== null)
  const sections = [SHOP_NAME, content.heading, ...blocks, footerText(content.reason)]
  return `${sections.join('\n\n')}\n`
}

function blockText(block: MailBlock): string | null {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text
    case 'button':
      return `${block.link.label}: ${block.link.url}`
    case 'raw-link':
      // The text version already spells out every button's address in full.
      return null
    case 'links':
      return [block.heading, ...block.links.map((link) => `- ${link.label}: ${link.url}`)].join('\n')
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'items':
      return itemsText(block.heading, block.items, block.totals)
    case 'address':
      return [block.heading, ...block.lines].join('\n')
  }
}

function itemsText(heading: string, items: MailLineItem[], totals: MailTotals): string {
  const lines = items.map(
    (item) =>
      `- ${item.name}\n  ${item.quantity} × ${formatPaise(item.unitPricePaise)} = ${formatPaise(item.unitPricePaise * item.quantity)}`,
  )
  const sums = [...totalRows(totals), ['Total', formatPaise(totals.totalPaise)] as const].map(
    ([label, value]) => `${label}: ${value}`,
  )
  return [heading, ...lines, '', ...sums].join('\n')
}

function footerText(reason: string): string {
  return ['--', reason, `${SHOP_NAME} · ${formatFullAddress()}`, `${SHOP_EMAIL} · ${SHOP_PHONE}`].join('\n')
}
