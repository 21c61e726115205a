#!/usr/bin/env bash
# Remakes default.pgo, the CPU profile from which cmd/zq, cmd/zqbench-paths
# and cmd/zqbench-numlin are built with profile-guided optimisation (the go
# command uses a main package's default.pgo by itself). The profile is taken
# from the work that dominates: building grid paths and cycles on one and
# two workers, and solving the Numberlink data set (when present).
#
#   bash internal/pgo/profile.sh        (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -pgo=off -o "$tmp/paths" ./cmd/zqbench-paths
go build -pgo=off -o "$tmp/numlin" ./cmd/zqbench-numlin
profiles=()
for spec in "paths 1" "cycles 1" "paths 2" "cycles 2"; do
  set -- $spec
  "$tmp/paths" -family "$1" -from 13 -to 13 -workers "$2" -fresh=false -cpuprofile "$tmp/$1-$2.prof" >/dev/null
  profiles+=("$tmp/$1-$2.prof")
done
if [ -d ../shared/data/numberlink ]; then
  "$tmp/numlin" -data ../shared/data/numberlink -unknown -id 'janko|gen40x20|inputs3' -cpuprofile "$tmp/numlin.prof" >/dev/null
  profiles+=("$tmp/numlin.prof")
fi
go tool pprof -proto "${profiles[@]}" >"$tmp/merged.pgo"
for cmd in zq zqbench-paths zqbench-numlin; do
  cp "$tmp/merged.pgo" "cmd/$cmd/default.pgo"
done
echo "wrote cmd/{zq,zqbench-paths,zqbench-numlin}/default.pgo"
