package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// Inline caches. Each LOAD_ATTR, STORE_ATTR, LOAD_METHOD and LOAD_GLOBAL
// instruction owns a cache that remembers how its name resolved, keyed by
// what could change the answer: the instance's class and that class's
// version (bumped whenever it or a base is modified), or the globals dict's
// version (bumped on insertion and deletion). A hit skips the MRO walk and
// the descriptor checks; a miss takes the general path and refills.
// Attribute sites keep four entries, enough for a call site that sees the
// several classes of a small hierarchy (richards' task kinds).
//
// Caches live with the Thread (one execution), never with the shared Code,
// so concurrent executions of one Program do not race. Every function made
// from the same code in one execution shares them: closures, lambdas and
// generator expressions created in a loop start warm.
type inlineCache [4]cacheEntry

// cacheKey identifies the caches of one code object run with one globals.
type cacheKey struct {
	code    *Code
	globals *Dict
}

type cacheEntry struct {
	typ     *Type
	version uint64
	kind    cacheKind
	index   int32 // entry position in the globals dict, or last seen in an instance's attributes
	attr    Value // the class attribute, or the builtin for LOAD_GLOBAL
}

type cacheKind uint8

const (
	cacheEmpty         cacheKind = iota
	cacheUnusable                // the class resolves this name in ways not cached
	cacheInstance                // the class has no such attribute: it lives in the instance dict
	cacheMethod                  // a plain function on the class, shadowable by the instance dict
	cacheProperty                // a property with a getter (LOAD_ATTR) or setter (STORE_ATTR)
	cacheGlobal                  // a globals entry at index
	cacheBuiltin                 // absent from globals; attr is the builtin
	cacheBuiltinMethod           // a method of a built-in type (which never changes)
	cacheClassAttr               // typ.name read on the class itself: attr, needing no binding
	cacheModuleAttr              // module.name: the entry at index of the module dict held in attr
	cacheClassOf                 // obj.__class__ where no class defines it: the instance's class
)

// cacheSlots maps each instruction to its cache entry (-1 for none).
func cacheSlots(code *c.Code) ([]int32, int) {
	slots := make([]int32, len(code.Code))
	n := 0
	for pc, ins := range code.Code {
		slots[pc] = -1
		switch op, _ := c.Decode(ins); op {
		case c.LOAD_ATTR, c.STORE_ATTR, c.LOAD_METHOD, c.LOAD_GLOBAL:
			slots[pc] = int32(n)
			n++
		}
	}
	return slots, n
}

// frameCaches returns the inline caches for running f: its function's,
// which it shares with every function of the same code and globals in this
// execution, or fresh ones for module and class bodies.
func frameCaches(th *Thread, f *frame) []inlineCache {
	n := f.code.ncaches
	if n == 0 {
		return nil
	}
	if f.fn == nil {
		return make([]inlineCache, n)
	}
	if f.fn.caches == nil {
		k := cacheKey{f.code, f.globals}
		ics, ok := th.codeCaches[k]
		if !ok {
			ics = make([]inlineCache, n)
			if th.codeCaches == nil {
				th.codeCaches = map[cacheKey][]inlineCache{}
			}
			th.codeCaches[k] = ics
		}
		f.fn.caches = ics
	}
	return f.fn.caches
}

// attrEntry returns how name resolves on instances of t, from the cache
// or, on a miss, by looking it up and recording the answer.
func (ic *inlineCache) attrEntry(t *Type, name *Str, store bool) *cacheEntry {
	for i := range ic {
		if e := &ic[i]; e.typ == t && e.version == t.version && e.kind != cacheClassAttr {
			return e
		}
	}
	copy(ic[1:], ic[:len(ic)-1])
	e := &ic[0]
	*e = cacheEntry{typ: t, version: t.version, kind: cacheUnusable}
	if !t.specials().plainAttrs {
		return e
	}
	attr, found := t.lookup(name)
	e.attr = attr
	switch a := attr.obj.(type) {
	case nil:
		switch {
		case found:
		case name.s == "__class__": // never a dict entry
			e.kind = cacheClassOf
		default:
			e.kind = cacheInstance
		}
	case *Function:
		if !store {
			e.kind = cacheMethod
		}
	case *Property:
		fn := a.fget
		if store {
			fn = a.fset
		} else if t.specials().getattr.obj != nil {
			break // a getter's AttributeError falls back to __getattr__
		}
		if fn.obj != nil && !fn.IsNone() {
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
	if i := int(e.index); i < len(o.values) && o.cls.keys[i] == name {
		return i
	}
	i := o.sharedIndex(name)
	if i >= 0 {
		e.index = int32(i)
	}
	return i
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
		} else if inst.dict != nil {
			if i := e.instanceIndex(inst.dict, name); i >= 0 {
				return inst.dict.entries[i].value, nil
			}
		}
	case cacheMethod:
		if !inst.hasOwn(name) {
			if err := th.allocate(sizeofBoundMethod); err != nil {
				return Value{}, err
			}
			return ObjectValue(&BoundMethod{fn: e.attr, self: obj}), nil
		}
	case cacheProperty:
		return th.callArgs(e.attr.obj.(*Property).fget, obj)
	case cacheClassOf:
		return ObjectValue(inst.cls), nil
	}
	return getAttr(th, obj, name)
}

// loadClassAttrCached is LOAD_ATTR on a class object (Color.RED, Cls.helper):
// attributes that the class lookup returns unchanged (plain values,
// functions, static methods) are cached under the class and its version.
// Classes with a metaclass take the general path.
func loadClassAttrCached(th *Thread, ic *inlineCache, t *Type, name *Str) (Value, error) {
	for i := range ic {
		if e := &ic[i]; e.typ == t && e.version == t.version && e.kind == cacheClassAttr {
			return e.attr, nil
		}
	}
	v, err := getAttr(th, ObjectValue(t), name)
	if err != nil || t.meta != nil {
		return v, err
	}
	attr, found := t.lookup(name)
	if !found {
		return v, nil
	}
	switch a := attr.obj.(type) {
	case intKind, floatKind, boolKind, noneKind, *Str, *Tuple, *BigInt, *Type, *Function:
	case *StaticMethod:
		attr = a.fn
	default:
		return v, nil
	}
	copy(ic[1:], ic[:len(ic)-1])
	ic[0] = cacheEntry{typ: t, version: t.version, kind: cacheClassAttr, attr: attr}
	return v, nil
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
			if i := e.sharedIndex(inst, name); i >= 0 {
				inst.values[i] = v
				return nil
			}
			return inst.addShared(th, name, v)
		}
		if inst.dict != nil && !inst.cls.noDict {
			if i := e.instanceIndex(inst.dict, name); i >= 0 {
				inst.dict.entries[i].value = v
				return nil
			}
			if err := th.allocate(dictEntrySize); err != nil {
				return err
			}
			return inst.dict.setStr(th, name, v)
		}
	case cacheProperty:
		_, err := th.callArgs(e.attr.obj.(*Property).fset, obj, v)
		return err
	}
	return setAttr(th, obj, name, v)
}

// loadMethodCached is LOAD_METHOD with its inline cache: a plain function
// found on the class comes back unbound with self, allocating nothing.
func loadMethodCached(th *Thread, ic *inlineCache, obj Value, name *Str) (Value, Value, error) {
	switch o := obj.obj.(type) {
	case *List, *Dict, *Str, *Tuple, *Bytes, *ByteArray:
		t := o.Type()
		if e := &ic[0]; e.typ == t && e.kind == cacheBuiltinMethod {
			return e.attr, obj, nil
		}
		m, self, err := loadMethod(th, obj, name)
		if err == nil && self.obj != nil {
			ic[0] = cacheEntry{typ: t, kind: cacheBuiltinMethod, attr: m}
		}
		return m, self, err
	}
	switch o := obj.obj.(type) {
	case *Instance:
		switch e := ic.attrEntry(o.cls, name, false); e.kind {
		case cacheMethod:
			if !o.hasOwn(name) {
				return e.attr, obj, nil
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
