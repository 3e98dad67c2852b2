'use client'

import { type ReactNode, useEffect } from 'react'

import { STAFF_MARKER_KEY } from '../../domain/content/staff-marker'

/** An admin provider: marks this browser as a staff member's, so the site's pages show the staff toolbar. */
export function StaffMarker({ children }: { children?: ReactNode }) {
  useEffect(() => {
    window.localStorage.setItem(STAFF_MARKER_KEY, '1')
  }, [])
  return children
}
