#!/usr/bin/env bash
# README: runs the whole app locally on the Firebase emulators (Ctrl-C stops everything).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node scripts/dev.mjs
