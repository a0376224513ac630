# A KeyError deep in a call chain after handled errors.
# get_path walks dotted paths; safe_get reports misses.
config = {'db': {'host': 'localhost', 'port': 5432}, 'cache': {'ttl': 60}}
def get_path(cfg, path):
    node = cfg
    for part in path.split('.'):
        node = node[part]
    return node
def safe_get(cfg, path, default=None):
    try:
        return get_path(cfg, path)
    except (KeyError, TypeError) as e:
        print(f'  miss {path!r}: {type(e).__name__} {e}')
        return default
for p in ['db.host', 'db.port', 'cache.ttl', 'cache.size', 'db.host.name', 'x']:
    print(p, '=', safe_get(config, p, 'n/a'))
def load_all(cfg, paths):
    return {p: get_path(cfg, p) for p in paths}
print(load_all(config, ['db.host', 'cache.ttl']))
load_all(config, ['db.port', 'db.user'])
