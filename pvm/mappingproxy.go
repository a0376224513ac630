package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// MappingProxyType is the type of a class's __dict__: a live, read-only
// view of the class namespace.
var MappingProxyType = newBuiltinType("mappingproxy", ObjectType)

type mappingProxy struct{ d *Dict }

func (p *mappingProxy) Type() *Type { return MappingProxyType }

func (p *mappingProxy) census(push func(Value)) int64 {
	push(ObjectValue(p.d))
	return objectHeader
}

// proxiedDictMethods are the dict methods a mappingproxy answers by calling
// them on the dict it shows (none of them mutates it).
var proxiedDictMethods = []string{"__getitem__", "__contains__", "__len__", "__iter__", "__reversed__",
	"get", "keys", "values", "items", "copy"}

func init() {
	t := MappingProxyType
	t.final = true
	t.nativeDunders = true
	// types.MappingProxyType(d), reached as type(C.__dict__): what enum's
	// __members__ and dataclasses' Field.metadata return.
	t.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("mappingproxy", args, kw, 1); err != nil {
			return Value{}, err
		}
		d, ok := unwrapBase(args[0]).obj.(*Dict)
		if !ok {
			return Value{}, newError(TypeErrorType, "mappingproxy() argument must be a mapping, not "+typeName(args[0]))
		}
		return ObjectValue(&mappingProxy{d}), nil
	}
	for _, name := range proxiedDictMethods {
		m, _ := DictType.dict.GetString(name)
		defMethod(t, name, proxyChecked(name, argsAny, func(th *Thread, d *Dict, args []Value, kw []*Str) (Value, error) {
			return th.call(m, append([]Value{ObjectValue(d)}, args...), kw)
		}))
	}
	builtinLen[t] = func(v Value) int { return v.obj.(*mappingProxy).d.live }
	builtinIterables[t] = func(th *Thread, v Value) (Value, error) {
		return ObjectValue(newDictIter(th, v.obj.(*mappingProxy).d, 'k')), nil
	}
	builtinReprs[t] = func(th *Thread, v Value) (string, error) {
		s, err := reprDict(th, v.obj.(*mappingProxy).d, v)
		return "mappingproxy(" + s + ")", err
	}
	defMethod(t, "__or__", proxyChecked("__or__", 1, func(th *Thread, d *Dict, args []Value, _ []*Str) (Value, error) {
		return binaryOp(th, c.OpOr, ObjectValue(d), args[0])
	}))
	defMethod(t, "__ror__", proxyChecked("__ror__", 1, func(th *Thread, d *Dict, args []Value, _ []*Str) (Value, error) {
		return binaryOp(th, c.OpOr, args[0], ObjectValue(d))
	}))
	for op, name := range compareDunders {
		op := c.CompareOp(op)
		defMethod(t, name, proxyChecked(name, 1, func(th *Thread, d *Dict, args []Value, _ []*Str) (Value, error) {
			return compare(th, op, ObjectValue(d), args[0])
		}))
	}
}

// proxyChecked makes a mappingproxy method refuse a receiver of another
// type, then hands fn the proxied dict and the other arguments.
// n is the number of arguments fn takes, or argsAny when the dict method
// it calls checks them.
func proxyChecked(name string, n int, fn func(*Thread, *Dict, []Value, []*Str) (Value, error)) BuiltinFunc {
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args) == 0 {
			return Value{}, newError(TypeErrorType, "descriptor '"+name+"' of 'mappingproxy' object needs an argument")
		}
		p, ok := args[0].obj.(*mappingProxy)
		if !ok {
			return Value{}, newError(TypeErrorType, "descriptor '"+name+"' for 'mappingproxy' objects doesn't apply to a '"+typeName(args[0])+"' object")
		}
		if n != argsAny && len(args)-1 != n {
			return Value{}, newError(TypeErrorType, "expected "+plural(n, "argument")+", got "+itoa(int64(len(args)-1)))
		}
		return fn(th, p.d, args[1:], kw)
	}
}
