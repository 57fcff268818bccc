import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { runCli } from './test/run-cli'

describe('npm run gstr1:export [sqlite]', () => {
  let directory: string
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'shop-gstr1-'))
    const shop = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    await migrateToLatest(shop)
    await shop.close()
  })
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true })
  })
  const env = () => ({ DATA_DIR: directory })

  it('writes the month’s sheets to the file named, and never over a file that is there', async () => {
    const file = join(directory, 'november.zip')
    const written = await runCli('src/server/cli/gstr1-export.ts', ['2026-11', file], { env: env() })
    expect(written, written.stderr).toMatchObject({ code: 0 })
    expect(written.stderr).toBe(`Wrote GSTR-1 for 2026-11 to ${file}.\n`)
    const files = unzipSync(new Uint8Array(readFileSync(file)))
    expect(Object.keys(files).sort()).toEqual([
      'b2b.csv',
      'b2cl.csv',
      'b2cs.csv',
      'cdnr.csv',
      'cdnur.csv',
      'docs.csv',
      'hsn(b2b).csv',
      'hsn(b2c).csv',
      'hsn.csv',
    ])
    expect(strFromU8(files['docs.csv']!)).toBe(
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n',
    )

    const again = await runCli('src/server/cli/gstr1-export.ts', ['2026-11', file], { env: env() })
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('already exists; not overwriting it.')
  })

  it('refuses a month that is not YYYY-MM with its usage, writing nothing', async () => {
    const refused = await runCli('src/server/cli/gstr1-export.ts', ['2026-13'], { env: env() })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('Month must be YYYY-MM, e.g. 2026-11')
    expect(refused.stderr).toContain('Usage: npm run gstr1:export -- YYYY-MM [file.zip]')
    expect(existsSync(join(directory, 'gstr1-2026-13.zip'))).toBe(false)
  })
})
