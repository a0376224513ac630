#!/usr/bin/env python3
"""Regenerate (or check) the golden outputs of the PVM conformance corpus.

    python3 regen.py            # rewrite cases/*.py.out and cases/*.py.err
    python3 regen.py --check    # regenerate in memory; exit 1 listing stale goldens
    python3 regen.py NAME...    # only these cases (file names or numeric prefixes)

For every cases/X.py the program is run as `python3 X.py` (this interpreter,
PYTHONHASHSEED=0, cwd = cases/, timeout 10 s):

    X.py.out  stdout, byte for byte (always written, possibly empty)
    X.py.err  only when the exit status is non-zero: the last line of stderr
              (the exception line of the traceback, e.g. "ValueError: bad"),
              followed by one newline.

A case is rejected (nothing is written for it, exit status 2, file named) if it:
  * uses something outside the PVM subset (static AST lint: set literals and
    comprehensions, set()/frozenset()/complex()/memoryview() calls (the names
    themselves are types the PVM has), id()/eval()/exec()/..., imports outside
    the allowed modules, frame/code/globals introspection, complex literals,
    `is` against int/str/bytes/float literals, ...);
  * is shorter than 20 or longer than 120 lines;
  * prints ' at 0x' (an address leak) to stdout;
  * takes longer than 2 s, or writes to stderr while exiting 0;
  * is not deterministic: it is run a second time with a different
    PYTHONHASHSEED and both runs must give identical stdout/stderr lines.
"""

import ast
import concurrent.futures
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")

TIMEOUT = 10.0        # hard kill
MAX_SECONDS = 2.0     # reject slower cases
MIN_LINES, MAX_LINES = 20, 120

ALLOWED_MODULES = {
    "math", "json", "functools", "itertools", "collections", "dataclasses",
    "enum", "typing", "operator", "copy", "heapq", "bisect", "string",
    "base64", "hashlib", "abc",
}
FORBIDDEN_NAMES = {
    "id", "eval", "exec", "compile", "__import__",
    "globals", "locals", "input", "open", "breakpoint",
    "help", "__builtins__", "__loader__",
    "__spec__", "__file__", "__cached__",
}
FORBIDDEN_ATTRS = {
    "__globals__", "__builtins__", "__subclasses__", "__code__", "__closure__",
    "__traceback__", "with_traceback", "gi_frame", "gi_code", "cr_frame",
    "cr_code", "ag_frame", "f_back", "f_globals", "f_locals", "f_code",
    "tb_frame", "tb_next", "tb_lineno", "co_code", "__reduce__",
    "__reduce_ex__", "__sizeof__",
}
FORBIDDEN_NODES = {
    "Set": "set literal", "SetComp": "set comprehension",
}


def id_of(node):
    return (type(node).__name__, getattr(node, "lineno", 0), getattr(node, "col_offset", 0))


def lint(path, source):
    """Return a list of problems (strings) found in one case's source."""
    problems = []
    nlines = source.count("\n") + (0 if source.endswith("\n") else 1)
    if not MIN_LINES <= nlines <= MAX_LINES:
        problems.append(f"{nlines} lines (want {MIN_LINES}..{MAX_LINES})")
    try:
        tree = ast.parse(source, path)
    except SyntaxError as e:
        return problems + [f"syntax error: {e}"]

    bound = set()  # names the program binds itself (e.g. a local called `id`)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)

    # calls that are operands of a comparison (hash(x) == hash(y) is allowed)
    compared = {id_of(side) for node in ast.walk(tree) if isinstance(node, ast.Compare)
                for side in [node.left] + node.comparators}

    def where(node):
        return f"line {getattr(node, 'lineno', '?')}"

    for node in ast.walk(tree):
        kind = type(node).__name__
        if kind in FORBIDDEN_NODES:
            problems.append(f"{where(node)}: {FORBIDDEN_NODES[kind]} is outside the PVM subset")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] not in ALLOWED_MODULES:
                    problems.append(f"{where(node)}: import {alias.name} is not allowed")
        elif isinstance(node, ast.ImportFrom):
            # `from __future__ import ...` is a compiler directive, not an import.
            if node.module != "__future__" and (node.level or (node.module or "").split(".")[0] not in ALLOWED_MODULES):
                problems.append(f"{where(node)}: from {node.module} import is not allowed")
        elif isinstance(node, ast.Name):
            if node.id in FORBIDDEN_NAMES and node.id not in bound:
                problems.append(f"{where(node)}: name {node.id!r} is outside the PVM subset")
        elif isinstance(node, ast.Attribute):
            if node.attr in FORBIDDEN_ATTRS:
                problems.append(f"{where(node)}: attribute {node.attr!r} is outside the PVM subset")
        elif isinstance(node, ast.Constant):
            if isinstance(node.value, complex):
                problems.append(f"{where(node)}: complex literal")
        elif isinstance(node, ast.Compare):
            operands = [node.left] + node.comparators
            for i, op in enumerate(node.ops):
                if isinstance(op, (ast.Is, ast.IsNot)):
                    for side in (operands[i], operands[i + 1]):
                        if isinstance(side, ast.Constant) and isinstance(
                                side.value, (int, float, str, bytes)) and not isinstance(side.value, bool):
                            problems.append(f"{where(node)}: `is` comparison with literal {side.value!r}")
        elif isinstance(node, ast.Call):
            f = node.func
            if id_of(node) in compared:  # hash(a) == hash(b) is fine
                continue
            # set, frozenset, complex and memoryview are types (isinstance(x, set), set[int] annotations); making one is refused
            if isinstance(f, ast.Name) and f.id in ("set", "frozenset", "complex", "memoryview") and f.id not in bound:
                problems.append(f"{where(node)}: {f.id}() is outside the PVM subset")
            if isinstance(f, ast.Name) and f.id in ("vars", "dir") and not node.args:
                problems.append(f"{where(node)}: {f.id}() without an argument inspects the frame")
            if isinstance(f, ast.Name) and f.id == "hash" and node.args:
                a = node.args[0]
                if isinstance(a, (ast.JoinedStr,)) or (
                        isinstance(a, ast.Constant) and isinstance(a.value, (str, bytes))):
                    problems.append(f"{where(node)}: hash() of str/bytes is seed dependent")
    return problems


def run_case(name, seed="0"):
    """Run one case; return (stdout bytes, exit status, stderr bytes, seconds)."""
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = seed
    env.pop("PYTHONSTARTUP", None)
    env["PYTHONIOENCODING"] = "utf-8"
    env["PYTHONUTF8"] = "1"
    start = time.perf_counter()
    try:
        proc = subprocess.run([sys.executable, name], cwd=CASES, env=env,
                              stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return None, None, b"", TIMEOUT
    return proc.stdout, proc.returncode, proc.stderr, time.perf_counter() - start


def last_line(data):
    lines = data.decode("utf-8", "replace").rstrip("\n").split("\n")
    return lines[-1] if lines else ""


def build(name):
    """Return (goldens dict {filename: bytes or None}, problems list)."""
    path = os.path.join(CASES, name)
    with open(path, encoding="utf-8") as f:
        source = f.read()
    problems = lint(name, source)
    if problems:
        return None, problems
    out, rc, err, secs = run_case(name)
    if out is None:
        return None, [f"timed out after {TIMEOUT:.0f} s"]
    if b" at 0x" in out:
        problems.append("stdout contains ' at 0x' (address leak)")
    if rc == 0 and err:
        problems.append("exit 0 but stderr is not empty: " + last_line(err))
    if rc != 0 and not err.strip():
        problems.append(f"exit status {rc} with empty stderr")
    out2, rc2, err2, secs2 = run_case(name, seed="12345")
    if out2 != out or rc2 != rc or (rc != 0 and last_line(err2) != last_line(err)):
        problems.append("not deterministic (output depends on PYTHONHASHSEED or run)")
    secs = min(secs, secs2)
    if secs > MAX_SECONDS:  # the machine may just be busy: one quiet retry
        secs = min(secs, run_case(name)[3])
    if secs > MAX_SECONDS:
        problems.append(f"took {secs:.2f} s (limit {MAX_SECONDS:.0f} s)")
    if problems:
        return None, problems
    goldens = {name + ".out": out,
               name + ".err": (last_line(err) + "\n").encode("utf-8") if rc != 0 else None}
    return goldens, []


def select(args):
    names = sorted(n for n in os.listdir(CASES) if n.endswith(".py"))
    if not args:
        return names
    chosen = []
    for a in args:
        a = os.path.basename(a)
        hits = [n for n in names if n == a or n.startswith(a)]
        if not hits:
            sys.exit(f"regen: no case matches {a!r}")
        chosen.extend(h for h in hits if h not in chosen)
    return chosen


def read(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        return None


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if sys.version_info[:2] != (3, 11):
        print(f"regen: warning: goldens are defined by CPython 3.11, this is "
              f"{sys.version.split()[0]}", file=sys.stderr)
    names = select(args)
    workers = max(1, min(4, os.cpu_count() or 1))
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        results = dict(zip(names, pool.map(build, names)))

    rejected, stale, written = [], [], 0
    for name in names:
        goldens, problems = results[name]
        if problems:
            rejected.append(name)
            for p in problems:
                print(f"REJECT {name}: {p}", file=sys.stderr)
            continue
        for fname, data in goldens.items():
            fpath = os.path.join(CASES, fname)
            if read(fpath) != data:
                stale.append(fname)
                if not check:
                    if data is None:
                        os.remove(fpath)
                    else:
                        with open(fpath, "wb") as f:
                            f.write(data)
                    written += 1
    if not args:  # goldens whose case no longer exists
        for fname in sorted(os.listdir(CASES)):
            for ext in (".py.out", ".py.err"):
                if fname.endswith(ext) and not os.path.exists(
                        os.path.join(CASES, fname[:-len(ext)] + ".py")):
                    stale.append(fname)
                    if not check:
                        os.remove(os.path.join(CASES, fname))
                        written += 1

    if check:
        for fname in stale:
            print(f"STALE {fname}")
        print(f"regen --check: {len(names)} cases, {len(stale)} stale goldens, "
              f"{len(rejected)} rejected", file=sys.stderr)
    else:
        errs = sum(1 for n in names if results[n][0] and results[n][0][n + ".err"] is not None)
        print(f"regen: {len(names)} cases ({errs} end in an uncaught exception), "
              f"{written} golden files changed, {len(rejected)} rejected", file=sys.stderr)
    if rejected:
        print("rejected: " + " ".join(rejected), file=sys.stderr)
        return 2
    if check and stale:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
