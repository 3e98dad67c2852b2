import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { DESK_ROLES, hasRole } from '../../access/roles'
import { UNPAID_LATER_CHARGE_DAYS } from '../../../domain/bookings/later-charges'
import { OVERDUE_ATTEMPT_MINUTES } from '../../../domain/bookings/needs-attention'
import { loadNeedsAttention } from './needs-attention-rows'
import { NeedsAttentionTable } from './NeedsAttentionTable'

/**
 * Staff see what needs them (issue 26 item 7): booking effects given up after their tries (an
 * e-mail, a refund, closing a payment), payments whose outcome is still unknown long after they
 * began, refunds refused or unconfirmed, and later tolls and fines still unpaid (ADR 032) — each with
 * its booking, the amount and the last error.
 */
export async function NeedsAttentionView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload: req.payload,
    permissions,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities,
  }
  if (!hasRole(req.user, 'editor', ...DESK_ROLES)) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <p>Only staff see this page.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const { effects, attempts, refunds, later } = await loadNeedsAttention(req.payload)
  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <h1 style={{ marginBottom: '0.5rem' }}>Needs attention</h1>
        <p style={{ maxWidth: '48rem' }}>
          What the site could not finish on its own after repeated tries. Each row links to its booking; the money is in
          ISK as charged.
        </p>
        <NeedsAttentionTable title="Effects given up" empty="No effect needs you." rows={effects} testId="effects" />
        <NeedsAttentionTable
          title={`Payments without an outcome after ${OVERDUE_ATTEMPT_MINUTES} minutes`}
          empty="Every payment has its outcome."
          rows={attempts}
          testId="attempts"
        />
        <NeedsAttentionTable
          title="Refunds refused or unconfirmed"
          empty="No refund needs you."
          rows={refunds}
          testId="refunds"
        />
        <NeedsAttentionTable
          title={`Tolls and fines unpaid after ${String(UNPAID_LATER_CHARGE_DAYS)} days`}
          empty="No later toll or fine is overdue."
          rows={later}
          testId="later-charges"
        />
      </Gutter>
    </DefaultTemplate>
  )
}
