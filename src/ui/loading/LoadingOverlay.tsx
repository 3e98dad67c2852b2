'use client'

import { createPortal } from 'react-dom'

/**
 * The loading indicator over the whole page (SPEC §2 overlays) while a car is being reserved.
 * A client-only piece: rendered into the body so no card's layout clips it.
 */
export function LoadingOverlay({ label }: { label: string }) {
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm"
      data-testid="loading-overlay"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="text-lg font-semibold text-brand-900">{label}</span>
    </div>,
    document.body,
  )
}
