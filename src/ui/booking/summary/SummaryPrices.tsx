import { getTranslations } from 'next-intl/server'

import { summaryServices } from '@/domain/booking/booking-summary'
import { isPayAtPickup } from '@/domain/booking/booking-type'
import { toMajorUnits } from '@/domain/money/money'
import type { FlowBooking } from '@/server/booking-flow/flow-booking'
import type { PayOptionTotals } from '@/server/booking-flow/pay-options'
import { Badge } from '@/ui/primitives/Badge'

import type { PriceDisplay } from './price-display'
import { SummaryRow } from './SummaryRow'

type Props = { flow: Pick<FlowBooking, 'view'>; display: PriceDisplay; payOptions: PayOptionTotals | undefined }

/**
 * The price part of the summary: rent, protection, add-ons, extras and fees, VAT within the total,
 * the total, and paying now (10% off the rent, 'Save 10%') against paying at pickup.
 */
export async function SummaryPrices({ flow, display, payOptions }: Props) {
  const { view } = flow
  const t = await getTranslations('booking.summaryCard')
  const services = summaryServices(view.Services)
  const amountOf = (major: number) => (major > 0 ? display.format(major) : t('included'))
  const isPayNow = !isPayAtPickup(view.BookingTypeId)
  return (
    <div className="space-y-4">
      <dl className="space-y-2 border-t border-line pt-4">
        <SummaryRow label={t('carRental', { count: view.Days })} amount={display.format(view.TotalRent)} />
        {services.protection ? (
          <SummaryRow
            label={services.protection.Name}
            amount={amountOf(services.protection.AmountTotal)}
            testId="summary-protection"
          />
        ) : null}
        {services.additional.map((line) => (
          <SummaryRow key={line.ServiceId} label={line.Name} amount={amountOf(line.AmountTotal)} />
        ))}
        {services.extras.map((line) => (
          <SummaryRow
            key={line.ServiceId}
            label={line.Quantity > 1 ? t('quantity', { name: line.Name, count: line.Quantity }) : line.Name}
            amount={amountOf(line.AmountTotal)}
            testId="summary-extra"
          />
        ))}
        {services.fees.map((line) => (
          <SummaryRow key={line.ServiceId} label={line.Name} amount={display.format(line.AmountTotal)} />
        ))}
      </dl>
      <dl className="space-y-2 border-t border-line pt-4">
        <SummaryRow label={t('vat')} amount={display.format(view.TotalVat)} />
        <SummaryRow label={t('total')} amount={display.format(view.Total)} isStrong testId="summary-total" />
      </dl>
      {payOptions ? (
        <ul className="grid gap-2 text-sm" aria-label={t('waysToPay')}>
          <li
            className={`flex items-center justify-between gap-2 rounded-lg p-3 ${isPayNow ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-surface'}`}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{t('payNow')}</span>
              <Badge tone="success">{t('save')}</Badge>
            </span>
            <span className="font-semibold tabular-nums" data-testid="summary-pay-now">
              {display.format(toMajorUnits(payOptions.payNow))}
            </span>
          </li>
          <li
            className={`flex items-center justify-between gap-2 rounded-lg p-3 ${isPayNow ? 'bg-surface' : 'bg-brand-50 ring-1 ring-brand-200'}`}
          >
            <span className="font-semibold">{t('payAtPickup')}</span>
            <span className="font-semibold tabular-nums" data-testid="summary-pay-at-pickup">
              {display.format(toMajorUnits(payOptions.payAtPickup))}
            </span>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
