import { createHmac, timingSafeEqual } from 'node:crypto'
import { formatRupees } from '@common/money'
import { html } from '../mail'
import type { Parcel, ShipmentAddress } from './courier'
import { SIMULATOR_CARRIER, SIMULATOR_LABEL_PATH } from './shipping-simulator'

/*
 * The simulator's shipping label: a page to print, like the PDF Shiprocket links to. Its link carries a signature
 * of the AWB instead of needing the admin's session (a new tab sends no bearer token), so only whoever was given
 * the link by the shop can open it, as with Shiprocket's unguessable label links.
 */

const signatureOf = (secret: string, awb: string) =>
  createHmac('sha256', secret).update(`shipping-label:${awb}`).digest('base64url')

export function signedSimulatorLabelUrl(secret: string, awb: string): string {
  return `${SIMULATOR_LABEL_PATH}/${encodeURIComponent(awb)}?signature=${signatureOf(secret, awb)}`
}

export function isSimulatorLabelSignature(secret: string, awb: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, awb))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export type LabelContents = {
  awb: string
  shopName: string
  orderNumber: string
  placedOn: string
  /** Cash on delivery: what the carrier collects at the door, in rupees; null for a prepaid parcel. */
  collectRupees: number | null
  address: ShipmentAddress
  parcel: Parcel
  lines: { name: string; units: number }[]
}

/** The label as one self-contained HTML page sized for a 4 × 6 inch label printer (or A4 with margins). */
export function renderSimulatorLabel(label: LabelContents): string {
  const { address, parcel } = label
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Shipping label ${label.awb}</title>
        <style>
          @page {
            size: 4in 6in;
            margin: 0.15in;
          }
          body {
            font:
              14px/1.35 system-ui,
              sans-serif;
            color: #000;
            background: #fff;
            margin: 0;
            padding: 12px;
          }
          .label {
            max-width: 4in;
            border: 2px solid #000;
            padding: 10px;
          }
          h1 {
            font-size: 16px;
            margin: 0 0 6px;
          }
          .awb {
            font:
              700 24px/1.2 ui-monospace,
              monospace;
            letter-spacing: 0.08em;
            margin: 6px 0;
          }
          .box {
            border-top: 1px solid #000;
            padding-top: 6px;
            margin-top: 6px;
          }
          .payment {
            font-size: 18px;
            font-weight: 700;
          }
          .note {
            font-size: 12px;
          }
        </style>
      </head>
      <body>
        <main class="label">
          <h1>${SIMULATOR_CARRIER}</h1>
          <p class="note">Simulated shipment: no courier will collect this parcel.</p>
          <p>AWB</p>
          <p class="awb">${label.awb}</p>
          <section class="box" aria-label="Deliver to">
            <strong>Deliver to</strong><br />
            ${address.name}<br />
            ${address.line1}<br />
            ${address.line2 ? html`${address.line2}<br />` : ''} ${address.city}, ${address.state}
            ${address.pincode}<br />
            Phone ${address.phone}
          </section>
          <section class="box" aria-label="Payment">
            <span class="payment"
              >${label.collectRupees === null ? 'PREPAID' : `COD: collect ${formatRupees(label.collectRupees)}`}</span
            >
          </section>
          <section class="box" aria-label="Parcel">
            Order ${label.orderNumber}, placed ${label.placedOn}<br />
            ${parcel.weightGrams} g, ${parcel.lengthCm} × ${parcel.breadthCm} × ${parcel.heightCm} cm<br />
            ${label.lines.map((line) => html`${line.units} × ${line.name}<br />`)}
          </section>
          <section class="box" aria-label="From">From ${label.shopName}</section>
        </main>
      </body>
    </html>`.markup
}
