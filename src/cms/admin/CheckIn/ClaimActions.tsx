'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { deskPost } from '../BookingsConsole/desk-post'

type Props = {
  bookingId: number
  status: string | null
  /** Whole krónur claimed. */
  claimedIsk: number
  canDecide: boolean
  canAddCharges: boolean
  prices: readonly { readonly id: number; readonly name: string; readonly priceIsk: number }[]
}

/**
 * Staff's actions on a damage claim: add a toll or fine (or a damage priced from the list) before
 * the notice, send the notice, settle what the clock allows, and — a manager or admin — decide on
 * the renter's objection or withdraw a claim still under way (with a reason; the deposit released). Each posts to POST /api/booking-claims/{id}; the answer is shown as said.
 */
export function ClaimActions({ bookingId, status, claimedIsk, canDecide, canAddCharges, prices }: Props) {
  const router = useRouter()
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; isError: boolean } | undefined>(undefined)
  const [charge, setCharge] = useState({ kind: 'toll', amountIsk: '', reference: '' })
  const [damage, setDamage] = useState({ note: '', priceItemId: '' })
  const [decision, setDecision] = useState({ amountIsk: '', reason: '' })
  const [withdrawal, setWithdrawal] = useState('')
  const canWithdraw = canDecide && (status === 'open' || status === 'notified' || status === 'objected')

  async function send(body: Record<string, unknown>, done: string) {
    setIsBusy(true)
    setMessage(undefined)
    const answer = await deskPost({
      path: `/api/booking-claims/${String(bookingId)}`,
      body,
      fallback: 'That could not be done.',
    })
    setIsBusy(false)
    setMessage(answer.isOk ? { text: done, isError: false } : { text: answer.message, isError: true })
    if (answer.isOk) router.refresh()
  }

  return (
    <div data-testid="claim-actions">
      {canAddCharges ? (
        <>
          <form
            className="desk-form"
            aria-label="Add a toll or fine to the claim"
            onSubmit={(event) => {
              event.preventDefault()
              void send({ action: 'add-charge', ...charge, amountIsk: Number(charge.amountIsk) }, 'Charge added.')
            }}
          >
            <label>
              Toll or fine, into the claim
              <select value={charge.kind} onChange={(event) => setCharge({ ...charge, kind: event.target.value })}>
                <option value="toll">Toll</option>
                <option value="fine">Fine</option>
              </select>
            </label>
            <label>
              Amount (kr., before the handling fee)
              <input
                type="number"
                min={1}
                step={1}
                required
                value={charge.amountIsk}
                onChange={(event) => setCharge({ ...charge, amountIsk: event.target.value })}
              />
            </label>
            <label>
              Bill reference
              <input
                required
                maxLength={200}
                value={charge.reference}
                onChange={(event) => setCharge({ ...charge, reference: event.target.value })}
              />
            </label>
            <button
              type="submit"
              className="btn btn--style-secondary btn--size-medium"
              disabled={isBusy}
              style={{ margin: 0 }}
            >
              Add to the claim
            </button>
          </form>
          {prices.length > 0 ? (
            <form
              className="desk-form"
              aria-label="Add a damage priced from the list"
              onSubmit={(event) => {
                event.preventDefault()
                void send(
                  { action: 'add-damage', note: damage.note, priceItemId: Number(damage.priceItemId) },
                  'Damage charge added.',
                )
              }}
            >
              <label>
                Damage found later
                <input
                  required
                  maxLength={500}
                  value={damage.note}
                  onChange={(event) => setDamage({ ...damage, note: event.target.value })}
                />
              </label>
              <label>
                Price list item
                <select
                  required
                  value={damage.priceItemId}
                  onChange={(event) => setDamage({ ...damage, priceItemId: event.target.value })}
                >
                  <option value="">Choose…</option>
                  {prices.map((item) => (
                    <option key={item.id} value={String(item.id)}>
                      {item.name} — {item.priceIsk.toLocaleString('en-GB')} kr.
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="btn btn--style-secondary btn--size-medium"
                disabled={isBusy}
                style={{ margin: 0 }}
              >
                Add damage charge
              </button>
            </form>
          ) : null}
        </>
      ) : null}
      {status === 'open' ? (
        <p>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            disabled={isBusy || claimedIsk <= 0}
            style={{ margin: 0 }}
            onClick={() => {
              if (
                !window.confirm(
                  `Send the renter the written notice of ${claimedIsk.toLocaleString('en-GB')} kr.? Their 20 days to object start now.`,
                )
              )
                return
              void send({ action: 'send-notice' }, 'Notice sent; the renter has 20 days to object.')
            }}
          >
            Send the notice
          </button>
        </p>
      ) : null}
      {status === 'notified' || status === 'open' ? (
        <p>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            disabled={isBusy}
            style={{ margin: 0 }}
            onClick={() => void send({ action: 'settle' }, 'Settled as the clock allows.')}
          >
            Settle if the clock allows
          </button>
        </p>
      ) : null}
      {status === 'objected' && canDecide ? (
        <form
          className="desk-form"
          aria-label="Decide on the objection"
          data-testid="claim-decide"
          onSubmit={(event) => {
            event.preventDefault()
            const amountIsk = Number(decision.amountIsk)
            if (
              !window.confirm(
                `Charge ${amountIsk.toLocaleString('en-GB')} kr. of the ${claimedIsk.toLocaleString('en-GB')} kr. claimed and release the rest?`,
              )
            )
              return
            void send({ action: 'decide', amountIsk, reason: decision.reason }, 'Decided; the renter is told.')
          }}
        >
          <label>
            Amount to charge (kr., 0 to {claimedIsk.toLocaleString('en-GB')})
            <input
              type="number"
              min={0}
              max={claimedIsk}
              step={1}
              required
              value={decision.amountIsk}
              onChange={(event) => setDecision({ ...decision, amountIsk: event.target.value })}
            />
          </label>
          <label>
            Reason (the renter reads it)
            <input
              required
              maxLength={4000}
              value={decision.reason}
              onChange={(event) => setDecision({ ...decision, reason: event.target.value })}
            />
          </label>
          <button
            type="submit"
            className="btn btn--style-primary btn--size-medium"
            disabled={isBusy}
            style={{ margin: 0 }}
          >
            Decide
          </button>
        </form>
      ) : null}
      {status === 'objected' && !canDecide ? <p>A manager decides on the objection.</p> : null}
      {canWithdraw ? (
        <form
          className="desk-form"
          aria-label="Withdraw the claim"
          data-testid="claim-withdraw"
          onSubmit={(event) => {
            event.preventDefault()
            if (
              !window.confirm(
                `Withdraw the claim of ${claimedIsk.toLocaleString('en-GB')} kr.? Nothing is charged, the deposit hold is released and the renter is told.`,
              )
            )
              return
            void send(
              { action: 'withdraw', reason: withdrawal },
              'Withdrawn; the deposit is released and the renter is told.',
            )
          }}
        >
          <label>
            Reason for withdrawing (the renter reads it)
            <input
              required
              maxLength={4000}
              value={withdrawal}
              onChange={(event) => setWithdrawal(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="btn btn--style-secondary btn--size-medium"
            disabled={isBusy}
            style={{ margin: 0 }}
          >
            Withdraw the claim
          </button>
        </form>
      ) : null}
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'check-in-error' : undefined}>
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
