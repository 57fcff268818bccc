import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { loadShopEnvironment } from './shop-environment'

const directory = mkdtempSync(join(tmpdir(), 'shop-env-'))
afterAll(() => {
  rmSync(directory, { recursive: true, force: true })
  delete process.env.OPERATOR_TEST_FROM_FILE
  delete process.env.OPERATOR_TEST_ALREADY_SET
})

it('reads .env as npm start does: variables already set win, a missing file is fine', () => {
  const file = join(directory, '.env')
  writeFileSync(file, 'OPERATOR_TEST_FROM_FILE=from-file\nOPERATOR_TEST_ALREADY_SET=from-file\n')
  process.env.OPERATOR_TEST_ALREADY_SET = 'from-environment'
  loadShopEnvironment(file)
  expect(process.env.OPERATOR_TEST_FROM_FILE).toBe('from-file')
  expect(process.env.OPERATOR_TEST_ALREADY_SET).toBe('from-environment')
  expect(() => loadShopEnvironment(join(directory, 'missing.env'))).not.toThrow()
})
