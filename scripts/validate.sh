#!/usr/bin/env bash
# README's test command, one step after another. Each step's time is printed at the end, also when a
# step fails, so a slow or failing CI run says where its minutes went (the log's tail is what is kept).
set -euo pipefail
cd "$(dirname "$0")/.."
steps=(typecheck lint lint:api check:api check:machines test:unit build check:budget test:e2e build:extension test:extension)
summary=()
report() { printf '%s\n' "== npm test, seconds per step:" "${summary[@]}"; }
trap report EXIT
for step in "${steps[@]}"; do
  started=$SECONDS
  if ! npm run --silent "$step"; then
    summary+=("  $step: FAILED after $((SECONDS - started))")
    exit 1
  fi
  summary+=("  $step: $((SECONDS - started))")
done
