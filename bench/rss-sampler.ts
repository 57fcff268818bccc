import { residentBytes } from './processes'

const SAMPLE_INTERVAL_MS = 100

export type RssSampler = {
  /** Starts a window of interest (one target); its peak is read with `windowPeak`. */
  startWindow: () => void
  /** The highest sum seen since `startWindow`, in bytes. */
  windowPeak: () => number
  /** The highest sum seen since the sampler started, in bytes. */
  overallPeak: () => number
  stop: () => void
}

/**
 * Reads the resident memory of `pids` (summed: the server's processes) every 100 ms, from the moment it is
 * made until `stop`, keeping the peak overall and within the current window.
 */
export function sampleRss(pids: readonly number[]): RssSampler {
  let overall = 0
  let window = 0
  const sample = () => {
    const bytes = pids.reduce((sum, pid) => sum + residentBytes(pid), 0)
    overall = Math.max(overall, bytes)
    window = Math.max(window, bytes)
  }
  sample()
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS)
  return {
    startWindow: () => {
      window = 0
      sample()
    },
    windowPeak: () => window,
    overallPeak: () => overall,
    stop: () => clearInterval(timer),
  }
}
