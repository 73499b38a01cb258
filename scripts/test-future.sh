#!/usr/bin/env bash
# The suite must not expire (decision 210): runs the unit, component, path and server suites with the
# process clock moved far ahead by Debian's faketime (installed here when missing, as Chromium is).
# Usage: scripts/test-future.sh [offset ...]   (default: +400d and +3y)
# The server suites run on the database DATABASE_URL names, else on PGlite; CI runs +3y on PostgreSQL
# (decision 297): the server's clock is the only clock (decision 210), so PostgreSQL's own is never read.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null; then
  echo "faketime not found: installing Debian's faketime package..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq faketime >/dev/null
fi
offsets=("$@")
if [ ${#offsets[@]} -eq 0 ]; then offsets=(+400d +1096d); fi
engine="PGlite"
if [ -n "${DATABASE_URL:-}" ]; then engine="PostgreSQL"; fi
for offset in "${offsets[@]}"; do
  echo "== the suites with the clock at ${offset} (faketime): $(faketime -f "${offset}" date -u +%F), server suites on ${engine}"
  # The template database is cached per migration set, not per date: nothing in it depends on the day.
  faketime -f "${offset}" npx vitest run --project machines --project web --project paths --project server
done
