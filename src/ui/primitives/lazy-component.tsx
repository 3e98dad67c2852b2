'use client'

import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client component whose code is fetched when it first renders (`React.lazy` in its own
 * Suspense boundary, so the server's HTML stays in place until it hydrates). Lighter than
 * `next/dynamic`, whose loader code would otherwise ship with every page.
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
