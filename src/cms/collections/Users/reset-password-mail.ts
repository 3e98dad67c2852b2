import type { PayloadRequest } from 'payload'

import { env } from '../../../env'

/**
 * The link in the reset mail, on SITE_URL: Payload would take the origin from the request's Host
 * header only when it is in the CORS/CSRF list, and else send a link without a host.
 */
function resetPasswordUrl(params: { req: PayloadRequest; token: string }): string {
  const { routes, admin } = params.req.payload.config
  return new URL(`${routes.admin}${admin.routes.reset}/${params.token}`, env.SITE_URL).toString()
}

/** Payload's reset mail text, with the link on SITE_URL (`auth.forgotPassword.generateEmailHTML`). */
export function resetPasswordMailHtml(args?: { req?: PayloadRequest; token?: string }): string {
  if (!args?.req || !args.token) throw new Error('A reset mail needs the request and the token')
  const params = { req: args.req, token: args.token }
  const url = escapeHtml(resetPasswordUrl(params))
  const { t } = params.req
  return [
    `<p>${escapeHtml(t('authentication:youAreReceivingResetPassword'))}</p>`,
    `<p><a href="${url}">${url}</a></p>`,
    `<p>${escapeHtml(t('authentication:youDidNotRequestPassword'))}</p>`,
  ].join('\n')
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
