package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// dict.keys(), dict.values() and dict.items(): live views of a dict.

var (
	DictKeysType   = newBuiltinType("dict_keys", ObjectType)
	DictValuesType = newBuiltinType("dict_values", ObjectType)
	DictItemsType  = newBuiltinType("dict_items", ObjectType)
)

type dictView struct {
	d    *Dict
	kind byte // 'k', 'v' or 'i', as for dictIter
	od   bool // an OrderedDict's view (odict_keys, ...), iterated as one
}

func (v *dictView) Type() *Type {
	if v.od {
		switch v.kind {
		case 'v':
			return OdictValuesType
		case 'i':
			return OdictItemsType
		}
		return OdictKeysType
	}
	switch v.kind {
	case 'v':
		return DictValuesType
	case 'i':
		return DictItemsType
	}
	return DictKeysType
}

// contains is `x in view`: a hash lookup for keys and items.
func (v *dictView) contains(th *Thread, x Value) (bool, error) {
	switch v.kind {
	case 'k':
		_, found, err := v.d.Get(th, x)
		return found, err
	case 'i':
		t, ok := x.obj.(*Tuple)
		if !ok || len(t.items) != 2 {
			return false, nil
		}
		val, found, err := v.d.Get(th, t.items[0])
		if err != nil || !found {
			return false, err
		}
		return equal(th, val, t.items[1])
	}
	for _, e := range v.d.Items() {
		if err := th.charge(1); err != nil {
			return false, err
		}
		eq, err := equal(th, e.value, x)
		if err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

// elements lists what iterating the view yields.
func (v *dictView) elements(th *Thread) ([]Value, error) {
	if err := th.charge(int64(v.d.live)); err != nil {
		return nil, err
	}
	if err := th.allocate(sizeofSeq(v.d.live)); err != nil {
		return nil, err
	}
	out := make([]Value, 0, v.d.live)
	for _, e := range v.d.Items() {
		switch v.kind {
		case 'k':
			out = append(out, e.key)
		case 'v':
			out = append(out, e.value)
		default:
			if err := th.allocate(sizeofSeq(2)); err != nil {
				return nil, err
			}
			out = append(out, th.tupleOf(e.key, e.value))
		}
	}
	return out, nil
}

// compareDictViews is == and != between keys and items views, which compare
// as sets; ok is false for other operands (values views compare by identity).
func compareDictViews(th *Thread, op c.CompareOp, x *dictView, b Value) (Value, bool, error) {
	y, ok := b.obj.(*dictView)
	if !ok || x.kind == 'v' || y.kind == 'v' || (op != c.CmpEQ && op != c.CmpNE) {
		return Value{}, false, nil
	}
	eq := x.d.live == y.d.live
	if eq {
		xs, err := x.elements(th)
		if err != nil {
			return Value{}, true, err
		}
		for _, e := range xs {
			if eq, err = y.contains(th, e); err != nil || !eq {
				break
			}
		}
		if err != nil {
			return Value{}, true, err
		}
	}
	return Bool(eq == (op == c.CmpEQ)), true, nil
}

func init() {
	defer func() { // OrderedDict's views: the same, but for their iterators
		for t, base := range map[*Type]*Type{OdictKeysType: DictKeysType, OdictValuesType: DictValuesType, OdictItemsType: DictItemsType} {
			t.final = true
			builtinLen[t] = builtinLen[base]
			builtinReprs[t] = builtinReprs[base]
		}
	}()
	for _, t := range []*Type{DictKeysType, DictValuesType, DictItemsType} {
		t.final = true
		defGetter(t, "mapping", func(v Value) Value { return ObjectValue(&mappingProxy{v.obj.(*dictView).d}) })
		builtinLen[t] = func(v Value) int { return v.obj.(*dictView).d.live }
		builtinReprs[t] = func(th *Thread, v Value) (string, error) {
			items, err := v.obj.(*dictView).elements(th)
			if err != nil {
				return "", err
			}
			return reprSeq(th, v.Type().Name+"([", "])", &items, v)
		}
		defSlot(t, "__len__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return Int(int64(args[0].obj.(*dictView).d.live)), nil
		})
		defSlot(t, "__iter__", 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			return getIter(th, args[0])
		})
		defMeth(t, "__reversed__", 0, 0, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			o := args[0].obj.(*dictView)
			if o.od {
				return ObjectValue(newOdictIter(o.d, o.kind, true)), nil
			}
			return reversedDict(o.d, o.kind), nil
		})
		if t == DictValuesType {
			continue
		}
		defSlot(t, "__contains__", 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			ok, err := args[0].obj.(*dictView).contains(th, args[1])
			return Bool(ok), err
		})
		defMeth(t, "isdisjoint", 1, 1, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			other, err := toValues(th, args[1])
			if err != nil {
				return Value{}, err
			}
			for _, x := range other {
				found, err := args[0].obj.(*dictView).contains(th, x)
				if err != nil || found {
					return Bool(!found), err
				}
			}
			return True, nil
		})
	}
}
