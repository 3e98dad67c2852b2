import { saveManageExtras } from '@/server/manage/actions/choose-services'
import type { ManageStepProps } from '@/server/manage/open-step'
import { ExtrasForm } from '@/ui/booking/extras/ExtrasForm'

import { manageStepPage } from '../_lib/manage-step-page'

export const dynamic = 'force-dynamic'

/** /manage-booking/extras, the Extras step of manage mode: the booking flow's Extras form. */
export default function ManageExtrasPage(props: ManageStepProps) {
  return manageStepPage(props, 'extras', ({ managed, query, display }) => (
    <ExtrasForm flow={managed} query={query} display={display} action={saveManageExtras} />
  ))
}
