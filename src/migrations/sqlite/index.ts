import * as migration_20261122_002107_initial from './20261122_002107_initial';

export const migrations = [
  {
    up: migration_20261122_002107_initial.up,
    down: migration_20261122_002107_initial.down,
    name: '20261122_002107_initial'
  },
];
