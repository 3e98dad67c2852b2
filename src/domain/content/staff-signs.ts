import { STAFF_MARKER_KEY } from './staff-marker'
import { TOOLBAR_STORAGE_KEY, TOOLBAR_TOKEN_PARAM } from '../security/toolbar-token'

type Storage = Pick<globalThis.Storage, 'getItem'>

/**
 * True when the browser shows a sign that staff may be looking: a toolbar token in the address or
 * in session storage, or the admin's marker in local storage. Without one, the staff toolbar's code
 * is never loaded, so a visitor's first load carries none of it.
 */
export function hasStaffSigns(params: { search: string; session: Storage; local: Storage }): boolean {
  const { search, session, local } = params
  return (
    new URLSearchParams(search).has(TOOLBAR_TOKEN_PARAM) ||
    session.getItem(TOOLBAR_STORAGE_KEY) !== null ||
    local.getItem(STAFF_MARKER_KEY) === '1'
  )
}
