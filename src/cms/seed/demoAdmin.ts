/** The demo admin account; its credentials are in the README. */
export const DEMO_ADMIN = {
  email: 'admin@vegur.is',
  password: 'vegur-demo-2026',
  name: 'Demo Admin',
} as const
