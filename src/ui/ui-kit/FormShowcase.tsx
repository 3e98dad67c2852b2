import { useTranslations } from 'next-intl'

import { Input } from '@/ui/primitives/Input'
import { Select } from '@/ui/primitives/Select'

/** Inputs and selects in their normal, hint, error and disabled states. */
export function FormShowcase() {
  const t = useTranslations('uiKit')
  return (
    <form className="grid max-w-3xl grid-cols-1 gap-5 sm:grid-cols-2" action="#">
      <Input id="kit-name" label={t('nameLabel')} autoComplete="name" required />
      <Input
        id="kit-email"
        type="email"
        label={t('emailLabel')}
        hint={t('emailHint')}
        autoComplete="email"
        defaultValue="anna@example.is"
      />
      <Input id="kit-email-error" type="email" label={t('emailLabel')} error={t('emailError')} defaultValue="anna@" />
      <Select
        id="kit-pickup"
        label={t('pickupLabel')}
        options={[
          { value: 'brimb1', label: t('pickupAirport') },
          { value: 'rvk', label: t('pickupCity') },
        ]}
      />
      <Input id="kit-promo" label={t('promoLabel')} disabled defaultValue="SUMMER10" />
    </form>
  )
}
