import { createHash } from 'node:crypto'

import { formatMoney } from '@/domain/money-format'
import type { Money } from '@/domain/money'

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:24px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
button{font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;border:0;margin-right:8px;cursor:pointer}
.approve{background:#047857;color:#fff}.deny{background:#e5e7eb;color:#111827}`

/**
 * The page's own Content-Security-Policy (ADR 006): its one style block by hash, no script at all,
 * and the form may post only back to this site.
 */
export const CHALLENGE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ')

/**
 * The test gateway's 3-D Secure page (a bank would show its own): the amount, the masked card and
 * two buttons. Self-contained HTML, no scripts; the form posts back to the same address.
 */
export function challengePageHtml(params: { transactionId: string; amount: Money; maskedPan: string }): string {
  const amount = escape(formatMoney(params.amount, 'en'))
  const action = `/api/payments/gateway/challenge/${encodeURIComponent(params.transactionId)}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Verify your payment – Test gateway</title>
<style>${STYLE}</style></head>
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
