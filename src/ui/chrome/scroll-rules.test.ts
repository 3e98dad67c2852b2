import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { headerVisibility, isBackToTopVisible, throttle } from './scroll-rules'

describe('headerVisibility', () => {
  const height = 80 // hides only past 120 px

  it('always shows the header within 1.5 times its height from the top', () => {
    expect(headerVisibility(0, 100, height)).toBe('visible')
    expect(headerVisibility(100, 120, height)).toBe('visible')
  })

  it('hides when scrolling down past 1.5 times its height', () => {
    expect(headerVisibility(120, 121, height)).toBe('hidden')
    expect(headerVisibility(400, 900, height)).toBe('hidden')
  })

  it('shows again on scrolling up', () => {
    expect(headerVisibility(900, 880, height)).toBe('visible')
  })

  it('leaves it as it is when the offset did not change', () => {
    expect(headerVisibility(500, 500, height)).toBe('unchanged')
  })
})

describe('isBackToTopVisible', () => {
  it('shows past 300 px only', () => {
    expect(isBackToTopVisible(300)).toBe(false)
    expect(isBackToTopVisible(301)).toBe(true)
  })
})

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at once, then at most once per window with a trailing call', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 100)
    throttled.run()
    throttled.run()
    throttled.run()
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(99)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('drops a pending trailing call when cancelled', () => {
    const fn = vi.fn()
    const throttled = throttle(fn, 100)
    throttled.run()
    throttled.run()
    throttled.cancel()
    vi.advanceTimersByTime(200)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
