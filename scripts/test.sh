#!/usr/bin/env bash
# README: runs every test on a fresh machine (what .ci/run calls).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

if [ ! -x /usr/bin/chromium ]; then
  echo "Instalando Chromium de Debian para las pruebas extremo a extremo…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi

exec node scripts/test-all.mjs
