#!/usr/bin/env bash
# The deployment test puts Debian's nginx in front of two server instances (tests/deploy).
# Installs it when missing, like scripts/ensure-chromium.sh; needs root or passwordless sudo.
# The package's own service is kept from starting: the test starts nginx itself on loopback.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
echo "nginx not found at $NGINX: installing Debian's nginx package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
POLICY=/usr/sbin/policy-rc.d
ADDED_POLICY=""
if [ ! -e "$POLICY" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
  $SUDO chmod +x "$POLICY"
  ADDED_POLICY=1
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
if [ -n "$ADDED_POLICY" ]; then $SUDO rm -f "$POLICY"; fi
test -x "$NGINX" || { echo "nginx still missing at $NGINX" >&2; exit 1; }
