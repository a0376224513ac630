package pvm

import "slices"

// Shared key layouts. The instances of a class usually set the same
// attributes in the same order (in __init__), so a class records those names
// once (Type.keys) and each instance keeps only the values: a 3-attribute
// object is one 112-byte allocation instead of an instance, a dict and four
// dict entries (352 bytes). Lookups go through the inline caches,
// which remember the attribute's position.
//
// The memory model is unchanged: an instance is charged and counted as if
// it had its attribute dict, with the capacity that dict would have
// (sharedCap), and the census visits the same key strs. So an attribute is
// appended to the layout only when its name is the very str the class
// recorded (or a new last key): the dict an instance would otherwise have
// built holds those same strs.

// maxSharedKeys bounds a class's layout: objects used as bags of many
// different names fall back to dicts.
var maxSharedKeys = 16 // a variable so tests can turn the layouts off

// sharedCap is the capacity of the attribute dict an instance with n
// attributes would have: it starts with room for 4 entries and doubles.
func sharedCap(n int) int {
	c := 4
	for c < n {
		c *= 2
	}
	return c
}

// instanceWithValues is an instance allocated together with room for its
// class's attributes.
type instanceWithValues[A any] struct {
	Instance
	v A
}

func (o *instanceWithValues[A]) use(t *Type, v []Value) *Instance {
	o.cls = t
	o.values = v[:0]
	return &o.Instance
}

// newInstanceShared returns an instance of t with no attributes yet, sized
// for the attributes t's instances have had so far, in one allocation.
// Instances are not carved from slabs: one that lives keeps its array's
// dead ones, and what they refer to, alive, and a program that rebuilds
// a linked structure of objects (deltablue's constraint graphs) then
// keeps every structure it ever built, each held by an array of the next.
func newInstanceShared(t *Type) *Instance {
	switch n := len(t.keys); {
	case n <= 1:
		o := new(instanceWithValues[[1]Value])
		return o.use(t, o.v[:])
	case n <= 2:
		o := new(instanceWithValues[[2]Value])
		return o.use(t, o.v[:])
	case n <= 3:
		o := new(instanceWithValues[[3]Value])
		return o.use(t, o.v[:])
	case n <= 4:
		o := new(instanceWithValues[[4]Value])
		return o.use(t, o.v[:])
	case n <= 6:
		o := new(instanceWithValues[[6]Value])
		return o.use(t, o.v[:])
	case n <= 8:
		o := new(instanceWithValues[[8]Value])
		return o.use(t, o.v[:])
	default:
		return &Instance{cls: t, values: make([]Value, 0, n)}
	}
}

// slottedInstance is an instance of a class with __slots__ and no
// __dict__ allocated together with its slot values.
type slottedInstance[A any] struct {
	inst Instance
	ext  instanceExt
	v    A
}

func (p *slottedInstance[A]) use(t *Type, slots []Value) *Instance {
	p.ext.slots = slots
	p.inst.cls, p.inst.ext = t, &p.ext
	return &p.inst
}

// newSlotted returns an instance of t, whose instances have no __dict__,
// with its n slots (none set), in one allocation when n is small.
func newSlotted(t *Type, n int) *Instance {
	switch {
	case n == 0:
		return &Instance{cls: t}
	case n <= 2:
		p := new(slottedInstance[[2]Value])
		return p.use(t, p.v[:n])
	case n <= 4:
		p := new(slottedInstance[[4]Value])
		return p.use(t, p.v[:n])
	case n <= 8:
		p := new(slottedInstance[[8]Value])
		return p.use(t, p.v[:n])
	}
	return &Instance{cls: t, ext: &instanceExt{slots: make([]Value, n)}}
}

// sharedIndex is the position of attribute name in o.values, or -1.
func (o *Instance) sharedIndex(name *Str) int {
	keys := o.cls.keys[:len(o.values)]
	for i, k := range keys {
		if k == name {
			return i
		}
	}
	for i, k := range keys {
		if k.s == name.s {
			return i
		}
	}
	return -1
}

// hasOwn reports whether o itself has attribute name.
func (o *Instance) hasOwn(name *Str) bool {
	if d := o.dict(); d != nil {
		return d.findStr(name) >= 0
	}
	return o.sharedIndex(name) >= 0
}

// ownAttr returns o's own attribute name.
func (o *Instance) ownAttr(name *Str) (Value, bool) {
	if d := o.dict(); d != nil {
		return d.getStr(name)
	}
	if i := o.sharedIndex(name); i >= 0 {
		return o.values[i], true
	}
	return Value{}, false
}

// attrDict returns o's attribute dict, moving its attributes out of the
// shared layout first; nil when o has no __dict__.
func (o *Instance) attrDict() *Dict {
	if o.values == nil {
		return o.dict()
	}
	n := len(o.values)
	d := &Dict{entries: make([]dictEntry, n, sharedCap(n)), live: n, version: uint32(n)}
	for i, v := range o.values {
		k := o.cls.keys[i]
		d.entries[i] = dictEntry{hash: k.hash(), key: ObjectValue(k), value: v}
	}
	if n > dictLinearMax {
		d.rebuild(n)
	}
	o.extra().dict, o.values = d, nil
	return d
}

// attrDictOrNew is attrDict, making an empty dict for an instance that has
// none yet.
func (o *Instance) attrDictOrNew() *Dict {
	d := o.attrDict()
	if d == nil {
		d = newDict(0)
		o.extra().dict = d
	}
	return d
}

// setOwn sets o's attribute name (o has a __dict__), charging what
// inserting into its attribute dict would.
func (o *Instance) setOwn(th *Thread, name *Str, v Value) error {
	if o.values != nil {
		if i := o.sharedIndex(name); i >= 0 {
			o.values[i] = v
			return nil
		}
		return o.addShared(th, name, v)
	}
	d := o.dict()
	if d.findStr(name) < 0 {
		if err := th.allocate(dictEntrySize); err != nil {
			return err
		}
	}
	return d.setStr(th, name, v)
}

// addShared adds attribute name, which o (in the shared layout) lacks.
func (o *Instance) addShared(th *Thread, name *Str, v Value) error {
	n, keys := len(o.values), o.cls.keys
	grows := n == len(keys)
	if grows && n >= maxSharedKeys || !grows && keys[n] != name {
		d := o.attrDict()
		if err := th.allocate(dictEntrySize); err != nil {
			return err
		}
		return d.setStr(th, name, v)
	}
	// The entry, and the dict's doubling when full (Dict.insert, grow).
	if err := th.allocate(dictEntrySize); err != nil {
		return err
	}
	if c := sharedCap(n); n == c {
		if err := th.allocate(int64(c) * dictEntrySize); err != nil {
			return err
		}
	}
	if grows {
		o.cls.keys = append(keys, name)
	}
	o.values = append(o.values, v)
	return nil
}

// sharedBytes is what the census counts for o's attributes in the shared
// layout (the dict they stand for); it pushes their names and values.
func (o *Instance) sharedBytes(push func(Value)) int64 {
	if o.values == nil {
		return 0
	}
	for i, v := range o.values {
		push(ObjectValue(o.cls.keys[i]))
		push(v)
	}
	return sizeofDict(sharedCap(len(o.values)))
}

// cloneKeys gives a copied class its own layout: the copy and the original
// may each grow theirs.
func cloneKeys(keys []*Str) []*Str { return slices.Clip(keys) }
