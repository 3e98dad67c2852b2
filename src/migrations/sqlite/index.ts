import * as migration_20261122_022001_initial from './20261122_022001_initial';
import * as migration_20261123_204436_admin_login_staff_mail from './20261123_204436_admin_login_staff_mail';

export const migrations = [
  {
    up: migration_20261122_022001_initial.up,
    down: migration_20261122_022001_initial.down,
    name: '20261122_022001_initial',
  },
  {
    up: migration_20261123_204436_admin_login_staff_mail.up,
    down: migration_20261123_204436_admin_login_staff_mail.down,
    name: '20261123_204436_admin_login_staff_mail'
  },
];
