'use client'

import { useActionState } from 'react'

import type { EcommercePayload } from '@/domain/tracking/tracking-events'
import type { priceModel, ModelPriceState } from '@/server/fleet/actions/price-model'
import type { chooseCar } from '@/server/booking-flow/actions/choose-car'
import { ChooseCarFormClient } from '@/ui/booking/ChooseCarFormClient'
import { buttonClass } from '@/ui/primitives/button-styles'
import { Input } from '@/ui/primitives/Input'

type ModelPriceTexts = {
  title: string
  pickupDate: string
  returnDate: string
  showPrice: string
  checking: string
  priceNote: string
  unavailable: string
  badDates: string
  failed: string
  seeAll: string
  bookIt: string
  requestNote: string
  requestIt: string
  reserving: string
}

type Props = {
  categoryId: number
  /** Earliest pickup (office date, today), from the server so that the first render matches. */
  minDate: string
  locale: string
  model: string
  priceAction: typeof priceModel
  bookAction: typeof chooseCar
  /** The select_item payload of 'Book this car' (SPEC §9, list Catalog). */
  selectEvent: EcommercePayload
  texts: ModelPriceTexts
}

/**
 * The model page's date form: the real price for the chosen dates from the engine, then
 * 'Book this car', which holds the car and opens the Insurance step like 'Book now' in results. A
 * car offered on request says so and leads into the same steps as a request (nothing paid now).
 */
export function ModelPriceForm({
  categoryId,
  minDate,
  locale,
  model,
  priceAction,
  bookAction,
  selectEvent,
  texts,
}: Props) {
  const [state, formAction, isPending] = useActionState<ModelPriceState, FormData>(priceAction, { status: 'idle' })
  return (
    <section
      aria-labelledby="model-price-title"
      className="rounded-2xl border border-line bg-white p-5 shadow-xs"
      data-testid="model-price"
    >
      <h2 id="model-price-title" className="text-xl font-bold">
        {texts.title}
      </h2>
      <form action={formAction} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="model-price-form">
        <input type="hidden" name="categoryId" value={categoryId} />
        <input type="hidden" name="locale" value={locale} />
        <Input id="model-pu-date" name="puDate" type="date" label={texts.pickupDate} min={minDate} required />
        <Input id="model-do-date" name="doDate" type="date" label={texts.returnDate} min={minDate} required />
        <button type="submit" className={`${buttonClass('primary')} sm:col-span-2`} aria-disabled={isPending}>
          {isPending ? texts.checking : texts.showPrice}
        </button>
      </form>
      <div aria-live="polite" className="mt-4" data-testid="model-price-result">
        {state.status === 'ok' ? (
          <>
            <p className="text-lg font-bold text-brand-900" data-testid="model-price-value">
              {state.priceText}
            </p>
            {state.isRequest ? (
              <p
                className="mt-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-sm"
                data-testid="model-price-request"
              >
                {texts.requestNote}
              </p>
            ) : (
              <p className="mt-1 text-sm text-muted">{texts.priceNote}</p>
            )}
            <div className="mt-4">
              <ChooseCarFormClient
                action={bookAction}
                label={state.isRequest ? texts.requestIt : texts.bookIt}
                ariaLabel={`${state.isRequest ? texts.requestIt : texts.bookIt}: ${model}`}
                className={buttonClass('secondary')}
                overlayLabel={texts.reserving}
                isRecommended={false}
                selectEvent={selectEvent}
              >
                <input type="hidden" name="query" value={state.bookQuery} />
                <input type="hidden" name="locale" value={locale} />
              </ChooseCarFormClient>
            </div>
          </>
        ) : state.status === 'unavailable' ? (
          <p role="alert">
            {texts.unavailable}{' '}
            <a href={state.searchHref} className="font-semibold text-brand-600 underline underline-offset-4">
              {texts.seeAll}
            </a>
          </p>
        ) : state.status === 'bad-dates' ? (
          <p role="alert">{texts.badDates}</p>
        ) : state.status === 'failed' ? (
          <p role="alert">{texts.failed}</p>
        ) : null}
      </div>
    </section>
  )
}
