'use client'

import { lazyComponent } from '@/ui/primitives/lazy-component'

// The fleet pages are content pages (one shared route): loaded through here, their client parts
// load only where a fleet page shows them, not on every content page.
export const FleetFilters = lazyComponent(() => import('./FleetFilters').then((module) => module.FleetFilters))
export const TrackEvent = lazyComponent(() => import('@/ui/tracking/TrackEvent').then((module) => module.TrackEvent))
export const FleetGroups = lazyComponent(() => import('./FleetGroups').then((module) => module.FleetGroups))
