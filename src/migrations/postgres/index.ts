import * as migration_20261122_022012_initial from './20261122_022012_initial';
import * as migration_20261123_204522_admin_login_staff_mail from './20261123_204522_admin_login_staff_mail';

export const migrations = [
  {
    up: migration_20261122_022012_initial.up,
    down: migration_20261122_022012_initial.down,
    name: '20261122_022012_initial',
  },
  {
    up: migration_20261123_204522_admin_login_staff_mail.up,
    down: migration_20261123_204522_admin_login_staff_mail.down,
    name: '20261123_204522_admin_login_staff_mail'
  },
];
