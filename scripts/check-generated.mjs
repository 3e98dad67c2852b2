#!/usr/bin/env node
// Fails when src/payload-types.ts or the admin import map differ from what the config generates.
import { execFileSync } from 'node:child_process'

const files = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
execFileSync('node', ['scripts/generate.mjs'], { stdio: 'inherit' })
const diff = execFileSync('git', ['status', '--porcelain', '--', ...files], { encoding: 'utf8' })
if (diff.trim()) {
  console.error(`Generated files are out of date; run \`npm run generate\` and commit:\n${diff}`)
  process.exit(1)
}
console.log('Generated files are up to date.')
