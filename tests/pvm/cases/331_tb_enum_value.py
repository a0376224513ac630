# uncaught ValueError from an invalid Enum lookup
from enum import Enum
class Level(Enum):
    DEBUG = 10
    INFO = 20
    ERROR = 40
def parse_level(v):
    level = Level(v)
    print("parsed", level)
    return level
parse_level(10)
parse_level(40)
try:
    Level["TRACE"]
except KeyError as e:
    print("handled", repr(e))
for v in [20, 30]:
    parse_level(v)
print([(lvl.name, lvl.value) for lvl in Level])
print("unreachable")
