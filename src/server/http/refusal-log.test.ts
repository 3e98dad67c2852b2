import { describe, expect, it } from 'vitest'

import { refusalLine } from './refusal-log'

describe('refusalLine', () => {
  it('is one line with the status, reason, method and quoted path', () => {
    const line = refusalLine({
      status: 400,
      reason: 'malformed address',
      method: 'GET',
      path: '/api/media/file/%00.png',
    })
    expect(line).toBe('[refused 400] malformed address: GET "/api/media/file/%00.png"')
  })

  it('cannot be split into forged lines and stays short', () => {
    const line = refusalLine({
      status: 404,
      reason: 'x',
      method: 'GET',
      path: `/a\n[refused 200] fake${'b'.repeat(500)}`,
    })
    expect(line).not.toContain('\n')
    expect(line.length).toBeLessThan(200)
  })
})
