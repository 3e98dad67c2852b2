'use client'

/** The manage pages' error page: the site's own (message, try again, home). */
export { default } from '../(default)/error'
