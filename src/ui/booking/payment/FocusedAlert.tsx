'use client'

import type React from 'react'
import { useEffect, useRef } from 'react'

type Props = {
  children: React.ReactNode
  className: string
  testId: string
  notice: string
  /** A new value (a form action's next answer) takes the focus again, even with the same notice. */
  answer?: unknown
}

/** Room left above the alert for the sticky header when it is scrolled into view. */
const HEADER_ROOM = 'scroll-mt-[calc(var(--header-height)+1rem)]'

/**
 * An alert that takes the focus when it appears: it is scrolled into view (below the sticky
 * header) and a screen reader announces it, so a refused card is never missed above the viewport.
 */
export function FocusedAlert({ children, className, testId, notice, answer }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // After the router's own scroll on arrival, so the alert stays where the eye is.
    const frame = requestAnimationFrame(() => {
      const element = ref.current
      if (!element) return
      element.focus({ preventScroll: true })
      element.scrollIntoView({ block: 'center' })
    })
    return () => cancelAnimationFrame(frame)
  }, [answer])
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid={testId}
      data-notice={notice}
      className={`${HEADER_ROOM} outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${className}`}
    >
      {children}
    </div>
  )
}
