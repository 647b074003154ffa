#!/usr/bin/env bash
# Builds an older Boardwright commit (a tagged release, or any commit of this repository) as the
# baseline that `match` measures today's players against, and prints the path of its jar:
#
#   jar=$(deploy/baseline.sh <commit>)
#   ./boardwright match checkers level:max "engine:java -jar $jar engine" --sprt 0,10,0.05,0.05
#
# The build is a clone of this repository at that commit in <dir> (default
# ${TMPDIR:-/tmp}/boardwright-baseline-<short hash>), packaged without tests; a build already
# there is reused. Nothing is installed into ~/.m2. Build output goes to standard error.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: deploy/baseline.sh <commit> [<dir>]" >&2
  exit 2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! commit="$(git -C "$root" rev-parse --verify --quiet "$1^{commit}")"; then
  echo "baseline: $1 is not a commit of $root" >&2
  exit 2
fi
dir="${2:-${TMPDIR:-/tmp}/boardwright-baseline-${commit:0:7}}"
jar="$dir/cli/target/boardwright.jar"

if [ -e "$dir" ] && [ "$(git -C "$dir" rev-parse HEAD 2>/dev/null)" != "$commit" ]; then
  echo "baseline: $dir exists and is not a checkout of $commit" >&2
  exit 2
fi
if [ ! -f "$jar" ]; then
  if [ ! -e "$dir" ]; then
    git clone --quiet --no-checkout "$root" "$dir" >&2
    git -C "$dir" checkout --quiet --detach "$commit" >&2
  fi
  echo "baseline: building $commit in $dir ..." >&2
  (cd "$dir" && ./mvnw -q -B -DskipTests -Dspotless.check.skip=true -pl cli -am package) >&2
fi
echo "$jar"
