class Shape:
    def __init__(self, name):
        self._name = name
    @property
    def name(self):
        return self._name.title()
    @name.setter
    def name(self, v):
        if not v:
            raise ValueError('empty name')
        self._name = v
    @property
    def area(self):
        raise NotImplementedError(f'{type(self).__name__}.area')
    def __repr__(self):
        return f'{type(self).__name__}({self.name!r}, area={self.area:.2f})'
class Rect(Shape):
    def __init__(self, w, h):
        super().__init__('rect')
        self.w, self.h = w, h
    @property
    def area(self):
        return self.w * self.h
class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self._name = 'square'
    @Rect.name.setter
    def name(self, v):
        print('Square name setter', v)
        Rect.name.fset(self, v.lower())
    @property
    def side(self):
        return self.w
    @side.setter
    def side(self, v):
        self.w = self.h = v
shapes = [Rect(2, 3), Square(4)]
print(shapes)
s = shapes[1]
s.name = 'BIG SQUARE'
s.side = 5
print(s, s.side, s.area, s._name)
try:
    s.name = ''
except ValueError as e:
    print('ValueError', e)
try:
    Shape('blob').area
except NotImplementedError as e:
    print('NotImplementedError', e)
try:
    repr(Shape('blob'))
except NotImplementedError as e:
    print('repr failed:', e)
try:
    s.area = 5
except AttributeError as e:
    print('AttributeError', e)
print(type(Shape.__dict__['name']).__name__, Square.name is Rect.name, Square.name.fget is Shape.name.fget, Square.side.fdel, isinstance(Square.area, property))
class Cached:
    calls = 0
    @property
    def value(self):
        Cached.calls += 1
        return 42
c = Cached()
print(c.value + c.value, Cached.calls)
p = property(lambda self: 'computed', doc='docstring here')
class Dyn:
    attr = p
print(Dyn().attr, Dyn.attr.__doc__, property().fget)
class Base2:
    def __init__(self):
        self.log = []
    def __setattr__(self, k, v):
        if k != 'log':
            self.log.append(k)
        super().__setattr__(k, v)
class Child2(Base2):
    def __init__(self):
        super().__init__()
        self.a = 1
        self.b = 2
ch = Child2()
print(ch.log, ch.a, ch.__dict__)
