# uncaught TypeError from calling a function with the wrong arguments
def describe(*args, **kwargs):
    return f"{len(args)} args, {sorted(kwargs)} kwargs"
print(describe(1, 2, a=3))
def make_point(x, y, *, label="p"):
    return {"x": x, "y": y, "label": label}
class Shape:
    def __init__(self, name, sides):
        self.name = name
        self.sides = sides
    def scale(self, factor):
        return Shape(self.name, [s * factor for s in self.sides])
print(make_point(1, 2))
print(make_point(3, 4, label="q"))
s = Shape("tri", [3, 4, 5])
print(s.scale(2).sides)
try:
    make_point(1)
except TypeError as e:
    print("handled:", e)
print(s.scale(2, 3))
print("unreachable")
