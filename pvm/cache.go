package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// Inline caches. Each LOAD_ATTR, STORE_ATTR, LOAD_METHOD and LOAD_GLOBAL
// instruction owns a cache entry that remembers how its name resolved last
// time, keyed by what could change the answer: the instance's class and that
// class's version (bumped whenever it or a base is modified), or the globals
// dict's version (bumped on insertion and deletion). A hit skips the MRO walk
// and the descriptor checks; a miss takes the general path and refills.
//
// Entries live with the Function (created inside one execution), never with
// the shared Code, so concurrent executions of one Program do not race.
type inlineCache struct {
	typ     *Type
	version uint64
	kind    cacheKind
	index   int32 // LOAD_GLOBAL: entry position in the globals dict
	attr    Value // the class attribute, or the builtin for LOAD_GLOBAL
}

type cacheKind uint8

const (
	cacheEmpty    cacheKind = iota
	cacheInstance           // the class has no such attribute: it lives in the instance dict
	cacheMethod             // a plain function on the class, shadowable by the instance dict
	cacheProperty           // a property with a getter (LOAD_ATTR) or setter (STORE_ATTR)
	cacheGlobal             // a globals entry at index
	cacheBuiltin            // absent from globals; attr is the builtin
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

// frameCaches returns the inline caches for running f: its function's
// (allocated on first use), or fresh ones for module and library code.
func frameCaches(f *frame) []inlineCache {
	n := f.code.ncaches
	if n == 0 {
		return nil
	}
	if f.fn == nil {
		return make([]inlineCache, n)
	}
	if f.fn.caches == nil {
		f.fn.caches = make([]inlineCache, n)
	}
	return f.fn.caches
}

// plainInstanceType reports whether attribute access on instances of t
// follows the default object rules, so resolutions may be cached.
func plainInstanceType(t *Type) bool {
	sp := t.specials()
	return (sp.getattribute.obj == nil || isObjectSlot(sp.getattribute, "__getattribute__")) &&
		(sp.setattr.obj == nil || isObjectSlot(sp.setattr, "__setattr__"))
}

// fillAttrCache records how name resolves on instances of t.
func fillAttrCache(ce *inlineCache, t *Type, name *Str, store bool) {
	ce.kind = cacheEmpty
	if !plainInstanceType(t) {
		return
	}
	attr, found := t.lookup(name)
	switch a := attr.obj.(type) {
	case nil:
		if !found {
			ce.kind = cacheInstance
		}
	case *Function:
		if !store {
			ce.kind = cacheMethod
		}
	case *Property:
		fn := a.fget
		if store {
			fn = a.fset
		}
		if fn.obj != nil && !fn.IsNone() {
			ce.kind = cacheProperty
		}
	}
	ce.typ, ce.version, ce.attr = t, t.version, attr
}

// loadAttrCached is LOAD_ATTR with its inline cache.
func loadAttrCached(th *Thread, ce *inlineCache, obj Value, name *Str) (Value, error) {
	inst, ok := obj.obj.(*Instance)
	if !ok {
		return getAttr(th, obj, name)
	}
	t := inst.cls
	if ce.typ != t || ce.version != t.version {
		fillAttrCache(ce, t, name, false)
	}
	switch ce.kind {
	case cacheInstance:
		if inst.dict != nil {
			if v, ok := inst.dict.getStr(name); ok {
				return v, nil
			}
		}
	case cacheMethod:
		if inst.dict == nil || inst.dict.findStr(name) < 0 {
			if err := th.allocate(sizeofBoundMethod); err != nil {
				return Value{}, err
			}
			return ObjectValue(&BoundMethod{fn: ce.attr, self: obj}), nil
		}
	case cacheProperty:
		return th.call(ce.attr.obj.(*Property).fget, []Value{obj}, nil)
	}
	return getAttr(th, obj, name)
}

// storeAttrCached is STORE_ATTR with its inline cache.
func storeAttrCached(th *Thread, ce *inlineCache, obj Value, name *Str, v Value) error {
	inst, ok := obj.obj.(*Instance)
	if !ok {
		return setAttr(th, obj, name, v)
	}
	t := inst.cls
	if ce.typ != t || ce.version != t.version {
		fillAttrCache(ce, t, name, true)
	}
	switch ce.kind {
	case cacheInstance:
		if inst.dict != nil && !t.noDict {
			if i := inst.dict.findStr(name); i >= 0 {
				inst.dict.entries[i].value = v
				return nil
			}
			if err := th.allocate(dictEntrySize); err != nil {
				return err
			}
			return inst.dict.setStr(th, name, v)
		}
	case cacheProperty:
		_, err := th.call(ce.attr.obj.(*Property).fset, []Value{obj, v}, nil)
		return err
	}
	return setAttr(th, obj, name, v)
}

// loadMethodCached is LOAD_METHOD with its inline cache: a plain function
// found on the class comes back unbound with self, allocating nothing.
func loadMethodCached(th *Thread, ce *inlineCache, obj Value, name *Str) (Value, Value, error) {
	if inst, ok := obj.obj.(*Instance); ok {
		t := inst.cls
		if ce.typ != t || ce.version != t.version {
			fillAttrCache(ce, t, name, false)
		}
		switch ce.kind {
		case cacheMethod:
			if inst.dict == nil || inst.dict.findStr(name) < 0 {
				return ce.attr, obj, nil
			}
		case cacheInstance:
			if inst.dict != nil {
				if v, ok := inst.dict.getStr(name); ok {
					return v, Value{}, nil
				}
			}
		}
	}
	return loadMethod(th, obj, name)
}

// loadGlobalCached is LOAD_GLOBAL with its inline cache.
func loadGlobalCached(ce *inlineCache, globals *Dict, name *Str) (Value, bool) {
	ver := uint64(globals.version)
	if ce.kind != cacheEmpty && ce.version == ver && ce.typ == nil {
		if ce.kind == cacheGlobal {
			return globals.entries[ce.index].value, true
		}
		return ce.attr, true
	}
	if i := globals.findStr(name); i >= 0 {
		*ce = inlineCache{kind: cacheGlobal, version: ver, index: int32(i)}
		return globals.entries[i].value, true
	}
	if v, ok := builtinsDict.getStr(name); ok {
		*ce = inlineCache{kind: cacheBuiltin, version: ver, attr: v}
		return v, true
	}
	return Value{}, false
}
