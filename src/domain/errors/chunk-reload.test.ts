import { describe, expect, it } from 'vitest'

import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  parseReloadTime,
  shouldReloadForChunkFailure,
} from './chunk-reload'

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)

describe('shouldReloadForChunkFailure', () => {
  it('reloads on the first failure', () => {
    expect(shouldReloadForChunkFailure({ lastReloadAt: null, now: NOW })).toBe(true)
  })

  it('does not reload again within 60 s of the last reload: the error page shows instead', () => {
    expect(shouldReloadForChunkFailure({ lastReloadAt: NOW - 1, now: NOW })).toBe(false)
    expect(shouldReloadForChunkFailure({ lastReloadAt: NOW - 59_999, now: NOW })).toBe(false)
  })

  it('reloads again once 60 s have passed', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000)
    expect(shouldReloadForChunkFailure({ lastReloadAt: NOW - 60_000, now: NOW })).toBe(true)
    expect(shouldReloadForChunkFailure({ lastReloadAt: NOW - 3_600_000, now: NOW })).toBe(true)
  })

  it('treats a record from the future (a clock set back) as no record', () => {
    expect(shouldReloadForChunkFailure({ lastReloadAt: NOW + 5_000, now: NOW })).toBe(true)
  })
})

describe('parseReloadTime', () => {
  it('reads a stored time and ignores anything else', () => {
    expect(parseReloadTime(String(NOW))).toBe(NOW)
    expect(parseReloadTime(null)).toBeNull()
    expect(parseReloadTime('')).toBeNull()
    expect(parseReloadTime('soon')).toBeNull()
    expect(parseReloadTime('-5')).toBeNull()
  })
})

describe('isChunkLoadError', () => {
  it('knows the errors of webpack, Turbopack and the browsers', () => {
    const named = Object.assign(new Error('anything'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(named)).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true)
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 42'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
  })

  it('leaves every other error to the error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError('ChunkLoadError')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError({ message: 42 })).toBe(false)
  })
})
