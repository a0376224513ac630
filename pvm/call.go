package pvm

import (
	"strings"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// call calls any callable. args may alias the caller's stack: callees copy
// what they keep.
func (th *Thread) call(fn Value, args []Value, kwnames []*Str) (Value, error) {
	switch f := fn.obj.(type) {
	case *Function:
		if f.code.returns != returnsNothingKnown && len(args) == 1 && kwnames == nil {
			if v, ok := th.inlineReturn(f, args[0]); ok {
				return v, nil // key=lambda r: r[1]
			}
		}
		return th.callFunction(f, args, kwnames)
	case *Builtin:
		return th.callBuiltin(f, args, kwnames)
	case *BoundMethod:
		return th.callSelf(f.fn, f.self, args, kwnames)
	case *Type:
		return th.callType(f, args, kwnames)
	case goCallable:
		if err := th.charge(costCallBuiltin); err != nil {
			return Value{}, err
		}
		return f.call(th, args, kwnames)
	}
	if m, ok := fn.Type().lookup(nameCall); ok {
		return th.callSelf(asSpecial(m), fn, args, kwnames)
	}
	return Value{}, newError(TypeErrorType, "'"+typeName(fn)+"' object is not callable")
}

// callBuiltin calls a built-in function or method. (run calls len(x)
// through callLen itself.)
func (th *Thread) callBuiltin(f *Builtin, args []Value, kwnames []*Str) (Value, error) {
	if err := th.charge(costCallBuiltin); err != nil {
		return Value{}, err
	}
	if m := f.direct; m != nil {
		// A receiver of the method's type and as many arguments as it
		// takes pass its checks.
		if n := len(args) - 1; n >= m.lo && n <= m.hi && kwnames == nil && args[0].obj.Type() == m.t {
			return m.fn(th, args, nil)
		}
		return f.fn(th, args, kwnames) // the checks (m.checked for defMeth's)
	}
	if f.self.obj != nil {
		full := th.allocFrame(len(args) + 1)
		full[0] = f.self
		copy(full[1:], args)
		r, err := f.fn(th, full, kwnames)
		th.freeFrame(full)
		return r, err
	}
	return f.fn(th, args, kwnames)
}

// callSelf calls fn(self, *args). The argument vector is carved from the
// value stack rather than the heap: method calls are too frequent to
// allocate one each time.
func (th *Thread) callSelf(fn, self Value, args []Value, kwnames []*Str) (Value, error) {
	full := th.allocFrame(len(args) + 1)
	full[0] = self
	copy(full[1:], args)
	r, err := th.call(fn, full, kwnames)
	th.freeFrame(full)
	return r, err
}

// goCallable is implemented by callable built-in objects (partial,
// itemgetter, lru_cache wrappers, ...).
type goCallable interface {
	Object
	call(th *Thread, args []Value, kwnames []*Str) (Value, error)
}

// callEx calls fn(*args, **kw).
func (th *Thread) callEx(fn Value, args []Value, kw Value) (Value, error) {
	if kw.obj == nil {
		return th.call(fn, args, nil)
	}
	d := kw.obj.(*Dict)
	if d.Len() == 0 {
		return th.call(fn, args, nil)
	}
	// The argument vector comes from the value stack, as in callArgs, and
	// the names from th.kwStack, where calls made meanwhile push theirs
	// above these.
	all := th.allocFrame(len(args) + d.Len())
	copyValues(all, args)
	base := len(th.kwStack)
	for _, e := range d.Items() {
		k, ok := strArg(e.key) // str subclasses name keywords too
		if !ok {
			th.freeFrame(all)
			th.kwStack = th.kwStack[:base]
			return Value{}, newError(TypeErrorType, "keywords must be strings")
		}
		all[len(args)+len(th.kwStack)-base] = e.value
		th.kwStack = append(th.kwStack, k)
	}
	r, err := th.call(fn, all, th.kwStack[base:len(th.kwStack):len(th.kwStack)])
	th.freeFrame(all)
	clear(th.kwStack[base:])
	th.kwStack = th.kwStack[:base]
	return r, err
}

// callFunction runs a Python function in a new frame.
func (th *Thread) callFunction(fn *Function, args []Value, kwnames []*Str) (Value, error) {
	fn = th.fn(fn)
	code := fn.code
	if len(args) != code.simpleArgs || len(kwnames) != 0 {
		return th.callBinding(fn, args, kwnames)
	}
	// The common case: positional arguments that are the first locals as
	// they are, no cells but a closure's own, not a generator.
	if err := th.enter(); err != nil {
		return Value{}, err
	}
	slots := th.allocFrame(code.frameSize)
	copyValues(slots, args)
	return th.runCall(fn, slots, fn.closure)
}

// callBinding is callFunction for the calls that need bindArgs or cells,
// and for generator and coroutine functions.
func (th *Thread) callBinding(fn *Function, args []Value, kwnames []*Str) (Value, error) {
	code := fn.code
	if code.Flags&(c.FlagGenerator|c.FlagCoroutine) != 0 {
		return th.makeGenerator(fn, args, kwnames)
	}
	if err := th.enter(); err != nil {
		return Value{}, err
	}
	slots := th.allocFrame(code.frameSize)
	if err := bindArgs(th, fn, slots, args, kwnames); err != nil {
		clearLocals(slots[:len(code.Locals)])
		th.popFrame(len(slots))
		th.leave()
		return Value{}, err
	}
	var cells []*Cell
	if code.NumCells() > 0 {
		cells = th.makeCells(fn, slots)
	}
	return th.runCall(fn, slots, cells)
}

// chargeFrame is CHARGE_FRAME: a call of a function with many locals is
// charged for clearing its frame of n slots, and accounts for the frame's
// memory, which a census counts while the frame is on the stack.
func (th *Thread) chargeFrame(n int) error {
	if err := th.charge(int64(n / 8)); err != nil {
		return err
	}
	return th.allocate(sizeofFrame + int64(n)*valueSize)
}

// runCall runs fn in a frame of slots its arguments are bound in, then
// releases the frame, the slots and the depth callFunction took.
func (th *Thread) runCall(fn *Function, slots []Value, cells []*Cell) (Value, error) {
	code := fn.code
	f := th.newFrame()
	f.code, f.fn, f.globals, f.locals, f.cells = code, fn, fn.globals, slots, cells
	f.pc, f.sp = 0, 0
	r, err := th.run(f)
	if th.finalizers {
		if err == nil {
			err = th.finalizeLocals(slots[:len(code.Locals)], code.NumParams(), r)
		} else {
			th.holdLocals(err, slots[code.NumParams():len(code.Locals)])
		}
	}
	// Only the locals and the operand stack run left behind are set.
	clearLocals(slots[:len(code.Locals)+f.sp])
	th.releaseFrame()
	th.popFrame(len(slots))
	th.leave()
	return r, err
}

// makeGenerator binds the arguments of a generator or coroutine function
// into a heap frame that outlives the call.
func (th *Thread) makeGenerator(fn *Function, args []Value, kwnames []*Str) (Value, error) {
	code := fn.code
	if err := th.allocate(int64(code.frameSize)*valueSize + sizeofFrame); err != nil {
		return Value{}, err
	}
	g, f, slots := th.newGeneratorWithFrame(code.frameSize)
	if err := bindArgs(th, fn, slots, args, kwnames); err != nil {
		return Value{}, err
	}
	// Field by field: g and f are fresh, or recycled and zeroed.
	f.code, f.fn, f.globals, f.locals = code, fn, fn.globals, slots
	if code.NumCells() > 0 {
		f.cells = th.makeCells(fn, slots)
	}
	g.frame, g.name, g.qualname, g.kind = f, fn.name, fn.qualname, kindOf(code.Flags)
	th.newGen, th.newGenFrame = g, th.frame
	return ObjectValue(g), nil
}

// frameWithSlots allocates a generator's frame together with up to N
// slots (generator expressions usually need a handful).
type frameWithSlots[N interface {
	[4]Value | [6]Value | [8]Value | [10]Value | [12]Value | [16]Value
}] struct {
	f frame
	s N
}

// newGeneratorWithFrame returns a zeroed generator, and a frame with size
// zeroed slots: a finished generator's if one of the size is free (see
// recycleFrame), in one allocation when size is small.
func (th *Thread) newGeneratorWithFrame(size int) (*Generator, *frame, []Value) {
	g := carve(th, &th.slabs.gens)
	if c := frameClass(size); c >= 0 {
		if free := th.freeFrames[c]; len(free) > 0 {
			f := free[len(free)-1]
			free[len(free)-1] = nil
			th.freeFrames[c] = free[:len(free)-1]
			return g, f, f.locals[:size]
		}
	}
	switch {
	case size <= 4:
		o := carve(th, &th.slabs.frames4)
		return g, &o.f, o.s[:size]
	case size <= 6:
		o := carve(th, &th.slabs.frames6)
		return g, &o.f, o.s[:size]
	case size <= 8:
		o := carve(th, &th.slabs.frames8)
		return g, &o.f, o.s[:size]
	case size <= 10:
		o := &frameWithSlots[[10]Value]{}
		return g, &o.f, o.s[:size]
	case size <= 12:
		o := &frameWithSlots[[12]Value]{}
		return g, &o.f, o.s[:size]
	case size <= 16:
		o := &frameWithSlots[[16]Value]{}
		return g, &o.f, o.s[:size]
	}
	return g, new(frame), make([]Value, size)
}

// frameClass is the free list (Thread.freeFrames) for frames of size
// slots, or -1: the frames of up to 16 slots are recycled.
func frameClass(size int) int {
	for c, n := range frameClasses {
		if size <= n {
			return c
		}
	}
	return -1
}

// maxFreeFrames bounds each free list: a program that finishes many
// generators at once should not keep their frames for the rest of its run.
const maxFreeFrames = 64

// recycleFrame gives a finished generator's frame, its slots cleared, to
// the next generator made (CPython frees the frame there too): nothing
// else refers to a generator's frame once it has finished, as no frame
// is reachable from Python code. The generator keeps a frame of the same
// size that never runs, for the census.
func (th *Thread) recycleFrame(g *Generator) {
	f := g.frame
	n := len(f.locals)
	c := frameClass(cap(f.locals))
	if c < 0 || cap(f.locals) != frameClasses[c] || len(th.freeFrames[c]) >= maxFreeFrames {
		return
	}
	if f.fn != nil {
		th.recycleComprehension(f.fn)
	}
	*f = frame{locals: f.locals[:cap(f.locals)]}
	if th.checkSlots {
		for _, v := range f.locals {
			if v != (Value{}) {
				panic("a recycled generator frame's slot still holds a " + typeName(v))
			}
		}
	}
	th.freeFrames[c] = append(th.freeFrames[c], f)
	g.frame = &finishedFrames[n]
}

// recycleComprehension gives the function of a finished generator
// expression with a closure to the next function made with as many cells:
// nothing but the generator's frame could refer to it (see siteFunction).
func (th *Thread) recycleComprehension(fn *Function) {
	n := len(fn.closure)
	if n == 0 || n > len(th.freeFuncs) || fn.more != nil || !isComprehension(fn.code.Code) || len(th.freeFuncs[n-1]) >= maxFreeFrames {
		return
	}
	clear(fn.closure)
	*fn = Function{closure: fn.closure}
	th.freeFuncs[n-1] = append(th.freeFuncs[n-1], fn)
}

// frameClasses are the capacities of the recycled frames' slots.
var frameClasses = [...]int{4, 6, 8, 10, 12, 16}

// finishedFrames are the frames of finished generators whose own went to
// another, by size: their slots are empty and never written.
var finishedFrames = func() (fs [17]frame) {
	for i := range fs {
		fs[i].locals = make([]Value, i)
	}
	return fs
}()

// makeCells creates a frame's cells: fresh ones for its captured variables
// (initialised from parameters where they are one), then the closure's.
func (th *Thread) makeCells(fn *Function, slots []Value) []*Cell {
	code := fn.code
	if len(code.Cellvars) == 0 {
		return fn.closure // read-only here: the cells, not the slice, change
	}
	cells, fresh := th.newCells(code.NumCells(), len(code.Cellvars))
	for i := range fresh {
		cell := &fresh[i]
		if a := code.Cell2Arg[i]; a >= 0 {
			cell.v = slots[a]
		}
		cells[i] = cell
	}
	copy(cells[len(fresh):], fn.closure)
	return cells
}

// cellsWith is a frame's cell slice allocated together with its fresh cells.
type cellsWith[P, C any] struct {
	ptrs  P
	cells C
}

// newCells returns n cell slots and k fresh cells (k <= n), in one
// allocation when n is small.
func (th *Thread) newCells(n, k int) ([]*Cell, []Cell) {
	switch {
	case n <= 1:
		p := carve(th, &th.slabs.cells1)
		return p.ptrs[:n], p.cells[:k]
	case n <= 2:
		p := carve(th, &th.slabs.cells2)
		return p.ptrs[:n], p.cells[:k]
	case n <= 4:
		p := &cellsWith[[4]*Cell, [4]Cell]{}
		return p.ptrs[:n], p.cells[:k]
	}
	return make([]*Cell, n), make([]Cell, k)
}

// bindArgs fills a frame's parameter slots from positional and keyword
// arguments, with CPython's error messages.
func bindArgs(th *Thread, fn *Function, slots []Value, args []Value, kwnames []*Str) error {
	code := fn.code
	nkw := len(kwnames)
	npos := len(args) - nkw
	argc := code.ArgCount
	if nkw == 0 && code.plainArgs >= 0 {
		if npos == argc {
			copyValues(slots, args)
			return nil
		}
		if rest := argc - npos; rest > 0 && rest <= len(fn.defaults) {
			// Trailing parameters left to their defaults.
			copyValues(slots, args)
			copyValues(slots[npos:], fn.defaults[len(fn.defaults)-rest:])
			return nil
		}
	}
	nparams := argc + code.KwOnlyCount
	if code.Flags&(c.FlagVarargs|c.FlagVarkw) == 0 && npos <= argc && bindKeywords(code, slots, args, kwnames) {
		return bindDefaults(fn, slots, npos)
	}
	varargsSlot, varkwSlot := -1, -1
	next := nparams
	if code.Flags&c.FlagVarargs != 0 {
		varargsSlot = next
		next++
	}
	if code.Flags&c.FlagVarkw != 0 {
		varkwSlot = next
	}
	n := npos
	if n > argc {
		n = argc
	}
	copyValues(slots, args[:n])
	if npos > argc && varargsSlot >= 0 {
		extra := th.newTuple(npos - argc)
		copyValues(extra.items, args[argc:npos])
		slots[varargsSlot] = ObjectValue(extra)
	} else if varargsSlot >= 0 {
		slots[varargsSlot] = ObjectValue(emptyTuple)
	}
	var kwdict *Dict
	var room []dictEntry // the entries of kwdict's first growth, allocated with it
	if varkwSlot >= 0 {
		if nkw > 0 {
			d := carve(th, &th.slabs.kwargs)
			kwdict, room = &d.Dict, d.room[:0]
		} else {
			kwdict = newDict(0)
		}
		slots[varkwSlot] = ObjectValue(kwdict)
	}
	var posonlyPassed []string
	for i, name := range kwnames {
		v := args[npos+i]
		slot := code.paramSlot(name, code.PosOnlyCount, nparams)
		if slot < 0 {
			if kwdict != nil {
				if room != nil {
					if err := kwdict.growInto(th, room); err != nil {
						return err
					}
					room = nil
				}
				if err := kwdict.setStr(th, name, v); err != nil {
					return err
				}
				continue
			}
			for j := 0; j < code.PosOnlyCount; j++ {
				if code.Locals[j] == name.s {
					posonlyPassed = append(posonlyPassed, name.s)
				}
			}
			if len(posonlyPassed) > 0 {
				continue
			}
			return newError(TypeErrorType, fn.qualname+"() got an unexpected keyword argument '"+name.s+"'")
		}
		if slots[slot].obj != nil {
			return newError(TypeErrorType, fn.qualname+"() got multiple values for argument '"+name.s+"'")
		}
		slots[slot] = v
	}
	if len(posonlyPassed) > 0 {
		return newError(TypeErrorType, fn.qualname+"() got some positional-only arguments passed as keyword arguments: '"+strings.Join(posonlyPassed, ", ")+"'")
	}
	if npos > argc && varargsSlot < 0 { // after the keywords' errors, as CPython
		return tooManyPositional(fn, npos, nkw, kwnames, args)
	}
	return bindDefaults(fn, slots, npos)
}

// bindDefaults gives the parameters after the npos positional ones that
// no argument filled their defaults, or words the error of the missing.
func bindDefaults(fn *Function, slots []Value, npos int) error {
	code := fn.code
	argc := code.ArgCount
	nparams := argc + code.KwOnlyCount
	ndef := len(fn.defaults)
	var missing []string
	for i := npos; i < argc; i++ {
		if slots[i].obj != nil {
			continue
		}
		if d := i - (argc - ndef); d >= 0 {
			slots[i] = fn.defaults[d]
		} else {
			missing = append(missing, code.Locals[i])
		}
	}
	if len(missing) > 0 {
		return missingArgs(fn, "positional", missing)
	}
	for i := argc; i < nparams; i++ {
		if slots[i].obj != nil {
			continue
		}
		if kwd := fn.kwdefaults(); kwd != nil {
			if v, ok := kwd.getStr(code.locals[i]); ok {
				slots[i] = v
				continue
			}
		}
		missing = append(missing, code.Locals[i])
	}
	if len(missing) > 0 {
		return missingArgs(fn, "keyword-only", missing)
	}
	return nil
}

// bindKeywords is the usual call with keywords (f(x, key=v)) of a function
// without *args or **kwargs: it copies the positional arguments and puts
// each keyword's in the parameter it names, unless a name is not one of
// the parameters left after the positional ones. Then it clears the
// slots and returns false, leaving the error to bindArgs's general path.
func bindKeywords(code *Code, slots []Value, args []Value, kwnames []*Str) bool {
	npos := len(args) - len(kwnames)
	nparams := code.ArgCount + code.KwOnlyCount
	copyValues(slots, args[:npos])
	for i, name := range kwnames {
		j := code.paramSlot(name, max(npos, code.PosOnlyCount), nparams)
		if j < 0 || slots[j].obj != nil {
			clearValues(slots[:nparams])
			return false
		}
		slots[j] = args[npos+i]
	}
	return true
}

// paramSlot returns the slot of the parameter in [lo, hi) named name, or
// -1. Names are interned, so comparing pointers almost always finds it;
// comparing strings (a runtime call for names of equal length) is the
// fallback for a name that is not.
func (code *Code) paramSlot(name *Str, lo, hi int) int {
	for j := lo; j < hi; j++ {
		if code.locals[j] == name {
			return j
		}
	}
	for j := lo; j < hi; j++ {
		if code.Locals[j] == name.s {
			return j
		}
	}
	return -1
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return itoa(int64(n)) + " " + word + "s"
}

func tooManyPositional(fn *Function, npos, nkw int, kwnames []*Str, args []Value) error {
	code := fn.code
	argc := code.ArgCount
	ndef := len(fn.defaults)
	var takes string
	if ndef > 0 {
		takes = "from " + itoa(int64(argc-ndef)) + " to " + itoa(int64(argc)) + " positional arguments"
	} else {
		takes = plural(argc, "positional argument")
	}
	given := itoa(int64(npos))
	kwonlyGiven := 0
	for _, k := range kwnames {
		for j := argc; j < argc+code.KwOnlyCount; j++ {
			if code.Locals[j] == k.s {
				kwonlyGiven++
			}
		}
	}
	verb := " were given"
	if npos == 1 && kwonlyGiven == 0 {
		verb = " was given"
	}
	if kwonlyGiven > 0 {
		given += " positional argument" + pluralS(npos) + " (and " + plural(kwonlyGiven, "keyword-only argument") + ")"
		verb = " were given"
		if npos+kwonlyGiven == 1 {
			verb = " was given"
		}
	}
	return newError(TypeErrorType, fn.qualname+"() takes "+takes+" but "+given+verb)
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func missingArgs(fn *Function, kind string, names []string) error {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + n + "'"
	}
	var list string
	switch len(quoted) {
	case 1:
		list = quoted[0]
	case 2:
		list = quoted[0] + " and " + quoted[1]
	default:
		list = strings.Join(quoted[:len(quoted)-1], ", ") + ", and " + quoted[len(quoted)-1]
	}
	return newError(TypeErrorType, fn.qualname+"() missing "+plural(len(names), "required "+kind+" argument")+": "+list)
}

// bindMethod binds a class attribute found on an instance's type, applying
// the descriptor rules of functions, classmethods and staticmethods.
func bindMethod(attr Value, self Value) Value {
	switch a := attr.obj.(type) {
	case *Function:
		return ObjectValue(&BoundMethod{fn: attr, self: self})
	case *Builtin:
		if a.owner != nil && a.self.obj == nil {
			return ObjectValue(&Builtin{name: a.name, fn: a.fn, self: self, owner: a.owner})
		}
	case *StaticMethod:
		return a.fn
	case *ClassMethod:
		return ObjectValue(&BoundMethod{fn: a.fn, self: ObjectValue(self.Type())})
	}
	return attr
}

// callArgs is call with positional arguments. A Python function takes
// them as they are (callFunction only reads them, so the variadic vector
// stays on the Go stack); other callables get a vector carved from the
// value stack, as call lets args escape to the heap.
func (th *Thread) callArgs(fn Value, args ...Value) (Value, error) {
	if f, ok := fn.obj.(*Function); ok {
		return th.callFunction(f, args, nil)
	}
	full := th.allocFrame(len(args))
	copy(full, args)
	r, err := th.call(fn, full, nil)
	th.freeFrame(full)
	return r, err
}

// loadMethodCall is LOAD_METHOD (arg, at pc-1) at a site whose call
// follows, after loads of its arguments only (see markCallAhead), the
// receiver being on the value stack below sp. When the method is built in
// and the loads find their values, the call runs at once, without the
// dispatches of the loads and the call but charged their cycles
// (xs.append(x), d.get(k, 0), s.split(), math.sqrt(x)): its result
// replaces the receiver and the pc after CALL_METHOD comes back with its
// error. Otherwise LOAD_METHOD's two values replace the receiver and pc
// comes back unchanged.
func (th *Thread) loadMethodCall(f *frame, caches []inlineCache, sp, arg, pc int) (int, error) {
	slot := f.locals[len(f.code.Locals)+sp-1:]
	n := arg>>aheadShift - 1
	ic := &caches[f.code.cacheSlot[pc-1]]
	e := &ic[0]
	if e.kind != cacheBuiltinMethod || e.typ != slot[0].obj.Type() {
		name := f.code.names[arg&nameMask]
		if m, ok := slot[0].obj.(*Module); ok {
			// A module's built-in function (math.sqrt(x)), unbound: called
			// as a global's (see callGlobalAhead).
			if v, ok := moduleAttrCached(ic, m, name); ok {
				if b, ok := v.obj.(*Builtin); ok {
					if cost, ok := loadArgs(f, caches, slot[1:n+1], pc); ok {
						return pc + n + 1, th.callBuiltinAt(b, slot[:n+1], cost+int64(opCost[c.CALL_METHOD]))
					}
				}
			}
		}
		return th.loadMethodThenCall(f, caches, slot, n, name, pc)
	}
	// The cache's hit, written out: a method of the receiver's built-in type.
	b := e.attr.obj.(*Builtin)
	args := slot[:n+1]
	cost, ok := loadArgs(f, caches, args[1:], pc)
	if !ok {
		slot[0], slot[1] = e.attr, slot[0]
		return pc, nil
	}
	fn := b.fn
	if m := b.direct; m != nil && m.t == e.typ && n >= m.lo && n <= m.hi {
		fn = m.fn // its checks would pass: the receiver is of its type
	}
	if err := th.charge(cost + int64(opCost[c.CALL_METHOD]) + costCallBuiltin); err != nil {
		clearValues(args[1:])
		return pc + n + 1, err
	}
	th.newGen = nil // see markLoopOwned
	r, err := fn(th, args, nil)
	clearValues(args[1:])
	slot[0] = r
	return pc + n + 1, err
}

// returnsOf classifies the body of a function of one parameter that is a
// single return of a constant, the parameter, one of its attributes or
// its item at a constant int.
func returnsOf(code *Code) (returnKind, int64) {
	ins := code.Code.Code
	var kind returnKind
	switch {
	case code.simpleArgs != 1:
	case len(ins) == 2 && c.Opcode(ins[0]) == c.LOAD_CONST && ins[1] == c.Encode(c.RETURN_VALUE, 0):
		kind = returnsConst
	case len(ins) == 2 && ins[0] == c.Encode(c.LOAD_FAST, 0) && ins[1] == c.Encode(c.RETURN_VALUE, 0):
		kind = returnsArg
	case len(ins) == 3 && ins[0] == c.Encode(c.LOAD_FAST, 0) && c.Opcode(ins[1]) == c.LOAD_ATTR && ins[2] == c.Encode(c.RETURN_VALUE, 0):
		kind = returnsAttr
	case len(ins) == 4 && ins[0] == c.Encode(c.LOAD_FAST, 0) && c.Opcode(ins[1]) == c.LOAD_CONST &&
		code.consts[ins[1]>>8].isSmallInt() && ins[2] == c.Encode(c.BINARY_SUBSCR, 0) && ins[3] == c.Encode(c.RETURN_VALUE, 0):
		kind = returnsItem
	}
	var cost int64
	for _, i := range ins {
		cost += int64(opCost[c.Opcode(i)])
	}
	return kind, cost
}

// inlineReturn is a call of fn, whose body is a single return (see
// returnsOf), with the argument self, run without a frame: a getter's
// `return self.x` when the function's inline cache has the attribute,
// `lambda r: r[1]` on a list or tuple that has the item, `return True`.
// It charges the cycles of fn's instructions, and reports false (charging
// nothing) when the call must run, to raise or to fill the cache.
func (th *Thread) inlineReturn(fn *Function, self Value) (Value, bool) {
	code := fn.code
	if th.finalizers || th.depth >= th.maxDepth || th.cycles < code.returnsCost {
		return Value{}, false
	}
	var v Value
	switch code.returns {
	case returnsConst:
		v = code.consts[code.Code.Code[0]>>8]
	case returnsArg:
		v = self
	case returnsAttr:
		inst, ok := self.obj.(*Instance)
		caches := th.fn(fn).caches
		if !ok || caches == nil {
			return Value{}, false
		}
		if v, ok = caches[code.cacheSlot[1]].fastAttr(inst); !ok {
			return Value{}, false
		}
	case returnsItem: // a list's or tuple's item, as BINARY_SUBSCR's fast case
		var items []Value
		switch o := self.obj.(type) {
		case *List:
			items = o.items
		case *Tuple:
			items = o.items
		}
		k := code.consts[code.Code.Code[1]>>8].small()
		if k < 0 {
			k += int64(len(items))
		}
		if k < 0 || k >= int64(len(items)) {
			return Value{}, false
		}
		v = items[k]
	default:
		return Value{}, false
	}
	th.cycles -= code.returnsCost
	return v, true
}

// methodAhead reports whether loadMethodCall may find a built-in method
// on obj: not on an instance of a class or a super object, whose methods
// run their own calls.
func methodAhead(obj Value) bool {
	switch obj.obj.(type) {
	case *Instance, *Super:
		return false
	}
	return true
}

// loadMethodThenCall is loadMethodCall through the general LOAD_METHOD,
// slot being the value stack from the receiver up and n the number of the
// call's arguments.
func (th *Thread) loadMethodThenCall(f *frame, caches []inlineCache, slot []Value, n int, name *Str, pc int) (int, error) {
	obj := slot[0]
	meth, self, err := loadMethodCached(th, &caches[f.code.cacheSlot[pc-1]], obj, name)
	if err != nil {
		attributeErrorContext(err, obj, name)
	} else if b, ok := meth.obj.(*Builtin); ok {
		if cost, ok := loadArgs(f, caches, slot[1:n+1], pc); ok {
			args := slot[1 : n+1] // unbound: a module's function
			if self.obj != nil {
				args = slot[:n+1]
			}
			return pc + n + 1, th.callBuiltinAhead(b, slot[:n+1], args, cost+int64(opCost[c.CALL_METHOD]))
		}
	}
	slot[0], slot[1] = meth, self
	return pc, err
}

// callGlobalAhead ends LOAD_GLOBAL (arg, at pc-1) at a site whose call
// follows after loads of its arguments only (see markCallAhead), the
// global pushed at sp being built in: when the loads find their values,
// the call runs at once (abs(x), isinstance(x, int)), as
// loadMethodCall's, its result replacing the global.
func (th *Thread) callGlobalAhead(f *frame, caches []inlineCache, sp, arg, pc int) (int, error) {
	n := arg>>aheadShift - 1
	nlocals := len(f.code.Locals)
	slot := f.locals[nlocals+sp : nlocals+sp+n+1]
	b := slot[0].obj.(*Builtin)
	cost, ok := loadArgs(f, caches, slot[1:], pc)
	if !ok {
		return pc, nil
	}
	return pc + n + 1, th.callBuiltinAt(b, slot, cost+int64(opCost[c.CALL]))
}

// callBuiltinAt calls b with the arguments slot[1:] the loads a call site
// skipped left there, cost being their and the call's cycles; the result
// goes to slot[0].
func (th *Thread) callBuiltinAt(b *Builtin, slot []Value, cost int64) error {
	if b.self.obj != nil || b.direct != nil {
		return th.callBuiltinAhead(b, slot, slot[1:], cost)
	}
	// callBuiltin's work for a function.
	if err := th.charge(cost + costCallBuiltin); err != nil {
		clearValues(slot[1:])
		return err
	}
	th.newGen = nil // see markLoopOwned
	var r Value
	var err error
	switch n := len(slot) - 1; {
	case b == lenFunc && n == 1: // the commonest, its argument count known
		var k int
		k, err = length(th, slot[1])
		r = Int(int64(k))
	case b == isinstanceFunc && n == 2:
		if is, ok := plainIsInstance(slot[1], slot[2]); ok {
			r = Bool(is)
			break
		}
		fallthrough
	default:
		r, err = b.fn(th, slot[1:], nil)
	}
	clearValues(slot[1:])
	slot[0] = r
	return err
}

// loadArgs copies into args the values the loads from pc push (a fused
// load standing for its first instruction) and returns their cycles,
// unless one is of an unbound local (LOAD_FAST raises), a str accumulator
// or a global its cache does not hold.
func loadArgs(f *frame, caches []inlineCache, args []Value, pc int) (int64, bool) {
	code := f.code
	var cost int64
	for i := range args {
		op, arg := c.Decode(code.insts[pc+i])
		var v Value
		switch op {
		case c.LOAD_CONST:
			v = code.consts[arg]
		case c.LOAD_GLOBAL:
			v = cachedGlobal(&caches[code.cacheSlot[pc+i]], f.globals)
		default:
			v, op = f.locals[arg], c.LOAD_FAST
		}
		if !plainLocal(v) {
			clearValues(args[:i])
			return 0, false
		}
		args[i] = v
		cost += int64(opCost[op])
	}
	return cost, true
}

// callBuiltinAhead is the call the paths above run: b(*args), args being
// the arguments' part of loaded, the callable's or receiver's place on
// the value stack followed by the arguments'; cost is the cycles of the
// instructions skipped. The result goes to loaded[0].
func (th *Thread) callBuiltinAhead(b *Builtin, loaded, args []Value, cost int64) error {
	if err := th.charge(cost); err != nil {
		clearValues(loaded[1:])
		return err
	}
	th.newGen = nil // see markLoopOwned
	r, err := th.callBuiltin(b, args, nil)
	clearValues(loaded[1:])
	loaded[0] = r
	return err
}
