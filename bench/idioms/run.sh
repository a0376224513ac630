#!/bin/sh
# Instructions per execution of each idiom, PVM and CPython (callgrind):
#   bench/idioms/run.sh [COWBOY [PYTHON]]   (from the repository root)
set -e
cowboy=${1:-bin/cowboy}
python=${2:-$(python3 -c 'import sys; print(sys.executable)')}
dir=$(mktemp -d)
python3 bench/idioms/idioms.py "$dir"
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/Collected/ {print $4}'; }
pvm() { GOGC=off GODEBUG=asyncpreemptoff=1 count "$cowboy" pvm run "$1"; }
base_pvm=$(pvm "$dir/base.py")
base_py=$(count "$python" "$dir/base.py")
for f in "$dir"/*.py; do
	name=$(basename "$f" .py)
	[ "$name" = base ] && continue
	a=$(pvm "$f")
	b=$(count "$python" "$f")
	python3 -c "a = ($a - $base_pvm) / 2e5; b = ($b - $base_py) / 2e5; print('%-16s pvm %6.0f  cpython %6.0f  ratio %5.2f' % ('$name', a, b, a / b if b > 0 else 0))"
done
rm -r "$dir"
