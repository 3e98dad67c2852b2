import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminOrSelf, anyone, hasRole, isAdmin, isAgent, isEditor, isStaff, nobody, publishedOrEditor } from './roles'

function argsFor(user: unknown) {
  return { req: { user } as PayloadRequest }
}

const admin = { id: 1, roles: ['admin'] }
const editor = { id: 2, roles: ['editor'] }
const agent = { id: 3, roles: ['agent'] }
const manager = { id: 4, roles: ['manager'] }

describe('access rules', () => {
  it('hasRole matches any listed role', () => {
    expect(hasRole(editor as never, 'admin', 'editor')).toBe(true)
    expect(hasRole(agent as never, 'admin', 'editor')).toBe(false)
    expect(hasRole(null, 'admin')).toBe(false)
  })

  it('gives each role only its own rights', () => {
    expect(isAdmin(argsFor(admin))).toBe(true)
    expect(isAdmin(argsFor(editor))).toBe(false)
    expect(isEditor(argsFor(editor))).toBe(true)
    expect(isEditor(argsFor(agent))).toBe(false)
    expect(isAgent(argsFor(agent))).toBe(true)
    expect(isAgent(argsFor(editor))).toBe(false)
    expect(isAgent(argsFor(manager))).toBe(true)
    expect(isAdmin(argsFor(manager))).toBe(false)
    expect(isEditor(argsFor(manager))).toBe(false)
    expect(isStaff(argsFor(manager))).toBe(true)
    expect(isStaff(argsFor(agent))).toBe(true)
    expect(isStaff(argsFor(null))).toBe(false)
    expect(anyone(argsFor(null))).toBe(true)
    expect(nobody(argsFor(admin))).toBe(false)
  })

  it('shows visitors only published documents', () => {
    expect(publishedOrEditor(argsFor(null))).toEqual({ _status: { equals: 'published' } })
    expect(publishedOrEditor(argsFor(agent))).toEqual({ _status: { equals: 'published' } })
    expect(publishedOrEditor(argsFor(editor))).toBe(true)
  })

  it('limits non-admins to their own user document', () => {
    expect(adminOrSelf(argsFor(admin))).toBe(true)
    expect(adminOrSelf(argsFor(agent))).toEqual({ id: { equals: 3 } })
    expect(adminOrSelf(argsFor(null))).toBe(false)
  })
})
