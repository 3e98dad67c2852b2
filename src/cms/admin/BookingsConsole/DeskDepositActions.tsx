'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

type Answer = { status?: string; redirectUrl?: string; errors?: { message: string }[] }

type Props = {
  bookingId: number
  canHold: boolean
  isHeld: boolean
  /** Whole krónur held. */
  heldIsk: number
  /** The built-in gateway takes the card typed here; a provider with its own page takes it there. */
  isCardTypedHere: boolean
}

/**
 * The deposit's buttons on the booking page: hold at the counter, release, capture part for damage.
 * One Idempotency-Key per action meant (a retry after a lost answer sends it again and acts once).
 */
export function DeskDepositActions({ bookingId, canHold, isHeld, heldIsk, isCardTypedHere }: Props) {
  const router = useRouter()
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' })
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean; url?: string } | undefined>(undefined)
  const requestKey = useRef(newRequestKey())

  async function send(body: Record<string, unknown>, done: string) {
    setIsBusy(true)
    setMessage(undefined)
    try {
      const response = await fetch(`/api/booking-deposits/${String(bookingId)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'idempotency-key': requestKey.current },
        body: JSON.stringify(body),
      })
      const answer = (await response.json()) as Answer
      if (response.ok) {
        requestKey.current = newRequestKey()
        setCard({ cardNumber: '', expiry: '', cvc: '', cardholderName: '' })
        setAmount('')
        setReason('')
        setMessage(
          answer.redirectUrl
            ? {
                text: 'Hand the renter this page to hold the deposit on their card:',
                isError: false,
                url: answer.redirectUrl,
              }
            : {
                text: answer.status === 'failed' ? 'The card refused the hold.' : done,
                isError: answer.status === 'failed',
              },
        )
        router.refresh()
      } else {
        setMessage({ text: answer.errors?.[0]?.message ?? 'That could not be done.', isError: true })
      }
    } catch {
      setMessage({ text: 'It could not be sent. Try again.', isError: true })
    } finally {
      setIsBusy(false)
    }
  }

  const newKey = () => {
    requestKey.current = newRequestKey()
  }

  return (
    <>
      {canHold ? (
        <form
          className="desk-form"
          data-testid="desk-deposit-hold"
          onSubmit={(event) => {
            event.preventDefault()
            void send({ action: 'authorise', ...(isCardTypedHere && { card }) }, 'Deposit held on the card.')
          }}
        >
          {isCardTypedHere ? (
            <>
              <label>
                Card number
                <input
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  value={card.cardNumber}
                  onChange={(event) => {
                    newKey()
                    setCard({ ...card, cardNumber: event.target.value })
                  }}
                />
              </label>
              <label>
                Expiry (MM/YY)
                <input
                  required
                  autoComplete="off"
                  value={card.expiry}
                  onChange={(event) => {
                    newKey()
                    setCard({ ...card, expiry: event.target.value })
                  }}
                />
              </label>
              <label>
                CVC
                <input
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  value={card.cvc}
                  onChange={(event) => {
                    newKey()
                    setCard({ ...card, cvc: event.target.value })
                  }}
                />
              </label>
              <label>
                Name on the card
                <input
                  required
                  autoComplete="off"
                  value={card.cardholderName}
                  onChange={(event) => {
                    newKey()
                    setCard({ ...card, cardholderName: event.target.value })
                  }}
                />
              </label>
            </>
          ) : null}
          <button
            type="submit"
            className="btn btn--style-primary btn--size-medium"
            disabled={isBusy}
            style={{ margin: 0 }}
          >
            Hold deposit
          </button>
        </form>
      ) : null}
      {isHeld ? (
        <>
          <form
            className="desk-form"
            data-testid="desk-deposit-release"
            onSubmit={(event) => {
              event.preventDefault()
              if (!window.confirm(`Release the whole deposit (${heldIsk.toLocaleString('en-GB')} kr.)?`)) return
              void send({ action: 'release' }, 'Release asked; the ledger shows it once the provider confirms.')
            }}
          >
            <button
              type="submit"
              className="btn btn--style-secondary btn--size-medium"
              disabled={isBusy}
              style={{ margin: 0 }}
            >
              Release deposit
            </button>
          </form>
          <form
            className="desk-form"
            data-testid="desk-deposit-capture"
            onSubmit={(event) => {
              event.preventDefault()
              const amountIsk = Number(amount)
              const confirmText = `Capture ${amountIsk.toLocaleString('en-GB')} kr. of the deposit and release the rest?`
              if (!window.confirm(confirmText)) return
              void send({ action: 'capture', amountIsk, reason }, 'Capture asked; the rest of the hold is released.')
            }}
          >
            <label>
              Capture for damage (kr., at most {heldIsk.toLocaleString('en-GB')})
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={heldIsk}
                step={1}
                required
                value={amount}
                onChange={(event) => {
                  newKey()
                  setAmount(event.target.value)
                }}
              />
            </label>
            <label>
              Damage and evidence (the renter sees it)
              <input
                type="text"
                minLength={3}
                maxLength={1000}
                required
                value={reason}
                onChange={(event) => {
                  newKey()
                  setReason(event.target.value)
                }}
              />
            </label>
            <button
              type="submit"
              className="btn btn--style-secondary btn--size-medium"
              disabled={isBusy}
              style={{ margin: 0 }}
            >
              Capture part
            </button>
            <p style={{ flexBasis: '100%', margin: 0 }}>
              A capture needs a manager; the rest of the hold is released with it.
            </p>
          </form>
        </>
      ) : null}
      {message ? (
        <p
          role={message.isError ? 'alert' : 'status'}
          data-testid="desk-deposit-message"
          style={{ margin: 0, color: message.isError ? 'var(--theme-error-500)' : 'inherit' }}
        >
          {message.text}{' '}
          {message.url ? (
            <a href={message.url} target="_blank" rel="noreferrer">
              {message.url}
            </a>
          ) : null}
        </p>
      ) : null}
    </>
  )
}

function newRequestKey(): string {
  return crypto.randomUUID()
}
