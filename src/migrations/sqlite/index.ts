import * as migration_20261121_233617_initial from './20261121_233617_initial';

export const migrations = [
  {
    up: migration_20261121_233617_initial.up,
    down: migration_20261121_233617_initial.down,
    name: '20261121_233617_initial'
  },
];
