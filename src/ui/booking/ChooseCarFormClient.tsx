'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { useFormStatus } from 'react-dom'

import type { EcommercePayload } from '@/domain/tracking/tracking-events'

import { LoadingOverlay } from '@/ui/loading/LoadingOverlay'
import { track } from '@/ui/tracking/track'

/** SPEC §4: a recommended car is chosen 500 ms after the overlay shows, from the top of the page. */
const RECOMMENDED_CHOICE_DELAY_MS = 500

type Props = {
  action: (formData: FormData) => Promise<never>
  label: string
  ariaLabel: string | undefined
  className: string
  overlayLabel: string
  isRecommended: boolean
  /** The select_item payload of this car (SPEC §9), sent when the visitor chooses it. */
  selectEvent?: EcommercePayload | undefined
  children: React.ReactNode
}

/**
 * The choose-car form on the client. The server action stays the form's action, so the form works
 * without JavaScript; for a recommended car the first submit only shows the overlay, waits, scrolls
 * to the top and submits again.
 */
export function ChooseCarFormClient({ action, isRecommended, selectEvent, children, ...button }: Props) {
  const [isDelaying, setIsDelaying] = useState(false)
  const isReady = useRef(false)

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!isReady.current && selectEvent) track('select_item', selectEvent)
    if (!isRecommended || isReady.current) return
    event.preventDefault()
    const form = event.currentTarget
    setIsDelaying(true)
    window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: 'instant' })
      isReady.current = true
      form.requestSubmit()
      isReady.current = false
    }, RECOMMENDED_CHOICE_DELAY_MS)
  }

  return (
    <form action={action} onSubmit={onSubmit} className="mt-auto" data-testid="choose-car">
      {children}
      <SubmitButton {...button} isDelaying={isDelaying} onSettled={() => setIsDelaying(false)} />
    </form>
  )
}

function SubmitButton(props: {
  label: string
  ariaLabel: string | undefined
  className: string
  overlayLabel: string
  isDelaying: boolean
  /** The action has ended (the overlay stays up from the delay until then). */
  onSettled: () => void
}) {
  const { pending } = useFormStatus()
  const wasPending = useRef(false)
  const { onSettled } = props
  useEffect(() => {
    if (wasPending.current && !pending) onSettled()
    wasPending.current = pending
  }, [pending, onSettled])
  const isBusy = pending || props.isDelaying
  return (
    <>
      <button
        type="submit"
        aria-label={props.ariaLabel}
        aria-disabled={isBusy}
        className={`${props.className} w-full`}
        onClick={(event) => {
          if (isBusy) event.preventDefault()
        }}
      >
        {props.label}
      </button>
      {isBusy ? <LoadingOverlay label={props.overlayLabel} /> : null}
    </>
  )
}
