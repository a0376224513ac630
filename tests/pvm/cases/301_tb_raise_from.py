# uncaught exception explicitly chained with raise ... from ...
class ConfigError(Exception):
    pass
CONFIG = {"host": "localhost", "port": "80a"}
def get_port(cfg):
    try:
        return int(cfg["port"])
    except ValueError as exc:
        raise ConfigError(f"invalid port {cfg['port']!r}") from exc
def get_host(cfg):
    return cfg["host"]
print("host:", get_host(CONFIG))
try:
    get_port({"port": "x"})
except ConfigError as e:
    print("caught once:", e, "| cause:", type(e.__cause__).__name__)
print("now the uncaught one")
for attempt in range(3):
    print("attempt", attempt)
    if attempt == 2:
        get_port(CONFIG)
print("unreachable")
