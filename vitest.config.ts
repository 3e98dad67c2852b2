import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  // Next resolves `server-only` to an empty module on the server (react-server); so do the tests.
  'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/int/setup.ts'],
          // Each file boots its own Payload on its own database; two at a time suit two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
})
