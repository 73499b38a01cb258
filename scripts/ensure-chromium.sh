#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser build).
# Installs it when missing; needs root or passwordless sudo, as on this project's machines.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
echo "Chromium not found at $CHROME: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
test -x "$CHROME" || { echo "Chromium still missing at $CHROME" >&2; exit 1; }
