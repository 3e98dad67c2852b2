import 'server-only'

import { formatMoney } from '@/domain/money/money-format'
import type { Money } from '@/domain/money/money'

import { CHALLENGE_PAGE_STYLE } from './challenge-style'

/**
 * The test gateway's 3-D Secure page (a bank would show its own): the amount, the masked card and
 * two buttons. Self-contained HTML, no scripts; the form posts back to the same address. Its
 * Content-Security-Policy (next.config.ts) allows exactly its style block and that form.
 */
export function challengePageHtml(params: { transactionId: string; amount: Money; maskedPan: string }): string {
  const amount = escape(formatMoney(params.amount, 'en'))
  const action = `/api/payments/gateway/challenge/${encodeURIComponent(params.transactionId)}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Verify your payment – Test gateway</title>
<style>${CHALLENGE_PAGE_STYLE}</style></head>
<body><main><h1>Verify your payment</h1>
<p>Test gateway · 3-D Secure</p>
<p>Amount: <strong>${amount}</strong><br>Card: <strong>${escape(params.maskedPan)}</strong></p>
<form method="post" action="${escape(action)}">
<button class="approve" type="submit" name="decision" value="approve">Approve</button>
<button class="deny" type="submit" name="decision" value="deny">Deny</button>
</form></main></body></html>`
}

export function challengeGoneHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verification expired</title></head>
<body><main><h1>This verification has expired or was already completed.</h1></main></body></html>`
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
