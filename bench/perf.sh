#!/usr/bin/env bash
# perf.sh: simtc beside LLVM 14 on large generated inputs (issue 18).
#
# Generates clang-14 .ll files from ../shared/perf/gen_big_c.py (single
# functions of 1k-50k blocks, and 400 functions at -O0 and -O2), then times
#   simtc analyze --json   vs  opt-14 -passes='require<domtree>,require<postdomtree>,require<loops>'
#   simtc lint             vs  simtc analyze
#   simtc ir --report (import only: one status line per function) vs  opt-14 -passes=verify
#   simtc build            vs  llc-14 -O0
# and prints wall time, peak RSS and the ratios, plus the CPU time (user +
# system) of analyze and opt and their ratio, which a loaded machine
# distorts less than wall time. The stages after import (verify, dominators,
# Detect, frontiers, analyze, lint) are timed one by one by
#   SIMTC_PERF_LL=FILE.ll go test ./cmd/simtc -run X -bench AnalyzeStages
# Usage:
#   bench/perf.sh [OUTDIR]          (default: a temporary directory)
#   SIZES="1000 4000" bench/perf.sh (statement counts of the single-function inputs)
# Needs clang-14, opt-14, llc-14, python3 and GNU time (/usr/bin/time).
set -euo pipefail
cd "$(dirname "$0")/.."
gen=${GEN:-../shared/perf/gen_big_c.py}
out=${1:-$(mktemp -d)}
sizes=${SIZES:-"1000 2000 4000 8000 16000 50000"}
mkdir -p "$out"
for t in clang-14 opt-14 llc-14 python3 /usr/bin/time; do
  command -v "$t" >/dev/null || { echo "perf.sh: $t is missing" >&2; exit 2; }
done
go build -o "$out/simtc" ./cmd/simtc

# measure NAME CMD...: prints "seconds peak-KiB cpu-seconds" of one run.
measure() {
  local log="$out/time.log"
  /usr/bin/time -f '%e %M %U %S' -o "$log" "$@" >/dev/null 2>"$out/stderr.log" || {
    echo "perf.sh: failed: $*" >&2; sed -n 1,5p "$out/stderr.log" >&2; echo "nan nan nan"; return; }
  awk '{ printf "%s %s %.2f\n", $1, $2, $3 + $4 }' "$log"
}

ll() { # NAME STATEMENTS FUNCTIONS OPT
  local c="$out/$1.c" f="$out/$1.ll"
  [ -f "$f" ] && return
  python3 "$gen" "$2" "$3" >"$c"
  clang-14 "$4" -Xclang -disable-O0-optnone -S -emit-llvm -o "$f" "$c"
}

blocks() { grep -c '^[0-9A-Za-z_.]*:' "$1" || true; }

printf '%-14s %7s | %9s %9s %6s | %9s %6s | %9s %9s %6s | %9s %9s %6s | %8s %8s | %7s %7s %6s\n' \
  input blocks analyze opt ratio lint l/a import verify ratio build llc ratio simtcMB optMB aCPU oCPU ratio
row() { # NAME
  local f="$out/$1.ll" a o l i v b c
  read -r a am ac < <(measure "$out/simtc" analyze --json "$f")
  read -r o om oc < <(measure opt-14 -disable-output "-passes=require<domtree>,require<postdomtree>,require<loops>" "$f")
  read -r l _ < <(measure "$out/simtc" lint "$f" || true)
  read -r i _ < <(measure "$out/simtc" ir --report "$f")
  read -r v _ < <(measure opt-14 -disable-output -passes=verify "$f")
  local ks=() k
  for k in $(grep -o '^define [^@]*@big[0-9]*' "$f" | sed 's/.*@//'); do ks+=(--kernel "$k"); done
  read -r b _ < <(measure "$out/simtc" build "${ks[@]}" -o "$out/$1.simt" "$f")
  read -r c _ < <(measure llc-14 -O0 -filetype=obj -o "$out/$1.o" "$f")
  awk -v n="$1" -v bl="$(blocks "$f")" -v a="$a" -v o="$o" -v l="$l" -v i="$i" -v v="$v" -v b="$b" -v c="$c" -v am="$am" -v om="$om" -v ac="$ac" -v oc="$oc" \
    'function r(x, y) { return (y > 0) ? sprintf("%.2f", x / y) : "-" }
     BEGIN { printf "%-14s %7d | %9.2f %9.2f %6s | %9.2f %6s | %9.2f %9.2f %6s | %9.2f %9.2f %6s | %8.0f %8.0f | %7.2f %7.2f %6s\n",
       n, bl, a, o, r(a, o), l, r(l, a), i, v, r(i, v), b, c, r(b, c), am / 1024, om / 1024, ac, oc, r(ac, oc) }'
}

for n in $sizes; do ll "one$n" "$n" 1 -O0; row "one$n"; done
# 400 functions of ~180 blocks (72k blocks, ~15 MB at -O0): issue 18's input.
ll many-O0 12000 400 -O0; row many-O0
ll many-O2 12000 400 -O2; row many-O2
echo "inputs and logs in $out"
