def parse_csv(text, sep=",", quote='"'):
    rows, row, field, in_q, i = [], [], [], False, 0
    while i < len(text):
        ch = text[i]
        if in_q:
            if ch == quote:
                if i + 1 < len(text) and text[i + 1] == quote:
                    field.append(quote)
                    i += 1
                else:
                    in_q = False
            else:
                field.append(ch)
        elif ch == quote:
            in_q = True
        elif ch == sep:
            row.append("".join(field))
            field = []
        elif ch == "\n":
            row.append("".join(field))
            rows.append(row)
            row, field = [], []
        else:
            field.append(ch)
        i += 1
    if field or row:
        row.append("".join(field))
        rows.append(row)
    if in_q:
        raise ValueError("unterminated quote")
    return rows

def to_csv(rows, sep=","):
    def esc(v):
        s = str(v)
        return '"' + s.replace('"', '""') + '"' if any(c in s for c in (sep, '"', "\n")) else s
    return "\n".join(sep.join(esc(v) for v in r) for r in rows)

DATA = '''name,city,amount,note
Alice,"New York, NY",120.50,first
Bob,Boston,80,"says ""hi"""
Carol,"San Francisco, CA",200.25,
Dan,Boston,15.75,"multi
line"'''
rows = parse_csv(DATA)
header, body = rows[0], rows[1:]
print(header, len(body))
for r in body:
    print(r)
records = [dict(zip(header, r)) for r in body]
by_city = {}
for rec in records:
    by_city.setdefault(rec["city"], []).append(float(rec["amount"]))
for city, amounts in sorted(by_city.items(), key=lambda kv: -sum(kv[1])):
    print(f"{city:<20} n={len(amounts)} total={sum(amounts):8.2f} avg={sum(amounts) / len(amounts):.3f}")
out = to_csv([header] + body)
print(out == DATA, parse_csv(out) == rows)
print(to_csv([["a", 'b"c', "d,e"], [1, 2.5, None]]))
for bad in ['a,"b', '"x""']:
    try:
        parse_csv(bad)
    except ValueError as e:
        print("ValueError:", e, repr(bad))
print(parse_csv(""), parse_csv("x"), parse_csv("a,,b\n,\n"), parse_csv("1;2;3", sep=";"))
widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
for r in rows[:3]:
    print(" | ".join(v.replace("\n", " ").ljust(w) for v, w in zip(r, widths)))
