import type { Payload } from 'payload'

import { env } from '@/env'
import type { Inquiry } from '@/payload-types'
import { defaultMailTransport } from '@/server/mail/transport'
import type { MailTransport, OutgoingMail } from '@/server/mail/mail-types'

const KIND_TITLES: Record<Inquiry['kind'], string> = {
  offer: 'New offer',
  inquiry: 'New sale inquiry',
  'trade-in': 'New trade-in',
}

/**
 * Tells staff of a new offer, inquiry or trade-in: who sent it and a link to it in the admin (no
 * photos or visitor text beyond the name in the mail itself). To SALES_STAFF_EMAIL, else Company
 * information's e-mail; nothing is sent when neither is set.
 */
export async function notifyStaff(params: {
  payload: Payload
  inquiry: Pick<Inquiry, 'id' | 'kind' | 'name'>
  carName: string
  transport?: MailTransport
}): Promise<OutgoingMail | null> {
  const { payload, inquiry, carName } = params
  const to = env.SALES_STAFF_EMAIL ?? (await companyEmail(payload))
  if (!to) return null
  const link = new URL(`/admin/collections/inquiries/${inquiry.id}`, env.SITE_URL).toString()
  const title = `${KIND_TITLES[inquiry.kind]}: ${carName}`
  const mail: OutgoingMail = {
    kind: 'sale-inquiry',
    to,
    subject: `${title} (${inquiry.name})`,
    text: `${title}\nFrom: ${inquiry.name}\n\nOpen it in the admin: ${link}\n`,
    html: `<p><strong>${escapeHtml(title)}</strong><br>From: ${escapeHtml(inquiry.name)}</p><p><a href="${link}">Open it in the admin</a></p>`,
    attachments: [],
  }
  await (params.transport ?? defaultMailTransport(payload)).send(mail)
  return mail
}

async function companyEmail(payload: Payload): Promise<string | null> {
  const company = await payload.findGlobal({ slug: 'company-information', depth: 0 })
  return company.email?.trim() || null
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
