import { describe, expect, it } from 'vitest'
import { profileLines, SLOWEST_SHOWN } from './test-profile.mjs'

const vitestFile = (name: string, seconds: number) => ({
  name: `${process.cwd()}/${name}`,
  startTime: 1_000,
  endTime: 1_000 + seconds * 1000,
})

const journey = (title: string, line: number, durations: number[], status: string) => ({
  title,
  file: 'checkout.spec.ts',
  line,
  tests: [{ status, results: durations.map((duration) => ({ duration })) }],
})

describe('the test profile', () => {
  it('lists each stage with the total, then the slowest files and journeys, slowest first', () => {
    const files = Array.from({ length: SLOWEST_SHOWN + 3 }, (_, index) =>
      vitestFile(`src/server/file-${index}.test.ts`, index + 1),
    )
    const lines = profileLines({
      stageLists: [
        {
          title: 'CI',
          stages: [
            { name: 'npm ci', seconds: 75.2, outcome: 'passed', start: 1_000 },
            { name: 'types', seconds: 20, outcome: 'passed', start: 1_076 },
            { name: 'lint', seconds: 15, outcome: 'passed', start: 1_076 },
            { name: 'npm test', seconds: 900, outcome: 'failed', start: 1_096 },
          ],
        },
      ],
      vitestReports: [{ testResults: files }, undefined],
      e2eReport: {
        suites: [
          {
            specs: [
              journey('pays with PhonePe', 10, [12_000], 'expected'),
              journey('cancels an order', 40, [3_000, 4_000], 'flaky'),
            ],
            suites: [{ title: 'on a phone', specs: [journey('signs up', 5, [1_500], 'expected')] }],
          },
        ],
      },
    })

    // Types and lint ran side by side: the total counts their 20 s once.
    expect(lines.slice(0, 6)).toEqual([
      'CI, by stage:',
      '   75.2 s  npm ci',
      '   20.0 s  types',
      '   15.0 s  lint',
      '  900.0 s  npm test  (failed)',
      '  996.0 s  in all (16 min 36 s)',
    ])
    expect(lines[6]).toBe(`The ${SLOWEST_SHOWN} slowest of ${SLOWEST_SHOWN + 3} Vitest files:`)
    expect(lines[7]).toBe(`   18.0 s  src/server/file-17.test.ts`)
    expect(lines).not.toContain('    3.0 s  src/server/file-2.test.ts')
    const journeys = lines.indexOf('The 3 slowest of 3 browser journeys:')
    expect(lines.slice(journeys + 1, journeys + 4)).toEqual([
      '   12.0 s  checkout.spec.ts:10 › pays with PhonePe',
      '    7.0 s  checkout.spec.ts:40 › cancels an order (2 attempts)',
      '    1.5 s  checkout.spec.ts:5 › on a phone › signs up',
    ])
    expect(lines.slice(journeys + 4)).toEqual([
      'Flaky journeys (passed only on a retry): 1',
      '  ⚠ checkout.spec.ts:40 › cancels an order',
    ])
  })

  it('says so when no journey needed its retry, and leaves out what did not run', () => {
    const lines = profileLines({
      stageLists: [{ title: 'npm test', stages: [] }],
      vitestReports: [undefined],
      e2eReport: { suites: [{ specs: [journey('signs up', 5, [1_500], 'expected')] }] },
    })
    expect(lines).toEqual([
      'The 1 slowest of 1 browser journeys:',
      '    1.5 s  checkout.spec.ts:5 › signs up',
      'Flaky journeys (passed only on a retry): none',
    ])
  })
})
