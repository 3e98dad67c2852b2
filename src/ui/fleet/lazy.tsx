'use client'

import dynamic from 'next/dynamic'

// The fleet pages are content pages (one shared route): loaded through here, their client parts
// load only where a fleet page shows them, not on every content page.
export const FleetFilters = dynamic(() => import('./FleetFilters').then((module) => module.FleetFilters))
export const TrackEvent = dynamic(() => import('@/ui/tracking/TrackEvent').then((module) => module.TrackEvent))
export const FleetGroups = dynamic(() => import('./FleetGroups').then((module) => module.FleetGroups))
