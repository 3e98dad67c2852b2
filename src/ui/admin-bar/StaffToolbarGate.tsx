'use client'

import { useSyncExternalStore } from 'react'

import { hasStaffSigns } from '@/domain/content/staff-signs'
import { lazyComponent } from '@/ui/primitives/lazy-component'

// Rendered only in the browser (the gate is false on the server).
const StaffToolbar = lazyComponent(() => import('./StaffToolbar').then((module) => module.StaffToolbar))

// The signs are read when the gate renders; nothing announces a change to them.
const subscribe = () => () => {}
const browserSigns = () =>
  hasStaffSigns({ search: window.location.search, session: window.sessionStorage, local: window.localStorage })
const serverSigns = () => false

/** Loads the staff toolbar only in a browser that shows a sign of staff (see hasStaffSigns). */
export function StaffToolbarGate() {
  const isStaffLikely = useSyncExternalStore(subscribe, browserSigns, serverSigns)
  return isStaffLikely ? <StaffToolbar /> : null
}
