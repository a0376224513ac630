package pvm

import (
	"math"
	"slices"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// Inline caches. Each LOAD_ATTR, STORE_ATTR, LOAD_METHOD and LOAD_GLOBAL
// instruction owns a cache that remembers how its name resolved, keyed by
// what could change the answer: the instance's class and that class's
// version (bumped whenever it or a base is modified), or the globals dict's
// version (bumped on insertion and deletion). A hit skips the MRO walk and
// the descriptor checks; a miss takes the general path and refills.
// Attribute sites keep eight entries, enough for a call site that sees the
// several classes of a small hierarchy (richards' four kinds of task,
// scheduler's five).
//
// Caches live with the Thread (one execution), never with the shared Code,
// so concurrent executions of one Program do not race. Every function made
// from the same code in one execution shares them: closures, lambdas and
// generator expressions created in a loop start warm.
type inlineCache [8]cacheEntry

// cacheKey identifies the caches of one code object run with one globals.
type cacheKey struct {
	code    *Code
	globals *Dict
}

type cacheEntry struct {
	typ     *Type
	version uint64
	kind    cacheKind
	// pos is 1 + the position of the site's name in typ's shared key
	// layout, 0 while unknown. Layouts only grow at the end, so once set
	// it stays right: an instance of typ with more values than pos-1 has
	// the attribute there.
	pos   uint16
	index int32 // entry position in the globals dict, or last seen in an instance's dict
	attr  Value // the class attribute, or the builtin for LOAD_GLOBAL
	name  *Str  // an attribute site's name, which an instance's dict at index must hold
}

type cacheKind uint8

const (
	cacheEmpty         cacheKind = iota
	cacheUnusable                // the class resolves this name in ways not cached
	cacheInstance                // the class has no such attribute, or a plain value (attr) instances shadow: it lives in the instance dict
	cacheMethod                  // a plain function or inherited built-in method on the class, shadowable by the instance dict
	cacheProperty                // a property with a getter (LOAD_ATTR) or setter (STORE_ATTR)
	cacheGlobal                  // a globals entry at index
	cacheBuiltin                 // absent from globals; attr is the builtin
	cacheBuiltinMethod           // an unbound *Builtin method of a built-in type (which never changes)
	cacheClassAttr               // typ.name read on the class itself: attr, needing no binding
	cacheClassMethod             // typ.name read on the class itself: attr is a classmethod's function
	cacheStaticMethod            // a staticmethod on the class, read on an instance: attr is its function; shadowable
	cacheClassMethodOf           // a classmethod on the class, read on an instance: attr is its function, bound to typ; shadowable
	cacheModuleAttr              // module.name: the entry at index of the module dict held in attr
	cacheClassOf                 // obj.__class__ where no class defines it: the instance's class
	cacheSlot                    // a __slots__ entry: the instance's slot at index
	cacheTupleItem               // a namedtuple field: the item at index of the tuple the instance extends
	cacheFunction                // MAKE_FUNCTION: attr is the site's template function
	cacheComprehension           // MAKE_FUNCTION of a comprehension: attr is its shared function
)

// cacheSlots maps each instruction to its cache entry (-1 for none).
func cacheSlots(code *c.Code) ([]int32, int) {
	slots := make([]int32, len(code.Code))
	n := 0
	for pc, ins := range code.Code {
		slots[pc] = -1
		if op, arg := c.Decode(ins); usesCache(op) || op == c.MAKE_FUNCTION && siteCached(code, pc, arg) {
			slots[pc] = int32(n)
			n++
		}
	}
	return slots, n
}

// usesCache reports whether instructions op look names up through a cache.
func usesCache(op c.Opcode) bool {
	switch op {
	case c.LOAD_ATTR, c.STORE_ATTR, c.LOAD_METHOD, c.LOAD_GLOBAL:
		return true
	}
	return false
}

// siteCached reports whether the MAKE_FUNCTION at pc (with flags) has a
// cache (see siteFunction): for a comprehension, and for a def or lambda
// in a function body (which can run many times) whose code uses caches.
func siteCached(code *c.Code, pc, flags int) bool {
	if pc == 0 {
		return false
	}
	op, k := c.Decode(code.Code[pc-1])
	if op != c.LOAD_CONST {
		return false
	}
	made, ok := code.Consts[k].(*c.Code)
	switch {
	case !ok:
		return false
	case isComprehension(made):
		return flags&c.FuncFlags&^c.FuncClosure == 0
	}
	return code.Flags&(c.FlagModule|c.FlagClassBody) == 0 && slices.ContainsFunc(made.Code, func(ins uint32) bool {
		return usesCache(c.Opcode(ins))
	})
}

// isComprehension reports whether code is a comprehension's or generator
// expression's: it takes its iterator as ".0", a name no def can have.
func isComprehension(code *c.Code) bool {
	return len(code.Locals) > 0 && code.Locals[0] == ".0"
}

// siteFunction is MAKE_FUNCTION at a site with cache e, which keeps a
// template made at the site's first run: the function of the code in
// these globals, with its inline caches, which the functions the site
// makes then share without looking them up. A comprehension's function
// can be seen by nothing but the call right after it: without a closure,
// the template is the function every run makes (its generators share it
// as they share its code and globals); with one, a copy given the
// closure's cells. The cache never holds cells: they could keep values
// alive after the program dropped them.
func siteFunction(th *Thread, f *frame, e *cacheEntry, stack []Value, sp, flags int) (Value, int, error) {
	if e.kind == cacheEmpty {
		if err := th.allocate(sizeofFunction); err != nil {
			return Value{}, sp, err
		}
		fn := th.newFunction(0)
		initFunction(fn, stack[sp-1].obj.(*Code), f.globals, nil)
		if fn.code.ncaches != 0 {
			fn.caches = th.codeCachesFor(fn.code, fn.globals)
		}
		*e = cacheEntry{kind: cacheFunction, attr: ObjectValue(fn)}
		if isComprehension(fn.code.Code) {
			e.kind = cacheComprehension
		}
	}
	tmpl := e.attr.obj.(*Function)
	switch {
	case e.kind == cacheFunction:
		return makeFunction(th, f, stack, sp, flags, tmpl.caches)
	case flags == 0:
		return e.attr, sp, nil // in the code's place
	}
	if err := th.allocate(sizeofFunction); err != nil {
		return Value{}, sp, err
	}
	sp--
	stack[sp] = Value{}
	n := flags >> c.FuncCellsShift
	sp -= n
	cells := stack[sp : sp+n]
	fn := th.newFunction(n)
	closure := fn.closure
	*fn = *tmpl
	fn.closure = closure
	setCells(closure, cells)
	clear(cells)
	return ObjectValue(fn), sp + 1, nil // in the first cell's place
}

// cachesOrNil is fn's inline caches once a call has made them (nil fn: a
// module or class body); cheap enough to inline where frameCaches is not.
func (fn *Function) cachesOrNil() []inlineCache {
	if fn == nil {
		return nil
	}
	return fn.caches
}

// frameCaches returns the inline caches for running f: its function's,
// which it shares with every function of the same code and globals in this
// execution, or fresh ones for module and class bodies.
// The code must have caches (ncaches > 0).
func frameCaches(th *Thread, f *frame) []inlineCache {
	if f.fn == nil {
		return make([]inlineCache, f.code.ncaches)
	}
	if f.fn.caches == nil {
		f.fn.caches = th.codeCachesFor(f.code, f.globals)
	}
	return f.fn.caches
}

// codeCachesFor returns the inline caches of code run with globals.
func (th *Thread) codeCachesFor(code *Code, globals *Dict) []inlineCache {
	k := cacheKey{code, globals}
	ics, ok := th.codeCaches[k]
	if !ok {
		ics = make([]inlineCache, code.ncaches)
		if th.codeCaches == nil {
			th.codeCaches = map[cacheKey][]inlineCache{}
		}
		th.codeCaches[k] = ics
	}
	return ics
}

// attrEntry returns how name resolves on instances of t, from the cache
// or, on a miss, by looking it up and recording the answer.
func (ic *inlineCache) attrEntry(t *Type, name *Str, store bool) *cacheEntry {
	for i := range ic {
		if e := &ic[i]; e.typ == t && e.version == t.version && !e.onClass() {
			return e
		}
	}
	copy(ic[1:], ic[:len(ic)-1])
	e := &ic[0]
	*e = cacheEntry{typ: t, version: t.version, kind: cacheUnusable, name: name}
	if sp := t.specials(); sp.userGetattribute || store && !sp.plainAttrs {
		return e // loads need only object's __getattribute__; stores, its __setattr__ too
	}
	attr, found := t.lookup(name)
	e.attr = attr
	switch a := attr.obj.(type) {
	case nil:
		switch {
		case found:
		case name.s == "__class__": // never a dict entry
			e.kind, e.attr = cacheClassOf, ObjectValue(t)
		case name.s == "__dict__": // the dict itself
		default:
			e.kind = cacheInstance
		}
	case *Function, *Builtin:
		if !store && isMethod(attr) {
			e.kind = cacheMethod
		}
	case *StaticMethod:
		if !store {
			e.kind, e.attr = cacheStaticMethod, a.fn
		}
	case *ClassMethod:
		if _, ok := a.fn.obj.(*Function); ok && !store {
			e.kind, e.attr = cacheClassMethodOf, a.fn
		}
	case noneKind, boolKind, intKind, floatKind, *Str, *BigInt, *Tuple, *Bytes, *List, *Dict:
		// A class-level default (count = 0, items = ()), which is no
		// descriptor: instances read and store their own value over it.
		e.kind = cacheInstance
	case *slotDescr:
		if a.index != getsetIndex {
			e.kind, e.index = cacheSlot, int32(a.index)
		}
	case *Property:
		fn := a.fget
		if store {
			fn = a.fset
		} else if t.specials().getattr.obj != nil {
			break // a getter's AttributeError falls back to __getattr__
		}
		if a.item > 0 && !store {
			e.kind, e.index = cacheTupleItem, a.item-1
		} else if fn.obj != nil && !fn.IsNone() {
			e.kind = cacheProperty
		}
	}
	return e
}

// instanceIndex finds name in an instance dict, trying first the position
// where this site last found it: instances of a class usually set their
// attributes in the same order.
func (e *cacheEntry) instanceIndex(d *Dict, name *Str) int {
	if i := int(e.index); i < len(d.entries) && d.entries[i].key.obj == Object(name) {
		return i
	}
	i := d.findStr(name)
	if i >= 0 {
		e.index = int32(i)
	}
	return i
}

// sharedIndex is instanceIndex for an instance whose attributes are in its
// class's shared layout.
func (e *cacheEntry) sharedIndex(o *Instance, name *Str) int {
	if i := int(e.pos) - 1; uint(i) < uint(len(o.values)) {
		return i
	}
	i := o.sharedIndex(name)
	e.setPos(i)
	return i
}

// setPos records i (if found) as the name's position in e.typ's layout.
func (e *cacheEntry) setPos(i int) {
	if i >= 0 && i < math.MaxUint16 {
		e.pos = uint16(i + 1)
	}
}

// shadowed reports whether o has its own attribute name, hiding the method
// e caches. For a method entry, index counts the leading keys of the class's
// layout known not to be name: layouts only grow at the end, so an instance
// using no more of them cannot have it.
func (e *cacheEntry) shadowed(o *Instance, name *Str) bool {
	if o.dict() == nil && len(o.values) <= int(e.index) {
		return false
	}
	if o.hasOwn(name) {
		return true
	}
	if o.dict() == nil {
		e.index = int32(len(o.values))
	}
	return false
}

// The fast cases below run inside the dispatch loop (CPython's
// LOAD_ATTR_INSTANCE_VALUE, STORE_ATTR_INSTANCE_VALUE, LOAD_METHOD_WITH_VALUES):
// one of the site's entries matches the instance's class and version, and
// the instance has the attribute at the entry's position of its class's
// shared layout, or the method is not shadowed. Anything else takes the
// general path (loadAttrCached, storeAttrCached, loadMethodCached).
// fastAttr and fastStoreAttr try the site's newest entry first, then the
// newest for the instance's class.

// layoutEntry returns the entry of ic for inst's class if it is of kind
// (a site that sees several classes, like a base-class method run for
// richards' four kinds of task, stays fast).
func (ic *inlineCache) layoutEntry(inst *Instance, kind cacheKind) *cacheEntry {
	for i := range ic {
		if e := &ic[i]; e.matches(inst.cls, kind) {
			return e
		}
	}
	return nil
}

func (e *cacheEntry) matches(t *Type, kind cacheKind) bool {
	return e.typ == t && e.version == t.version && e.kind == kind
}

// slot is the position of the site's attribute in inst's values if e is
// valid for inst and knows it, else -1. Only instance entries set pos.
func (e *cacheEntry) slot(inst *Instance) int {
	if t := inst.cls; e.typ == t && e.version == t.version {
		if i := int(e.pos) - 1; uint(i) < uint(len(inst.values)) {
			return i
		}
	}
	return -1
}

// entryFor is the site's newest entry for class t, or nil.
func (ic *inlineCache) entryFor(t *Type) *cacheEntry {
	for i := range ic {
		if e := &ic[i]; e.typ == t {
			return e
		}
	}
	return nil
}

// slotAny is slot for the site's newest entry for inst's class.
func (ic *inlineCache) slotAny(inst *Instance) int {
	for i := range ic {
		if e := &ic[i]; e.typ == inst.cls {
			return e.slot(inst)
		}
	}
	return -1
}

func (ic *inlineCache) fastAttr(inst *Instance) (Value, bool) {
	i := ic[0].slot(inst)
	if i < 0 {
		if e := &ic[0]; e.typ == inst.cls { // slotAny would try the same entry
			if v, ok := e.loadSlot(inst); ok {
				return v, true
			}
			return ic.fastSlot(inst)
		}
		if i = ic.slotAny(inst); i < 0 {
			return ic.fastSlot(inst)
		}
	}
	return inst.values[i], true
}

// loadSlot reads a __slots__ attribute through e, if valid for inst; not
// when the slot is empty (AttributeError, or the class's __getattr__).
func (e *cacheEntry) loadSlot(inst *Instance) (Value, bool) {
	if s := inst.slots(); e.matches(inst.cls, cacheSlot) && int(e.index) < len(s) && s[e.index].obj != nil {
		return s[e.index], true
	}
	return Value{}, false
}

// fastSlot reads, through a valid entry, what is neither in the shared
// layout nor a __slots__ attribute (loadSlot): x.__class__ (other.__class__
// is self.__class__, self.__class__.__name__), a namedtuple field, an
// attribute in the instance's own dict. Only the site's newest entry is
// tried: this runs on every other miss too.
func (ic *inlineCache) fastSlot(inst *Instance) (Value, bool) {
	switch e := &ic[0]; {
	case e.typ != inst.cls || e.version != inst.cls.version:
	case e.kind == cacheClassOf:
		return e.attr, true
	case e.kind == cacheTupleItem:
		return e.tupleItem(inst)
	case e.kind == cacheInstance:
		if i := e.dictIndex(inst); i >= 0 {
			return inst.ext.dict.entries[i].value, true
		}
	}
	return Value{}, false
}

func (ic *inlineCache) fastStoreAttr(th *Thread, inst *Instance, v Value) bool {
	i := ic[0].slot(inst)
	if i < 0 {
		e := &ic[0]
		if e.typ != inst.cls { // else slot has just said no for it
			if e = ic.entryFor(inst.cls); e == nil {
				return false
			}
			i = e.slot(inst)
		}
		if i < 0 {
			switch e.kind {
			case cacheSlot:
				return e.storeSlot(inst, v)
			case cacheInstance:
				if j := e.dictIndex(inst); j >= 0 && e.version == inst.cls.version && !inst.cls.noDict {
					inst.ext.dict.entries[j].value = v
					return true
				}
			}
			return e.fastAdd(th, inst, v)
		}
	}
	inst.values[i] = v
	return true
}

// tupleItem reads a namedtuple field through e, when inst extends a tuple
// that has the item; the getter raises otherwise.
func (e *cacheEntry) tupleItem(inst *Instance) (Value, bool) {
	if t, ok := inst.base().obj.(*Tuple); ok && int(e.index) < len(t.items) {
		return t.items[e.index], true
	}
	return Value{}, false
}

// dictIndex is the position of the site's attribute in inst's own dict
// (attributes out of the shared layout) where the site last found it, or
// -1 (CPython's LOAD_ATTR_WITH_HINT).
func (e *cacheEntry) dictIndex(inst *Instance) int {
	if d := inst.dict(); d != nil && inst.values == nil {
		if i := int(e.index); i < len(d.entries) && d.entries[i].key.obj == Object(e.name) {
			return i
		}
	}
	return -1
}

// storeSlot stores a __slots__ attribute through e, if valid for inst.
func (e *cacheEntry) storeSlot(inst *Instance, v Value) bool {
	if s := inst.slots(); e.matches(inst.cls, cacheSlot) && int(e.index) < len(s) {
		s[e.index] = v
		return true
	}
	return false
}

// fastAdd is the store of an __init__ adding the next attribute of inst's
// layout, the site's, when the dict the layout stands for needs no
// doubling and its accounting no census (Instance.addShared does both).
func (e *cacheEntry) fastAdd(th *Thread, inst *Instance, v Value) bool {
	n := len(inst.values)
	if inst.values == nil || e.version != inst.cls.version || !e.addsNext(inst) ||
		n == sharedCap(n) || !th.allocateQuiet(dictEntrySize) {
		return false
	}
	inst.values = append(inst.values, v)
	return true
}

func (ic *inlineCache) fastMethod(inst *Instance) (Value, bool) {
	if e := ic.layoutEntry(inst, cacheMethod); e != nil && inst.dict() == nil && len(inst.values) <= int(e.index) {
		return e.attr, true
	}
	return Value{}, false
}

// addsNext reports whether storing the site's name adds the next
// attribute of inst's layout (the stores of an __init__): the layout's keys
// are distinct, so inst lacks it.
func (e *cacheEntry) addsNext(inst *Instance) bool {
	return int(e.pos)-1 == len(inst.values)
}

// fastClassAttr is LOAD_ATTR's fast case on a class (Strength.REQUIRED): a
// valid entry for an attribute read unchanged.
func (ic *inlineCache) fastClassAttr(t *Type) (Value, bool) {
	for i := range ic {
		if e := &ic[i]; e.classEntryValid(t) {
			return e.attr, e.kind == cacheClassAttr
		}
	}
	return Value{}, false
}

// loadAttrCached is LOAD_ATTR with its inline cache.
func loadAttrCached(th *Thread, ic *inlineCache, obj Value, name *Str) (Value, error) {
	inst, ok := obj.obj.(*Instance)
	if !ok {
		switch o := obj.obj.(type) {
		case *Type:
			return loadClassAttrCached(th, ic, o, name)
		case *Module:
			if v, ok := moduleAttrCached(ic, o, name); ok {
				return v, nil
			}
		}
		return getAttr(th, obj, name)
	}
	switch e := ic.attrEntry(inst.cls, name, false); e.kind {
	case cacheInstance:
		if inst.values != nil {
			if i := e.sharedIndex(inst, name); i >= 0 {
				return inst.values[i], nil
			}
		} else if d := inst.dict(); d != nil {
			if i := e.instanceIndex(d, name); i >= 0 {
				return d.entries[i].value, nil
			}
		}
		if e.attr.obj != nil {
			return e.attr, nil // the class's default
		}
	case cacheMethod:
		if _, plain := e.attr.obj.(*Function); plain && !e.shadowed(inst, name) {
			if err := th.allocate(sizeofBoundMethod); err != nil {
				return Value{}, err
			}
			return ObjectValue(&BoundMethod{fn: e.attr, self: obj}), nil
		}
	case cacheProperty:
		fget := e.attr.obj.(*Property).fget
		if f, ok := fget.obj.(*Function); ok && f.code.returns != returnsNothingKnown {
			if v, ok := th.inlineReturn(f, obj); ok {
				return v, nil // `return self._x`
			}
		}
		return th.callArgs(fget, obj)
	case cacheStaticMethod:
		if !e.shadowed(inst, name) {
			return e.attr, nil
		}
	case cacheClassMethodOf:
		if !e.shadowed(inst, name) {
			return ObjectValue(&BoundMethod{fn: e.attr, self: ObjectValue(inst.cls)}), nil
		}
	case cacheClassOf:
		return ObjectValue(inst.cls), nil
	case cacheSlot:
		if s := inst.slots(); int(e.index) < len(s) && s[e.index].obj != nil {
			return s[e.index], nil
		}
	case cacheTupleItem:
		if v, ok := e.tupleItem(inst); ok {
			return v, nil
		}
	}
	return getAttr(th, obj, name)
}

// onClass reports whether e caches a read on the class itself rather than
// on its instances.
func (e *cacheEntry) onClass() bool {
	return e.kind == cacheClassAttr || e.kind == cacheClassMethod
}

// loadClassAttrCached is LOAD_ATTR on a class object (Color.RED, Cls.helper).
func loadClassAttrCached(th *Thread, ic *inlineCache, t *Type, name *Str) (Value, error) {
	v, self, err := classAttrCached(th, ic, t, name)
	if self.obj != nil {
		v = ObjectValue(&BoundMethod{fn: v, self: self})
	}
	return v, err
}

// classAttrCached reads name on class t: attributes that the class lookup
// returns unchanged (plain values, functions, static methods, instances of
// t itself such as enum members) and classmethods over functions, Python's
// or built-in ones (int.from_bytes), are cached under the class and its
// version. A classmethod comes back as its function with the class as
// self, which LOAD_METHOD passes without binding. For a class with a metaclass that lacks name, the entry's
// index holds the metaclass's version too (see classEntryValid).
func classAttrCached(th *Thread, ic *inlineCache, t *Type, name *Str) (v, self Value, err error) {
	for i := range ic {
		if e := &ic[i]; e.classEntryValid(t) {
			if e.kind == cacheClassMethod {
				return e.attr, ObjectValue(t), nil
			}
			return e.attr, Value{}, nil
		}
	}
	v, err = getAttr(th, ObjectValue(t), name)
	if err != nil {
		return v, Value{}, err
	}
	var metaVersion uint64
	if t.meta != nil {
		if _, found := t.meta.lookup(name); found || t.meta.version > math.MaxInt32 {
			return v, Value{}, nil
		}
		metaVersion = t.meta.version
	}
	attr, found := t.lookup(name)
	if !found {
		return v, Value{}, nil
	}
	kind := cacheClassAttr
	switch a := attr.obj.(type) {
	case intKind, floatKind, boolKind, noneKind, *Str, *Tuple, *BigInt, *Type, *Function:
	case *Instance: // t's version covers a __get__ given to its own class
		if a.cls != t || !is(v, attr) {
			return v, Value{}, nil
		}
	case *Builtin: // a built-in type's method, such as object.__setattr__
		if !is(v, attr) {
			return v, Value{}, nil
		}
	case *StaticMethod:
		attr = a.fn
	case *ClassMethod:
		switch a.fn.obj.(type) {
		case *Function, *Builtin: // bound to the class, as BoundMethod binds them
		default:
			return v, Value{}, nil
		}
		attr, kind = a.fn, cacheClassMethod
	default:
		return v, Value{}, nil
	}
	copy(ic[1:], ic[:len(ic)-1])
	ic[0] = cacheEntry{typ: t, version: t.version, kind: kind, index: int32(metaVersion), attr: attr}
	return v, Value{}, nil
}

// classEntryValid reports whether e caches a read on class t that still
// holds: neither t (with its bases) nor its metaclass, whose version the
// entry keeps in index, has changed since.
func (e *cacheEntry) classEntryValid(t *Type) bool {
	return e.typ == t && e.version == t.version && e.onClass() &&
		(t.meta == nil || uint64(e.index) == t.meta.version)
}

// storeAttrCached is STORE_ATTR with its inline cache.
func storeAttrCached(th *Thread, ic *inlineCache, obj Value, name *Str, v Value) error {
	inst, ok := obj.obj.(*Instance)
	if !ok {
		return setAttr(th, obj, name, v)
	}
	switch e := ic.attrEntry(inst.cls, name, true); e.kind {
	case cacheInstance:
		if inst.values != nil {
			if e.addsNext(inst) {
				return inst.addShared(th, name, v)
			}
			if i := e.sharedIndex(inst, name); i >= 0 {
				inst.values[i] = v
				return nil
			}
			n := len(inst.values)
			if err := inst.addShared(th, name, v); err != nil {
				return err
			}
			if inst.values != nil { // added at n, not moved to a dict
				e.setPos(n)
			}
			return nil
		}
		if d := inst.dict(); d != nil && !inst.cls.noDict {
			if i := e.instanceIndex(d, name); i >= 0 {
				d.entries[i].value = v
				return nil
			}
			if err := th.allocate(dictEntrySize); err != nil {
				return err
			}
			return d.setStr(th, name, v)
		}
	case cacheProperty:
		_, err := th.callArgs(e.attr.obj.(*Property).fset, obj, v)
		return err
	case cacheSlot:
		if s := inst.slots(); int(e.index) < len(s) {
			s[e.index] = v
			return nil
		}
	}
	return setAttr(th, obj, name, v)
}

// loadMethodCached is LOAD_METHOD with its inline cache: a plain function
// found on the class comes back unbound with self, allocating nothing; so
// do classmethods and methods reached through super().
func loadMethodCached(th *Thread, ic *inlineCache, obj Value, name *Str) (Value, Value, error) {
	// Built-in types never change: a method found on one stays.
	if e := &ic[0]; e.kind == cacheBuiltinMethod && e.typ == obj.Type() {
		return e.attr, obj, nil
	}
	switch o := obj.obj.(type) {
	case *Type:
		return classAttrCached(th, ic, o, name)
	case *Super:
		return superMethod(th, o, name)
	case *Instance:
		switch e := ic.attrEntry(o.cls, name, false); e.kind {
		case cacheMethod:
			if !e.shadowed(o, name) {
				return e.attr, obj, nil
			}
		case cacheStaticMethod:
			if !e.shadowed(o, name) {
				return e.attr, Value{}, nil
			}
		case cacheClassMethodOf:
			if !e.shadowed(o, name) {
				return e.attr, ObjectValue(o.cls), nil
			}
		case cacheInstance:
			if v, ok := o.ownAttr(name); ok {
				return v, Value{}, nil
			}
		}
	case *Module:
		if v, ok := moduleAttrCached(ic, o, name); ok {
			return v, Value{}, nil
		}
	default:
		if t := o.Type(); t.builtin {
			m, self, err := loadMethod(th, obj, name)
			if b, ok := m.obj.(*Builtin); ok && err == nil && self.obj != nil && b.self.obj == nil {
				ic[0] = cacheEntry{typ: t, kind: cacheBuiltinMethod, attr: m}
			}
			return m, self, err
		}
	}
	return loadMethod(th, obj, name)
}

// moduleAttrCached reads a module's attribute (math.sqrt, heapq.heappush)
// through the site's cache: the position of the name in the module's
// dict, valid while the dict has seen no insertion or deletion. ok is
// false when the dict does not hold the name.
func moduleAttrCached(ic *inlineCache, m *Module, name *Str) (Value, bool) {
	g := m.globals
	e := &ic[0]
	if e.kind == cacheModuleAttr && e.version == uint64(g.version) && e.attr.obj == Object(g) {
		return g.entries[e.index].value, true
	}
	i := g.findStr(name)
	if i < 0 {
		return Value{}, false
	}
	*e = cacheEntry{kind: cacheModuleAttr, version: uint64(g.version), index: int32(i), attr: ObjectValue(g)}
	return g.entries[i].value, true
}

// cachedGlobal is the value of a global its LOAD_GLOBAL's cache holds, or
// unbound.
func cachedGlobal(ic *inlineCache, globals *Dict) Value {
	switch e := &ic[0]; {
	case e.version != uint64(globals.version):
	case e.kind == cacheGlobal:
		return globals.entries[e.index].value
	case e.kind == cacheBuiltin:
		return e.attr
	}
	return Value{}
}

// loadGlobalCached is LOAD_GLOBAL with its inline cache.
func loadGlobalCached(ic *inlineCache, globals *Dict, name *Str) (Value, bool) {
	e := &ic[0]
	ver := uint64(globals.version)
	if e.version == ver {
		switch e.kind {
		case cacheGlobal:
			return globals.entries[e.index].value, true
		case cacheBuiltin:
			return e.attr, true
		}
	}
	if i := globals.findStr(name); i >= 0 {
		*e = cacheEntry{kind: cacheGlobal, version: ver, index: int32(i)}
		return globals.entries[i].value, true
	}
	if v, ok := builtinsDict.getStr(name); ok {
		*e = cacheEntry{kind: cacheBuiltin, version: ver, attr: v}
		return v, true
	}
	return Value{}, false
}
