package pvm

import (
	"math"
	"math/bits"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// Superinstructions. When a Program is loaded, the first instruction of
// some frequent pairs is replaced by a fused opcode that also performs the
// instruction after it, saving a dispatch. The second instruction stays in
// place (so jumps to it still work) and the fused opcode reads its argument
// from there. A fused opcode costs exactly the cycles of the pair, and when
// its fast case does not apply it runs as its first instruction alone,
// refunding the second's cycles: metering never changes.
const (
	opLoadFastLoadFast   c.Opcode = c.FirstFused + iota // LOAD_FAST a; LOAD_FAST b
	opLoadFastLoadConst                                 // LOAD_FAST a; LOAD_CONST k
	opStoreFastLoadFast                                 // STORE_FAST a; LOAD_FAST b
	opCompareJumpIfFalse                                // COMPARE_OP; POP_JUMP_IF_FALSE
	opCompareJumpIfTrue                                 // COMPARE_OP; POP_JUMP_IF_TRUE
	opMulAddAnd                                         // BINARY_OP *; LOAD_CONST; BINARY_OP +; LOAD_CONST; BINARY_OP & or %
	opBuildUnpack                                       // BUILD_TUPLE n; UNPACK_SEQUENCE n (a, b = b, a)
	opLoadFastAttr                                      // LOAD_FAST a; LOAD_ATTR name (self.x)
	opLoadFastMethod                                    // LOAD_FAST a; LOAD_METHOD name (self.m())
	opLoadFastStoreAttr                                 // LOAD_FAST a; STORE_ATTR name (self.x = v)
	opAddConstLocal                                     // LOAD_FAST_ACC a; LOAD_CONST k; INPLACE_ADD_FAST a (i += 1)
	opJumpForIter                                       // JUMP to a FOR_ITER (a for loop's back edge)
	opLoadFastSubscr                                    // LOAD_FAST a; LOAD_FAST i or LOAD_CONST k; BINARY_SUBSCR (a[i])
	opLoadGlobalAttr                                    // LOAD_GLOBAL; LOAD_ATTR (Color.RED)
	opLoadFastMethodCall                                // LOAD_FAST a; LOAD_METHOD name; CALL_METHOD 0 (self.m())

	// BINARY_OP specialised to its operator (and its in-place form), so
	// that int and float arithmetic runs without a second dispatch on the
	// operator: a single instruction, charged as BINARY_OP. opAdd to
	// opTrueDiv, in this order, also have a float case (run tests op <=
	// opTrueDiv).
	opAdd
	opSub
	opMul
	opTrueDiv
	opAnd
	opOr
	opXor

	opBuiltinLocal    // LOAD_GLOBAL f; LOAD_FAST a; CALL 1, f a built-in function or type (len(a), abs(a), type(a))
	opIsInstanceLocal // LOAD_GLOBAL isinstance; LOAD_FAST a; LOAD_GLOBAL t; CALL 2 (isinstance(a, T))
	opAppendLocal     // LOAD_FAST a; LOAD_METHOD append; LOAD_FAST b or LOAD_CONST k; CALL_METHOD 1; POP_TOP
)

// The fused opcodes must fit the numbers the compiler reserves for them.
const _ = c.LastFused - opAppendLocal

// arithOps maps the operators with a specialised opcode to it.
var arithOps = [c.NumBinaryOps]c.Opcode{c.OpAdd: opAdd, c.OpSub: opSub, c.OpMul: opMul, c.OpTrueDiv: opTrueDiv,
	c.OpAnd: opAnd, c.OpOr: opOr, c.OpXor: opXor}

// fusedPairs lists each fused opcode with the pair it stands for.
var fusedPairs = [...]struct{ fused, first, second c.Opcode }{
	{opLoadFastLoadFast, c.LOAD_FAST, c.LOAD_FAST},
	{opLoadFastLoadConst, c.LOAD_FAST, c.LOAD_CONST},
	{opStoreFastLoadFast, c.STORE_FAST, c.LOAD_FAST},
	{opCompareJumpIfFalse, c.COMPARE_OP, c.POP_JUMP_IF_FALSE},
	{opCompareJumpIfTrue, c.COMPARE_OP, c.POP_JUMP_IF_TRUE},
	{opLoadFastAttr, c.LOAD_FAST, c.LOAD_ATTR},
	{opLoadFastMethod, c.LOAD_FAST, c.LOAD_METHOD},
	{opLoadFastStoreAttr, c.LOAD_FAST, c.STORE_ATTR},
	{opLoadGlobalAttr, c.LOAD_GLOBAL, c.LOAD_ATTR},
}

func init() {
	for _, p := range fusedPairs {
		opCost[p.fused] = opCost[p.first] + opCost[p.second]
	}
	// Charged as its first instruction; the fast case charges the rest.
	opCost[opMulAddAnd] = opCost[c.BINARY_OP]
	opCost[opBuildUnpack] = opCost[c.BUILD_TUPLE] + opCost[c.UNPACK_SEQUENCE]
	opCost[opAddConstLocal] = opCost[c.LOAD_FAST_ACC] + opCost[c.LOAD_CONST] + opCost[c.INPLACE_ADD_FAST]
	opCost[opJumpForIter] = opCost[c.JUMP] + opCost[c.FOR_ITER]
	opCost[opLoadFastSubscr] = opCost[c.LOAD_FAST] + opCost[c.LOAD_CONST] + opCost[c.BINARY_SUBSCR]
	opCost[opLoadFastMethodCall] = opCost[c.LOAD_FAST] + opCost[c.LOAD_METHOD] + opCost[c.CALL_METHOD]
	opCost[opBuiltinLocal] = opCost[c.LOAD_GLOBAL] + opCost[c.LOAD_FAST] + opCost[c.CALL]
	opCost[opIsInstanceLocal] = opCost[c.LOAD_GLOBAL] + opCost[c.LOAD_FAST] + opCost[c.LOAD_GLOBAL] + opCost[c.CALL]
	opCost[opAppendLocal] = opCost[c.LOAD_FAST] + opCost[c.LOAD_METHOD] + opCost[c.LOAD_FAST] + opCost[c.CALL_METHOD] + opCost[c.POP_TOP]
	for _, op := range arithOps {
		if op != 0 {
			opCost[op] = opCost[c.BINARY_OP]
		}
	}
}

// unpackIntoLocals marks an UNPACK_SEQUENCE whose items all go to local
// variables, by as many STORE_FASTs after it (`a, b = pair`): when the
// sequence is a tuple or list of the right length, it stores them itself
// and skips those instructions, charging their cycles.
const unpackIntoLocals = 1 << 23

// allStoreFast reports whether every instruction in code is a STORE_FAST.
func allStoreFast(code []uint32) bool {
	for _, ins := range code {
		if c.Opcode(ins) != c.STORE_FAST {
			return false
		}
	}
	return true
}

// fuse returns the instruction stream the interpreter runs for code, whose
// instructions' names are names.
func fuse(code []uint32, names []string) []uint32 {
	out := make([]uint32, len(code))
	copy(out, code)
	for pc := 0; pc+1 < len(code); pc++ {
		a, arg := c.Decode(code[pc])
		b, _ := c.Decode(code[pc+1])
		for _, p := range fusedPairs {
			if p.first == a && p.second == b {
				out[pc] = c.Encode(p.fused, arg)
			}
		}
		if isBinary(code[pc], c.OpMul) && pc+4 < len(code) &&
			code[pc+1]&0xff == uint32(c.LOAD_CONST) && code[pc+3]&0xff == uint32(c.LOAD_CONST) &&
			isBinary(code[pc+2], c.OpAdd) && (isBinary(code[pc+4], c.OpAnd) || isBinary(code[pc+4], c.OpMod)) {
			out[pc] = c.Encode(opMulAddAnd, arg)
		}
		if a == c.BUILD_TUPLE && code[pc+1] == c.Encode(c.UNPACK_SEQUENCE, arg) {
			out[pc] = c.Encode(opBuildUnpack, arg)
		}
		if a == c.UNPACK_SEQUENCE && arg > 0 && arg < unpackIntoLocals && pc+arg < len(code) && allStoreFast(code[pc+1:pc+1+arg]) {
			out[pc] = c.Encode(c.UNPACK_SEQUENCE, arg|unpackIntoLocals)
		}
		if a == c.JUMP && arg < len(code) && code[arg]&0xff == uint32(c.FOR_ITER) {
			out[pc] = c.Encode(opJumpForIter, arg)
		}
		if a == c.LOAD_FAST && (b == c.LOAD_FAST || b == c.LOAD_CONST) && pc+2 < len(code) && code[pc+2] == c.Encode(c.BINARY_SUBSCR, 0) {
			out[pc] = c.Encode(opLoadFastSubscr, arg)
		}
		if a == c.LOAD_FAST && b == c.LOAD_METHOD && pc+2 < len(code) && code[pc+2] == c.Encode(c.CALL_METHOD, 0) {
			out[pc] = c.Encode(opLoadFastMethodCall, arg)
		}
		if a == c.LOAD_FAST && b == c.LOAD_METHOD && names[code[pc+1]>>8] == "append" && pc+4 < len(code) &&
			(c.Opcode(code[pc+2]) == c.LOAD_FAST || c.Opcode(code[pc+2]) == c.LOAD_CONST) &&
			code[pc+3] == c.Encode(c.CALL_METHOD, 1) && code[pc+4] == c.Encode(c.POP_TOP, 0) {
			out[pc] = c.Encode(opAppendLocal, arg)
		}
		markCallAhead(out, code, pc)
		// Whether the name is the built-in is known when these run. The
		// mark markCallAhead set stays, for when it is not.
		if a == c.LOAD_GLOBAL && (isBuiltinFunction(names[arg]) || names[arg] == "type") && b == c.LOAD_FAST && pc+2 < len(code) && code[pc+2] == c.Encode(c.CALL, 1) {
			out[pc] = c.Encode(opBuiltinLocal, int(out[pc]>>8))
		}
		if a == c.LOAD_GLOBAL && names[arg] == "isinstance" && b == c.LOAD_FAST && pc+3 < len(code) &&
			c.Opcode(code[pc+2]) == c.LOAD_GLOBAL && code[pc+3] == c.Encode(c.CALL, 2) {
			out[pc] = c.Encode(opIsInstanceLocal, int(out[pc]>>8))
		}
		if a == c.LOAD_FAST_ACC && b == c.LOAD_CONST && pc+2 < len(code) && code[pc+2] == c.Encode(c.INPLACE_ADD_FAST, arg) {
			out[pc] = c.Encode(opAddConstLocal, arg)
		}
	}
	// A pair must not take the first instruction of a fusion of three
	// that follows it: for `x = y; a[i]` STORE_FAST then a[i] is two
	// dispatches, `x = y` then LOAD_CONST and BINARY_SUBSCR three.
	for pc := 0; pc+1 < len(code); pc++ {
		if op := c.Opcode(out[pc]); op != c.Opcode(code[pc]) && isFusedPair(op) && fusesThree(c.Opcode(out[pc+1])) {
			out[pc] = code[pc]
		}
	}
	for pc, ins := range code {
		if op, arg := c.Decode(ins); op == c.BINARY_OP && out[pc] == ins {
			if s := arithOps[c.BinaryOp(arg)%c.OpInplace]; s != 0 {
				out[pc] = c.Encode(s, arg)
			}
		}
	}
	return out
}

// isFusedPair reports whether op is one of fusedPairs.
func isFusedPair(op c.Opcode) bool {
	for _, p := range fusedPairs {
		if p.fused == op {
			return true
		}
	}
	return false
}

// fusesThree reports whether op stands for three or more instructions.
func fusesThree(op c.Opcode) bool {
	switch op {
	case opLoadFastSubscr, opLoadFastMethodCall, opAddConstLocal, opMulAddAnd, opBuiltinLocal, opIsInstanceLocal, opAppendLocal:
		return true
	}
	return false
}

// A LOAD_METHOD or LOAD_GLOBAL whose call follows after nothing but loads
// of locals, constants and globals (xs.append(x), d.get(k, 0), abs(x),
// isinstance(x, int)) carries above its name's index in the fused stream
// 1 + the number of those loads: its slow path may run the call at once
// (see loadMethodCall and callGlobalAhead), reading the arguments from the
// loads' places. The name's index is arg & nameMask.
const (
	aheadShift   = 20
	nameMask     = 1<<aheadShift - 1
	maxArgsAhead = 3
)

// markCallAhead sets the mark of the instruction at pc of out if it is
// one of the above.
func markCallAhead(out, code []uint32, pc int) {
	op, name := c.Decode(code[pc])
	call := c.CALL
	switch {
	case name > nameMask:
		return
	case op == c.LOAD_METHOD:
		call = c.CALL_METHOD
	case op != c.LOAD_GLOBAL:
		return
	}
	for n := 0; n <= maxArgsAhead && pc+1+n < len(code); n++ {
		switch next, arg := c.Decode(code[pc+1+n]); next {
		case c.LOAD_FAST, c.LOAD_CONST, c.LOAD_GLOBAL:
			continue
		case call:
			if arg == n {
				out[pc] = c.Encode(op, name|(n+1)<<aheadShift)
			}
		}
		return
	}
}

// isBuiltinFunction reports whether name is a built-in function's (not a
// class's, such as int or str, whose calls construct).
func isBuiltinFunction(name string) bool {
	v, ok := builtinsDict.GetString(name)
	if !ok {
		return false
	}
	_, ok = v.obj.(*Builtin)
	return ok
}

// builtinOfLocal runs opBuiltinLocal or opIsInstanceLocal at pc (after
// its dispatch) with the value stack of f at sp: f(x), type(x) or
// isinstance(x, T) of a local, when the global is a built-in function or
// type itself (and T a global class, or tuple of classes, without an
// __instancecheck__ hook), without dispatches for the loads and the call,
// which were charged, the call's own charge as callGlobalAhead's. For
// anything else the instructions after LOAD_GLOBAL are refunded and it
// runs as LOAD_GLOBAL does.
func (th *Thread) builtinOfLocal(f *frame, caches []inlineCache, stack []Value, sp int, op c.Opcode, arg, pc int) (int, int, error) {
	code := f.code
	x := f.locals[code.insts[pc]>>8]
	fn := cachedGlobal(&caches[code.cacheSlot[pc-1]], f.globals)
	switch {
	case !plainLocal(x):
	case op == opBuiltinLocal && fn.obj == Object(TypeType):
		pc += 2 // type(x) costs the call alone, as in typeCall
		th.newGen = nil
		stack[sp] = ObjectValue(x.Type())
		return pc, sp + 1, nil
	case op == opBuiltinLocal:
		b, ok := fn.obj.(*Builtin)
		if !ok || b.self.obj != nil || b.direct != nil {
			break
		}
		pc += 2
		if err := th.charge(costCallBuiltin); err != nil {
			return pc, sp, err
		}
		th.newGen = nil // see markLoopOwned
		var err error
		if b == lenFunc {
			var n int
			n, err = length(th, x)
			stack[sp] = Int(int64(n))
		} else {
			stack[sp] = x
			stack[sp], err = b.fn(th, stack[sp:sp+1], nil)
		}
		return pc, sp + 1, err
	case fn.obj == Object(isinstanceFunc):
		if is, ok := plainIsInstance(x, cachedGlobal(&caches[code.cacheSlot[pc+1]], f.globals)); ok {
			pc += 3
			if err := th.charge(costCallBuiltin); err != nil {
				return pc, sp, err
			}
			stack[sp] = Bool(is)
			return pc, sp + 1, nil
		}
	}
	th.cycles += int64(opCost[op] - opCost[c.LOAD_GLOBAL])
	// LOAD_GLOBAL, its call run at once for a built-in, as in run.
	name := code.names[arg&nameMask]
	if fn.obj == nil {
		var ok bool
		if fn, ok = loadGlobalCached(&caches[code.cacheSlot[pc-1]], f.globals, name); !ok {
			return pc, sp, nameError(name.s, code, f.globals)
		}
	}
	stack[sp] = fn
	sp++
	if _, ok := fn.obj.(*Builtin); ok && arg > nameMask {
		var err error
		pc, err = th.callGlobalAhead(f, caches, sp-1, arg, pc)
		return pc, sp, err
	}
	return pc, sp, nil
}

// appendLocal runs opAppendLocal at pc (after its dispatch) with the
// value stack of f at sp: xs.append(v) as a statement, v a local or a
// constant, on a list or a deque, without dispatches for the method, the
// argument, the call and the POP_TOP, which were charged, the call's own
// charge as loadMethodCall's; for another receiver, LOAD_FAST and then,
// as in its slow case, the method's load and call at once when they can.
func (th *Thread) appendLocal(f *frame, caches []inlineCache, stack []Value, sp, arg, pc int) (int, int, error) {
	code := f.code
	x := f.locals[arg]
	l, isList := x.obj.(*List)
	d, isDeque := x.obj.(*Deque)
	if isList || isDeque {
		ai := code.insts[pc+1]
		var v Value
		if c.Opcode(ai) == c.LOAD_CONST {
			v = code.consts[ai>>8]
		} else {
			v = f.locals[ai>>8]
		}
		if plainLocal(v) {
			if err := th.charge(costCallBuiltin + int64(opCost[c.Opcode(ai)]) - int64(opCost[c.LOAD_FAST])); err != nil {
				return pc + 3, sp, err
			}
			th.newGen = nil // see markLoopOwned
			var err error
			if isList {
				err = l.append(th, v)
			} else {
				err = d.pushRight(th, v)
			}
			if err != nil {
				return pc + 3, sp, err
			}
			return pc + 4, sp, nil
		}
	}
	th.cycles += int64(opCost[c.LOAD_METHOD] + opCost[c.LOAD_FAST] + opCost[c.CALL_METHOD] + opCost[c.POP_TOP])
	if x.obj == nil {
		if err := f.loadEmptySlot(arg); err != nil {
			return pc, sp, err
		}
		x = f.locals[arg]
	}
	v, err := loadLocal(th, x)
	stack[sp] = v
	sp++
	if m := int(code.insts[pc] >> 8); err == nil && m > nameMask && methodAhead(v) {
		pc++
		if err = th.charge(int64(opCost[c.LOAD_METHOD])); err != nil {
			return pc, sp, err
		}
		next := pc
		if pc, err = th.loadMethodCall(f, caches, sp, m, pc); pc == next {
			sp++
		}
	}
	return pc, sp, err
}

// isBinary reports whether ins is BINARY_OP op (with any temporary flags).
func isBinary(ins uint32, op c.BinaryOp) bool {
	code, arg := c.Decode(ins)
	return code == c.BINARY_OP && c.BinaryOp(arg) == op
}

// mulAddAnd is the fast case of opMulAddAnd: (a * b + k1) & k2 (or % k2
// when mod) on
// non-negative ints, a and b of at most 64 bits, the sum of at most 128
// (the step of 64-bit hashing and random-number code). It does the
// metering of the three operations (their instructions' cycles after the
// first, big-int limb charges, the allocation of each result that is not a
// small int) without allocating the intermediate results, and only when
// none of it can run out of cycles or start a memory census, so that
// nothing observable differs from running the five instructions. extra is
// the cycles to charge on top of the first instruction's.
func (th *Thread) mulAddAnd(a, b, k1, k2 Value, mod bool, budget int64) (v Value, extra int64, ok bool) {
	if !plainInt(a) || !plainInt(b) || !plainInt(k1) || !plainInt(k2) {
		return Value{}, 0, false
	}
	al, ah, ok1 := u128(a)
	bl, bh, ok2 := u128(b)
	k1l, k1h, ok3 := u128(k1)
	k2l, k2h, ok4 := u128(k2)
	if !ok1 || !ok2 || !ok3 || !ok4 || ah != 0 || bh != 0 {
		return Value{}, 0, false
	}
	ph, pl := bits.Mul64(al, bl)
	sl, carry := bits.Add64(pl, k1l, 0)
	sh, carry := bits.Add64(ph, k1h, carry)
	if carry != 0 {
		return Value{}, 0, false
	}
	rl, rh := sl&k2l, sh&k2h
	if mod {
		switch {
		case k2h == 0 && k2l != 0:
			rl, rh = bits.Rem64(sh%k2l, sl, k2l), 0
		case k2l == 0 && k2h != 0 && k2h&(k2h-1) == 0: // a power of two
			rl, rh = sl, sh&(k2h-1)
		default:
			return Value{}, 0, false
		}
	}
	extra = int64(opCost[c.LOAD_CONST])*2 + int64(opCost[c.BINARY_OP])*2
	if n := max(limbs128(ph), intLimbs(k1)); n > 1 {
		extra += n
	}
	if n := limbs128(sh) * intLimbs(k2); mod && n > 1 {
		extra += n
	} else if n := max(limbs128(sh), intLimbs(k2)); !mod && n > 1 {
		extra += n
	}
	np, ns := intResultSize(pl, ph), intResultSize(sl, sh)
	m := &th.mem
	if used := m.used + np + ns + intResultSize(rl, rh); budget < extra || used > m.next || used > m.limit {
		return Value{}, 0, false
	}
	for _, n := range [2]int64{np, ns} {
		if n > 0 {
			m.used += n
			m.peak = max(m.peak, m.used)
		}
	}
	v, err := th.u128Result(rl, rh, false)
	if err != nil { // cannot happen: checked above
		return Value{}, 0, false
	}
	return v, extra, true
}

// plainInt reports whether v is an int (not a bool or a subclass).
func plainInt(v Value) bool {
	switch v.obj.(type) {
	case intKind, *BigInt:
		return true
	}
	return false
}

// limbs128 is intLimbs of a non-negative int whose high word is hi.
func limbs128(hi uint64) int64 {
	if hi != 0 {
		return 2
	}
	return 1
}

// intResultSize is the bytes accounted for an int result of magnitude
// hi:lo: none for a small int.
func intResultSize(lo, hi uint64) int64 {
	switch {
	case hi == 0 && lo <= math.MaxInt64:
		return 0
	case hi == 0:
		return objectHeader + 8
	}
	return objectHeader + 16
}

// plainLocal reports whether a local slot holds an ordinary value that
// LOAD_FAST may push as it is.
func plainLocal(v Value) bool {
	if v.obj == nil {
		return false
	}
	_, acc := v.obj.(*strAccum)
	return !acc
}
