'use client'

import { type ComponentType, lazy, Suspense, use, useEffect, useRef, useState } from 'react'

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

type Intent = { promise: Promise<void>; resolve: () => void }

function newIntent(): Intent {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/**
 * A client component rendered on the server as usual, whose code the browser fetches only when the
 * visitor reaches for it (pointer over or down, touch, or keyboard focus inside). Until then its
 * part of the page stays the server's HTML, not hydrated: text typed into it is kept (give it
 * uncontrolled fields), and changes (a chosen file) and a form sent before then reach its code
 * once it arrives. For
 * parts below the fold or behind an interaction, so a page's first load carries only what shows.
 */
export function lazyOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }))

  // Suspends in the browser until the intent: the boundary then hydrates without any change of
  // props (a changed prop would make React drop the server's HTML and render it afresh).
  function Gate({ intent, onLive, props }: { intent: Intent | null; onLive: () => void; props: Props }) {
    if (intent) use(intent.promise)
    useEffect(onLive, [onLive])
    return <Lazy {...props} />
  }

  function LazyOnIntent(props: Props) {
    const ref = useRef<HTMLDivElement>(null)
    const [intent] = useState(() => (typeof window === 'undefined' ? null : newIntent()))
    const isLive = useRef(false)
    const heldForm = useRef<HTMLFormElement | null>(null)
    const changed = useRef(new Set<EventTarget>())
    const [onLive] = useState(() => () => {
      isLive.current = true
      // Changes and a sending made before the code arrived are announced again to that code (a
      // file input's chosen photos are checked, a form is checked and sent).
      for (const target of changed.current) target.dispatchEvent(new Event('change', { bubbles: true }))
      changed.current.clear()
      heldForm.current?.requestSubmit()
      heldForm.current = null
    })

    useEffect(() => {
      const element = ref.current
      if (!element || !intent) return
      const want = () => intent.resolve()
      const noteChange = (event: Event) => {
        if (isLive.current || !event.target) return
        changed.current.add(event.target)
        want()
      }
      const holdSubmit = (event: Event) => {
        if (isLive.current) return
        event.preventDefault() // not natively: the form's own code checks and sends it once here
        if (event.target instanceof HTMLFormElement) heldForm.current = event.target
        want()
      }
      for (const name of INTENT_EVENTS) element.addEventListener(name, want, { passive: true, once: true })
      element.addEventListener('submit', holdSubmit, true)
      element.addEventListener('change', noteChange, true)
      return () => {
        for (const name of INTENT_EVENTS) element.removeEventListener(name, want)
        element.removeEventListener('submit', holdSubmit, true)
        element.removeEventListener('change', noteChange, true)
      }
    }, [intent])

    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Gate intent={intent} onLive={onLive} props={props} />
        </Suspense>
      </div>
    )
  }
  return LazyOnIntent
}
