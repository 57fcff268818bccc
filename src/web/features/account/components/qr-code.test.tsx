import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from './qr-code'

const URL_TEXT = 'otpauth://totp/Anime%20Merch%20Shop:asha%40example.com?secret=JBSWY3DPEHPK3PXP'

/** The dark modules the drawing covers, read back from its rects. */
function drawnDarkModules(svg: Element): Set<string> {
  const dark = new Set<string>()
  for (const rect of svg.querySelectorAll('rect[fill="#000000"]')) {
    const x = Number(rect.getAttribute('x'))
    const y = Number(rect.getAttribute('y'))
    expect(rect.getAttribute('height')).toBe('1')
    for (let offset = 0; offset < Number(rect.getAttribute('width')); offset += 1)
      dark.add(`${x + offset},${y}`)
  }
  return dark
}

describe('QR code', () => {
  it('draws exactly the dark modules of the encoded text, named for screen readers', () => {
    render(<QrCode text={URL_TEXT} label="QR code for your app" />)

    const svg = screen.getByRole('img', { name: 'QR code for your app' })
    const { data } = encode(URL_TEXT, { ecc: 'M', border: 0 })
    const expected = new Set<string>()
    data.forEach((row, y) => row.forEach((isDark, x) => isDark && expected.add(`${x},${y}`)))
    expect(drawnDarkModules(svg)).toEqual(expected)
  })

  it('keeps a white quiet zone of four modules around the code, with crisp edges', () => {
    render(<QrCode text={URL_TEXT} label="QR code" />)

    const svg = screen.getByRole('img', { name: 'QR code' })
    const { size } = encode(URL_TEXT, { ecc: 'M', border: 0 })
    expect(svg).toHaveAttribute('viewBox', `-4 -4 ${size + 8} ${size + 8}`)
    expect(svg).toHaveAttribute('shape-rendering', 'crispEdges')
    const background = svg.querySelector('rect[fill="#ffffff"]')
    expect(background).toHaveAttribute('width', String(size + 8))
    expect(background).toHaveAttribute('x', '-4')
    // Nothing dark is drawn in the margin.
    for (const key of drawnDarkModules(svg)) {
      const [x, y] = key.split(',').map(Number) as [number, number]
      expect(x >= 0 && y >= 0 && x < size && y < size).toBe(true)
    }
  })
})
