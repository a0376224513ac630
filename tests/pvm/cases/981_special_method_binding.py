# Special methods that are not plain functions are bound as CPython binds
# them: staticmethod, classmethod, property and other descriptors through
# __get__; a callable object that is no descriptor is called without the
# instance. None marks an operation as unsupported.


def t(label, fn):
    try:
        print(label, repr(fn()))
    except TypeError as e:
        print(label, "TypeError", e)


class A:
    @staticmethod
    def __call__(*a):
        return ("static call", a)

    @classmethod
    def __len__(cls):
        return len(cls.__name__)

    @property
    def __getitem__(self):
        return lambda k: ("prop item", k)


t(1, lambda: A()(1, 2))
t(2, lambda: len(A()))
t(3, lambda: A()["k"])


class Counter:
    def __call__(self, *a):
        return len(a)


class Desc:
    def __get__(self, obj, typ):
        return lambda *a: ("bound by __get__", type(obj).__name__, len(a))


class B:
    __getitem__ = Counter()
    __contains__ = Desc()
    __call__ = Desc()


t(4, lambda: B()["k"])
t(5, lambda: 3 in B())
t(6, lambda: B()(1, 2, 3))


class C:
    @classmethod
    def __eq__(cls, other):
        return "class-level eq"

    @classmethod
    def __hash__(cls):
        return 7

    @classmethod
    def __bool__(cls):
        return False

    @staticmethod
    def __iter__():
        return iter([1, 2])

    @classmethod
    def __repr__(cls):
        return "<" + cls.__name__ + " repr>"

    @classmethod
    def __enter__(cls):
        return cls.__name__

    @staticmethod
    def __exit__(*exc):
        return None


t(7, lambda: C() == 1)
t(8, lambda: (hash(C()), bool(C()), list(C()), repr(C()), str(C())))
with C() as name:
    print(9, name)


class G:
    @staticmethod
    def __getattr__(name):
        return "static-getattr " + name


print(10, G().anything)


class NoContains:
    __contains__ = None


class NotCallable:
    __call__ = 5


t(11, lambda: 1 in NoContains())
t(12, lambda: NotCallable()())


class Meta(type):
    def __str__(cls):
        return "str of " + cls.__name__


class WithMeta(metaclass=Meta):
    pass


print(13, str(WithMeta), "%s" % WithMeta, f"{WithMeta}", repr(WithMeta)[:8])
