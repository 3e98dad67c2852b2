/**
 * Set in the browser's local storage while a staff member uses the admin. Cached pages are the same
 * for everyone, so the staff toolbar is found out in the browser: only browsers carrying this marker
 * ask the admin who is signed in; a visitor's browser never does.
 */
export const STAFF_MARKER_KEY = 'vegur-staff'
