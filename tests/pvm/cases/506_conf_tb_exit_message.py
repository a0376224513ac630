# exit("message"): the message goes to stderr and the status is 1.
def check(config):
    missing = [k for k in ('host', 'port') if k not in config]
    if missing:
        exit("fatal: missing " + ", ".join(missing))
    return config
print(check({'host': 'a', 'port': 1}))
try:
    check({})
except SystemExit as e:
    print('caught', e.code)
    print(isinstance(e, Exception), isinstance(e, BaseException))
for code in [None, 0, 2, 'text', (1, 2)]:
    try:
        raise SystemExit(code)
    except SystemExit as e:
        print(repr(code), repr(e.code), e.args)
try:
    raise SystemExit(1, 2)
except SystemExit as e:
    print(e.code, str(e))
print("x")
check({'port': 5})
