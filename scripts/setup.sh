#!/usr/bin/env bash
# Installs what a fresh machine of this kind lacks: pnpm (pinned in package.json) and the
# workspace dependencies. Sourced by start.sh and test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "Instalando pnpm $PNPM_VERSION…"
  # Corepack's signature check fails against this registry mirror; npm installs the same release.
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

if ! command -v java >/dev/null 2>&1; then
  echo "Falta Java (el emulador de Firestore lo necesita): apt-get install -y openjdk-17-jre-headless" >&2
  exit 1
fi

pnpm install --frozen-lockfile --prefer-offline --reporter=append-only
