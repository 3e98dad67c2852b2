import { getTranslations } from 'next-intl/server'

import { saveManageExtras } from '@/server/manage/actions/choose-services'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { ExtrasForm } from '@/ui/booking/extras/ExtrasForm'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { ManageStepView } from '@/ui/manage/ManageStepView'

export const dynamic = 'force-dynamic'

/** /manage-booking/extras, the Extras step of manage mode: the booking flow's Extras form. */
export default async function ManageExtrasPage(props: ManageStepProps) {
  const { locale, managed, query, rates } = await openManageStep(props)
  const t = await getTranslations('manage.extras')
  const display = priceDisplay({ flow: managed, query, rates, locale })
  return (
    <ManageStepView
      step="extras"
      managed={managed}
      query={query}
      display={display}
      title={t('title')}
      intro={t('intro')}
    >
      <ExtrasForm flow={managed} query={query} display={display} action={saveManageExtras} />
    </ManageStepView>
  )
}
