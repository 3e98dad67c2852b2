import * as migration_20261122_002123_initial from './20261122_002123_initial';

export const migrations = [
  {
    up: migration_20261122_002123_initial.up,
    down: migration_20261122_002123_initial.down,
    name: '20261122_002123_initial'
  },
];
