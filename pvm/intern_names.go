package pvm

// dunderNames are the names userMethod is called with. Each gets one
// shared str marked interned, so that these lookups hit the per-class
// method cache instead of allocating a fresh, uncached str on every call.
// They are kept out of the intern table itself: program constants keep
// resolving to the strs they always did (the memory census counts distinct
// objects, so sharing them would change its totals).
var dunderNames = []string{
	"__abs__",
	"__add__",
	"__all__",
	"__annotations__",
	"__args__",
	"__await__",
	"__base__",
	"__bases__",
	"__bool__",
	"__builtins__",
	"__bytes__",
	"__call__",
	"__cause__",
	"__cbor__",
	"__ceil__",
	"__class__",
	"__classcell__",
	"__closure__",
	"__code__",
	"__contains__",
	"__context__",
	"__copy__",
	"__deepcopy__",
	"__defaults__",
	"__delattr__",
	"__delete__",
	"__delitem__",
	"__dict__",
	"__divmod__",
	"__doc__",
	"__enter__",
	"__eq__",
	"__exit__",
	"__float__",
	"__floor__",
	"__format__",
	"__func__",
	"__ge__",
	"__get__",
	"__getattr__",
	"__getattribute__",
	"__getitem__",
	"__getnewargs__",
	"__getstate__",
	"__globals__",
	"__gt__",
	"__hash__",
	"__iadd__",
	"__import__",
	"__imul__",
	"__index__",
	"__init__",
	"__instancecheck__",
	"__int__",
	"__invert__",
	"__ior__",
	"__isabstractmethod__",
	"__iter__",
	"__kwdefaults__",
	"__le__",
	"__len__",
	"__lt__",
	"__main__",
	"__missing__",
	"__mod__",
	"__module__",
	"__mro__",
	"__mul__",
	"__name__",
	"__ne__",
	"__neg__",
	"__new__",
	"__next__",
	"__notes__",
	"__origin__",
	"__package__",
	"__path__",
	"__pos__",
	"__pow__",
	"__prepare__",
	"__qualname__",
	"__rdivmod__",
	"__reduce__",
	"__repr__",
	"__reversed__",
	"__rmod__",
	"__rmul__",
	"__round__",
	"__rpow__",
	"__self__",
	"__set__",
	"__setattr__",
	"__setitem__",
	"__setstate__",
	"__slots__",
	"__str__",
	"__subclasscheck__",
	"__subclasses__",
	"__subclasshook__",
	"__traceback__",
	"__trunc__",
	"__wrapped__",
	"__divmod__", "__rdivmod__", "__pow__", "__rpow__", "get",
}

var dunderTab = map[string]*Str{}

func internDunders() {
	for _, n := range dunderNames {
		dunder(n)
	}
}

// dunder returns the shared str of dunderTab for n, making it on first use
// (during package initialisation only: the table is read-only afterwards).
func dunder(n string) *Str {
	if v, ok := dunderTab[n]; ok {
		return v
	}
	v, ok := internTab[n]
	if !ok {
		v = NewStr(n)
		v.interned = true
		v.markName()
		v.hash()
	}
	dunderTab[n] = v
	return v
}
