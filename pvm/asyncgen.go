package pvm

// Async generators (PEP 525). An async generator is a Generator whose frame
// both awaits and yields. Its methods return awaitables (asyncGenOp) that
// run the frame: a yield of the generator's own ends the await with the
// value yielded, while what the frame's awaits yield passes on to whoever
// drives the awaitable (the event loop). The frame tells the two apart by
// where it is suspended: in an await's delegation or not.

var (
	AsyncGeneratorType = newBuiltinType("async_generator", ObjectType)
	asyncGenASendType  = newBuiltinType("async_generator_asend", ObjectType)
	asyncGenAThrowType = newBuiltinType("async_generator_athrow", ObjectType)
	anextAwaitableType = newBuiltinType("anext_awaitable", ObjectType)
)

// asyncGenOp is the awaitable of __anext__ and asend (CPython's
// async_generator_asend), or of athrow and aclose (async_generator_athrow:
// throwing is set; exc is nil for aclose).
type asyncGenOp struct {
	g        *Generator
	state    uint8 // opInit, opRunning or opDone
	throwing bool
	val      Value      // asend's value
	exc      *Exception // athrow's exception
}

const (
	opInit uint8 = iota
	opRunning
	opDone
)

func (o *asyncGenOp) Type() *Type {
	if o.throwing {
		return asyncGenAThrowType
	}
	return asyncGenASendType
}

// reuseError is the error of stepping an awaitable already awaited.
func (o *asyncGenOp) reuseError() error {
	if o.throwing {
		return newError(RuntimeErrorType, "cannot reuse already awaited aclose()/athrow()")
	}
	return newError(RuntimeErrorType, "cannot reuse already awaited __anext__()/asend()")
}

// send steps the awaitable: done with the value the generator yielded,
// or not done with what one of its awaits yielded.
func (o *asyncGenOp) send(th *Thread, v Value) (Value, bool, error) {
	g := o.g
	switch {
	case o.state == opDone:
		return Value{}, true, o.reuseError()
	case o.throwing:
		return o.athrowSend(th, v)
	case o.state == opInit:
		if g.agRunning {
			return Value{}, true, newError(RuntimeErrorType, "anext(): asynchronous generator is already running")
		}
		if v.IsNone() {
			v = o.val
		}
		o.state = opRunning
	}
	g.agRunning = true
	return o.unwrap(g.send(th, v))
}

// athrowSend is send for athrow and aclose: the first step throws the
// exception (GeneratorExit for aclose) into the generator.
func (o *asyncGenOp) athrowSend(th *Thread, v Value) (Value, bool, error) {
	g := o.g
	if g.finished {
		o.state = opDone
		return None, true, nil
	}
	if o.state == opRunning {
		return o.finishThrow(g.send(th, v))
	}
	switch {
	case g.agRunning:
		o.state = opDone
		return Value{}, true, newError(RuntimeErrorType, o.method()+"(): asynchronous generator is already running")
	case g.agClosed:
		o.state = opDone
		return Value{}, true, newErrorArgs(StopAsyncIterationType)
	case !v.IsNone():
		return Value{}, true, newError(RuntimeErrorType, "can't send non-None value to a just-started coroutine")
	}
	o.state = opRunning
	g.agRunning = true
	exc := o.exc
	if exc == nil {
		g.agClosed = true
		exc = newErrorArgs(GeneratorExitType)
	}
	return o.finishThrow(g.throw(th, exc))
}

func (o *asyncGenOp) method() string {
	if o.exc == nil {
		return "aclose"
	}
	return "athrow"
}

// throw throws exc into the generator through the awaitable.
func (o *asyncGenOp) throw(th *Thread, exc *Exception) (Value, bool, error) {
	if o.state == opDone {
		return Value{}, true, o.reuseError()
	}
	r, done, err := o.g.throw(th, exc)
	if o.throwing {
		return o.finishThrow(r, done, err)
	}
	return o.unwrap(r, done, err)
}

// unwrap turns a step of the generator into one of the awaitable: its
// yield finishes the awaitable with the value, its return or exception
// raises (StopAsyncIteration for a return) and closes it.
func (o *asyncGenOp) unwrap(r Value, done bool, err error) (Value, bool, error) {
	switch {
	case o.passesOn(done, err):
		return r, false, nil
	case err == nil && !done:
		return r, true, nil
	case err == nil:
		err = newErrorArgs(StopAsyncIterationType)
	}
	if isExceptionOf(err, StopAsyncIterationType) || isExceptionOf(err, GeneratorExitType) {
		o.g.agClosed = true
	}
	return Value{}, true, err
}

// passesOn reports whether a step of the generator was a yield of one of
// its awaits, which the awaitable passes on; any other step ends it.
func (o *asyncGenOp) passesOn(done bool, err error) bool {
	if err == nil && !done && o.g.awaiting() {
		return true
	}
	o.g.agRunning = false
	o.state = opDone
	return false
}

// finishThrow is unwrap for athrow, and for aclose, which finishes
// quietly when the generator exits and refuses a yield.
func (o *asyncGenOp) finishThrow(r Value, done bool, err error) (Value, bool, error) {
	if o.exc != nil {
		return o.unwrap(r, done, err)
	}
	switch {
	case o.passesOn(done, err):
		return r, false, nil
	case err == nil && !done:
		return Value{}, true, newError(RuntimeErrorType, "async generator ignored GeneratorExit")
	case err == nil, isExceptionOf(err, StopAsyncIterationType), isExceptionOf(err, GeneratorExitType):
		return None, true, nil
	}
	return Value{}, true, err
}

// awaiting reports whether the generator is suspended in an await rather
// than at a yield of its own.
func (g *Generator) awaiting() bool {
	_, ok := g.delegate()
	return ok
}

func isExceptionOf(err error, t *Type) bool {
	e, ok := err.(*Exception)
	return ok && e.cls.isSubtype(t)
}

// anextAwaitable is what anext(aiter, default) returns: it awaits
// aiter.__anext__() and turns StopAsyncIteration into the default.
type anextAwaitable struct {
	it, dflt Value
}

func (*anextAwaitable) Type() *Type { return anextAwaitableType }

func (a *anextAwaitable) send(th *Thread, v Value) (Value, bool, error) {
	return a.orDefault(send(th, a.it, v))
}

func (a *anextAwaitable) throw(th *Thread, exc *Exception) (Value, bool, error) {
	return a.orDefault(throwInto(th, a.it, exc))
}

func (a *anextAwaitable) orDefault(r Value, done bool, err error) (Value, bool, error) {
	if isExceptionOf(err, StopAsyncIterationType) {
		return a.dflt, true, nil
	}
	return r, done, err
}

// close marks the awaitable done: stepping it again is an error.
func (o *asyncGenOp) close() { o.state = opDone }

func (a *anextAwaitable) close() {
	if s, ok := a.it.obj.(awaitStepper); ok {
		s.close()
	}
}

func (o *asyncGenOp) census(push func(Value)) int64 {
	push(ObjectValue(o.g))
	push(o.val)
	if o.exc != nil {
		push(ObjectValue(o.exc))
	}
	return objectHeader + valueSize
}

func (a *anextAwaitable) census(push func(Value)) int64 {
	push(a.it)
	push(a.dflt)
	return objectHeader + 2*valueSize
}

func (w *coroWrapper) census(push func(Value)) int64 {
	push(ObjectValue(w.g))
	return objectHeader
}

// awaitStepper is an awaitable implemented in Go: it is its own iterator,
// stepped by send and throw (next(x) is x.send(None)).
type awaitStepper interface {
	Object
	send(th *Thread, v Value) (Value, bool, error)
	throw(th *Thread, exc *Exception) (Value, bool, error)
	close()
}

func asyncGenSelf(args []Value, name string) (*Generator, error) {
	if len(args) > 0 {
		if g, ok := args[0].obj.(*Generator); ok && g.kind == asyncGen {
			return g, nil
		}
	}
	return nil, newError(TypeErrorType, "descriptor '"+name+"' requires a 'async_generator' object")
}

func stepperSelf(args []Value, name string) (awaitStepper, error) {
	if len(args) > 0 {
		if s, ok := args[0].obj.(awaitStepper); ok {
			return s, nil
		}
	}
	return nil, newError(TypeErrorType, "descriptor '"+name+"' requires an awaitable")
}

// asyncGenMethod defines an async generator method that returns the
// awaitable op makes from its arguments.
func asyncGenMethod(name string, minArgs, maxArgs int, op func(th *Thread, g *Generator, args []Value) (Value, error)) {
	defMethod(AsyncGeneratorType, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
		g, err := asyncGenSelf(args, name)
		if err != nil {
			return Value{}, err
		}
		if err := rangeArgs(name, args[1:], kw, minArgs, maxArgs); err != nil {
			return Value{}, err
		}
		return op(th, g, args)
	})
}

func init() {
	AsyncGeneratorType.final = true
	AsyncGeneratorType.nativeDunders = true
	asyncGenMethod("__aiter__", 0, 0, func(th *Thread, g *Generator, args []Value) (Value, error) {
		return args[0], nil
	})
	asyncGenMethod("__anext__", 0, 0, func(th *Thread, g *Generator, args []Value) (Value, error) {
		return ObjectValue(&asyncGenOp{g: g, val: None}), nil
	})
	asyncGenMethod("asend", 1, 1, func(th *Thread, g *Generator, args []Value) (Value, error) {
		return ObjectValue(&asyncGenOp{g: g, val: args[1]}), nil
	})
	asyncGenMethod("athrow", 1, 3, func(th *Thread, g *Generator, args []Value) (Value, error) {
		exc, err := throwArgs(th, args, nil)
		if err != nil {
			return Value{}, err
		}
		return ObjectValue(&asyncGenOp{g: g, throwing: true, exc: exc}), nil
	})
	asyncGenMethod("aclose", 0, 0, func(th *Thread, g *Generator, args []Value) (Value, error) {
		return ObjectValue(&asyncGenOp{g: g, throwing: true}), nil
	})
	for _, t := range []*Type{asyncGenASendType, asyncGenAThrowType, anextAwaitableType} {
		t.final = true
		t.nativeDunders = true
		defMethod(t, "send", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			s, err := stepperSelf(args, "send")
			if err != nil {
				return Value{}, err
			}
			if err := exactArgs("send", args[1:], kw, 1); err != nil {
				return Value{}, err
			}
			return stepResult(s.send(th, args[1]))
		})
		defMethod(t, "throw", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			s, err := stepperSelf(args, "throw")
			if err != nil {
				return Value{}, err
			}
			exc, err := throwArgs(th, args, kw)
			if err != nil {
				return Value{}, err
			}
			return stepResult(s.throw(th, exc))
		})
		defMethod(t, "close", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			s, err := stepperSelf(args, "close")
			if err != nil {
				return Value{}, err
			}
			s.close()
			return None, nil
		})
		defMethod(t, "__next__", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			s, err := stepperSelf(args, "__next__")
			if err != nil {
				return Value{}, err
			}
			return stepResult(s.send(th, None))
		})
		defMethod(t, "__iter__", iterSelf)
		defMethod(t, "__await__", iterSelf)
	}
	defBuiltin("aiter", builtinAIter)
	defBuiltin("anext", builtinANext)
}

// builtinAIter is aiter(obj): obj.__aiter__(), an async iterator.
func builtinAIter(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("aiter", args, kw, 1); err != nil {
		return Value{}, err
	}
	m, ok := userMethod(args[0], "__aiter__")
	if !ok {
		return Value{}, newError(TypeErrorType, "'"+typeName(args[0])+"' object is not an async iterable")
	}
	it, err := th.callArgs(m, args[0])
	if err != nil {
		return Value{}, err
	}
	if _, ok := userMethod(it, "__anext__"); !ok {
		return Value{}, newError(TypeErrorType, "aiter() returned not an async iterator of type '"+typeName(it)+"'")
	}
	return it, nil
}

// builtinANext is anext(aiter[, default]): the awaitable aiter.__anext__()
// returns, wrapped to give default at the end of the iteration.
func builtinANext(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := rangeArgs("anext", args, kw, 1, 2); err != nil {
		return Value{}, err
	}
	m, ok := userMethod(args[0], "__anext__")
	if !ok {
		return Value{}, newError(TypeErrorType, "'"+typeName(args[0])+"' object is not an async iterator")
	}
	aw, err := th.callArgs(m, args[0])
	if err != nil || len(args) == 1 {
		return aw, err
	}
	it, err := getAwaitable(th, aw)
	if err != nil {
		return Value{}, err
	}
	return ObjectValue(&anextAwaitable{it: it, dflt: args[1]}), nil
}
