package pvm

import "errors"

// Embedding: the chain host (core/host) runs an actor's module once per
// execution and then calls into it. An Execution keeps the Thread and the
// module namespace of one execution alive between those steps, so the
// host can dispatch a handler, charge the cycles of nested calls to the
// execution and read what it used. An Execution belongs to one execution: it
// is not safe for concurrent use, and it must not outlive the host call
// that created it (its Host is called back synchronously).

// Execution is one execution of a Program whose module namespace stays alive.
type Execution struct {
	prog    *Program
	th      *Thread
	opts    Options
	globals *Dict
	actor   Value // the @actor class, once LoadActor found it
	dead    error // set once a limit or internal error ended the execution
}

// ErrNoActor is returned by LoadActor when the module defines no @actor class.
var ErrNoActor = errors.New("the module defines no @actor class (decorate the actor's class with @actor from cowboy_sdk)")

// NewExecution prepares an execution of the program under opts without
// running anything yet; LoadActor runs it. Creating the Execution first
// lets the Host hold it (to charge cycles, read the budget) while the
// module's top level runs.
func (p *Program) NewExecution(opts Options) *Execution {
	return &Execution{prog: p, th: newThread(opts), opts: opts}
}

// LoadActor runs the program as module __main__ and finds its actor class
// with cowboy_sdk.entry.find_actor(globals()). Errors are those of Run, or
// ErrNoActor. It runs once per Execution.
func (in *Execution) LoadActor() error {
	if in.globals != nil {
		return &InternalError{Detail: "LoadActor called twice"}
	}
	if s := in.prog.snapshot.Load(); s != nil {
		restored := false
		if err := in.guard(func() error { restored = s.restore(in); return nil }); err != nil || restored {
			return err
		}
	}
	start := in.th.cycles
	err := in.guard(func() error {
		th := in.th
		globals := newDict(0)
		globals.SetString("__name__", StrValue("__main__"))
		globals.SetString("__doc__", None)
		th.modules["__main__"] = &Module{name: "__main__", globals: globals}
		in.globals = globals
		slots := th.allocFrame(len(in.prog.top.Locals) + in.prog.top.MaxStack)
		f := &frame{code: in.prog.top, globals: globals, locals: slots}
		th.depth++ // the module's frame counts, as in a call
		_, err := th.run(f)
		th.leave()
		if err != nil {
			return err
		}
		find, err := in.entryFunc("find_actor")
		if err != nil {
			return err
		}
		cls, err := th.callArgs(find, ObjectValue(globals))
		if err != nil {
			return err
		}
		if cls.obj == nil || cls.IsNone() {
			return ErrNoActor
		}
		in.actor = cls
		return nil
	})
	if err == nil && in.prog.snapshot.Load() == nil {
		if s := in.snapshotLoad(start); s != nil {
			in.prog.snapshot.CompareAndSwap(nil, s)
		}
	}
	return err
}

// entryFunc imports cowboy_sdk.entry and returns one of its functions.
func (in *Execution) entryFunc(name string) (Value, error) {
	m, err := in.th.importName("cowboy_sdk.entry", Int(0), NewTuple([]Value{StrValue(name)}))
	if err != nil {
		return Value{}, err
	}
	mod, ok := m.obj.(*Module)
	if !ok {
		return Value{}, &InternalError{Detail: "cowboy_sdk.entry is not a module"}
	}
	fn, ok := mod.globals.GetString(name)
	if !ok {
		return Value{}, &InternalError{Detail: "cowboy_sdk.entry has no " + name}
	}
	return fn, nil
}

// Handlers returns the actor class's handler table,
// cls.__cowboy_handlers__, as canonical CBOR (see docs/sdk.md, "Decorator
// metadata"). Encoding is metered like cowboy_sdk.codec.encode.
func (in *Execution) Handlers() ([]byte, error) {
	var out []byte
	err := in.guard(func() error {
		if in.actor.obj == nil {
			return ErrNoActor
		}
		t, ok := in.actor.obj.(*Type)
		if !ok {
			return ErrNoActor
		}
		h, ok := t.dict.GetString("__cowboy_handlers__")
		if !ok {
			return ErrNoActor
		}
		b, err := encodeValue(in.th, h)
		out = b
		return err
	})
	return out, err
}

// Dispatch runs cowboy_sdk.entry.dispatch(cls, method, payload) in this
// execution and returns the handler's result as canonical CBOR. A Python
// exception comes back as *Exception, exhausted limits as *LimitError, and
// an error the Host returned (other than *HostError) unchanged.
func (in *Execution) Dispatch(method string, payload []byte) ([]byte, error) {
	var out []byte
	err := in.guard(func() error {
		if in.actor.obj == nil {
			return ErrNoActor
		}
		fn, err := in.entryFunc("dispatch")
		if err != nil {
			return err
		}
		if err := in.th.allocate(sizeofStr(len(payload)) + sizeofStr(len(method))); err != nil {
			return err
		}
		arg := ObjectValue(&Bytes{b: append([]byte(nil), payload...)})
		r, err := in.th.callArgs(fn, in.actor, StrValue(method), arg)
		if err != nil {
			return err
		}
		b, ok := r.obj.(*Bytes)
		if !ok {
			return &InternalError{Detail: "entry.dispatch returned " + typeName(r) + ", not bytes"}
		}
		out = append([]byte(nil), b.b...)
		return nil
	})
	return out, err
}

// Charge deducts n cycles from the execution (for example the cycles a
// nested call used); it fails with *LimitError once the budget is gone.
// Hosts call it from inside Syscall.
func (in *Execution) Charge(n int64) error {
	if n < 0 {
		return &InternalError{Detail: "negative charge"}
	}
	return in.th.charge(n)
}

// CyclesRemaining reports the cycles left in the execution's budget.
func (in *Execution) CyclesRemaining() int64 { return max(in.th.cycles, 0) }

// Result reports what the execution used so far.
func (in *Execution) Result() Result {
	return Result{CyclesUsed: in.th.CyclesUsed(), MemoryPeak: in.th.MemoryPeak()}
}

// guard runs one step of the execution: it refuses to continue an
// execution that a limit already ended, turns a PVM panic into
// *InternalError, and resolves exception messages for tracebacks.
func (in *Execution) guard(step func() error) (err error) {
	if in.dead != nil {
		return in.dead
	}
	defer func() {
		if r := recover(); r != nil {
			if in.opts.Repanic {
				panic(r)
			}
			err = &InternalError{Detail: r}
		}
		var lim *LimitError
		var ie *InternalError
		if errors.As(err, &lim) || errors.As(err, &ie) {
			in.dead = err
		}
	}()
	err = step()
	if exc, ok := err.(*Exception); ok {
		saved := in.th.cycles
		resolveStrs(in.th, exc)
		in.th.cycles = saved
	}
	return err
}

// ExceptionText returns the class name and message (str() of the
// exception) of a Python exception an execution raised; ok is false for
// other errors.
func ExceptionText(err error) (class, message string, ok bool) {
	var exc *Exception
	if !errors.As(err, &exc) {
		return "", "", false
	}
	return exc.cls.Name, exc.strForTraceback(), true
}
