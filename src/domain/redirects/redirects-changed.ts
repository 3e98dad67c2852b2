/**
 * The global slot (on `globalThis`) where the CMS notes when redirect rules last changed, and the
 * proxy's redirect table reads it: both run in the same process but in different bundles.
 */
export const REDIRECTS_CHANGED_AT = Symbol.for('vegur.redirects.changedAt')
