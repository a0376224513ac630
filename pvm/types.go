package pvm

// Type is a Python class: built-in types and user classes alike.
type Type struct {
	Name     string
	qualname string
	module   string
	doc      Value
	bases    []*Type
	mro      []*Type
	dict     *Dict // the class namespace: methods, attributes, descriptors
	meta     *Type // metaclass; nil means `type`

	// layout is the built-in type whose instances this class's instances
	// are (object for plain classes, list for `class L(list)`, ...).
	layout  *Type
	builtin bool
	// nativeDunders marks a built-in type (from a Go module) whose special
	// methods are Builtins in its dict, found by userMethod like a user
	// class's.
	nativeDunders bool
	final         bool // cannot be subclassed
	slots         []string
	noDict        bool   // __slots__ without __dict__
	weakref       bool   // a user class whose instances have a __weakref__ (always None: there are no weak references)
	keys          []*Str // shared key layout of the instances' attributes (instattrs.go)

	// construct creates instances of built-in types (their __new__ and
	// __init__ in one); nil for user classes, which go through __new__/__init__.
	construct func(th *Thread, t *Type, args []Value, kwnames []*Str) (Value, error)

	// Cached special-method lookups for user classes, refreshed whenever the
	// class or a base is modified (see invalidate).
	special *specialMethods
	methods map[*Str]Value // userMethod results by interned name; unbound Value when absent
	lookups map[*Str]Value // lookup results by interned name; unbound Value when absent
	ops     *operatorMethods
	version uint64
	subs    []*Type // direct subclasses, for cache invalidation
}

// specialMethods caches the dunders the interpreter calls on hot paths.
type specialMethods struct {
	getattribute, getattr, setattr, delattr Value
	init, new, call                         Value
	eq, hash, bool, len, iter, next         Value
	getitem, setitem, delitem, contains     Value
	repr, str                               Value

	// plainAttrs: attribute access follows object's default rules (no
	// __getattribute__ or __setattr__ of its own), so it may be cached.
	plainAttrs bool

	// userGetattribute, userNew, userInit: the class's __getattribute__,
	// __new__ or __init__ is not object's or a built-in's (decided once per
	// class rather than on every instantiation and attribute lookup).
	// userHash: its __hash__ is there and not object's. userCall: its
	// __call__ is there and not type's (for a metaclass: calling one of
	// its classes runs that __call__).
	userGetattribute, userNew, userInit, userHash, userCall bool

	// abstracts is the class's own __abstractmethods__ (abc sets it on
	// every class ABCMeta makes); unbound when it has none. Instantiating
	// the class through object.__new__ fails while it is true.
	abstracts Value

	// identityEq: == and != on instances compare identity, object's
	// default (no __eq__ or __ne__ of the class's own, no built-in base).
	identityEq bool

	// ownClass: an instance's __class__ may not be its type (the class
	// defines __class__ or __getattribute__), which isinstance consults.
	ownClass bool

	// dictGet, dictSet, dictContains: the class extends dict and keeps
	// dict's own __getitem__, __setitem__ or __contains__ (defaultdict,
	// Counter), so d[k], d[k] = v and k in d may go to the dict inside
	// without a lookup.
	dictGet, dictSet, dictContains bool
}

// Type implements Object: a class's type is its metaclass.
func (t *Type) Type() *Type {
	if t.meta != nil {
		return t.meta
	}
	return TypeType
}

// lookup finds name along the MRO (like CPython's _PyType_Lookup). A
// user class remembers what its interned names found, as CPython's type
// cache does, until it or a base changes (invalidate); built-in classes,
// shared by concurrent executions, walk their short MROs each time.
func (t *Type) lookup(name *Str) (Value, bool) {
	if t.builtin || !name.interned {
		return t.lookupMRO(name)
	}
	if v, ok := t.lookups[name]; ok {
		return v, v.obj != nil
	}
	v, _ := t.lookupMRO(name)
	if t.lookups == nil {
		t.lookups = map[*Str]Value{}
	}
	t.lookups[name] = v
	return v, v.obj != nil
}

func (t *Type) lookupMRO(name *Str) (Value, bool) {
	for _, c := range t.mro {
		if v, ok := c.dict.getStr(name); ok {
			return v, true
		}
	}
	return Value{}, false
}

// qualifiedName is the class's name as CPython's messages and reprs give
// it: module-qualified unless built in.
func (t *Type) qualifiedName() string {
	if t.module == "builtins" || t.module == "" {
		return t.qualname
	}
	return t.module + "." + t.qualname
}

// lookupString is lookup for Go strings (cold paths).
func (t *Type) lookupString(name string) (Value, bool) { return t.lookup(intern(name)) }

// isSubtype reports whether t is sub or inherits from it.
func (t *Type) isSubtype(of *Type) bool {
	if t == of {
		return true
	}
	for _, c := range t.mro {
		if c == of {
			return true
		}
	}
	return false
}

// specials returns the cached special methods of a user class.
func (t *Type) specials() *specialMethods {
	if t.special == nil {
		s := &specialMethods{}
		get := func(name string) Value {
			v, _ := t.lookupString(name)
			return v
		}
		// The methods called with the instance first (not __new__, which
		// takes the class, nor __init__, which callers run as a function).
		special := func(name string) Value { return asSpecial(get(name)) }
		s.getattribute = special("__getattribute__")
		s.getattr = special("__getattr__")
		s.setattr = special("__setattr__")
		s.delattr = special("__delattr__")
		s.init = get("__init__")
		s.new = get("__new__")
		s.call = special("__call__")
		s.eq = special("__eq__")
		s.hash = special("__hash__")
		s.bool = special("__bool__")
		s.len = special("__len__")
		s.iter = special("__iter__")
		s.next = special("__next__")
		s.getitem = special("__getitem__")
		s.setitem = special("__setitem__")
		s.delitem = special("__delitem__")
		s.contains = special("__contains__")
		s.repr = special("__repr__")
		s.str = special("__str__")
		s.userGetattribute = s.getattribute.obj != nil && !isObjectSlot(s.getattribute, "__getattribute__")
		s.plainAttrs = !s.userGetattribute && (s.setattr.obj == nil || isObjectSlot(s.setattr, "__setattr__"))
		s.userNew = s.new.obj != nil && !isObjectSlot(s.new, "__new__") && !isBuiltinAttr(s.new)
		s.userInit = s.init.obj != nil && !isObjectSlot(s.init, "__init__") && !isBuiltinAttr(s.init)
		s.userHash = s.hash.obj != nil && !s.hash.IsNone() && !isObjectSlot(s.hash, "__hash__")
		typeCall, _ := TypeType.dict.getStr(nameCall)
		s.userCall = s.call.obj != nil && s.call.obj != typeCall.obj
		s.abstracts, _ = t.dict.getStr(nameAbstractMethods)
		s.identityEq = t.layout == ObjectType && isObjectSlot(s.eq, "__eq__") && isObjectSlot(get("__ne__"), "__ne__")
		s.ownClass = s.userGetattribute || get("__class__").obj != nil
		s.dictGet = t.layout == DictType && isDictSlot(s.getitem, "__getitem__")
		s.dictSet = t.layout == DictType && isDictSlot(s.setitem, "__setitem__")
		s.dictContains = t.layout == DictType && isDictSlot(s.contains, "__contains__")
		t.special = s
	}
	return t.special
}

// isDictSlot reports whether v is dict's own method name (not another
// of dict's methods assigned to that name).
func isDictSlot(v Value, name string) bool {
	m, _ := DictType.dict.GetString(name)
	return v.obj != nil && v.obj == m.obj
}

// invalidate drops cached lookups of t and every subclass after a class
// attribute changed.
func (t *Type) invalidate() {
	t.special = nil
	t.methods = nil
	t.lookups = nil
	t.ops = nil
	t.version++
	for _, s := range t.subs {
		s.invalidate()
	}
}

// computeMRO implements C3 linearisation.
func computeMRO(t *Type) ([]*Type, error) {
	seqs := make([][]*Type, 0, len(t.bases)+1)
	for _, b := range t.bases {
		seqs = append(seqs, append([]*Type(nil), b.mro...))
	}
	seqs = append(seqs, append([]*Type(nil), t.bases...))
	out := []*Type{t}
	for {
		nonEmpty := seqs[:0]
		for _, s := range seqs {
			if len(s) > 0 {
				nonEmpty = append(nonEmpty, s)
			}
		}
		seqs = nonEmpty
		if len(seqs) == 0 {
			return out, nil
		}
		var cand *Type
	search:
		for _, s := range seqs {
			cand = s[0]
			for _, other := range seqs {
				for _, x := range other[1:] {
					if x == cand {
						cand = nil
						continue search
					}
				}
			}
			break
		}
		if cand == nil {
			names := ""
			for i, b := range t.bases {
				if i > 0 {
					names += ", "
				}
				names += b.Name
			}
			return nil, newError(TypeErrorType, "Cannot create a consistent method resolution\norder (MRO) for bases "+names)
		}
		out = append(out, cand)
		for i, s := range seqs {
			if s[0] == cand {
				seqs[i] = s[1:]
			}
		}
	}
}

// newBuiltinType creates a built-in type whose methods are filled in by init code.
func newBuiltinType(name string, base *Type) *Type {
	t := &Type{Name: name, qualname: name, module: "builtins", builtin: true, dict: newDict(0)}
	if base != nil {
		t.bases = []*Type{base}
		baseMRO := base.mro
		if baseMRO == nil { // object itself, before its init runs
			baseMRO = []*Type{base}
		}
		t.mro = append([]*Type{t}, baseMRO...)
		t.layout = base.layout
		base.subs = append(base.subs, t)
	} else {
		t.mro = []*Type{t}
	}
	if t.layout == nil || t.layout == ObjectType {
		t.layout = t
	}
	return t
}

// solidBase finds the built-in layout a new class's instances must carry.
func solidBase(bases []*Type) (*Type, error) {
	var layout *Type
	for _, b := range bases {
		l := b.layout
		if l == ObjectType || l == nil {
			continue
		}
		switch {
		case layout == nil || l.isSubtype(layout):
			layout = l
		case layout.isSubtype(l):
		default:
			return nil, newError(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	if layout == nil {
		layout = ObjectType
	}
	// Instances of classes that add slots are laid out differently too:
	// two such bases must lie on one line of inheritance.
	var slotted *Type
	for _, b := range bases {
		s := b.slottedBase()
		switch {
		case s == nil || slotted != nil && slotted.isSubtype(s):
		case slotted == nil || s.isSubtype(slotted):
			slotted = s
		default:
			return nil, newError(TypeErrorType, "multiple bases have instance lay-out conflict")
		}
	}
	return layout, nil
}

// slottedBase is the nearest class in t's MRO that adds instance slots
// (other than __weakref__), or nil.
func (t *Type) slottedBase() *Type {
	for _, c := range t.mro {
		for _, name := range c.slots {
			if name != "__weakref__" {
				return c
			}
		}
	}
	return nil
}
