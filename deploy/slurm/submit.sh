#!/bin/bash
# Submit simtc bench as a Slurm array job of N shards plus the dependent
# merge job; prints the merge job's id. Usage: submit.sh [N] (default 4).
# The SIMTC* variables of bench.sbatch pass through.
set -euo pipefail
n=${1:-4}
here=$(cd "$(dirname "$0")" && pwd)
jid=$(sbatch --parsable --array=0-$((n - 1)) "$here/bench.sbatch")
sbatch --parsable --dependency=afterok:"${jid%%;*}" --export=ALL,SIMTC_MODE=merge "$here/bench.sbatch"
