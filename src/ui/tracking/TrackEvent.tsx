'use client'

import { useEffect, useRef } from 'react'

import type { EcommercePayload } from '@/domain/tracking/tracking-events'

import { track } from './track'

type Props = {
  /** One of TRACKING_EVENTS; any other name is warned about and not sent. */
  name: string
  payload: EcommercePayload
}

/**
 * Sends one tracking event when the page that renders it is shown; again only when the event
 * changes (a new search), not on re-renders or React's double effects in development.
 */
export function TrackEvent({ name, payload }: Props) {
  const lastSent = useRef<string | null>(null)
  const signature = `${name}:${JSON.stringify(payload)}`
  useEffect(() => {
    if (lastSent.current === signature) return
    lastSent.current = signature
    track(name, payload)
  }, [signature, name, payload])
  return null
}
