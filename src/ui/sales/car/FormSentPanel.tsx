'use client'

import type React from 'react'
import { useEffect, useId, useRef } from 'react'

import { Link } from '@/i18n/navigation'
import { buttonClass } from '@/ui/primitives/button-styles'

type Props = {
  title: string
  /** What happens next. */
  text: string
  /** The cars for sale (the search page), without the locale prefix. */
  searchPath: string
  otherCars: string
  /** A button beside the link: back to the car, or send another message. */
  action?: { label: string; onClick: () => void }
  testId?: string
}

/**
 * What a sales form becomes once it is sent: a heading saying it arrived, what happens next and a
 * way on (other cars for sale, and back to the car or another message). The heading takes the
 * focus, so a screen reader reads it and keyboard users go on from there.
 */
export function FormSentPanel({ title, text, searchPath, otherCars, action, testId }: Props) {
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-success/40 bg-success/5 p-5 sm:p-6"
      data-testid={testId}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-success text-lg font-bold text-white"
        >
          ✓
        </span>
        <div className="min-w-0">
          <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {title}
          </h3>
          <p className="mt-2 text-ink">{text}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        {action ? <ActionButton {...action} /> : null}
        <Link href={searchPath} className={buttonClass(action ? 'outline' : 'primary')} data-testid="sent-other-cars">
          {otherCars}
        </Link>
      </div>
    </section>
  )
}

function ActionButton({ label, onClick }: { label: string; onClick: () => void }): React.ReactNode {
  return (
    <button type="button" className={buttonClass('primary')} onClick={onClick} data-testid="sent-action">
      {label}
    </button>
  )
}
