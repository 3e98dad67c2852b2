/**
 * The global slot (on `globalThis`) where our server (scripts/serve/page-cache.mjs) puts the function
 * that empties its page cache, and the CMS's hooks call it after they expire cached pages or change
 * redirect rules: both run in the same process, in different bundles (ADR 013).
 */
export const PURGE_PAGE_CACHE = Symbol.for('vegur.pageCache.purge')
