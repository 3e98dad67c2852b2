'use client'

import { useEffect, useRef } from 'react'

import type { EcommercePayload } from '@/domain/tracking/tracking-events'

import { track } from './track'

type Props = {
  /** One of TRACKING_EVENTS; any other name is warned about and not sent. */
  name: string
  payload: EcommercePayload
  /**
   * What makes it a new event: by default the payload (a new search sends again); a booking step
   * passes its booking, so a price change on the same step sends nothing more.
   */
  onceFor?: string | undefined
}

/**
 * Sends one tracking event when the page that renders it is shown; again only when the event
 * changes (a new search), not on re-renders or React's double effects in development.
 */
export function TrackEvent({ name, payload, onceFor }: Props) {
  const lastSent = useRef<string | null>(null)
  const signature = `${name}:${onceFor ?? JSON.stringify(payload)}`
  useEffect(() => {
    if (lastSent.current === signature) return
    lastSent.current = signature
    track(name, payload)
  }, [signature, name, payload])
  return null
}
