#!/usr/bin/env bash
# Installs what the checks need and runs every one: format, lint, types, generated files,
# unit and integration tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), the
# production build, the two-server and fault runs (with TEST_DATABASE_URL and TEST_REDIS_URL),
# the abuse run against a production server, and the end-to-end tests in Debian's Chromium.
#
# Work that mostly waits runs side by side: the static checks and unit tests in two lanes, and the integration
# tests beside the two-server, fault and abuse runs, which spend their time on stalls, kills,
# timeouts and slow clients. Each lane's output is kept and printed whole when its group ends, a failed lane last.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far, so a slow step shows in the log.
step() { printf '\n\033[1m== %s\033[0m (at %ss)\n' "$*" "$SECONDS"; }

export NEXT_TELEMETRY_DISABLED=1
LANE_LOGS=$(mktemp -d)
LANE_PIDS=()
# A run stopped half-way (Ctrl-C, a failed step) stops its lanes too; each lane's own scripts
# stop the servers they started.
stop_lanes() {
  for pid in "${LANE_PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true; done
  rm -rf "$LANE_LOGS"
}
trap stop_lanes EXIT

# side_by_side LANE...: runs each named function in its own process group, waits for all, prints
# every log (failed ones last) and fails when any lane failed.
side_by_side() {
  local lanes=("$@") pids=() failed=() lane index
  set -m
  for lane in "${lanes[@]}"; do
    ("$lane") >"$LANE_LOGS/$lane.log" 2>&1 &
    pids+=("$!")
    LANE_PIDS+=("$!")
  done
  set +m
  for index in "${!lanes[@]}"; do
    wait "${pids[$index]}" || failed+=("${lanes[$index]}")
  done
  LANE_PIDS=()
  for lane in "${lanes[@]}"; do
    if [[ " ${failed[*]-} " != *" $lane "* ]]; then cat "$LANE_LOGS/$lane.log"; fi
  done
  for lane in "${failed[@]-}"; do
    if [ -n "$lane" ]; then
      printf '\n\033[1m== lane %s failed; its output:\033[0m\n' "$lane"
      cat "$LANE_LOGS/$lane.log"
    fi
  done
  [ "${#failed[@]}" -eq 0 ]
}

has_database() { [ -n "${TEST_DATABASE_URL:-}" ]; }
has_database_and_redis() { [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "${TEST_REDIS_URL:-}" ]; }

format_lint_and_unit() {
  step "Format"
  npm run format:check
  step "Lint"
  npm run lint
  step "Unit tests"
  npm run test:unit
}

types_and_generated() {
  step "Type-check"
  npm run typecheck
  step "Generated Payload types and import map are up to date"
  node scripts/check-generated.mjs
}

# The integration tests check behaviour, with generous waits; the runs beside them check time bounds
# (answers within 10 s of a stall, no 503 in a burst). On two cores the integration lane yields the
# CPU to them (nice), so the bounds measure the servers, not the tests beside them.
# On PostgreSQL the run leaves out the files whose behaviour does not depend on the database (content,
# accounts, rate limits, catalogue, object storage, API shapes): they run on SQLite here, and
# PostgreSQL's seeding and publishing are exercised by the two-server and fault runs. Everything that
# writes money, bookings, locks, searches or the outbox runs on both. `TEST_DB=postgres npm run
# test:int` still runs every file. (Two full runs took 40 of the 90 minutes CI allows.)
# The partner API's contract files (SPEC §7: content, currency, messages, keys, the generated client)
# run on both, as issue 31 asks.
SAME_ON_EVERY_DATABASE=(
  admin-bookings-list admin-login cover-rules cross-site-admin damage-price-list fleet fleet-seed
  lookup-limits model-redirects object-storage pages password-reset payload-rest-guard quiet-logs
  rate-limit-redis rental-bad-input sales-forms sales-sold seed upgrade-rules visitor-auth
)

integration() {
  step "Integration tests on SQLite"
  nice -n 10 npm run test:int
  if has_database; then
    step "Integration tests on PostgreSQL (all but the ${#SAME_ON_EVERY_DATABASE[@]} files the database does not change)"
    local exclude=()
    for name in "${SAME_ON_EVERY_DATABASE[@]}"; do exclude+=(--exclude "tests/int/$name.int.spec.ts"); done
    TEST_DB=postgres nice -n 10 npm run test:int -- "${exclude[@]}"
    step "Committed migrations match the schema"
    node scripts/check-migrations.mjs
  fi
}

servers_under_stress() {
  if has_database_and_redis; then
    step "Two app servers on one PostgreSQL and one Redis"
    npm run test:scale-out
    step "Faults: killed servers, stalled databases"
    npm run test:faults -- --quick
  else
    step "Two-server and fault runs skipped (they need TEST_DATABASE_URL and TEST_REDIS_URL)"
  fi
  step "Abuse: junk to every route, oversized bodies and files, bots (npm run test:abuse)"
  npm run test:abuse
}

step "Install dependencies (npm ci)"
npm ci --no-audit --no-fund

# The end-to-end tests drive Debian's headless Chromium build (the one Playwright itself uses for
# headless runs: no browser UI to draw, about a quarter less CPU); Lighthouse drives the full one.
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then
  step "Install Debian's Chromium for the end-to-end tests"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell
fi

step "Static checks and unit tests, side by side"
side_by_side format_lint_and_unit types_and_generated

step "Production build"
npm run build

step "Integration tests beside the two-server, fault and abuse runs"
side_by_side integration servers_under_stress

step "End-to-end tests in Chromium"
CI=${CI:-true} npm run test:e2e

echo
echo "All checks passed in ${SECONDS}s."
