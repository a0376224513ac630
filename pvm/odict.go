package pvm

// OrderedDict's iterators and views, as CPython's odict_iterator and
// odict_keys, odict_values and odict_items (subclasses of the dict views).

var (
	OdictIterType   = newBuiltinType("odict_iterator", ObjectType)
	OdictKeysType   = newBuiltinType("odict_keys", DictKeysType)
	OdictValuesType = newBuiltinType("odict_values", DictValuesType)
	OdictItemsType  = newBuiltinType("odict_items", DictItemsType)
)

// odictIter iterates an OrderedDict's keys, values or items, forwards or
// reversed. As CPython's, it holds the position of the item to yield
// next, found when the one before is yielded: an OrderedDict changed
// once its last item was yielded just ends the iteration, and any other
// insertion or deletion (a move_to_end too) makes the next step fail
// with "OrderedDict mutated during iteration" (changing a value is not
// one: d.version counts insertions and deletions only).
type odictIter struct {
	d       *Dict
	pos     int // index in d.entries of the next item; -1 once done
	version uint32
	kind    byte // 'k', 'v' or 'i', as for dictIter
	rev     bool
}

func (*odictIter) Type() *Type { return OdictIterType }

// newOdictIter starts an iteration of d (kind as for dictIter).
func newOdictIter(d *Dict, kind byte, rev bool) *odictIter {
	o := &odictIter{d: d, pos: -1, version: d.version, kind: kind, rev: rev}
	if d.live > 0 {
		if rev {
			o.pos = len(d.entries) // trailing deleted entries are always dropped
		} else {
			o.pos = d.head - 1 // so is every entry before head
		}
		o.advance()
	}
	return o
}

// advance moves pos to the next live entry in the iteration's direction,
// or to -1 past the last.
func (o *odictIter) advance() {
	step := 1
	if o.rev {
		step = -1
	}
	for i := o.pos + step; i >= 0 && i < len(o.d.entries); i += step {
		if o.d.entries[i].key.obj != nil {
			o.pos = i
			return
		}
	}
	o.pos = -1
	o.d = exhaustedDict
}

func (o *odictIter) next(th *Thread) (Value, bool, error) {
	if o.pos < 0 {
		return Value{}, false, nil
	}
	if o.d.version != o.version {
		o.pos, o.d = -1, exhaustedDict
		return Value{}, false, newError(RuntimeErrorType, "OrderedDict mutated during iteration")
	}
	e := o.d.entries[o.pos]
	o.advance()
	return dictIterItem(th, o.kind, &e)
}

func (o *odictIter) census(push func(Value)) int64 {
	push(ObjectValue(o.d))
	return objectHeader
}

// odictView is what OrderedDict's keys(), values() and items() return.
func odictView(kind byte) BuiltinFunc {
	name := map[byte]string{'k': "keys", 'v': "values", 'i': "items"}[kind]
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		d, err := odictSelf(args, name)
		if err != nil {
			return Value{}, err
		}
		if err := odictNoArgs(name, false, args, kw); err != nil {
			return Value{}, err
		}
		return ObjectValue(&dictView{d: d, kind: kind, od: true}), nil
	}
}

// odictNoArgs checks that an OrderedDict method name got only self, with
// CPython's errors for a method or, when slot, a slot wrapper (__iter__).
func odictNoArgs(name string, slot bool, args []Value, kw []*Str) error {
	switch {
	case len(kw) > 0 && slot:
		return newError(TypeErrorType, "wrapper "+name+"() takes no keyword arguments")
	case len(kw) > 0:
		return newError(TypeErrorType, "OrderedDict."+name+"() takes no keyword arguments")
	case len(args) > 1 && slot:
		return newError(TypeErrorType, "expected 0 arguments, got "+itoa(int64(len(args)-1)))
	case len(args) > 1:
		return newError(TypeErrorType, "OrderedDict."+name+"() takes no arguments ("+itoa(int64(len(args)-1))+" given)")
	}
	return nil
}

// odictIterMethod is OrderedDict's __iter__ (rev false) or __reversed__.
func odictIterMethod(rev bool) BuiltinFunc {
	name := "__iter__"
	if rev {
		name = "__reversed__"
	}
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		d, err := odictSelf(args, name)
		if err != nil {
			return Value{}, err
		}
		if err := odictNoArgs(name, !rev, args, kw); err != nil {
			return Value{}, err
		}
		return ObjectValue(newOdictIter(d, 'k', rev)), nil
	}
}

func init() {
	defMethod(OdictIterType, "__iter__", iterSelf)
	defMethod(OdictIterType, "__next__", iterDunderNext)
	nativeMethods["keys"] = odictView('k')
	nativeMethods["values"] = odictView('v')
	nativeMethods["items"] = odictView('i')
	nativeMethods["__iter__"] = odictIterMethod(false)
	nativeMethods["__reversed__"] = odictIterMethod(true)
}
