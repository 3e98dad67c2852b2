import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ecommercePayload, type DataLayerPush } from '@/domain/tracking/tracking-events'
import type { Consent } from '@/domain/tracking/consent'

import { createTracker } from './tracker'

const payload = ecommercePayload({ items: [], listType: 'Cars List' })

function setup(start: { consent: Consent | null; hasLayer: boolean }) {
  let consent = start.consent
  let layer: DataLayerPush[] | undefined = start.hasLayer ? [] : undefined
  const warn = vi.fn<(message: string) => void>()
  const tracker = createTracker({
    dataLayer: () => layer,
    consent: () => consent,
    warn,
    setTimeout: (run, ms) => setTimeout(run, ms),
  })
  return {
    tracker,
    warn,
    pushed: () => layer ?? [],
    grant: (choice: Consent) => (consent = choice),
    addLayer: () => (layer = []),
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('tracker', () => {
  it('pushes nothing before consent, and the waiting events once the visitor agrees', () => {
    const page = setup({ consent: null, hasLayer: true })
    page.tracker.track('view_item_list', payload)
    vi.advanceTimersByTime(5_000)
    expect(page.pushed()).toEqual([])
    page.grant('granted')
    vi.advanceTimersByTime(500)
    expect(page.pushed()).toEqual([{ ecommerce: null }, { event: 'view_item_list', ecommerce: payload }])
  })

  it('drops the waiting events when the notice is closed without consent', () => {
    const page = setup({ consent: null, hasLayer: true })
    page.tracker.track('view_item_list', payload)
    page.grant('dismissed')
    vi.advanceTimersByTime(500)
    page.tracker.track('select_item', payload)
    vi.advanceTimersByTime(5_000)
    expect(page.pushed()).toEqual([])
    expect(page.warn).not.toHaveBeenCalled()
  })

  it('clears the earlier ecommerce payload before each event', () => {
    const page = setup({ consent: 'granted', hasLayer: true })
    page.tracker.track('view_item', payload)
    page.tracker.track('add_to_cart', payload)
    expect(page.pushed().map((push) => ('event' in push ? push.event : null))).toEqual([
      null,
      'view_item',
      null,
      'add_to_cart',
    ])
  })

  it('rejects a name outside the allowed list with a warning and sends nothing', () => {
    const page = setup({ consent: 'granted', hasLayer: true })
    page.tracker.track('page_view', payload)
    expect(page.pushed()).toEqual([])
    expect(page.warn).toHaveBeenCalledWith(expect.stringContaining('"page_view" is not allowed'))
  })

  it('waits for the data layer, 5 tries 500 ms apart', () => {
    const page = setup({ consent: 'granted', hasLayer: false })
    page.tracker.track('purchase', payload)
    vi.advanceTimersByTime(1_500)
    page.addLayer()
    vi.advanceTimersByTime(500)
    expect(page.pushed()).toEqual([{ ecommerce: null }, { event: 'purchase', ecommerce: payload }])
    expect(page.warn).not.toHaveBeenCalled()
  })

  it('only warns when the data layer never comes', () => {
    const page = setup({ consent: 'granted', hasLayer: false })
    page.tracker.track('purchase', payload)
    vi.advanceTimersByTime(1_999)
    expect(page.warn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(page.warn).toHaveBeenCalledTimes(1)
    expect(page.warn).toHaveBeenCalledWith(expect.stringContaining('data layer is unavailable'))
    vi.advanceTimersByTime(10_000)
    page.addLayer()
    vi.advanceTimersByTime(10_000)
    expect(page.pushed()).toEqual([])
  })
})
