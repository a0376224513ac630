package pvm

import (
	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// buildClassBuiltin is __build_class__(body, name, *bases, metaclass=None, **kw).
// It is set by the builtins' init (a direct initialiser would be a cycle:
// buildClass runs code that loads it).
var buildClassBuiltin Value

func buildClass(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	nkw := len(kwnames)
	pos := args[:len(args)-nkw]
	body := th.fn(pos[0].obj.(*Function))
	name := pos[1].obj.(*Str).s
	baseVals, origBases, err := resolveBases(th, pos[2:])
	if err != nil {
		return Value{}, err
	}
	var meta Value
	for i, k := range kwnames {
		if k.s == "metaclass" {
			meta = args[len(pos)+i]
		}
	}
	bases := make([]*Type, 0, len(baseVals))
	for _, b := range baseVals {
		t, ok := b.obj.(*Type)
		if !ok {
			return Value{}, th.nonClassBase(meta, name, baseVals)
		}
		bases = append(bases, t)
	}
	kw := newDict(0)
	for i, k := range kwnames {
		if k.s == "metaclass" {
			continue
		}
		if err := kw.setStr(th, k, args[len(pos)+i]); err != nil {
			return Value{}, err
		}
	}
	if mt, ok := meta.obj.(*Type); ok || meta.obj == nil {
		// A metaclass that is not a class is called as it is.
		if !ok {
			mt = TypeType
		}
		if mt, err = mostDerivedMeta(mt, bases); err != nil {
			return Value{}, err
		}
		if ok || mt != TypeType {
			meta = ObjectValue(mt)
		}
	}
	ns := newDict(0)
	nsVal := ObjectValue(ns)
	if mt, ok := meta.obj.(*Type); ok && !mt.builtin {
		// A user metaclass's __prepare__(name, bases, **kw) makes the
		// namespace; the body's names go through the item methods of a
		// dict subclass.
		if prep, err := getAttr(th, meta, intern("__prepare__")); err == nil {
			pargs := []Value{StrValue(name), NewTuple(append([]Value(nil), baseVals...))}
			var pnames []*Str
			for _, e := range kw.Items() {
				pargs = append(pargs, e.value)
				pnames = append(pnames, e.key.obj.(*Str))
			}
			r, err := th.call(prep, pargs, pnames)
			if err != nil {
				return Value{}, err
			}
			d, ok := unwrapBase(r).obj.(*Dict)
			if !ok {
				return Value{}, newError(TypeErrorType, mt.Name+".__prepare__() must return a mapping, not "+typeName(r))
			}
			ns, nsVal = d, r
		} else if !isAttributeError(err) {
			return Value{}, err
		}
	}
	if origBases.obj != nil {
		if err := setItem(th, nsVal, StrValue("__orig_bases__"), origBases); err != nil {
			return Value{}, err
		}
	}
	// Run the class body with ns as its namespace.
	if _, sub := nsVal.obj.(*Instance); sub {
		if th.classNS == nil {
			th.classNS = map[*Dict]Value{}
		}
		th.classNS[ns] = nsVal
		defer delete(th.classNS, ns)
	}
	code := body.code
	slots := th.allocFrame(code.frameSize)
	f := &frame{code: code, fn: body, globals: body.globals, ns: ns, locals: slots}
	if n := code.NumCells(); n > 0 {
		f.cells = make([]*Cell, n)
		for i := range code.Cellvars {
			f.cells[i] = &Cell{}
		}
		copy(f.cells[len(code.Cellvars):], body.closure)
	}
	if err := th.enter(); err != nil {
		th.freeFrame(slots)
		return Value{}, err
	}
	_, err = th.run(f)
	th.leave()
	th.freeFrame(slots)
	if err != nil {
		return Value{}, err
	}
	var cls Value
	if meta.obj != nil && !is(meta, ObjectValue(TypeType)) {
		items := make([]Value, len(baseVals))
		copy(items, baseVals)
		margs := []Value{StrValue(name), NewTuple(items), nsVal}
		var names []*Str
		for _, e := range kw.Items() {
			margs = append(margs, e.value)
			names = append(names, e.key.obj.(*Str))
		}
		cls, err = th.call(meta, margs, names)
	} else {
		var t *Type
		t, err = newClass(th, nil, name, bases, ns, kw)
		cls = ObjectValue(t)
	}
	if err != nil {
		return Value{}, err
	}
	if cell, ok := ns.GetString("__classcell__"); ok {
		if c, ok := cell.obj.(*Cell); ok { // a metaclass may have replaced it
			c.v = cls
		}
	}
	return cls, nil
}

// resolveBases replaces each base that is not a class but has
// __mro_entries__ (a subscripted generic such as Box[int]) by the classes
// that method returns, as types.resolve_bases does; orig is the tuple of
// the bases as written when any was replaced.
func resolveBases(th *Thread, written []Value) (bases []Value, orig Value, err error) {
	bases = written
	for i, b := range written {
		var m Value
		if _, ok := b.obj.(*Type); !ok {
			if m, err = getAttr(th, b, intern("__mro_entries__")); err != nil && !isAttributeError(err) {
				return nil, Value{}, err
			}
		}
		if m.obj == nil { // a class, or refused with the other bases that are not
			if orig.obj != nil {
				bases = append(bases, b)
			}
			continue
		}
		if orig.obj == nil {
			orig = NewTuple(append([]Value(nil), written...))
			bases = append([]Value(nil), written[:i]...)
		}
		r, err := th.callArgs(m, orig)
		if err != nil {
			return nil, Value{}, err
		}
		entries, ok := r.obj.(*Tuple)
		if !ok {
			return nil, Value{}, newError(TypeErrorType, "__mro_entries__ must return a tuple")
		}
		bases = append(bases, entries.items...)
	}
	return bases, orig, nil
}

// newClass creates a user class (type(name, bases, ns)).
func newClass(th *Thread, meta *Type, name string, bases []*Type, ns *Dict, kw *Dict) (*Type, error) {
	if len(bases) == 0 {
		bases = []*Type{ObjectType}
	}
	for i, b := range bases {
		if b.final {
			return nil, newError(TypeErrorType, "type '"+b.Name+"' is not an acceptable base type")
		}
		for _, o := range bases[:i] {
			if o == b {
				return nil, newError(TypeErrorType, "duplicate base class "+b.Name)
			}
		}
	}
	layout, err := solidBase(bases)
	if err != nil {
		return nil, err
	}
	if cell, ok := ns.GetString("__classcell__"); ok {
		if _, ok := cell.obj.(*Cell); !ok {
			return nil, newError(TypeErrorType, "__classcell__ must be a nonlocal cell, not <class '"+typeName(cell)+"'>")
		}
	}
	if err := th.allocate(sizeofType); err != nil {
		return nil, err
	}
	t := &Type{Name: name, qualname: name, bases: bases, layout: layout, meta: meta, dict: ns.Copy()}
	if meta == TypeType {
		t.meta = nil
	}
	if q, ok := ns.GetString("__qualname__"); ok {
		if s, ok := q.obj.(*Str); ok {
			t.qualname = s.s
		}
		_, _, _ = t.dict.Delete(th, StrValue("__qualname__"))
	}
	_, _, _ = t.dict.Delete(th, StrValue("__classcell__"))
	if m, ok := ns.GetString("__module__"); ok {
		if s, ok := m.obj.(*Str); ok {
			t.module = s.s
		}
	}
	if _, ok := ns.GetString("__del__"); ok {
		th.finalizers = true // see finalize.go
	}
	if t.mro, err = computeMRO(t); err != nil {
		return nil, err
	}
	// Exceptions keep their attributes in a dict whatever __slots__ says
	// (BaseException has one in CPython too).
	if slots, ok := ns.GetString("__slots__"); ok && !t.isSubtype(BaseExceptionType) {
		names, err := toValues(th, slots)
		if s, isStr := slots.obj.(*Str); isStr {
			names, err = []Value{ObjectValue(s)}, nil
		}
		if err != nil {
			return nil, err
		}
		t.noDict = true
		for _, n := range names {
			s, ok := n.obj.(*Str)
			if !ok {
				return nil, newError(TypeErrorType, "__slots__ items must be strings, not '"+typeName(n)+"'")
			}
			if s.s == "__dict__" {
				t.noDict = false
				continue
			}
			if s.s == "__weakref__" {
				t.weakref = true
				continue
			}
			name := c.Mangle(t.Name, s.s) // __slots__ = ("__p",) is self._C__p
			if _, ok := ns.GetString(name); ok {
				return nil, newError(ValueErrorType, "'"+name+"' in __slots__ conflicts with class variable")
			}
			t.slots = append(t.slots, name)
		}
		for _, b := range bases {
			if b != ObjectType && !b.noDict && !b.builtin {
				t.noDict = false
			}
		}
		base := t.slotCount() - len(t.slots)
		for i, name := range t.slots {
			t.dict.SetString(name, ObjectValue(&slotDescr{name: name, index: base + i, owner: t}))
		}
	}
	// The entries the class adds to its namespace follow the slots' (as in
	// CPython: vars(C) lists them in this order).
	addGetSets(t, ns)
	if d, ok := ns.GetString("__doc__"); ok {
		t.doc = d
	} else {
		t.doc = None
		t.dict.SetString("__doc__", None)
	}
	// Defining __eq__ without __hash__ makes instances unhashable.
	if _, ok := ns.GetString("__eq__"); ok {
		if _, ok := ns.GetString("__hash__"); !ok {
			t.dict.SetString("__hash__", None)
		}
	}
	// Implicit decorators: __new__ is a static method; __init_subclass__ and
	// __class_getitem__ are class methods.
	for _, pair := range [...]struct {
		name   string
		static bool
	}{{"__new__", true}, {"__init_subclass__", false}, {"__class_getitem__", false}} {
		if fn, ok := t.dict.GetString(pair.name); ok {
			if _, isFn := fn.obj.(*Function); isFn {
				if pair.static {
					t.dict.SetString(pair.name, ObjectValue(&StaticMethod{fn: fn}))
				} else {
					t.dict.SetString(pair.name, ObjectValue(&ClassMethod{fn: fn}))
				}
			}
		}
	}
	// Subclass links serve cache invalidation when a class changes. Built-in
	// types never change and are shared by every execution, so they keep
	// none (a link there would race and keep every class alive).
	for _, b := range bases {
		if !b.builtin {
			b.subs = append(b.subs, t)
		}
	}
	// __set_name__ on descriptors, then the parent's __init_subclass__.
	for _, e := range t.dict.Items() {
		if err := setName(th, t, e.key, e.value); err != nil {
			return nil, err
		}
	}
	sup := &Super{start: t, obj: ObjectValue(t), objT: t}
	init, err := superGetAttr(th, sup, intern("__init_subclass__"))
	if err != nil {
		return nil, err
	}
	var kwnames []*Str
	var kwvals []Value
	if kw != nil {
		for _, e := range kw.Items() {
			kwnames = append(kwnames, e.key.obj.(*Str))
			kwvals = append(kwvals, e.value)
		}
	}
	if _, err := th.call(init, kwvals, kwnames); err != nil {
		return nil, err
	}
	return t, nil
}

// callType implements calling a class: type(x), built-in constructors, and
// instantiation of user classes through __new__ and __init__.
func (th *Thread) callType(t *Type, args []Value, kwnames []*Str) (Value, error) {
	if t.meta != nil && !t.meta.builtin {
		if sp := t.meta.specials(); sp.userCall {
			full := append([]Value{ObjectValue(t)}, args...)
			return th.call(sp.call, full, kwnames)
		}
	}
	if t == TypeType {
		return typeCall(th, args, kwnames)
	}
	if t.builtin {
		if t.construct == nil {
			return Value{}, newError(TypeErrorType, "cannot create '"+t.Name+"' instances")
		}
		return t.construct(th, t, args, kwnames)
	}
	return th.instantiate(t, args, kwnames)
}

// instantiate runs __new__ then __init__ for a user class.
func (th *Thread) instantiate(t *Type, args []Value, kwnames []*Str) (Value, error) {
	sp := t.specials()
	var obj Value
	var err error
	userNew := sp.userNew
	if userNew {
		obj, err = th.callSelf(sp.new, ObjectValue(t), args, kwnames)
		if err != nil {
			return Value{}, err
		}
		ot := obj.Type()
		if !ot.isSubtype(t) {
			return obj, nil
		}
		if ot != t {
			sp = ot.specials() // the __init__ of the class __new__ chose
		}
	} else {
		obj, err = th.newInstance(t, args, kwnames)
		if err != nil {
			return Value{}, err
		}
	}
	// A built-in __init__ (list, dict) already ran as part of newInstance.
	if sp.userInit {
		full := th.allocFrame(len(args) + 1)
		full[0] = obj
		copyValues(full[1:], args)
		err := th.runInit(sp.init, full, kwnames)
		th.freeFrame(full)
		if err != nil {
			return Value{}, err
		}
	} else if !userNew && len(args) > 0 && t.layout == ObjectType {
		return Value{}, newError(TypeErrorType, t.Name+"() takes no arguments")
	}
	return obj, nil
}

// callTypeAt is callType with the arguments in full[1:] and full[0] free
// (the class's own slot on the caller's stack): the instance of a user
// class with an __init__ and no __new__ goes there, and __init__ takes
// full as is instead of a copy of the arguments behind self.
func (th *Thread) callTypeAt(t *Type, full []Value, kwnames []*Str) (Value, error) {
	if t.builtin || t.meta != nil && !t.meta.builtin && t.meta.specials().userCall {
		return th.callType(t, full[1:], kwnames)
	}
	sp := t.specials()
	if sp.userNew || !sp.userInit {
		return th.instantiate(t, full[1:], kwnames)
	}
	obj, err := th.newInstance(t, full[1:], kwnames)
	if err != nil {
		return Value{}, err
	}
	full[0] = obj
	if err := th.runInit(sp.init, full, kwnames); err != nil {
		return Value{}, err
	}
	return obj, nil
}

// runInit calls a user __init__ with full, the instance then the
// arguments, and checks that it returned None.
func (th *Thread) runInit(init Value, full []Value, kwnames []*Str) error {
	var r Value
	var err error
	if fn, ok := init.obj.(*Function); ok {
		r, err = th.callFunction(fn, full, kwnames)
	} else {
		r, err = th.call(init, full, kwnames)
	}
	if err != nil {
		return err
	}
	if !r.IsNone() {
		return newError(TypeErrorType, "__init__() should return None, not '"+typeName(r)+"'")
	}
	return nil
}

func isBuiltinAttr(v Value) bool {
	if sm, ok := v.obj.(*StaticMethod); ok {
		v = sm.fn
	}
	_, ok := v.obj.(*Builtin)
	return ok
}

// newInstance allocates an instance of t carrying its built-in layout.
func (th *Thread) newInstance(t *Type, args []Value, kwnames []*Str) (Value, error) {
	if t.layout == TypeType {
		// A metaclass: its instances are classes.
		return typeNew(th, t, args, kwnames)
	}
	if err := th.allocate(sizeofInstance); err != nil {
		return Value{}, err
	}
	if t.layout.isSubtype(BaseExceptionType) {
		// BaseException.__new__ takes the positional arguments as args;
		// keywords are for a user __init__, else checked by the base's.
		if err := th.allocate(sizeofException - sizeofInstance); err != nil {
			return Value{}, err
		}
		e := carve(th, &th.slabs.excs) // its __dict__ is made by the first attribute stored
		e.cls = t
		if t.isSubtype(BaseExceptionGroupType) {
			if _, err := initGroup(th, e, t, args[:len(args)-len(kwnames)]); err != nil {
				return Value{}, err
			}
		}
		if sp := t.specials(); sp.init.obj == nil || isBuiltinAttr(sp.init) {
			return ObjectValue(e), e.init(th, args, kwnames)
		}
		return ObjectValue(e), e.init(th, args[:len(args)-len(kwnames)], nil)
	}
	if t.layout == ObjectType {
		if abstracts := t.specials().abstracts; abstracts.obj != nil {
			if err := th.refuseAbstract(t, abstracts); err != nil {
				return Value{}, err
			}
		}
	}
	var inst *Instance
	n := t.slotCount()
	if !t.noDict {
		if err := th.allocate(sizeofDict(sharedCap(0))); err != nil {
			return Value{}, err
		}
	}
	if n > 0 {
		if err := th.allocate(int64(n) * valueSize); err != nil {
			return Value{}, err
		}
	}
	if t.noDict {
		inst = newSlotted(t, n)
	} else {
		inst = newInstanceShared(t)
		if n > 0 {
			inst.extra().slots = make([]Value, n)
		}
	}
	if t.layout != ObjectType {
		// Immutable built-ins take their value from the constructor
		// arguments; mutable ones start empty and are filled by __init__.
		var baseArgs []Value
		var baseKw []*Str
		switch t.layout {
		case IntType, FloatType, StrType, TupleType, BytesType:
			baseArgs, baseKw = args, kwnames
		}
		if sp := t.specials(); sp.init.obj == nil || isBuiltinAttr(sp.init) {
			baseArgs, baseKw = args, kwnames
		}
		b, err := t.layout.construct(th, t.layout, baseArgs, baseKw)
		if err != nil {
			return Value{}, err
		}
		inst.extra().base = b
	}
	return ObjectValue(inst), nil
}

// refuseAbstract is object.__new__'s check of a class whose
// __abstractmethods__ is abstracts: while that is true, the class cannot be
// instantiated, and the error names its methods in sorted order.
func (th *Thread) refuseAbstract(t *Type, abstracts Value) error {
	if ok, err := truth(th, abstracts); !ok || err != nil {
		return err
	}
	names, err := toValues(th, abstracts)
	if err != nil {
		return err
	}
	if err := sortValues(th, names, Value{}, false); err != nil {
		return err
	}
	joined, err := strJoin(th, intern(", "), []Value{NewList(names)})
	if err != nil {
		return err
	}
	plural := ""
	if len(names) > 1 {
		plural = "s"
	}
	return newError(TypeErrorType, "Can't instantiate abstract class "+t.Name+" with abstract method"+plural+" "+joined.obj.(*Str).s)
}

// typeCall is type(obj) or type(name, bases, dict).
func typeCall(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	if len(args) == 1 && len(kwnames) == 0 {
		return ObjectValue(args[0].Type()), nil
	}
	if len(args)-len(kwnames) != 3 {
		return Value{}, newError(TypeErrorType, "type() takes 1 or 3 arguments")
	}
	cls, err := typeNew(th, TypeType, args, kwnames)
	if err != nil {
		return Value{}, err
	}
	// A base's metaclass made the class (see typeNew): its __init__ runs
	// too, as type.__call__ runs the __init__ of what __new__ returned.
	if t, ok := cls.obj.(*Type); ok && t.meta != nil && !t.meta.builtin && t.meta.specials().userInit {
		full := append([]Value{cls}, args...)
		if err := th.runInit(t.meta.specials().init, full, kwnames); err != nil {
			return Value{}, err
		}
	}
	return cls, nil
}

// nonClassBase is the error of a class statement with a base that is not
// a class. Without metaclass=, CPython calls the most derived of the
// bases' types, as a class's metaclass, with the name, bases and namespace
// (int('A', (1,), {}) for `class A(1)`), which fails as that call does;
// with one, the bases conflict with it.
func (th *Thread) nonClassBase(meta Value, name string, bases []Value) error {
	if meta.obj == nil {
		winner := bases[0].Type()
		for _, b := range bases[1:] {
			switch t := b.Type(); {
			case winner.isSubtype(t):
			case t.isSubtype(winner):
				winner = t
			default:
				return metaclassConflict()
			}
		}
		if _, err := th.call(ObjectValue(winner), []Value{StrValue(name), NewTuple(bases), ObjectValue(newDict(0))}, nil); err != nil {
			return err
		}
	}
	if _, ok := meta.obj.(*Type); ok {
		return metaclassConflict()
	}
	return newError(TypeErrorType, "bases must be types")
}

// nonTypeBase is the error of type(name, bases, ns) whose bases, from
// the first that is not a class on, are rest: CPython refuses one with
// __mro_entries__ (a subscripted generic) before it finds the conflict of
// the base's type not being a metaclass.
func nonTypeBase(th *Thread, rest []Value) error {
	for _, b := range rest {
		if _, ok := b.obj.(*Type); ok {
			continue
		}
		if _, err := getAttr(th, b, intern("__mro_entries__")); err == nil {
			return newError(TypeErrorType, "type() doesn't support MRO entry resolution; use types.new_class()")
		} else if !isAttributeError(err) {
			return err
		}
	}
	return metaclassConflict()
}

func metaclassConflict() error {
	return newError(TypeErrorType, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
}

// mostDerivedMeta is the metaclass of a class with bases made by meta:
// the most derived of meta and the bases' metaclasses, which must be one
// of them (CPython's _PyType_CalculateMetaclass).
func mostDerivedMeta(meta *Type, bases []*Type) (*Type, error) {
	for _, b := range bases {
		bm := b.meta
		if bm == nil {
			bm = TypeType
		}
		switch {
		case meta.isSubtype(bm):
		case bm.isSubtype(meta):
			meta = bm
		default:
			return nil, metaclassConflict()
		}
	}
	return meta, nil
}

// typeNew is type.__new__(meta, name, bases, ns, **kw) without the meta.
func typeNew(th *Thread, meta *Type, args []Value, kwnames []*Str) (Value, error) {
	npos := len(args) - len(kwnames)
	if npos != 3 {
		return Value{}, newError(TypeErrorType, "type.__new__() takes exactly 3 arguments ("+itoa(int64(npos))+" given)")
	}
	name, ok := args[0].obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "type.__new__() argument 1 must be str, not "+typeNameOrNone(args[0]))
	}
	baseItems, ok := args[1].obj.(*Tuple)
	if !ok {
		return Value{}, newError(TypeErrorType, "type.__new__() argument 2 must be tuple, not "+typeNameOrNone(args[1]))
	}
	ns, ok := unwrapBase(args[2]).obj.(*Dict)
	if !ok {
		return Value{}, newError(TypeErrorType, "type.__new__() argument 3 must be dict, not "+typeNameOrNone(args[2]))
	}
	if _, sub := args[2].obj.(*Instance); sub {
		ns = ns.Copy() // the class keeps a plain dict
	}
	bases := make([]*Type, len(baseItems.items))
	for i, b := range baseItems.items {
		if bases[i], ok = b.obj.(*Type); !ok {
			return Value{}, nonTypeBase(th, baseItems.items[i:])
		}
	}
	winner, err := mostDerivedMeta(meta, bases)
	if err != nil {
		return Value{}, err
	}
	if winner != meta {
		// type("X", (Base,), ns) with an ABC base is ABCMeta's class.
		if nw, ok := winner.lookup(nameNew); ok && !winner.builtin && !isBuiltinAttr(nw) {
			f, err := descriptorGet(th, nw, ObjectValue(winner), winner)
			if err != nil {
				return Value{}, err
			}
			return th.call(f, append([]Value{ObjectValue(winner)}, args...), kwnames)
		}
		meta = winner
	}
	if _, ok := ns.GetString("__module__"); !ok {
		if th.frame != nil {
			if m, ok := th.frame.globals.GetString("__name__"); ok {
				ns = ns.Copy()
				ns.SetString("__module__", m)
			}
		}
	}
	var kw *Dict
	if len(kwnames) > 0 {
		kw = newDict(len(kwnames))
		for i, k := range kwnames {
			if err := kw.setStr(th, k, args[npos+i]); err != nil {
				return Value{}, err
			}
		}
	}
	t, err := newClass(th, meta, name.s, bases, ns, kw)
	if err != nil {
		return Value{}, err
	}
	return ObjectValue(t), nil
}

// superGetAttr looks name up after s.start in the MRO of s.objT.
func superGetAttr(th *Thread, s *Super, name *Str) (Value, error) {
	if attr, self, ok := superLookup(s, name); ok {
		if cm, ok := attr.obj.(*ClassMethod); ok && self.IsNone() {
			return ObjectValue(&BoundMethod{fn: cm.fn, self: s.obj}), nil
		}
		return descriptorGet(th, attr, self, s.objT)
	}
	if name.s == "__class__" {
		return ObjectValue(SuperType), nil
	}
	return Value{}, newError(AttributeErrorType, "'super' object has no attribute '"+name.s+"'")
}

// superLookup finds name after s.start in the MRO of s.objT; self is what
// it binds to (None for super() on the class itself).
func superLookup(s *Super, name *Str) (attr, self Value, ok bool) {
	mro := s.objT.mro
	i := 0
	for i < len(mro) && mro[i] != s.start {
		i++
	}
	for _, cls := range mro[i+1:] {
		if attr, ok := cls.dict.getStr(name); ok {
			self := s.obj
			if t, isType := s.obj.obj.(*Type); isType && s.objT == t {
				self = None
			}
			return attr, self, true
		}
	}
	return Value{}, Value{}, false
}

// superMethod is LOAD_METHOD on a super object: a function found for an
// instance, or a classmethod over a function, comes back unbound with the
// self it would bind, allocating no bound method.
func superMethod(th *Thread, s *Super, name *Str) (fn, self Value, err error) {
	if attr, self, ok := superLookup(s, name); ok {
		switch a := attr.obj.(type) {
		case *Function:
			if !self.IsNone() {
				return attr, self, nil
			}
		case *ClassMethod:
			if _, isFn := a.fn.obj.(*Function); isFn {
				if self.IsNone() {
					return a.fn, s.obj, nil
				}
				return a.fn, ObjectValue(s.objT), nil
			}
		}
	}
	fn, err = superGetAttr(th, s, name)
	return fn, Value{}, err
}

// superBuiltin implements super() and super(type, obj).
func superBuiltin(th *Thread, args []Value, kwnames []*Str) (Value, error) {
	var start *Type
	var obj Value
	switch len(args) {
	case 0:
		f := th.frame
		if f == nil || f.code.Flags&c.FlagClassBody != 0 || f.code.ArgCount == 0 {
			return Value{}, newError(RuntimeErrorType, "super(): no arguments")
		}
		if f.code.classCell < 0 {
			return Value{}, newError(RuntimeErrorType, "super(): __class__ cell not found")
		}
		cls, ok := f.cells[f.code.classCell].v.obj.(*Type)
		if !ok {
			return Value{}, newError(RuntimeErrorType, "super(): empty __class__ cell")
		}
		obj = f.locals[0]
		if i := f.code.firstArgCell; i >= 0 {
			obj = f.cells[i].v
		}
		start = cls
	case 1, 2:
		t, ok := args[0].obj.(*Type)
		if !ok {
			return Value{}, newError(TypeErrorType, "super() argument 1 must be a type, not "+typeName(args[0]))
		}
		start = t
		if len(args) == 1 {
			return Value{}, newError(TypeErrorType, "super() with one argument is not supported by the PVM")
		}
		obj = args[1]
	default:
		return Value{}, newError(TypeErrorType, "super() expected at most 2 arguments, got "+itoa(int64(len(args))))
	}
	objT := obj.Type()
	if t, ok := obj.obj.(*Type); ok && t.isSubtype(start) {
		objT = t
	} else if !objT.isSubtype(start) {
		return Value{}, newError(TypeErrorType, "super(type, obj): obj must be an instance or subtype of type")
	}
	s := carve(th, &th.slabs.supers)
	*s = Super{start: start, obj: obj, objT: objT}
	return ObjectValue(s), nil
}

// MemberDescriptorType is the type of the descriptors __slots__ creates.
var MemberDescriptorType = newBuiltinType("member_descriptor", ObjectType)

// GetSetDescriptorType is the type of the __dict__ and __weakref__
// entries a class adds to its namespace.
var GetSetDescriptorType = newBuiltinType("getset_descriptor", ObjectType)

// slotDescr gives access to one __slots__ entry of instances of owner, or,
// with index getsetIndex, to their __dict__ or __weakref__.
type slotDescr struct {
	name  string
	index int // in Instance.slots
	owner *Type
}

const getsetIndex = -1

func (d *slotDescr) Type() *Type {
	if d.index == getsetIndex {
		return GetSetDescriptorType
	}
	return MemberDescriptorType
}

// addGetSets adds to class t's namespace (ns is its class body's) the
// __dict__ and __weakref__ descriptors that CPython adds to a class whose
// bases give its instances none: vars(C) lists them.
func addGetSets(t *Type, ns *Dict) {
	hasDict, hasWeakref, roomForWeakref := false, false, true
	for _, c := range t.mro[1:] {
		hasDict = hasDict || !c.builtin && !c.noDict || c == BaseExceptionType || c == TypeType
		hasWeakref = hasWeakref || c.weakref || c == TypeType
		// Variable-size instances have no room for it.
		roomForWeakref = roomForWeakref && c != IntType && c != TupleType && c != BytesType
	}
	if _, slots := ns.GetString("__slots__"); !slots && roomForWeakref {
		t.weakref = true
	}
	if !t.noDict && !hasDict {
		t.dict.SetString("__dict__", ObjectValue(&slotDescr{name: "__dict__", index: getsetIndex, owner: t}))
	}
	if t.weakref && !hasWeakref {
		t.dict.SetString("__weakref__", ObjectValue(&slotDescr{name: "__weakref__", index: getsetIndex, owner: t}))
	}
}

// slotCount is the number of slot entries instances of t carry.
func (t *Type) slotCount() int {
	n := 0
	for _, c := range t.mro {
		n += len(c.slots)
	}
	return n
}

// slot returns the slot of obj the descriptor stands for.
func (d *slotDescr) slot(obj Value) (*Value, error) {
	inst, err := d.instance(obj)
	if err != nil {
		return nil, err
	}
	if d.index >= len(inst.slots()) {
		return nil, d.notFor(obj)
	}
	return &inst.slots()[d.index], nil
}

// instance is obj when the descriptor applies to it.
func (d *slotDescr) instance(obj Value) (*Instance, error) {
	inst, ok := obj.obj.(*Instance)
	if !ok || !inst.cls.isSubtype(d.owner) {
		return nil, d.notFor(obj)
	}
	return inst, nil
}

// applies is nil when the descriptor applies to obj.
func (d *slotDescr) applies(obj Value) error {
	if !obj.Type().isSubtype(d.owner) {
		return d.notFor(obj)
	}
	return nil
}

func (d *slotDescr) notFor(obj Value) error {
	return newError(TypeErrorType, "descriptor '"+d.name+"' for '"+d.owner.Name+"' objects doesn't apply to a '"+typeName(obj)+"' object")
}

func (d *slotDescr) get(obj Value) (Value, error) {
	if d.index == getsetIndex {
		if d.name == "__weakref__" { // there are no weak references
			return None, d.applies(obj)
		}
		inst, err := d.instance(obj)
		if err != nil {
			return Value{}, err
		}
		return ObjectValue(inst.attrDictOrNew()), nil
	}
	p, err := d.slot(obj)
	if err != nil {
		return Value{}, err
	}
	if p.obj == nil {
		return Value{}, noAttribute(obj, d.name)
	}
	return *p, nil
}

func (d *slotDescr) set(obj, v Value) error {
	if d.index == getsetIndex {
		return d.setGetSet(obj, v)
	}
	p, err := d.slot(obj)
	if err == nil {
		*p = v
	}
	return err
}

// setGetSet sets obj's __dict__ (v a dict) or refuses __weakref__.
func (d *slotDescr) setGetSet(obj, v Value) error {
	if d.name == "__weakref__" {
		if err := d.applies(obj); err != nil {
			return err
		}
		return newError(AttributeErrorType, "attribute '__weakref__' of '"+d.owner.Name+"' objects is not writable")
	}
	inst, err := d.instance(obj)
	if err != nil {
		return err
	}
	return setInstanceDict(inst, v)
}

// setInstanceDict is inst.__dict__ = v.
func setInstanceDict(inst *Instance, v Value) error {
	d, ok := v.obj.(*Dict)
	if !ok {
		return newError(TypeErrorType, "__dict__ must be set to a dictionary, not a '"+typeName(v)+"'")
	}
	inst.values, inst.extra().dict = nil, d // the attributes are d's from now on
	return nil
}

func (d *slotDescr) delete(obj Value) error {
	if d.index == getsetIndex {
		if err := d.applies(obj); err != nil {
			return err
		}
		if d.name == "__weakref__" {
			return newError(AttributeErrorType, "attribute '__weakref__' of '"+d.owner.Name+"' objects is not writable")
		}
		return d.setGetSet(obj, ObjectValue(newDict(0))) // the attributes go
	}
	p, err := d.slot(obj)
	if err != nil {
		return err
	}
	if p.obj == nil {
		return newError(AttributeErrorType, d.name)
	}
	*p = Value{}
	return nil
}

func init() {
	MemberDescriptorType.final = true
	GetSetDescriptorType.final = true
	builtinReprs[MemberDescriptorType] = func(th *Thread, v Value) (string, error) {
		d := v.obj.(*slotDescr)
		return "<member '" + d.name + "' of '" + d.owner.Name + "' objects>", nil
	}
	builtinReprs[SuperType] = func(th *Thread, v Value) (string, error) {
		s := v.obj.(*Super)
		return "<super: <class '" + tpName(s.start) + "'>, <" + tpName(s.objT) + " object>>", nil
	}
	builtinReprs[GetSetDescriptorType] = func(th *Thread, v Value) (string, error) {
		d := v.obj.(*slotDescr)
		return "<attribute '" + d.name + "' of '" + d.owner.Name + "' objects>", nil
	}
	// The descriptor protocol, callable explicitly: P.x.__get__(p).
	for _, t := range []*Type{MemberDescriptorType, GetSetDescriptorType} {
		self := func(method string, args []Value, kw []*Str, min, max int) (*slotDescr, error) {
			d, ok := Value{}.obj.(*slotDescr)
			if len(args) > 0 {
				d, ok = args[0].obj.(*slotDescr)
			}
			if !ok || d.Type() != t {
				return nil, newError(TypeErrorType, "descriptor '"+method+"' requires a '"+t.Name+"' object")
			}
			// CPython's wrappers name no function here: " expected 2 arguments, got 1".
			err := rangeArgs("", args[1:], kw, min, max)
			if err != nil && method == "__delete__" {
				err = newError(TypeErrorType, "expected 1 argument, got "+itoa(int64(len(args)-1)))
			}
			return d, err
		}
		defMethod(t, "__get__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			d, err := self("__get__", args, kw, 1, 2)
			if err != nil {
				return Value{}, err
			}
			if args[1].IsNone() {
				return args[0], nil
			}
			return d.get(args[1])
		})
		defMethod(t, "__set__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			d, err := self("__set__", args, kw, 2, 2)
			if err != nil {
				return Value{}, err
			}
			return None, d.set(args[1], args[2])
		})
		defMethod(t, "__delete__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			d, err := self("__delete__", args, kw, 1, 1)
			if err != nil {
				return Value{}, err
			}
			return None, d.delete(args[1])
		})
	}
}

// classNSName is LOAD_NAME, STORE_NAME or DELETE_NAME (op) of name in a
// class body whose namespace ns is a dict subclass: CPython's item protocol
// on the namespace, a missing name falling back to globals and builtins.
func classNSName(th *Thread, op c.Opcode, ns Value, name *Str, v Value, code *Code, globals *Dict) (Value, error) {
	key := ObjectValue(name)
	var err error
	switch op {
	case c.STORE_NAME:
		return Value{}, setItem(th, ns, key, v)
	case c.DELETE_NAME:
		err = delItem(th, ns, key)
	default:
		if v, err = getItem(th, ns, key); err == nil {
			return v, nil
		}
		if e, ok := err.(*Exception); ok && e.cls.isSubtype(KeyErrorType) {
			if v, ok := globals.getStr(name); ok {
				return v, nil
			}
			if v, ok := builtinsDict.getStr(name); ok {
				return v, nil
			}
		}
	}
	if e, ok := err.(*Exception); ok && e.cls.isSubtype(KeyErrorType) {
		return Value{}, nameError(name.s, code, globals)
	}
	return Value{}, err
}

// setName runs __set_name__ of v, the attribute key (a str, unless the
// namespace was built otherwise) of the class t being made. As in CPython
// 3.11, its failure is a RuntimeError it causes.
func setName(th *Thread, t *Type, key, v Value) error {
	name, isStr := key.obj.(*Str)
	var err error
	switch p := v.obj.(type) {
	case *Property:
		if isStr {
			p.name = name
		}
	case *cachedProperty:
		if isStr {
			err = p.setName(name)
		}
	default:
		if sn, ok := userMethod(v, "__set_name__"); ok {
			_, err = th.callArgs(sn, v, ObjectValue(t), key)
		}
	}
	e, ok := err.(*Exception)
	if !ok {
		return err
	}
	r, rerr := repr(th, key)
	if rerr != nil {
		return rerr
	}
	re := newError(RuntimeErrorType, "Error calling __set_name__ on '"+typeName(v)+"' instance "+r+" in '"+t.Name+"'")
	re.cause, re.context = ObjectValue(e), ObjectValue(e)
	return re
}
