/** The 3-D Secure page's one style block; its hash is in the page's Content-Security-Policy (ADR 006). */
export const CHALLENGE_PAGE_STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827;margin:0;padding:24px}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
button{font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;border:0;margin-right:8px;cursor:pointer}
.approve{background:#047857;color:#fff}.deny{background:#e5e7eb;color:#111827}`
