// The pages of the stand-in of Adyen's hosted payment page: the card form (its amount, the merchant,
// a refusal when the last card was refused), and the card issuer's 3-D Secure 2 challenge. Plain
// HTML with one style block, so it looks like a payment page on a phone and runs no script.

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f6f9; color: #00112c; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.25rem; }
  header { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; }
  .brand { font-weight: 700; letter-spacing: .02em; color: #0abf53; }
  .card { background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 4px rgb(0 0 0 / 10%); }
  .amount { font-size: 1.75rem; font-weight: 700; margin: .25rem 0 1rem; }
  label { display: block; font-size: .875rem; margin-top: .75rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: .7rem; margin-top: .25rem;
    border: 1px solid #b9c4c9; border-radius: 6px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  button { width: 100%; margin-top: 1.25rem; padding: .9rem; font: inherit; font-weight: 600; color: #fff;
    background: #00112c; border: 0; border-radius: 6px; }
  .error { background: #fbe9e9; border-left: 4px solid #d10244; padding: .75rem; margin-bottom: 1rem; }
  .note { font-size: .8rem; color: #5c687c; margin-top: 1rem; }
`

export type PageSession = {
  readonly id: string
  readonly merchantAccount: string
  readonly amount: { readonly currency: string; readonly value: number }
  readonly reference: string
  readonly shopperLocale: string | undefined
}

/** Adyen's minor units as the page shows them: ISK and EUR both in hundredths (Adyen's currency table). */
export function shownAmount(amount: { readonly currency: string; readonly value: number }): string {
  return `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(amount.value / 100)} ${amount.currency}`
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

/** The hosted page's card form; `refusal` when the last card was refused (the shopper may try another). */
export function cardPage(session: PageSession, refusal?: string): string {
  return page(
    'Adyen Checkout (stand-in)',
    `<header><span class="brand">adyen</span><span>${escape(session.merchantAccount)}</span></header>
<div class="card" data-testid="hosted-page">
  <p>Order ${escape(session.reference)}</p>
  <p class="amount" data-testid="hosted-amount">${escape(shownAmount(session.amount))}</p>
  ${refusal ? `<p class="error" role="alert" data-testid="hosted-refusal">${escape(refusal)}</p>` : ''}
  <form method="post" action="/checkoutshopper/pay/${encodeURIComponent(session.id)}">
    <label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" required></label>
    <div class="row">
      <label>Expiry date<input name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required></label>
      <label>Security code<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label>
    </div>
    <label>Name on card<input name="holderName" autocomplete="cc-name" required></label>
    <button type="submit">Pay ${escape(shownAmount(session.amount))}</button>
  </form>
  <p class="note">Test stand-in of Adyen's hosted payment page (tests/e2e/adyen). No real card is charged.</p>
</div>`,
  )
}

/** The card issuer's 3-D Secure 2 challenge: the shopper types the code (the test code is "password"). */
export function challengePage(session: PageSession, challengeId: string, last4: string): string {
  return page(
    '3-D Secure (stand-in)',
    `<header><span class="brand">Card issuer</span><span>3-D Secure 2</span></header>
<div class="card" data-testid="hosted-challenge">
  <p>Confirm the payment of <strong>${escape(shownAmount(session.amount))}</strong> to
  ${escape(session.merchantAccount)} with the card ending ${escape(last4)}.</p>
  <form method="post" action="/checkoutshopper/challenge/${encodeURIComponent(challengeId)}">
    <label>Code from your bank's app<input name="code" autocomplete="one-time-code" required></label>
    <button type="submit">Confirm</button>
  </form>
</div>`,
  )
}

/** A page the stand-in answers when the session is gone (expired, finished, unknown). */
export function endedPage(text: string): string {
  return page('Adyen Checkout (stand-in)', `<div class="card"><p class="error" role="alert">${escape(text)}</p></div>`)
}

function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}
