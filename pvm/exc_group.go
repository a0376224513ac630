package pvm

import "slices"

// BaseExceptionGroup and ExceptionGroup (PEP 654): a message and a
// non-empty tuple of exceptions, with subgroup(), split() and derive().
// `except*` stays outside the PVM's language; the classes are ordinary
// exceptions here.

var (
	BaseExceptionGroupType = newBuiltinType("BaseExceptionGroup", BaseExceptionType)
	ExceptionGroupType     = newExceptionGroupType()
)

// newExceptionGroupType builds ExceptionGroup(BaseExceptionGroup, Exception).
func newExceptionGroupType() *Type {
	t := newBuiltinType("ExceptionGroup", BaseExceptionGroupType)
	t.bases = append(t.bases, ExceptionType)
	t.mro = []*Type{t, BaseExceptionGroupType, ExceptionType, BaseExceptionType, ObjectType}
	return t
}

type excGroup struct {
	message Value
	excs    *Tuple
}

// group returns e's group data, nil unless e is an exception group.
func (e *Exception) group() *excGroup {
	if e.extra == nil {
		return nil
	}
	return e.extra.group
}

func (g *excGroup) str() string {
	return strNoThread(g.message) + " (" + plural(len(g.excs.items), "sub-exception") + ")"
}

// initGroup is BaseExceptionGroup.__new__'s checking of (message,
// exceptions); it returns the class the group gets (a BaseExceptionGroup of
// Exceptions only is an ExceptionGroup).
func initGroup(th *Thread, e *Exception, t *Type, args []Value) (*Type, error) {
	if len(args) != 2 {
		return nil, newError(TypeErrorType, "BaseExceptionGroup.__new__() takes exactly 2 arguments ("+itoa(int64(len(args)))+" given)")
	}
	if _, ok := unwrapBase(args[0]).obj.(*Str); !ok {
		return nil, newError(TypeErrorType, "BaseExceptionGroup.__new__() argument 1 must be str, not "+typeName(args[0]))
	}
	switch args[1].obj.(type) {
	case *List, *Tuple, *Instance:
	default:
		return nil, newError(TypeErrorType, "second argument (exceptions) must be a sequence")
	}
	items, err := toValues(th, args[1])
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, newError(ValueErrorType, "second argument (exceptions) must be a non-empty sequence")
	}
	nested := false
	for i, v := range items {
		x, ok := v.obj.(*Exception)
		if !ok {
			return nil, newError(ValueErrorType, "Item "+itoa(int64(i))+" of second argument (exceptions) is not an exception")
		}
		nested = nested || !x.cls.isSubtype(ExceptionType)
	}
	switch {
	case t == BaseExceptionGroupType:
		if !nested {
			t = ExceptionGroupType
		}
	case t == ExceptionGroupType:
		if nested {
			return nil, newError(TypeErrorType, "Cannot nest BaseExceptions in an ExceptionGroup")
		}
	case nested && t.isSubtype(ExceptionType):
		return nil, newError(TypeErrorType, "Cannot nest BaseExceptions in '"+t.Name+"'")
	}
	e.attrs().group = &excGroup{message: args[0], excs: &Tuple{items: items}}
	return t, nil
}

func constructExceptionGroup(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
	if len(kw) > 0 {
		return Value{}, newError(TypeErrorType, t.Name+"() takes no keyword arguments")
	}
	e := &Exception{}
	cls, err := initGroup(th, e, t, args)
	if err != nil {
		return Value{}, err
	}
	e.cls = cls
	return ObjectValue(e), e.init(th, args, nil)
}

// groupMatcher is the condition of subgroup() and split(): an exception
// class, a tuple of them, or a predicate.
func groupMatcher(th *Thread, cond Value) (func(*Exception) (bool, error), error) {
	var classes []*Type
	switch c := cond.obj.(type) {
	case *Type:
		if t, ok := isExceptionClass(cond); ok {
			classes = []*Type{t}
		}
	case *Tuple:
		for _, v := range c.items {
			t, ok := isExceptionClass(v)
			if !ok {
				classes = nil
				break
			}
			classes = append(classes, t)
		}
	default:
		if isCallable(cond) {
			return func(e *Exception) (bool, error) {
				r, err := th.call(cond, []Value{ObjectValue(e)}, nil)
				if err != nil {
					return false, err
				}
				return truth(th, r)
			}, nil
		}
	}
	if classes == nil {
		return nil, newError(TypeErrorType, "expected a function, exception type or tuple of exception types")
	}
	return func(e *Exception) (bool, error) {
		for _, t := range classes {
			if e.cls.isSubtype(t) {
				return true, nil
			}
		}
		return false, nil
	}, nil
}

// splitGroup is exceptiongroup_split_recursive: the part of e that matches
// and (if wantRest) the part that does not, each nil when empty.
func splitGroup(th *Thread, e *Exception, match func(*Exception) (bool, error), wantRest bool) (m, rest *Exception, err error) {
	if err := th.charge(1); err != nil {
		return nil, nil, err
	}
	ok, err := match(e)
	if err != nil || ok {
		return e, nil, err
	}
	g := e.group()
	if g == nil {
		return nil, e, nil
	}
	var ms, rs []Value
	for _, v := range g.excs.items {
		sm, sr, err := splitGroup(th, v.obj.(*Exception), match, wantRest)
		if err != nil {
			return nil, nil, err
		}
		if sm != nil {
			ms = append(ms, ObjectValue(sm))
		}
		if sr != nil {
			rs = append(rs, ObjectValue(sr))
		}
	}
	if m, err = groupSubset(th, e, ms); err != nil || !wantRest {
		return m, nil, err
	}
	rest, err = groupSubset(th, e, rs)
	return m, rest, err
}

// groupSubset is e.derive(excs) carrying over e's traceback, cause, context
// and notes (nil for no exceptions).
func groupSubset(th *Thread, e *Exception, excs []Value) (*Exception, error) {
	if len(excs) == 0 {
		return nil, nil
	}
	r, err := callMethod(th, ObjectValue(e), "derive", NewList(excs))
	if err != nil {
		return nil, err
	}
	d, ok := r.obj.(*Exception)
	if !ok || d.group() == nil {
		return nil, newError(TypeErrorType, "derive must return an instance of BaseExceptionGroup")
	}
	d.traceback = slices.Clip(e.traceback) // d's own entries must not overwrite e's
	d.cause, d.context = e.cause, e.context
	if e.dict != nil {
		if notes, ok := e.dict.GetString("__notes__"); ok {
			if d.dict == nil {
				d.dict = newDict(1)
			}
			d.dict.SetString("__notes__", notes)
		}
	}
	return d, nil
}

func groupSelf(name string, args []Value) (*Exception, error) {
	if len(args) > 0 {
		if e, ok := args[0].obj.(*Exception); ok && e.group() != nil {
			return e, nil
		}
	}
	return nil, newError(TypeErrorType, "descriptor '"+name+"' requires a 'BaseExceptionGroup' object")
}

func init() {
	for _, t := range []*Type{BaseExceptionGroupType, ExceptionGroupType} {
		builtinsDict.SetString(t.Name, ObjectValue(t))
		t.construct = constructExceptionGroup
	}
	t := BaseExceptionGroupType
	defMethod(t, "derive", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		e, err := groupSelf("derive", args)
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("derive", args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		return constructExceptionGroup(th, BaseExceptionGroupType, []Value{e.group().message, args[1]}, nil)
	})
	for _, name := range []string{"subgroup", "split"} {
		name := name
		defMethod(t, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			e, err := groupSelf(name, args)
			if err != nil {
				return Value{}, err
			}
			if err := exactArgs(name, args[1:], kw, 1); err != nil {
				return Value{}, err
			}
			match, err := groupMatcher(th, args[1])
			if err != nil {
				return Value{}, err
			}
			m, rest, err := splitGroup(th, e, match, name == "split")
			if err != nil {
				return Value{}, err
			}
			orNil := func(x *Exception) Value {
				if x == nil {
					return None
				}
				return ObjectValue(x)
			}
			if name == "subgroup" {
				return orNil(m), nil
			}
			return NewTuple([]Value{orNil(m), orNil(rest)}), nil
		})
	}
}
