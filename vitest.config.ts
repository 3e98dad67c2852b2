import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

/** Fails a test on any console.error it did not announce with expectConsoleError(). */
const CONSOLE_GUARD = 'tests/support/console-guard.ts'

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: [CONSOLE_GUARD],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: [CONSOLE_GUARD, 'tests/int/setup.ts'],
          // Each file boots its own Payload on its own database; two at a time suit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
})
