# ChainMap has what collections.abc.MutableMapping gives it in CPython:
# key/item/value views, ==, update, setdefault, popitem, fromkeys and |.
from collections import ChainMap


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except (KeyError, TypeError) as e:
        print(label, type(e).__name__, e)


defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {}
config = ChainMap(cli, env, defaults)

print(config.keys())
print(config.items())
print(config.values())
print(list(config.keys()), list(config.items()), list(config.values()))
print("user" in config.keys(), ("user", "admin") in config.items(), "admin" in config.values())
print(len(config.keys()), sorted(config))

print(config == {"color": "red", "user": "admin", "debug": False})
print(config == ChainMap({"user": "admin", "color": "red", "debug": False}))
print(config != defaults, config == [("user", "admin")])
attempt("hash", lambda: hash(config))
attempt("reversed", lambda: reversed(config))

config.update({"debug": True}, color="blue")
config.update([("verbose", 1)])
print(config.maps[0], config["user"], config["debug"])
print(config.setdefault("user", "x"), config.setdefault("theme", "dark"), cli)
print(config.popitem(), config.popitem(), cli)
attempt("popitem empty", lambda: ChainMap({}, {"a": 1}).popitem())
attempt("pop missing", lambda: config.pop("zzz"))
print(config.pop("zzz", "default"))

print(ChainMap.fromkeys(["a", "b"]), ChainMap.fromkeys("xy", 0))
print(config | {"color": "green"})
print({"color": "green", "extra": 1} | ChainMap({"x": 1}, {"color": "c"}))
attempt("or list", lambda: config | [1])
merged = ChainMap({}, defaults)
merged |= {"user": "root"}
print(merged, merged["user"], defaults["user"])

child = config.new_child({"user": "child"})
print(child["user"], child.parents["user"], len(child.maps), dict(child) == dict(config, user="child"))


class DefaultChain(ChainMap):
    def __missing__(self, key):
        return "<%s unset>" % key


dc = DefaultChain({"a": 1})
print(dc["a"], dc["b"], dc.get("b"), dc.setdefault("b", 2), dc)
print(type(dc.copy()).__name__, type(DefaultChain.fromkeys("q")).__name__, type(dc | {}).__name__)

loop = ChainMap({"base": 1})
loop["self"] = loop
print(loop, ChainMap({"k": loop}), [loop.maps[0]["self"] is loop])
