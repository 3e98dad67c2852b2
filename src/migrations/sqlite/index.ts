import * as migration_20261122_022001_initial from './20261122_022001_initial';
import * as migration_20261123_205316_holds_and_jobs from './20261123_205316_holds_and_jobs';

export const migrations = [
  {
    up: migration_20261122_022001_initial.up,
    down: migration_20261122_022001_initial.down,
    name: '20261122_022001_initial',
  },
  {
    up: migration_20261123_205316_holds_and_jobs.up,
    down: migration_20261123_205316_holds_and_jobs.down,
    name: '20261123_205316_holds_and_jobs'
  },
];
