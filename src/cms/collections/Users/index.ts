import type { CollectionConfig } from 'payload'

import { adminOrSelf, isAdmin, isAdminField, isStaff, ROLES } from '../../access/roles'
import { resetPasswordMailHtml } from './reset-password-mail'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Settings' },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // Payload's lockout counts failures that never decay and locks the account for everyone, so
    // anyone could lock staff out. Logins pass windowed limits per client address and per account
    // in front of Payload instead (src/server/auth/admin-login-guard.ts).
    maxLoginAttempts: 0,
    forgotPassword: { generateEmailHTML: resetPasswordMailHtml },
    cookies: {
      secure: process.env.NODE_ENV === 'production' && process.env.SITE_URL?.startsWith('https:'),
      sameSite: 'Lax',
    },
  },
  access: {
    admin: isStaff,
    create: isAdmin,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
      saveToJWT: true,
    },
  ],
}
