import { getTranslations } from 'next-intl/server'

import { protectionCoverage } from '@/server/booking-flow/protection-coverage'
import { chooseManageProtection } from '@/server/manage/actions/choose-services'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { ProtectionForm } from '@/ui/booking/protection/ProtectionForm'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { ManageStepView } from '@/ui/manage/ManageStepView'

export const dynamic = 'force-dynamic'

/** /manage-booking/protection, the Protection step of manage mode: the booking flow's Insurance form. */
export default async function ManageProtectionPage(props: ManageStepProps) {
  const { locale, managed, query, rates } = await openManageStep(props)
  const [t, coverage] = await Promise.all([getTranslations('manage.protection'), protectionCoverage(locale)])
  const display = priceDisplay({ flow: managed, query, rates, locale })
  return (
    <ManageStepView
      step="protection"
      managed={managed}
      query={query}
      display={display}
      title={t('title')}
      intro={t('intro')}
    >
      <ProtectionForm
        flow={managed}
        query={query}
        display={display}
        coverage={coverage}
        action={chooseManageProtection}
      />
    </ManageStepView>
  )
}
