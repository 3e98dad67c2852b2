import { getTranslations } from 'next-intl/server'

import { saveManageExtras } from '@/server/manage/actions/choose-services'
import { openManageStep, type ManageStepProps } from '@/server/manage/open-step'
import { ExtrasForm } from '@/ui/booking/extras/ExtrasForm'
import { priceDisplay } from '@/ui/booking/summary/price-display'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { ManageSummary } from '@/ui/manage/ManageSummary'
import { Heading } from '@/ui/primitives/Heading'

export const dynamic = 'force-dynamic'

/** /manage-booking/extras, the Extras step of manage mode: the booking flow's Extras form. */
export default async function ManageExtrasPage(props: ManageStepProps) {
  const { locale, managed, query, rates } = await openManageStep(props)
  const t = await getTranslations('manage.extras')
  const display = priceDisplay({ flow: managed, query, rates, locale })
  return (
    <ManageFrame
      step="extras"
      canPay={managed.draft.submitted.includes('detail')}
      query={query}
      summary={<ManageSummary managed={managed} query={query} display={display} />}
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 text-muted">{t('intro')}</p>
      <ExtrasForm flow={managed} query={query} display={display} action={saveManageExtras} />
    </ManageFrame>
  )
}
