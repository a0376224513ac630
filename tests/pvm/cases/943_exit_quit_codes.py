# exit() and quit(): SystemExit with the code given, None by default
for f in (lambda: exit(), lambda: exit(3), lambda: quit("bye"), lambda: exit(None), lambda: quit(0)):
    try:
        f()
    except SystemExit as e:
        print(repr(e), e.args, e.code)
for f in (lambda: exit(1, 2), lambda: exit(x=1), lambda: exit(1, code=2), lambda: exit(code=5)):
    try:
        f()
    except (TypeError, SystemExit) as e:
        print(type(e).__name__, repr(e))
def cleanup():
    try:
        exit(7)
    finally:
        print("finally runs")
try:
    cleanup()
except SystemExit as e:
    print("code", e.code, isinstance(e, BaseException), isinstance(e, Exception))
try:
    raise SystemExit
except SystemExit as e:
    print(repr(e), e.code)
print("end")
exit()
