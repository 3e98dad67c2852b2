import { getLocale, getTranslations } from 'next-intl/server'

import { updateServices } from '@/server/manage/actions/update-services'
import type { ManagedBooking } from '@/server/manage/managed-booking'
import { FIELD_CLASS } from '@/ui/primitives/field-styles'

import { formatAmount } from './format'
import { StepActions } from './StepActions'

/** The Extras step: a checkbox for a max-one extra, a quantity (0 = not added) for the others. */
export async function ExtrasForm({ managed }: { managed: ManagedBooking }) {
  const [t, locale] = await Promise.all([getTranslations('manage.extras'), getLocale()])
  const extras = managed.view.Services.filter((line) => line.group === 'extra')
  const quantityOf = (code: number) =>
    managed.choices.find((choice) => choice.code === code && choice.isSelected)?.quantity ?? 0
  const price = (amount: number) => formatAmount(Math.round(amount * 100), managed.booking.currency, locale)
  return (
    <form action={updateServices} data-testid="manage-extras">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="step" value="extras" />
      {extras.length === 0 ? <p>{t('none')}</p> : null}
      <ul className="grid gap-3">
        {extras.map((line) => {
          const id = `service-${line.ServiceId}`
          const isMaxOne = line.MaximumQuantity <= 1
          return (
            <li
              key={line.ServiceId}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-4"
            >
              <div className="min-w-0 flex-1">
                <label htmlFor={id} className="font-semibold">
                  {line.Name}
                </label>
                <p className="text-sm text-muted">
                  {line.type === 'perDay'
                    ? t('perDay', { price: price(line.price) })
                    : t('perRental', { price: price(line.price) })}
                </p>
              </div>
              {isMaxOne ? (
                <input
                  id={id}
                  name={id}
                  type="checkbox"
                  defaultChecked={quantityOf(line.ServiceId) > 0}
                  className="size-6 accent-brand-600"
                />
              ) : (
                <input
                  id={id}
                  name={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.MaximumQuantity}
                  defaultValue={quantityOf(line.ServiceId)}
                  aria-describedby={`${id}-max`}
                  className={`${FIELD_CLASS} w-24`}
                />
              )}
              {isMaxOne ? null : (
                <p id={`${id}-max`} className="sr-only">
                  {t('max', { max: line.MaximumQuantity })}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      <StepActions />
    </form>
  )
}
