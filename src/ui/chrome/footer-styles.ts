/** Column headings of the footer: one height (a 44 px row) so the columns line up. */
export const FOOTER_HEADING = 'mb-1 flex min-h-11 items-center text-sm font-bold tracking-wide text-brand-900 uppercase'
