import { getTranslations } from 'next-intl/server'

import { openManageStep } from '@/server/manage/open-step'
import { ProtectionForm } from '@/ui/manage/ProtectionForm'
import { ManageFrame } from '@/ui/manage/ManageFrame'
import { ManageSummary } from '@/ui/manage/ManageSummary'
import { Heading } from '@/ui/primitives/Heading'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** /manage-booking/protection, the Protection step of manage mode. */
export default async function ManageProtectionPage({ params }: Props) {
  const { managed } = await openManageStep(params)
  const t = await getTranslations('manage.protection')
  return (
    <ManageFrame
      step="protection"
      canPay={managed.draft.submitted.includes('detail')}
      summary={<ManageSummary managed={managed} />}
    >
      <Heading level={1} size={2}>
        {t('title')}
      </Heading>
      <p className="mt-2 mb-5 text-muted">{t('intro')}</p>
      <ProtectionForm managed={managed} />
    </ManageFrame>
  )
}
