'use client'

import { useTranslations } from 'next-intl'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { watchRequests } from './request-watch'

/** SPEC §9: shown only for loads over 200 ms, grows over 5 s until done, hidden 500 ms after. */
const LOADING_BAR_THROTTLE_MS = 200
const LOADING_BAR_DURATION_MS = 5_000
const LOADING_BAR_HIDE_MS = 500

type Phase = 'idle' | 'loading' | 'done' | 'failed'

/**
 * The top loading bar of every page (SPEC §4, §8, §9): starts on in-app link clicks,
 * page requests and form actions, completes when the request ends or the URL changes, and turns
 * failed (red) when a request fails.
 */
export function LoadingBar() {
  const t = useTranslations('site.loading')
  const [phase, setPhase] = useState<Phase>('idle')
  const [isShown, setIsShown] = useState(false)
  const timers = useRef<number[]>([])
  const phaseRef = useRef<Phase>('idle')

  const later = (run: () => void, ms: number) => timers.current.push(window.setTimeout(run, ms))
  const clearTimers = () => timers.current.splice(0).forEach((timer) => window.clearTimeout(timer))
  const moveTo = (next: Phase) => {
    phaseRef.current = next
    setPhase(next)
  }

  const finishRef = useRef((outcome: 'done' | 'failed') => {
    if (phaseRef.current !== 'loading') return
    clearTimers()
    moveTo(outcome)
    if (outcome === 'failed') setIsShown(true)
    later(() => {
      setIsShown(false)
      moveTo('idle')
    }, LOADING_BAR_HIDE_MS)
  })

  useEffect(() => {
    const start = () => {
      if (phaseRef.current === 'loading') return
      clearTimers()
      setIsShown(false)
      moveTo('loading')
      later(() => setIsShown(true), LOADING_BAR_THROTTLE_MS)
    }
    const stop = watchRequests({
      start,
      end: () => finishRef.current('done'),
      fail: () => finishRef.current('failed'),
    })
    return () => {
      stop()
      clearTimers()
    }
  }, [])

  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => finishRef.current('done'), [pathname, search])

  if (!isShown) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1" data-testid="loading-bar" data-phase={phase}>
      <Bar phase={phase} label={t('page')} />
      {phase === 'failed' ? (
        <p role="alert" className="sr-only">
          {t('failed')}
        </p>
      ) : null}
    </div>
  )
}

/** The bar itself: grows to 90 % over the duration while loading, then to full width. */
function Bar({ phase, label }: { phase: Phase; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const bar = ref.current
    if (!bar || typeof bar.animate !== 'function') return
    const isLoading = phase === 'loading'
    const animation = bar.animate([{ transform: `scaleX(${isLoading ? 0.9 : 1})` }], {
      duration: isLoading ? LOADING_BAR_DURATION_MS : 150,
      easing: 'ease-out',
      fill: 'forwards',
    })
    return () => {
      // Keeps the width reached, so the next phase grows on from there (only while on the page).
      if (bar.isConnected) animation.commitStyles()
      animation.cancel()
    }
  }, [phase])
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'loading'}
      className={`h-full w-full origin-left ${phase === 'failed' ? 'bg-danger' : 'bg-brand-600'}`}
      style={{ transform: 'scaleX(0.05)' }}
    />
  )
}
