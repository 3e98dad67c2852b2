import { protectionCoverage } from '@/server/booking-flow/protection-coverage'
import { chooseManageProtection } from '@/server/manage/actions/choose-services'
import type { ManageStepProps } from '@/server/manage/open-step'
import { ProtectionForm } from '@/ui/booking/protection/ProtectionForm'

import { manageStepPage } from '../_lib/manage-step-page'

export const dynamic = 'force-dynamic'

/** /manage-booking/protection, the Protection step of manage mode: the booking flow's Insurance form. */
export default function ManageProtectionPage(props: ManageStepProps) {
  return manageStepPage(props, 'protection', async ({ locale, managed, query, display }) => (
    <ProtectionForm
      flow={managed}
      query={query}
      display={display}
      coverage={await protectionCoverage(locale)}
      action={chooseManageProtection}
    />
  ))
}
