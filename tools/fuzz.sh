#!/usr/bin/env bash
# Runs the cargo-fuzz targets of palace-rules (FEN parsing; move parsing and
# playing) for a number of seconds each (default 300).
# Needs cargo-fuzz (`cargo install cargo-fuzz`); the stable toolchain is told
# to accept the sanitizer flags with RUSTC_BOOTSTRAP=1.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
SECONDS_EACH="${1:-300}"
mkdir -p corpus/fen corpus/moves
printf 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1' > corpus/fen/xiangqi
printf 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1' > corpus/fen/janggi
printf '\001 h3e3 h10g8 12 5 7 e2e2 e9e9' > corpus/moves/janggi
printf '\000 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20' > corpus/moves/xiangqi
for target in fen moves; do
  echo "== fuzzing $target for ${SECONDS_EACH}s"
  RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" "corpus/$target" -- \
    -max_total_time="$SECONDS_EACH" -max_len=2000
done
