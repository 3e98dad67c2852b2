'use client'

/** The booking steps' error page: the site's own (message, try again, home). */
export { default } from '../(default)/error'
