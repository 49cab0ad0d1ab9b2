#!/usr/bin/env bash
# cmpbuild.sh: checks that two simtc binaries build byte-identical objects.
#
# Runs `simtc build` of OLD and NEW on every kernel under the repository's
# testdata directories (*.cl, *.ll, *.ir, recursively) with each variant of
# VARIANTS below (reconvergence mechanisms whose targets differ: plain IPDOM,
# safe pdoms, priority layout, thread frontiers; --ssde, --reconv nvidia,
# --no-inline), plus the .ll files given as EXTRA (bench/perf.sh's
# generated single functions, built with --kernel big0). A build compares
# equal when the exit codes, the standard error and the object bytes are
# the same (log lines compared without their time stamps). Prints each
# difference and a count; exits 1 on any difference.
# Usage:
#   bench/cmpbuild.sh OLD NEW [EXTRA.ll ...]
#   EXTRA_VARIANTS="pdom aware" bench/cmpbuild.sh ...  (variants for EXTRA)
#   JOBS=2 (parallel builds, default 1)
#   TESTDATA=0 (only the EXTRA files)
set -euo pipefail
old=$(realpath "$1") new=$(realpath "$2")
shift 2
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Variants: name and flags (the flags split on ':').
variants=(
  "default:"
  "pdom:--mech:pdom"
  "pdom-ssde:--mech:pdom:--ssde"
  "pdom-nvidia:--mech:pdom:--reconv:nvidia"
  "pdom-noinline:--mech:pdom:--no-inline"
  "aware:--mech:aware"
  "aware-ssde:--mech:aware:--ssde"
  "minpc:--mech:minpc"
  "tf-stack:--mech:tf-stack"
  "tf-stack-ssde:--mech:tf-stack:--ssde"
  "tf-sandy-nvidia:--mech:tf-sandy:--reconv:nvidia"
  "mimd-noinline-nvidia:--mech:mimd:--no-inline:--reconv:nvidia"
)

# one FILE VARIANT EXTRAFLAGS...: builds FILE with both binaries; prints
# "same" or "DIFF ...".
one() {
  local file=$1 v=$2; shift 2
  local name=${v%%:*} flags=() d
  IFS=: read -r -a flags <<<"${v#*:}"
  d=$(mktemp -d -p "$work")
  local rc_old=0 rc_new=0
  (cd "$d" && mkdir old new && cd old && "$old" build "${flags[@]}" "$@" -o out.simt "$file" >stdout 2>stderr) || rc_old=$?
  (cd "$d/new" && "$new" build "${flags[@]}" "$@" -o out.simt "$file" >stdout 2>stderr) || rc_new=$?
  local why=""
  [ "$rc_old" = "$rc_new" ] || why="exit $rc_old vs $rc_new"
  # llir/llvm's log lines carry the time of day: compare them without it.
  sed -i -E 's|^[0-9]{4}/[0-9]{2}/[0-9]{2} [0-9:]{8} ||' "$d/old/stderr" "$d/new/stderr"
  cmp -s "$d/old/stderr" "$d/new/stderr" || why="$why stderr"
  cmp -s "$d/old/stdout" "$d/new/stdout" || why="$why stdout"
  if [ -f "$d/old/out.simt" ] || [ -f "$d/new/out.simt" ]; then
    cmp -s "$d/old/out.simt" "$d/new/out.simt" 2>/dev/null || why="$why object"
  fi
  if [ -n "$why" ]; then echo "DIFF $name $file:$why"; else echo "same $name $file rc=$rc_old"; fi
  rm -rf "$d"
}
export -f one
export old new work

{
  [ "${TESTDATA:-1}" = 0 ] || find . -path ./.git -prune -o -path '*/testdata/*' \( -name '*.cl' -o -name '*.ll' -o -name '*.ir' \) -print | sort |
    while read -r f; do for v in "${variants[@]}"; do printf '%s\t%s\n' "$(realpath "$f")" "$v"; done; done
  for f in "$@"; do
    for v in "${variants[@]}"; do
      name=${v%%:*}
      if [ -n "${EXTRA_VARIANTS:-}" ] && [[ " $EXTRA_VARIANTS " != *" $name "* ]]; then continue; fi
      printf '%s\t%s\t--kernel\tbig0\n' "$(realpath "$f")" "$v"
    done
  done
} | xargs -d '\n' -P "${JOBS:-1}" -I{} bash -c 'IFS=$'"'"'\t'"'"' read -r -a a <<<"$1"; one "${a[@]}"' _ {} >"$work/results"

grep '^DIFF' "$work/results" || true
total=$(wc -l <"$work/results")
diffs=$(grep -c '^DIFF' "$work/results" || true)
built=$(grep -c '^same .* rc=0$' "$work/results" || true)
echo "cmpbuild: $total builds compared ($built identical objects, $((total - built - diffs)) identical failures), $diffs different"
[ "$diffs" = 0 ]
