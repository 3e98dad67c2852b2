'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { ArrowUpIcon } from './icons'
import { isBackToTopVisible, SCROLL_THROTTLE_MS, throttle } from './scroll-rules'

/** A round button that scrolls back to the top; it shows once the page is scrolled past 300 px. */
export function BackToTop({ isShown }: { isShown: boolean }) {
  const t = useTranslations('chrome')
  const [isVisible, setIsVisible] = useState(false)

  useEffect(() => {
    if (!isShown) return
    const throttled = throttle(() => setIsVisible(isBackToTopVisible(window.scrollY)), SCROLL_THROTTLE_MS)
    throttled.run()
    window.addEventListener('scroll', throttled.run, { passive: true })
    return () => {
      window.removeEventListener('scroll', throttled.run)
      throttled.cancel()
    }
  }, [isShown])

  if (!isShown || !isVisible) return null

  const toTop = () => {
    const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: isReduced ? 'auto' : 'smooth' })
    document.getElementById('main')?.focus({ preventScroll: true })
  }

  return (
    <button
      type="button"
      onClick={toTop}
      data-testid="back-to-top"
      className="fixed right-4 bottom-6 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 sm:right-6"
    >
      <ArrowUpIcon />
      <span className="sr-only">{t('backToTop')}</span>
    </button>
  )
}
