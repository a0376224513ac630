# The special methods of built-in types are slot wrappers: wrapper_descriptor
# unbound, method-wrapper bound; other methods are method_descriptor and
# builtin_function_or_method. Bound built-in methods compare and hash by
# receiver and method; unbound ones bind with __get__.


def t(label, f):
    try:
        r = f()
    except Exception as e:
        r = type(e).__name__ + ": " + str(e)
    if isinstance(r, str):
        r = r.split(" at 0x")[0].rstrip(">")
    print(label, r)


t("type bound slot", lambda: type((1).__add__).__name__)
t("type unbound slot", lambda: type(int.__add__).__name__)
t("type bound meth", lambda: type("a".upper).__name__)
t("type unbound meth", lambda: type(str.upper).__name__)
t("type len", lambda: type(len).__name__)
t("type object init", lambda: type(object.__init__).__name__)
t("type bound eq", lambda: type(object().__eq__).__name__)
t("type function call", lambda: type(t.__call__).__name__)
t("repr bound slot", lambda: repr((1).__add__))
t("repr unbound slot", lambda: repr(int.__add__))
t("repr list len", lambda: repr([].__len__))
t("repr bound meth", lambda: repr([].append))
t("call bound", lambda: (1).__add__(2))
t("call unbound", lambda: int.__add__(1, 2))
t("__call__ bound", lambda: (1).__add__.__call__(2))
t("__call__ unbound", lambda: int.__add__.__call__(1, 2))
t("__call__ meth", lambda: str.upper.__call__("a"))
t("__call__ len", lambda: len.__call__([1, 2]))
t("get", lambda: str.upper.__get__("a")())
t("get slot", lambda: int.__add__.__get__(1)(2))
t("get none", lambda: str.upper.__get__(None, str) is str.upper)
t("get wrong", lambda: str.upper.__get__(1))
t("name", lambda: (1).__add__.__name__)
t("self", lambda: (1).__add__.__self__)
t("qualname", lambda: int.__add__.__qualname__)
t("callable", lambda: callable((1).__add__))
x = [1]
t("eq slot", lambda: (1).__add__ == (1).__add__)
t("eq meth", lambda: x.append == x.append)
t("ne meth", lambda: x.append != [1].append)
t("eq other name", lambda: x.append == x.pop)
t("hash", lambda: hash(x.append) == hash(x.append))
t("dict key", lambda: {x.append: 1}[x.append])
t("isinstance", lambda: isinstance((1).__add__, type(len)))
t("same type", lambda: type([].__len__) is type((1).__add__))
