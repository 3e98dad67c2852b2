'use client'

import { useEffect, useRef } from 'react'

import { cartChanges, type TrackingItem, type TrackingListType } from '@/domain/tracking/tracking-events'

import { track } from './track'

type Props = {
  /** The chosen items as the page shows them now, each with its quantity (0 when not chosen). */
  items: readonly TrackingItem[]
  listType: TrackingListType
}

/**
 * Sends add_to_cart and remove_from_cart (SPEC §9) when the chosen items change on the page: a
 * stepper press or a ticked box reprices the booking on the server, and the page comes back with
 * the new quantities. What the page first shows is the starting point and sends nothing.
 */
export function CartTracking({ items, listType }: Props) {
  const shown = useRef<readonly TrackingItem[] | null>(null)
  const signature = JSON.stringify(items)
  useEffect(() => {
    const now = JSON.parse(signature) as TrackingItem[]
    const before = shown.current
    shown.current = now
    if (!before) return
    for (const change of cartChanges({ before, after: now, listType })) track(change.name, change.ecommerce)
  }, [signature, listType])
  return null
}
