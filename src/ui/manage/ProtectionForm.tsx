import { getLocale, getTranslations } from 'next-intl/server'

import { ADDITIONAL_PROTECTION_CODES, isMainProtection } from '@/domain/booking/services'
import { updateServices } from '@/server/manage/actions/update-services'
import type { ManagedBooking } from '@/server/manage/managed-booking'

import { formatAmount } from './format'
import { StepActions } from './StepActions'

const CARD =
  'flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-4 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200 has-focus-visible:outline-2 has-focus-visible:outline-brand-500'

/** The Protection step: one main protection (radio) and any additional protections (checkboxes). */
export async function ProtectionForm({ managed }: { managed: ManagedBooking }) {
  const [t, locale] = await Promise.all([getTranslations('manage.protection'), getLocale()])
  const lines = managed.view.Services
  const isChosen = (code: number) => managed.choices.some((choice) => choice.code === code && choice.isSelected)
  const mains = lines.filter((line) => isMainProtection(line.ServiceId))
  const chosenMain = mains.find((line) => isChosen(line.ServiceId))?.ServiceId ?? mains[0]?.ServiceId
  const additional = lines.filter((line) => ADDITIONAL_PROTECTION_CODES.includes(line.ServiceId))
  const describe = (code: number) => managed.services.find((service) => service.code === code)?.description
  const price = (amount: number) => formatAmount(Math.round(amount * 100), managed.booking.currency, locale)
  return (
    <form action={updateServices} data-testid="manage-protection">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="step" value="protection" />
      <fieldset>
        <legend className="text-lg font-bold">{t('main')}</legend>
        <div className="mt-3 grid gap-3">
          {mains.map((line) => (
            <label key={line.ServiceId} className={CARD}>
              <input
                type="radio"
                name="protection"
                value={line.ServiceId}
                defaultChecked={line.ServiceId === chosenMain}
                className="mt-1 size-5 accent-brand-600"
              />
              <span className="grid flex-1 gap-1">
                <span className="flex flex-wrap justify-between gap-2 font-semibold">
                  <span>{line.Name}</span>
                  <span>{line.Amount > 0 ? price(line.Amount) : t('included')}</span>
                </span>
                {describe(line.ServiceId) ? (
                  <span className="text-sm text-muted">{describe(line.ServiceId)}</span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {additional.length > 0 ? (
        <fieldset className="mt-6">
          <legend className="text-lg font-bold">{t('additional')}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {additional.map((line) => (
              <label key={line.ServiceId} className={CARD}>
                <input
                  type="checkbox"
                  name={`service-${line.ServiceId}`}
                  defaultChecked={isChosen(line.ServiceId)}
                  className="mt-1 size-5 accent-brand-600"
                />
                <span className="grid flex-1 gap-1">
                  <span className="font-semibold">{line.Name}</span>
                  <span className="text-sm text-muted">{price(line.Amount)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <StepActions />
    </form>
  )
}
