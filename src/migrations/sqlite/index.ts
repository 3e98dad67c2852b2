import * as migration_20261122_022001_initial from './20261122_022001_initial';
import * as migration_20261123_204314_payment_refunds from './20261123_204314_payment_refunds';

export const migrations = [
  {
    up: migration_20261122_022001_initial.up,
    down: migration_20261122_022001_initial.down,
    name: '20261122_022001_initial',
  },
  {
    up: migration_20261123_204314_payment_refunds.up,
    down: migration_20261123_204314_payment_refunds.down,
    name: '20261123_204314_payment_refunds'
  },
];
