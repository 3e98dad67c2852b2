import type { CollectionConfig } from 'payload'

import { adminOrSelf, isAdmin, isAdminField, isStaff, ROLES } from '../../access/roles'
import { resetPasswordMailHtml } from './reset-password-mail'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Settings' },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
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
