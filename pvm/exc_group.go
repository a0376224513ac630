package pvm

import (
	"slices"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// BaseExceptionGroup and ExceptionGroup (PEP 654): a message and a
// non-empty tuple of exceptions, with subgroup(), split() and derive(),
// and the steps of try/except* (CHECK_EG_MATCH, PREP_RERAISE_STAR).

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
		return nil, newError(TypeErrorType, "BaseExceptionGroup.__new__() argument 1 must be str, not "+typeNameOrNone(args[0]))
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

func excOrNone(x *Exception) Value {
	if x == nil {
		return None
	}
	return ObjectValue(x)
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
			if name == "subgroup" {
				return excOrNone(m), nil
			}
			return NewTuple([]Value{excOrNone(m), excOrNone(rest)}), nil
		})
	}
}

// exceptStarStep runs CHECK_EG_MATCH and PREP_RERAISE_STAR.
func exceptStarStep(th *Thread, op c.Opcode, stack []Value, sp int) (int, error) {
	if op == c.PREP_RERAISE_STAR {
		r, err := prepReraiseStar(th, stack[sp-2], stack[sp-1].obj.(*List).items)
		sp--
		stack[sp] = Value{}
		stack[sp-1] = r
		return sp, err
	}
	rest, match, err := exceptStarMatch(th, stack[sp-2], stack[sp-1])
	if err != nil {
		return sp, err
	}
	stack[sp-2], stack[sp-1] = rest, match
	if !match.IsNone() {
		th.handled = match // what a bare raise in the clause re-raises
	}
	return sp, nil
}

// exceptStarMatch splits exc (None once nothing is left) by an except*
// clause's type into the part that matches, a group, and the rest. A
// matching exception that is not a group is wrapped in one.
func exceptStarMatch(th *Thread, exc, typ Value) (rest, match Value, err error) {
	types := []Value{typ}
	if t, ok := typ.obj.(*Tuple); ok {
		types = t.items
	}
	for _, t := range types {
		cls, ok := isExceptionClass(t)
		if !ok {
			return Value{}, Value{}, newError(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
		}
		if cls.isSubtype(BaseExceptionGroupType) {
			return Value{}, Value{}, newError(TypeErrorType, "catching ExceptionGroup with except* is not allowed. Use except instead.")
		}
	}
	e, ok := exc.obj.(*Exception)
	if !ok {
		return None, None, nil
	}
	if ok, _ := exceptionMatches(exc, typ); ok {
		if e.group() != nil {
			return None, exc, nil
		}
		wrapped, err := newExceptionGroup(th, NewTuple([]Value{exc}))
		return None, wrapped, err
	}
	if e.group() == nil {
		return exc, None, nil
	}
	matcher, err := groupMatcher(th, typ)
	if err != nil {
		return Value{}, Value{}, err
	}
	m, r, err := splitGroup(th, e, matcher, true)
	return excOrNone(r), excOrNone(m), err
}

// prepReraiseStar is what leaves a try/except* (CPython's
// _PyExc_PrepReraiseStar): of excs, what the clauses raised and what none
// of them matched (None entries are none), a new exception group of those
// raised anew and of the part of orig re-raised, keeping orig's structure;
// a single exception as itself; None when there is nothing.
func prepReraiseStar(th *Thread, orig Value, excs []Value) (Value, error) {
	o, ok := orig.obj.(*Exception)
	if len(excs) == 0 {
		return None, nil
	}
	if !ok || o.group() == nil {
		return excs[0], nil // a wrapped single exception: one clause ran
	}
	var raised []Value
	kept := map[*Exception]bool{}
	for _, v := range excs {
		e, ok := v.obj.(*Exception)
		switch {
		case !ok:
		case sameMetadata(e, o):
			collectLeaves(e, kept)
		default:
			raised = append(raised, v)
		}
	}
	if len(kept) > 0 {
		m, _, err := splitGroup(th, o, func(e *Exception) (bool, error) { return kept[e], nil }, false)
		if err != nil {
			return Value{}, err
		}
		if m != nil {
			raised = append(raised, ObjectValue(m))
		}
	}
	switch len(raised) {
	case 0:
		return None, nil
	case 1:
		return raised[0], nil
	}
	return newExceptionGroup(th, NewList(raised))
}

// sameMetadata reports whether e is a part of orig split off and
// re-raised as it was: the same cause, context, notes and traceback (a
// bare raise adds no traceback entry; `raise e` does).
func sameMetadata(e, orig *Exception) bool {
	notes := func(x *Exception) Value {
		if x.dict == nil {
			return Value{}
		}
		v, _ := x.dict.GetString("__notes__")
		return v
	}
	return is(e.cause, orig.cause) && is(e.context, orig.context) && is(notes(e), notes(orig)) &&
		len(e.traceback) == len(orig.traceback)
}

// collectLeaves adds the exceptions in e that are not groups to leaves.
func collectLeaves(e *Exception, leaves map[*Exception]bool) {
	g := e.group()
	if g == nil {
		leaves[e] = true
		return
	}
	for _, v := range g.excs.items {
		collectLeaves(v.obj.(*Exception), leaves)
	}
}

// newExceptionGroup is BaseExceptionGroup("", excs): an ExceptionGroup
// unless one of excs (a list or tuple, which its repr shows) is not an
// Exception.
func newExceptionGroup(th *Thread, excs Value) (Value, error) {
	return constructExceptionGroup(th, BaseExceptionGroupType, []Value{StrValue(""), excs}, nil)
}
