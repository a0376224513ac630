#!/usr/bin/env python3
"""Regenerate the golden files of the pvm/syntax tests with CPython 3.11.

  testdata/parse/*.py   ->  *.py.ast = ast.dump(ast.parse(src), include_attributes=True)
  testdata/errors/*.py  ->  *.py.err = "{type}: {msg} ({lineno}:{offset})"
                            from compile(src, 'f.py', 'exec')

Sources are decoded as UTF-8 and compiled as str (so error offsets are
character offsets, as CPython reports them for decoded source text).
Run from anywhere:  python3 pvm/syntax/testdata/gen_golden.py
"""
import ast
import glob
import os
import sys
import warnings

if sys.version_info[:2] != (3, 11):
    sys.exit("gen_golden.py needs CPython 3.11 (found %s)" % sys.version.split()[0])

HERE = os.path.dirname(os.path.abspath(__file__))


def read(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8")


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text + "\n")


def main():
    warnings.simplefilter("ignore")
    n = 0
    for path in sorted(glob.glob(os.path.join(HERE, "parse", "*.py"))):
        src = read(path)
        tree = ast.parse(src)
        compile(src, "f.py", "exec")  # the corpus must also compile
        write(path + ".ast", ast.dump(tree, include_attributes=True))
        n += 1
    m = 0
    for path in sorted(glob.glob(os.path.join(HERE, "errors", "*.py"))):
        src = read(path)
        try:
            compile(src, "f.py", "exec")
        except SyntaxError as e:
            write(path + ".err", "%s: %s (%s:%s)" % (type(e).__name__, e.msg, e.lineno, e.offset))
            m += 1
            continue
        sys.exit("%s: compiles without error" % path)
    print("wrote %d .ast and %d .err files" % (n, m))


if __name__ == "__main__":
    main()
