#!/usr/bin/env bash
# Builds everything and runs every test (ctest); exits non-zero on any failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/setup.sh"
cd "$root/build"
ctest --output-on-failure -j"${DOAR_JOBS:-$(nproc)}" "$@"
