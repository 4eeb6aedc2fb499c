# Shared by janggi-net.sh and xiangqi-net.sh (sourced, not run): their
# command line and the trimming of stopped datagen runs.
# Before sourcing, set `nets` (the network files the script writes);
# after it, `train_only`, `out` and `dev` are set and `take` is defined.

usage="usage: $0 [--train-only] OUT_DIR   (writes the labelled files and $nets in OUT_DIR)"
train_only=0
if [[ "${1:-}" == --train-only ]]; then train_only=1; shift; fi
if [[ $# -ne 1 || "$1" == -h || "$1" == --help ]]; then
  echo "$usage" >&2
  exit 2
fi
out=$1
dev=target/release/palace-dev
[[ -x $dev ]] || { echo "$0: build first: cargo build --release -p palace-cli" >&2; exit 2; }
mkdir -p "$out"

# take NAME: keep the first want[NAME] lines of $out/NAME.txt (the lines
# a stopped run had written when the committed network was trained; the
# calling script declares `want`).
take() {
  local f=$out/$1.txt n=${want[$1]}
  [[ $(wc -l < "$f") -ge $n ]] || { echo "$0: $f has fewer than $n lines" >&2; exit 1; }
  head -n "$n" "$f" > "$f.tmp" && mv "$f.tmp" "$f"
}
