# A bare `raise SystemExit` propagates through __exit__ (which sees it)
# and ends the program with status 0 and nothing on stderr.
class Cm:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print('enter', self.name)
        return self
    def __exit__(self, *a):
        print("exit", self.name, a[0].__name__)
        return False
def worker():
    for i in range(5):
        try:
            if i == 3:
                raise SystemExit
            print('step', i)
        except Exception:
            print('not reached: SystemExit is not an Exception')
        finally:
            print('finally', i)
with Cm('outer'):
    with Cm('inner'):
        worker()
print('unreachable')
