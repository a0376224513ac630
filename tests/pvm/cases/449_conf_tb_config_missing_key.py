class ConfigError(Exception):
    pass

class MissingKey(ConfigError):
    def __init__(self, key, section):
        super().__init__(f"missing key {key!r} in [{section}]")
        self.key = key

def parse(text):
    config, section = {}, None
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("[") and line.endswith("]"):
            section = config.setdefault(line[1:-1], {})
        elif "=" in line and section is not None:
            k, v = (p.strip() for p in line.split("=", 1))
            section[k] = int(v) if v.isdigit() else v
        else:
            raise ConfigError(f"bad line: {raw!r}")
    return config

def require(config, section, key):
    try:
        return config[section][key]
    except KeyError as e:
        raise MissingKey(key, section) from e

cfg = parse("""
[server]
host = example.org   # comment
workers = 4
[db]
name = main
""")
print(cfg)
print(require(cfg, "server", "host"), require(cfg, "server", "workers") * 2)
try:
    parse("[a]\njunk")
except ConfigError as e:
    print("ConfigError:", e)
try:
    require(cfg, "db", "user")
except MissingKey as e:
    print("caught", e.key, type(e.__cause__).__name__)
require(cfg, "server", "port")
