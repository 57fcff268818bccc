import { describe, expect, it } from 'vitest'
import { failedWriteReason, isDatabaseUnavailable } from './database-unavailable'

function withCode(code: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error('driver error'), { code, ...extra })
}

describe('which driver errors mean the database is unavailable', () => {
  it('recognises PostgreSQL down, restarting, full or unreachable', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ENOENT', { syscall: 'connect' }),
      withCode('57P01'),
      withCode('57P03'),
      withCode('53300'),
      withCode('57014'),
      withCode('08006'),
      new AggregateError([withCode('ECONNREFUSED')], 'connect failed'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ])
      expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it('recognises a SQLite file that is locked, read-only or missing', () => {
    for (const code of [
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
      'SQLITE_LOCKED',
      'SQLITE_READONLY',
      'SQLITE_CANTOPEN',
    ])
      expect(isDatabaseUnavailable(withCode(code))).toBe(true)
  })

  it('leaves faults of the query or the code to be 500s', () => {
    for (const error of [
      withCode('23505'),
      withCode('SQLITE_CONSTRAINT_CHECK'),
      withCode('42P01'),
      withCode('ENOENT', { syscall: 'open' }),
      new TypeError('Cannot read properties of undefined'),
      'a string',
      undefined,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('which failed writes are no fault of the request', () => {
  it('tells a transaction PostgreSQL ended to break a deadlock or a serialization conflict', () => {
    for (const code of ['40P01', '40001']) expect(failedWriteReason(withCode(code))).toBe('conflict')
  })

  it('tells the disk under the SQLite log failing or full, and no other file error', () => {
    for (const code of ['EIO', 'ENOSPC', 'EDQUOT', 'EROFS'])
      expect(failedWriteReason(withCode(code, { syscall: 'fdatasync' }))).toBe('disk')
    expect(failedWriteReason(withCode('ENOSPC', { syscall: 'open' }))).toBe('disk')
    for (const error of [
      withCode('EIO'),
      withCode('EACCES', { syscall: 'open' }),
      withCode('23505'),
      withCode('57P01'),
      undefined,
    ])
      expect(failedWriteReason(error)).toBeUndefined()
  })
})
