# exit(0) inside a function: finally blocks run, nothing after is printed,
# and the program exits with status 0 and no traceback.
log = []
class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print('open', self.name)
        return self
    def __exit__(self, et, ev, tb):
        print('close', self.name, et.__name__ if et else None)
        return False
def shutdown(code):
    try:
        with Resource('db'):
            log.append('working')
            exit(code)
    finally:
        print('finally runs', log)
try:
    quit(0)
except SystemExit as e:
    print('quit raised', type(e).__name__, repr(e.code), e.args)
print("before")
shutdown(0)
print("never")
