#!/usr/bin/env bash
# Runs the end-to-end specs whose screens read the day or the hour with the server's clock (and the
# browser's, which follows it) started at several times of day in US Eastern time: after midnight, either
# side of the warehouse's noon settlement, late in the evening when UTC is already on the next day, both
# DST change days and New Year's Eve. A spec that passes at one of them and fails at another reads a clock
# the tests do not set.
#
#   tests/e2e/any-hour.sh                      # every time below, the time-sensitive specs
#   tests/e2e/any-hour.sh meta-insights.spec.ts # the same times, other specs (names under tests/e2e)
#   E2E_TIMES="2026-06-10T12:30:00-04:00" tests/e2e/any-hour.sh
#
# Each time gets a fresh server on its own data folder (E2E_PORT, default 3150). Builds the SPA first when
# web/dist is missing. Prints one line per time and exits 1 when any failed.
set -uo pipefail
cd "$(dirname "$0")/../.."

TIMES=(${E2E_TIMES:-
  2026-01-14T00:30:00-05:00
  2026-06-10T11:30:00-04:00
  2026-06-10T12:30:00-04:00
  2026-06-10T23:30:00-04:00
  2026-03-08T03:30:00-04:00
  2026-11-01T01:30:00-05:00
  2026-12-31T23:30:00-05:00
})
SPECS=("$@")
if [ ${#SPECS[@]} -eq 0 ]; then
  SPECS=(meta-insights.spec.ts meta-rules.spec.ts revenue-source.spec.ts keyword-economics.spec.ts
    meta-creative-refresh.spec.ts sites-cadence.spec.ts sites.spec.ts notifications.spec.ts
    accessibility.spec.ts)
fi
export E2E_PORT="${E2E_PORT:-3150}"

[ -f web/dist/index.html ] || npm run build:web

results=()
failed=0
for time in "${TIMES[@]}"; do
  log="test-results/any-hour-${time//:/}.log"
  # Each time keeps its own traces and screenshots of failures.
  output="test-results/any-hour-${time//:/}"
  mkdir -p test-results
  started=$(date +%s)
  if E2E_CLOCK="$time" npx playwright test --config tests/e2e/playwright.config.ts "${SPECS[@]/#/tests/e2e/}" \
    --output "$output" \
    >"$log" 2>&1; then
    verdict=passed
  else
    verdict=FAILED
    failed=1
  fi
  summary=$(grep -E '^ +[0-9]+ (passed|failed|flaky|did not run)' "$log" | tr -s ' ' | paste -sd, -)
  results+=("$(printf '%-27s %-7s %4ss %s (%s)' "$time" "$verdict" "$(($(date +%s) - started))" "$summary" "$log")")
  echo "${results[-1]}"
done

echo
echo "Specs: ${SPECS[*]}"
printf '%s\n' "${results[@]}"
exit "$failed"
