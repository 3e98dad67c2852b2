'use client'

import { useEffect, useRef, useState } from 'react'

import type { CheckOutReview } from '../../../domain/bookings/rental-agreement'
import { DeskMessage } from '../BookingsConsole/DeskMessage'
import { SignaturePad, type SignaturePadHandle } from './SignaturePad'

/**
 * The renter's part of the check-out, on the agent's tablet: the record in the renter's language
 * (the rental agreement's own sections and the damage photos), a signature pad and the button that
 * signs; once signed, the agreement. Refusals are shown as the route says them (staff's English).
 */
export function RenterReview({ bookingId }: { bookingId: number }) {
  const [review, setReview] = useState<CheckOutReview | undefined>(undefined)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const [isBusy, setIsBusy] = useState(false)
  const [hasInk, setHasInk] = useState(false)
  const [typedName, setTypedName] = useState('')
  const pad = useRef<SignaturePadHandle>(null)

  async function load() {
    const read = await readReview(bookingId)
    if ('review' in read) setReview(read.review)
    else setMessage({ text: read.error, isError: true })
  }

  useEffect(() => {
    let isLive = true
    void readReview(bookingId).then((read) => {
      if (!isLive) return
      if ('review' in read) setReview(read.review)
      else setMessage({ text: read.error, isError: true })
    })
    return () => {
      isLive = false
    }
  }, [bookingId])

  async function sign() {
    if (!review) return
    const blob = pad.current?.hasInk() ? await pad.current.toBlob() : null
    if (!blob) return setMessage({ text: review.texts.empty, isError: true })
    const form = new FormData()
    form.set('signature', blob, 'signature.png')
    setIsBusy(true)
    setMessage(undefined)
    try {
      const response = await fetch(`/api/booking-check-out-signatures/${String(bookingId)}`, {
        method: 'POST',
        credentials: 'include',
        body: form,
      })
      const answer = (await response.json().catch(() => ({}))) as { errors?: { message: string }[] }
      if (!response.ok) {
        setMessage({
          text: answer.errors?.[0]?.message ?? 'The signature could not be saved. Try again.',
          isError: true,
        })
        return
      }
      await load()
      setMessage({ text: review.texts.signed, isError: false })
    } catch {
      setMessage({ text: 'The signature could not be sent: check the connection and try again.', isError: true })
    } finally {
      setIsBusy(false)
    }
  }

  if (!review) return <DeskMessage message={message ?? { text: 'Reading the record…', isError: false }} />
  return (
    <section className="co-review" lang={review.locale} aria-labelledby="co-review-title" data-testid="renter-review">
      <h2 id="co-review-title">{review.isSigned ? review.title : review.texts.title}</h2>
      {review.isSigned ? null : <p>{review.texts.intro}</p>}
      {review.sections.map((section) => (
        <div key={section.id}>
          <h3>{section.heading}</h3>
          <ul>
            {section.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {section.id === 'condition' && review.photos.length ? (
            <>
              <h3>{review.photosHeading}</h3>
              <ul className="co-thumbs">
                {review.photos.map((photo) => (
                  <li key={photo.id}>
                    <figure style={{ margin: 0 }}>
                      {/* Private photos through the access-checked route, never a public URL. */}
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img src={`/api/booking-photos/${String(photo.id)}?size=thumbnail`} alt={photo.caption} />
                      <figcaption>{photo.caption}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ))}
      {review.isSigned ? (
        <p className="co-actions">
          {review.agreementHref ? (
            <a href={review.agreementHref} target="_blank" rel="noreferrer" data-testid="agreement-link">
              Open the rental agreement (PDF)
            </a>
          ) : null}
        </p>
      ) : (
        <>
          <SignaturePad
            ref={pad}
            label={review.texts.pad}
            onInk={() => {
              setHasInk(true)
              setTypedName('')
              setMessage(undefined)
            }}
          />
          <label className="co-typed">
            {review.texts.typed}
            <input
              type="text"
              autoComplete="name"
              value={typedName}
              data-testid="typed-signature"
              onChange={(event) => {
                const name = event.target.value
                setTypedName(name)
                pad.current?.writeName(name)
                setHasInk(name.trim().length > 0)
                setMessage(undefined)
              }}
            />
          </label>
          <div className="co-actions">
            <button
              type="button"
              className="btn btn--style-secondary btn--size-large co-btn"
              onClick={() => {
                pad.current?.clear()
                setHasInk(false)
                setTypedName('')
              }}
              disabled={isBusy || !hasInk}
            >
              {review.texts.clear}
            </button>
            <button
              type="button"
              className="btn btn--style-primary btn--size-large co-btn"
              onClick={() => void sign()}
              disabled={isBusy}
            >
              {review.texts.sign}
            </button>
          </div>
        </>
      )}
      <DeskMessage message={message} />
    </section>
  )
}

/** The review from GET /api/booking-check-outs/{id}, or what went wrong. */
async function readReview(bookingId: number): Promise<{ review: CheckOutReview } | { error: string }> {
  try {
    const response = await fetch(`/api/booking-check-outs/${String(bookingId)}`, { credentials: 'include' })
    const answer = (await response.json().catch(() => ({}))) as {
      review?: CheckOutReview
      errors?: { message: string }[]
    }
    if (response.ok && answer.review) return { review: answer.review }
    return { error: answer.errors?.[0]?.message ?? 'The record could not be read. Reload the page.' }
  } catch {
    return { error: 'The record could not be read: check the connection and reload.' }
  }
}
