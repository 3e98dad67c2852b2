/**
 * A harmless demo statistics snippet. Every part carries the marker `vegur-analytics`, so tests can
 * check that it is absent before cookie consent and present after.
 */
export const ANALYTICS_MARKER = 'vegur-analytics'

export const DEMO_CODES = {
  head: [
    `<meta name="${ANALYTICS_MARKER}" content="demo">`,
    `<script data-${ANALYTICS_MARKER}="head">window.vegurAnalytics=window.vegurAnalytics||[];window.vegurAnalytics.push({event:'page_view',path:location.pathname})</script>`,
  ].join('\n'),
  openBody: `<noscript data-${ANALYTICS_MARKER}="open-body">Demo statistics: nothing is collected.</noscript>`,
  closeBody: `<script data-${ANALYTICS_MARKER}="close-body">window.vegurAnalytics=window.vegurAnalytics||[];window.vegurAnalytics.push({event:'consent_given'})</script>`,
} as const
