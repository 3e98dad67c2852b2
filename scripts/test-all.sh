#!/usr/bin/env bash
# Installs what the checks need and runs every one: format, lint, types, generated files,
# unit and integration tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the
# production build, and the end-to-end tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far, so a slow step shows in the log.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$*" "$SECONDS"; }

export NEXT_TELEMETRY_DISABLED=1

step "Install dependencies (npm ci)"
npm ci --no-audit --no-fund

if [ ! -x /usr/bin/chromium ]; then
  step "Install Debian's Chromium for the end-to-end tests"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi

step "Format"
npm run format:check
step "Lint"
npm run lint
step "Type-check"
npm run typecheck
step "Generated Payload types and import map are up to date"
node scripts/check-generated.mjs

step "Unit tests"
npm run test:unit
step "Integration tests on SQLite"
npm run test:int
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Integration tests on PostgreSQL"
  TEST_DB=postgres npm run test:int
  step "Committed migrations match the schema"
  node scripts/check-migrations.mjs
fi

step "Production build"
npm run build
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  step "Two app servers on one PostgreSQL and one Redis"
  npm run test:scale-out
fi
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; then
  step "Faults: killed servers, stalled databases"
  npm run test:faults -- --quick
fi
step "End-to-end tests in Chromium"
CI=${CI:-true} npm run test:e2e

echo
echo "All checks passed in ${SECONDS}s."
