import { useId, useMemo } from 'react'
import { encode } from 'uqr'

/** The light margin a scanner needs to find the code: four modules on every side (ISO/IEC 18004). */
const QUIET_ZONE_MODULES = 4

interface DarkRun {
  x: number
  y: number
  width: number
}

/** Each row's dark modules merged into runs: a few hundred rects instead of one per module. */
function darkRuns(matrix: readonly (readonly boolean[])[]): DarkRun[] {
  const runs: DarkRun[] = []
  matrix.forEach((row, y) => {
    let start = -1
    for (let x = 0; x <= row.length; x += 1) {
      const isDark = x < row.length && row[x] === true
      if (isDark && start < 0) start = x
      if (!isDark && start >= 0) {
        runs.push({ x: start, y, width: x - start })
        start = -1
      }
    }
  })
  return runs
}

type QrCodeProps = {
  /** What the code holds (an otpauth:// URL). */
  text: string
  /** What a screen reader says in place of the picture. */
  label: string
  className?: string
}

/**
 * A QR code drawn in the page from uqr's module matrix: dark on white whatever the theme, with its quiet zone, and
 * crisp edges so that a scaled code stays sharp. No service outside the shop sees the secret it holds.
 */
export function QrCode({ text, label, className }: QrCodeProps) {
  const titleId = useId()
  const { size, runs } = useMemo(() => {
    // Medium error correction: a phone's camera at an angle or a smudged screen still reads it.
    const qr = encode(text, { ecc: 'M', border: 0 })
    return { size: qr.size, runs: darkRuns(qr.data) }
  }, [text])
  const side = size + 2 * QUIET_ZONE_MODULES

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`${-QUIET_ZONE_MODULES} ${-QUIET_ZONE_MODULES} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <title id={titleId}>{label}</title>
      <rect x={-QUIET_ZONE_MODULES} y={-QUIET_ZONE_MODULES} width={side} height={side} fill="#ffffff" />
      {runs.map((run) => (
        <rect key={`${run.x}-${run.y}`} x={run.x} y={run.y} width={run.width} height={1} fill="#000000" />
      ))}
    </svg>
  )
}
