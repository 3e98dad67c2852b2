import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { FALLBACK_RATES } from '@/domain/money/exchange-rates'
import type { Money } from '@/domain/money/money'
import {
  damageCharge,
  fuelCharge,
  kilometreCharge,
  lateReturnCharge,
  type FuelPolicy,
  type ReturnCharge,
} from '@/domain/bookings/return-charges'
import { rentalDays } from '@/domain/time/rental-days'
import type { Booking, DamagePrice } from '@/payload-types'
import { DAMAGE_PRICES_SLUG } from '@/cms/collections/rental/DamagePrices'

import { relationId } from '../booking-load'
import { dayPriceOf } from './cancellation-terms'

/** The rental rules' return charges, ISK minor units (staff edit whole krónur). */
export type ReturnTerms = {
  readonly refuelPerEighth: number
  readonly extraKmPrice: number
  readonly lateGraceMinutes: number
  readonly handlingFee: number
}

const minor = (krona: number | null | undefined, fallback: number) => Math.round((krona ?? fallback) * 100)

/** The return charges' prices as staff set them in the rental rules (the defaults of its fields when unset). */
export async function readReturnTerms(payload: Payload, req?: Partial<PayloadRequest>): Promise<ReturnTerms> {
  const rules = await payload.findGlobal({ slug: 'rental-rules', depth: 0, req })
  const charges = rules.returnCharges
  return {
    refuelPerEighth: minor(charges?.refuelPerEighth, 2500),
    extraKmPrice: minor(charges?.extraKmPrice, 50),
    lateGraceMinutes: charges?.lateGraceMinutes ?? 59,
    handlingFee: minor(charges?.handlingFee, 3500),
  }
}

/** A damage price list item as a charge reads it: its English name and its price in ISK minor units. */
export type PriceItem = { readonly id: number; readonly name: string; readonly price: number }

/** The published damage price list, in English (the staff's and the evidence's language). */
export async function readDamagePrices(payload: Payload, req?: Partial<PayloadRequest>): Promise<PriceItem[]> {
  const { docs } = await payload.find({
    collection: DAMAGE_PRICES_SLUG,
    locale: 'en',
    depth: 0,
    limit: 500,
    pagination: false,
    sort: 'sortOrder',
    req,
  })
  return docs.map((item: DamagePrice) => ({ id: item.id, name: item.name, price: item.price * 100 }))
}

/** A booking-currency amount in ISK minor units, at the rate locked on the booking (ISK per EUR). */
export function iskOf(value: Money, exchangeRate: number | null | undefined): number {
  if (value.currency === 'ISK') return value.amount
  const iskPerEur = exchangeRate ?? FALLBACK_RATES.ISK
  const eur = value.amount / FALLBACK_RATES[value.currency]
  return Math.floor((eur * iskPerEur) / 100) * 100
}

/**
 * The charges a return computes by itself: fuel short, kilometres over the class's limit, late
 * return, and each new damage priced by its list item; each with its evidence.
 */
export async function computeReturnCharges(params: {
  payload: Payload
  req: Partial<PayloadRequest>
  booking: Booking
  returnedAt: Date
  mileage: number
  fuelEighths: number
  damage: readonly { readonly note: string; readonly priceItemId?: number | undefined }[]
  terms: ReturnTerms
  prices: readonly PriceItem[]
}): Promise<ReturnCharge[]> {
  const { booking, terms } = params
  const category = await params.payload.findByID({
    collection: 'car-categories',
    id: relationId(booking.carCategory),
    depth: 0,
    req: params.req,
    disableErrors: true,
  })
  const pickupAt = new Date(booking.dateOut)
  const bookedReturnAt = new Date(booking.dateIn)
  const days = rentalDays({ pickupAt, returnAt: bookedReturnAt })
  const charges: (ReturnCharge | undefined)[] = [
    fuelCharge({
      policy: (category?.fuelPolicy ?? 'fullToFull') as FuelPolicy,
      outEighths: booking.checkOut?.fuelEighths ?? 8,
      inEighths: params.fuelEighths,
      pricePerEighth: terms.refuelPerEighth,
    }),
    kilometreCharge({
      policy: category?.mileagePolicy ?? 'unlimited',
      dailyLimitKm: category?.dailyKmLimit ?? undefined,
      bookedDays: days.isOk ? days.value : 1,
      outKm: booking.checkOut?.mileage ?? params.mileage,
      inKm: params.mileage,
      pricePerKm: terms.extraKmPrice,
    }),
    lateReturnCharge({
      pickupAt,
      bookedReturnAt,
      returnedAt: params.returnedAt,
      graceMinutes: terms.lateGraceMinutes,
      dayPrice: iskOf(dayPriceOf(booking), booking.exchangeRate),
    }),
    ...params.damage.map((item) => {
      const priced = params.prices.find((candidate) => candidate.id === item.priceItemId)
      return priced ? damageCharge({ note: item.note, item: priced }) : undefined
    }),
  ]
  return charges.filter((charge): charge is ReturnCharge => charge !== undefined)
}
