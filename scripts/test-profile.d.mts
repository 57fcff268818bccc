// The types of test-profile.mjs, for its test.
export type Stage = { name: string; seconds: number; outcome: string; start: number }
export type VitestReport =
  { testResults?: { name: string; startTime: number; endTime: number }[] } | undefined
export type PlaywrightReport = { suites?: unknown[] } | undefined

export const SLOWEST_SHOWN: number
export function readStages(path: string): Stage[]
export function profileLines(input: {
  stageLists: { title: string; stages: Stage[] }[]
  vitestReports: VitestReport[]
  e2eReport: PlaywrightReport
}): string[]
export function printProfile(stageFiles: { title: string; path: string }[]): void
