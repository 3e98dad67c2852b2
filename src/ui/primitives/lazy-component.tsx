'use client'

import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client component whose code is fetched when it first renders (`React.lazy` in its own
 * Suspense boundary). Lighter than `next/dynamic`, whose loader code ships with every page, but
 * only for parts that are not in the server's HTML at first paint (a modal, a menu list, consented
 * snippets, the staff toolbar): on the server React.lazy suspends on its first render, so a part
 * shown at once would stream in as a pending boundary, hidden until a script reveals it (a layout
 * shift, nothing without JavaScript), and a cached page would keep that. Parts shown at once load
 * through `next/dynamic`, which renders them in place.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return LazyComponent
}
