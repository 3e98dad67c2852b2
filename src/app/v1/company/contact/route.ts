import { submitCmsForm } from '@/server/forms/form-route'

export const dynamic = 'force-dynamic'

/** SPEC §7 `POST /v1/company/contact?sid={form}&ln={language}`: a form built in the CMS (src/server/forms). */
export const POST = submitCmsForm
