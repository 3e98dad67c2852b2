'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import type { HeaderCode } from '@/domain/content/chrome-layout'

import { headerVisibility, SCROLL_THROTTLE_MS, throttle } from './scroll-rules'

/**
 * The sticky header bar: hides while scrolling down past 1.5 times its height, comes back on scrolling
 * up, and whenever something in it receives keyboard focus. Keeps `--header-height` on the page.
 */
export function HeaderShell({ children, code = 'default' }: { children: React.ReactNode; code?: HeaderCode }) {
  const ref = useRef<HTMLElement>(null)
  const [isHidden, setIsHidden] = useState(false)

  useEffect(() => {
    let prevY = window.scrollY
    const update = () => {
      const y = window.scrollY
      const next = headerVisibility(prevY, y, ref.current?.offsetHeight ?? 0)
      prevY = y
      if (next !== 'unchanged') setIsHidden(next === 'hidden')
    }
    const throttled = throttle(update, SCROLL_THROTTLE_MS)
    window.addEventListener('scroll', throttled.run, { passive: true })
    return () => {
      window.removeEventListener('scroll', throttled.run)
      throttled.cancel()
    }
  }, [])

  // Its exact height (the menu row may wrap, or be absent) for the parts that keep clear of it.
  useEffect(() => {
    const header = ref.current
    if (!header) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty('--header-height', `${header.offsetHeight}px`))
    observer.observe(header)
    return () => observer.disconnect()
  }, [])

  return (
    <header
      ref={ref}
      data-testid="site-header"
      data-hidden={isHidden ? 'true' : 'false'}
      data-header-code={code}
      onFocusCapture={() => setIsHidden(false)}
      className={`sticky top-0 z-40 border-b border-line bg-white transition-[translate] duration-300 ${
        isHidden ? '-translate-y-full' : ''
      }`}
    >
      {children}
    </header>
  )
}
