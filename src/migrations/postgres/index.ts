import * as migration_20261122_022012_initial from './20261122_022012_initial';
import * as migration_20261123_204352_payment_refunds from './20261123_204352_payment_refunds';

export const migrations = [
  {
    up: migration_20261122_022012_initial.up,
    down: migration_20261122_022012_initial.down,
    name: '20261122_022012_initial',
  },
  {
    up: migration_20261123_204352_payment_refunds.up,
    down: migration_20261123_204352_payment_refunds.down,
    name: '20261123_204352_payment_refunds'
  },
];
