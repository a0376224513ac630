# uncaught NotImplementedError from an abstract-by-convention method
class Base:
    def hook(self):
        raise NotImplementedError
try:
    Base().hook()
except NotImplementedError as e:
    print("handled", repr(e))
class Exporter:
    def export(self, rows):
        header = self.header(rows)
        body = [self.row(r) for r in rows]
        return "\n".join([header] + body)
    def header(self, rows):
        return ",".join(rows[0].keys())
    def row(self, r):
        raise NotImplementedError(f"{type(self).__name__}.row() must be implemented")
class CsvExporter(Exporter):
    def row(self, r):
        return ",".join(str(v) for v in r.values())
class BrokenExporter(Exporter):
    pass
rows = [{"a": 1, "b": 2}, {"a": 3, "b": 4}]
print(CsvExporter().export(rows))
print(BrokenExporter().export(rows))
print("unreachable")
