package pvm

import (
	"math"
	"slices"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// frame is one activation of a code object.
type frame struct {
	code    *Code
	fn      *Function
	globals *Dict
	ns      *Dict   // class body namespace (FlagClassBody)
	locals  []Value // frame slots followed by the operand stack
	cells   []*Cell
	back    *frame
	pc, sp  int // saved across generator suspensions
	yielded bool
}

// run executes f until it returns, raises, or (for generators) yields.
func (th *Thread) run(f *frame) (result Value, err error) {
	code := f.code
	insts := code.insts
	consts := code.consts
	names := code.names
	nlocals := len(code.Locals)
	locals := f.locals[:nlocals]
	stack := f.locals[nlocals:]
	sp, pc := f.sp, f.pc
	cells := f.cells
	globals := f.globals
	caches := f.fn.cachesOrNil()
	if caches == nil && code.ncaches != 0 {
		caches = frameCaches(th, f)
	}
	cacheSlot := code.cacheSlot

	f.back = th.frame
	th.frame = f
	// Every return below restores th.frame (no defer: this is the hot path).

	// The cycle budget lives in a local while the loop runs the simple
	// instructions below, which never call out; it is written back to the
	// Thread before any other instruction, which may charge cycles itself.
	budget := th.cycles
	for {
		ins := insts[pc]
		pc++
		op := c.Opcode(ins)
		arg := int(ins >> 8)
		budget -= int64(opCost[op])
		if budget < 0 {
			th.cycles = budget
			f.sp = sp
			th.frame = f.back
			return Value{}, th.outOfCycles()
		}
		switch op {
		case c.NOP:
			continue
		case c.POP_TOP:
			if arg != 0 {
				break // a for loop's own iterator: closed below
			}
			sp--
			stack[sp] = Value{}
			continue
		case c.LOAD_CONST:
			stack[sp] = consts[arg]
			sp++
			continue
		case c.LOAD_FAST:
			if v := locals[arg]; v.obj != nil {
				if _, acc := v.obj.(*strAccum); !acc {
					stack[sp] = v
					sp++
					continue
				}
			}
		case c.STORE_FAST:
			sp--
			locals[arg] = stack[sp]
			stack[sp] = Value{}
			continue
		case opLoadFastLoadFast:
			if a, b := locals[arg], locals[insts[pc]>>8]; plainLocal(a) && plainLocal(b) {
				stack[sp], stack[sp+1] = a, b
				sp += 2
				pc++
				continue
			}
			op, budget = c.LOAD_FAST, budget+int64(opCost[c.LOAD_FAST])
		case opLoadFastLoadConst:
			if a := locals[arg]; plainLocal(a) {
				stack[sp], stack[sp+1] = a, consts[insts[pc]>>8]
				sp += 2
				pc++
				continue
			}
			op, budget = c.LOAD_FAST, budget+int64(opCost[c.LOAD_CONST])
		case opLoadFastAttr:
			if inst, ok := locals[arg].obj.(*Instance); ok {
				if v, ok := caches[cacheSlot[pc]].fastAttr(inst); ok {
					stack[sp] = v
					sp++
					pc++
					continue
				}
			}
			op, budget = c.LOAD_FAST, budget+int64(opCost[c.LOAD_ATTR])
		case opLoadFastMethod:
			if inst, ok := locals[arg].obj.(*Instance); ok {
				if m, ok := caches[cacheSlot[pc]].fastMethod(inst); ok {
					stack[sp], stack[sp+1] = m, locals[arg]
					sp += 2
					pc++
					continue
				}
			}
			op, budget = c.LOAD_FAST, budget+int64(opCost[c.LOAD_METHOD])
		case opLoadFastStoreAttr:
			if inst, ok := locals[arg].obj.(*Instance); ok && caches[cacheSlot[pc]].fastStoreAttr(th, inst, stack[sp-1]) {
				sp--
				stack[sp] = Value{}
				pc++
				continue
			}
			op, budget = c.LOAD_FAST, budget+int64(opCost[c.STORE_ATTR])
		case opStoreFastLoadFast:
			sp--
			locals[arg] = stack[sp]
			stack[sp] = Value{}
			if b := locals[insts[pc]>>8]; plainLocal(b) {
				stack[sp] = b
				sp++
				pc++
				continue
			}
			budget += int64(opCost[c.LOAD_FAST]) // the LOAD_FAST runs on its own
			continue
		case opCompareJumpIfFalse, opCompareJumpIfTrue:
			a, b := stack[sp-2], stack[sp-1]
			var r bool
			switch {
			case a.isSmallInt() && b.isSmallInt():
				r = compareMasks[arg]>>intOrder(a.small(), b.small())&1 != 0
			case a.isFloat() && b.isFloat():
				r = compareMasks[arg]>>floatOrder(a.float(), b.float())&1 != 0
			default:
				if o, ok := strOrder(a, b); ok {
					r = compareMasks[arg]>>o&1 != 0
				} else {
					op, budget = c.COMPARE_OP, budget+int64(opCost[c.POP_JUMP_IF_FALSE])
				}
			}
			if op != c.COMPARE_OP {
				sp -= 2
				stack[sp], stack[sp+1] = Value{}, Value{}
				if r == (op == opCompareJumpIfTrue) {
					pc = int(insts[pc] >> 8)
				} else {
					pc++
				}
				continue
			}
		case opMulAddAnd:
			if v, extra, ok := th.mulAddAnd(stack[sp-2], stack[sp-1], consts[insts[pc]>>8], consts[insts[pc+2]>>8], c.BinaryOp(insts[pc+3]>>8) == c.OpMod, budget); ok {
				budget -= extra
				sp--
				stack[sp] = Value{}
				stack[sp-1] = v
				pc += 4
				continue
			}
			op = c.BINARY_OP
		case opBuildUnpack:
			// The tuple is accounted for but never made: its items go
			// back on the stack in the order UNPACK_SEQUENCE leaves them.
			if th.allocateQuiet(sizeofSeq(arg)) {
				slices.Reverse(stack[sp-arg : sp])
				pc++
				continue
			}
			op, budget = c.BUILD_TUPLE, budget+int64(opCost[c.UNPACK_SEQUENCE])
		case c.JUMP:
			pc = arg
			continue
		case opAdd, opSub, opMul, opTrueDiv, opAnd, opOr, opXor:
			// Written out in full: the Go compiler inlines little into a
			// function this large.
			a, b := &stack[sp-2], &stack[sp-1]
			if a.isSmallInt() && b.isSmallInt() {
				x, y := int64(a.num), int64(b.num)
				var z int64
				var ok bool
				switch op {
				case opAdd:
					z = x + y
					ok = (z > x) == (y > 0)
				case opSub:
					z = x - y
					ok = (z < x) == (y > 0)
				case opMul: // operands of at most 31 bits cannot overflow
					z = x * y
					ok = uint64(x+1<<31) < 1<<32 && uint64(y+1<<31) < 1<<32
				case opAnd:
					z, ok = x&y, true
				case opOr:
					z, ok = x|y, true
				case opXor:
					z, ok = x^y, true
				}
				if ok {
					a.num = uint64(z)
					*b = Value{}
					sp--
					continue
				}
			} else if op <= opTrueDiv && a.isFloat() && b.isFloat() && (op != opTrueDiv || b.num<<1 != 0) { // no division by ±0
				x, y := a.float(), b.float()
				z := x * y
				switch op {
				case opAdd:
					z = x + y
				case opSub:
					z = x - y
				case opTrueDiv:
					z = x / y
				}
				a.num = math.Float64bits(z)
				if z != z {
					a.num = canonicalNaN
				}
				*b = Value{}
				sp--
				continue
			}
			op = c.BINARY_OP
		case c.LOAD_ATTR:
			if inst, ok := stack[sp-1].obj.(*Instance); ok {
				if v, ok := caches[cacheSlot[pc-1]].fastAttr(inst); ok {
					stack[sp-1] = v
					continue
				}
			} else if t, ok := stack[sp-1].obj.(*Type); ok {
				if v, ok := caches[cacheSlot[pc-1]].fastClassAttr(t); ok {
					stack[sp-1] = v
					continue
				}
			}
		case c.STORE_ATTR:
			if inst, ok := stack[sp-1].obj.(*Instance); ok && caches[cacheSlot[pc-1]].fastStoreAttr(th, inst, stack[sp-2]) {
				sp -= 2
				stack[sp], stack[sp+1] = Value{}, Value{}
				continue
			}
		case c.LOAD_METHOD:
			if inst, ok := stack[sp-1].obj.(*Instance); ok {
				if m, ok := caches[cacheSlot[pc-1]].fastMethod(inst); ok {
					stack[sp] = stack[sp-1]
					stack[sp-1] = m
					sp++
					continue
				}
			}
		case c.BINARY_OP:
			a, b := stack[sp-2], stack[sp-1]
			if a.isSmallInt() && b.isSmallInt() {
				if v, ok := fastIntOp(c.BinaryOp(arg), a.small(), b.small()); ok {
					sp--
					stack[sp] = Value{}
					stack[sp-1] = v
					continue
				}
			} else if a.isFloat() && b.isFloat() {
				if v, ok := fastFloatOp(c.BinaryOp(arg), a.float(), b.float()); ok {
					sp--
					stack[sp] = Value{}
					stack[sp-1] = v
					continue
				}
			}
		case c.COMPARE_OP:
			a, b := stack[sp-2], stack[sp-1]
			if a.isSmallInt() && b.isSmallInt() {
				sp--
				stack[sp] = Value{}
				stack[sp-1] = Bool(compareMasks[arg]>>intOrder(a.small(), b.small())&1 != 0)
				continue
			}
			if a.isFloat() && b.isFloat() {
				sp--
				stack[sp] = Value{}
				stack[sp-1] = Bool(compareMasks[arg]>>floatOrder(a.float(), b.float())&1 != 0)
				continue
			}
			if o, ok := strOrder(a, b); ok {
				sp--
				stack[sp] = Value{}
				stack[sp-1] = Bool(compareMasks[arg]>>o&1 != 0)
				continue
			}
		case opLoadFastSubscr:
			// a[i] and a[k] with a and i locals: both are pushed and
			// BINARY_SUBSCR runs without a dispatch of its own.
			a, k := locals[arg], Value{}
			if next := insts[pc]; c.Opcode(next) == c.LOAD_FAST {
				k = locals[next>>8]
			} else {
				k = consts[next>>8]
			}
			if !plainLocal(a) || !plainLocal(k) {
				op, budget = c.LOAD_FAST, budget+int64(opCost[c.LOAD_CONST]+opCost[c.BINARY_SUBSCR])
				break
			}
			stack[sp], stack[sp+1] = a, k
			sp += 2
			pc += 2
			op = c.BINARY_SUBSCR
			fallthrough
		case c.BINARY_SUBSCR:
			if i := stack[sp-1]; i.isSmallInt() {
				items := seqItems(stack[sp-2])
				if n := int64(len(items)); n > 0 {
					k := i.small()
					if k < 0 {
						k += n
					}
					if k >= 0 && k < n {
						sp--
						stack[sp] = Value{}
						stack[sp-1] = items[k]
						continue
					}
				}
			}
		case c.STORE_SUBSCR:
			if l, ok := stack[sp-2].obj.(*List); ok && stack[sp-1].isSmallInt() {
				n, k := int64(len(l.items)), stack[sp-1].small()
				if k < 0 {
					k += n
				}
				if k >= 0 && k < n {
					l.items[k] = stack[sp-3]
					sp -= 3
					// Slot by slot: clear() here is a runtime call.
					stack[sp], stack[sp+1], stack[sp+2] = Value{}, Value{}, Value{}
					continue
				}
			}
		case c.POP_JUMP_IF_FALSE, c.POP_JUMP_IF_TRUE:
			if v := stack[sp-1]; v.isBool() || v.isSmallInt() {
				sp--
				stack[sp] = Value{}
				if (v.num != 0) == (op == c.POP_JUMP_IF_TRUE) {
					pc = arg
				}
				continue
			}
		case opJumpForIter:
			// A for loop's back edge runs its FOR_ITER without a dispatch.
			op, pc, arg = c.FOR_ITER, arg+1, int(insts[arg]>>8)
			fallthrough
		case c.FOR_ITER:
			switch it := stack[sp-1].obj.(type) {
			case *rangeIter:
				if it.left > 0 {
					stack[sp] = Int(it.next)
					it.next += it.step
					it.left--
					sp++
				} else {
					sp--
					stack[sp] = Value{}
					pc = arg
				}
				continue
			case *listIter:
				if it.i < len(it.l.items) {
					stack[sp] = it.l.items[it.i]
					it.i++
					sp++
					continue
				}
			case *tupleIter:
				if it.i < len(it.items) {
					stack[sp] = it.items[it.i]
					it.i++
					sp++
					continue
				}
			}
		case opAddConstLocal:
			if a, k := &locals[arg], consts[insts[pc]>>8]; a.isSmallInt() && k.isSmallInt() {
				x, y := int64(a.num), int64(k.num)
				if z := x + y; (z > x) == (y > 0) {
					a.num = uint64(z)
					pc += 2
					continue
				}
			}
			op, budget = c.LOAD_FAST_ACC, budget+int64(opCost[c.LOAD_CONST]+opCost[c.INPLACE_ADD_FAST])
			fallthrough
		case c.LOAD_FAST_ACC:
			if v := locals[arg]; v.obj != nil {
				stack[sp] = v
				sp++
				continue
			}
		case c.INPLACE_ADD_FAST:
			// `i += n` and `total += x` on ints and floats, in place.
			a, b := &stack[sp-2], &stack[sp-1]
			if a.isSmallInt() && b.isSmallInt() {
				x, y := int64(a.num), int64(b.num)
				if z := x + y; (z > x) == (y > 0) {
					a.num = uint64(z)
					locals[arg] = *a
					*a, *b = Value{}, Value{}
					sp -= 2
					continue
				}
			} else if a.isFloat() && b.isFloat() {
				z := a.float() + b.float()
				a.num = math.Float64bits(z)
				if z != z {
					a.num = canonicalNaN
				}
				locals[arg] = *a
				*a, *b = Value{}, Value{}
				sp -= 2
				continue
			}
		case c.UNPACK_SEQUENCE:
			items := seqItems(stack[sp-1])
			if n := len(items); n == arg&^unpackIntoLocals && n > 0 {
				sp--
				if stores := int64(n) * int64(opCost[c.STORE_FAST]); arg > n && budget >= stores {
					budget -= stores
					stack[sp] = Value{}
					for i, v := range items {
						locals[insts[pc+i]>>8] = v
					}
					pc += n
					continue
				}
				for i := n - 1; i >= 0; i-- {
					stack[sp] = items[i]
					sp++
				}
				continue
			}
		case c.LIST_APPEND:
			// A comprehension's item, into the list's spare capacity.
			if l, ok := stack[sp-1-arg].obj.(*List); ok && len(l.items) < cap(l.items) {
				n := len(l.items)
				l.items = l.items[:n+1]
				l.items[n] = stack[sp-1]
				sp--
				stack[sp] = Value{}
				continue
			}
		case c.COPY:
			stack[sp] = stack[sp-arg]
			sp++
			continue
		case c.SWAP:
			stack[sp-1], stack[sp-arg] = stack[sp-arg], stack[sp-1]
			continue
		case c.RETURN_VALUE, c.YIELD_VALUE:
			sp--
			result = stack[sp]
			stack[sp] = Value{}
			f.sp = sp
			if op == c.YIELD_VALUE {
				f.pc, f.yielded = pc, true
			}
			th.cycles = budget
			th.frame = f.back
			return result, nil
		}

		th.cycles = budget
		switch op {
		case c.POP_TOP:
			sp--
			err = closeLoopIter(th, stack[sp])
			stack[sp] = Value{}
		case opLoadFastMethodCall:
			// self.m() without a dispatch for the method or the call.
			if inst, ok := locals[arg].obj.(*Instance); ok {
				if m, ok := caches[cacheSlot[pc]].fastMethod(inst); ok {
					pc += 2
					th.newGen = nil // see markLoopOwned
					stack[sp] = locals[arg]
					if pf, ok := m.obj.(*Function); ok {
						if pf.code.returns == returnsNothingKnown {
							stack[sp], err = th.callFunction(pf, stack[sp:sp+1], nil)
						} else if r, ok := th.inlineReturn(pf, stack[sp]); ok {
							stack[sp] = r
						} else {
							stack[sp], err = th.callFunction(pf, stack[sp:sp+1], nil)
						}
					} else {
						stack[sp], err = th.call(m, stack[sp:sp+1], nil)
					}
					sp++
					break
				}
			}
			// LOAD_FAST, which loads the method of another receiver at once.
			th.cycles += int64(opCost[c.LOAD_METHOD] + opCost[c.CALL_METHOD])
			fallthrough
		case c.LOAD_FAST:
			if locals[arg].obj == nil {
				if err = f.loadEmptySlot(arg); err != nil {
					break
				}
			}
			stack[sp], err = loadLocal(th, locals[arg])
			sp++
			// A receiver other than an instance (xs.append(x)): its method
			// load follows at once rather than through another dispatch.
			next := insts[pc]
			if err != nil || c.Opcode(next) != c.LOAD_METHOD {
				break
			}
			pc++
			if err = th.charge(int64(opCost[c.LOAD_METHOD])); err != nil {
				break
			}
			arg = int(next >> 8)
			fallthrough
		case c.LOAD_METHOD:
			if arg > nameMask && methodAhead(stack[sp-1]) {
				// The call follows: it may run at once.
				next := pc
				pc, err = th.loadMethodCall(f, caches, sp, arg, pc)
				if pc == next {
					sp++
				}
				break
			}
			var meth, self Value
			name := names[arg&nameMask]
			meth, self, err = loadMethodCached(th, &caches[cacheSlot[pc-1]], stack[sp-1], name)
			if err != nil {
				attributeErrorContext(err, stack[sp-1], name)
			}
			stack[sp-1] = meth
			stack[sp] = self
			sp++
		case c.LOAD_FAST_ACC:
			if locals[arg].obj == nil {
				err = unboundLocalError(code.Locals[arg])
				break
			}
			stack[sp] = locals[arg]
			sp++
		case c.INPLACE_ADD_FAST:
			var v Value
			v, err = inplaceAddLocal(th, &locals[arg], stack[sp-2], stack[sp-1])
			sp -= 2
			stack[sp], stack[sp+1] = Value{}, Value{}
			if err == nil {
				locals[arg] = v
			}
		case c.DELETE_FAST:
			if locals[arg].obj == nil {
				err = unboundLocalError(code.Locals[arg])
				break
			}
			old := locals[arg]
			locals[arg] = Value{}
			err = th.finalizeDropped(old)
		case c.LOAD_DEREF, c.LOAD_CLASSDEREF:
			if op == c.LOAD_CLASSDEREF {
				name := code.Freevars[arg-len(code.Cellvars)]
				if v, ok := f.ns.GetString(name); ok {
					stack[sp] = v
					sp++
					break
				}
			}
			v := cells[arg].v
			if v.obj == nil {
				err = freeVarError(code, arg)
				break
			}
			stack[sp] = v
			sp++
		case c.STORE_DEREF:
			sp--
			cells[arg&(1<<c.StoreDerefSlotShift-1)].v = stack[sp]
			if slot := arg >> c.StoreDerefSlotShift; slot != 0 {
				locals[slot-1] = stack[sp]
			}
			stack[sp] = Value{}
		case c.DELETE_DEREF:
			if cells[arg].v.obj == nil {
				err = freeVarError(code, arg)
				break
			}
			old := cells[arg].v
			cells[arg].v = Value{}
			err = th.finalizeDropped(old)
		case c.SNAPSHOT_FREE_VARS:
			f.snapshotFreeVars()
		case c.CHARGE_FRAME:
			err = th.chargeFrame(len(f.locals))
		case c.LOAD_CLOSURE:
			stack[sp] = ObjectValue(cells[arg])
			sp++
		case opLoadGlobalAttr:
			// A class attribute of a global class (Direction.NONE) without
			// a dispatch for the attribute.
			if e := &caches[cacheSlot[pc-1]][0]; e.version == uint64(globals.version) && e.kind == cacheGlobal {
				if t, ok := globals.entries[e.index].value.obj.(*Type); ok {
					if v, ok := caches[cacheSlot[pc]].fastClassAttr(t); ok {
						stack[sp] = v
						sp++
						pc++
						break
					}
				}
			}
			th.cycles += int64(opCost[c.LOAD_ATTR]) // LOAD_GLOBAL on its own
			fallthrough
		case c.LOAD_GLOBAL:
			// loadGlobalCached's hit, written out (the compiler inlines
			// little into run).
			if e := &caches[cacheSlot[pc-1]][0]; e.version == uint64(globals.version) {
				if e.kind == cacheGlobal {
					stack[sp] = globals.entries[e.index].value
					sp++
					if _, ok := stack[sp-1].obj.(*Builtin); ok && arg > nameMask {
						// The call follows: it may run at once.
						pc, err = th.callGlobalAhead(f, caches, sp-1, arg, pc)
					}
					break
				} else if e.kind == cacheBuiltin {
					stack[sp] = e.attr
					sp++
					if _, ok := e.attr.obj.(*Builtin); ok && arg > nameMask {
						pc, err = th.callGlobalAhead(f, caches, sp-1, arg, pc)
					}
					break
				}
			}
			name := names[arg&nameMask]
			v, ok := loadGlobalCached(&caches[cacheSlot[pc-1]], globals, name)
			if !ok {
				err = nameError(name.s, code, globals)
				break
			}
			stack[sp] = v
			sp++
		case c.STORE_GLOBAL:
			sp--
			if th.finalizers {
				err = th.rebind(globals, names[arg], stack[sp])
			} else {
				err = globals.setStr(th, names[arg], stack[sp])
			}
			stack[sp] = Value{}
		case c.DELETE_GLOBAL:
			if old, ok, _ := globals.Delete(th, ObjectValue(names[arg])); !ok {
				err = nameError(names[arg].s, code, globals)
			} else {
				err = th.finalizeDropped(old)
			}
		case c.LOAD_NAME:
			if th.classNS != nil {
				if ns, ok := th.classNS[f.ns]; ok {
					stack[sp], err = classNSName(th, op, ns, names[arg], Value{}, code, globals)
					sp++
					break
				}
			}
			v, ok := f.ns.getStr(names[arg])
			if !ok {
				if v, ok = globals.getStr(names[arg]); !ok {
					if v, ok = builtinsDict.getStr(names[arg]); !ok {
						err = nameError(names[arg].s, code, globals)
						break
					}
				}
			}
			stack[sp] = v
			sp++
		case c.STORE_NAME:
			sp--
			if ns, ok := th.classNS[f.ns]; ok {
				_, err = classNSName(th, op, ns, names[arg], stack[sp], code, globals)
			} else {
				err = f.ns.setStr(th, names[arg], stack[sp])
			}
			stack[sp] = Value{}
		case c.DELETE_NAME:
			if ns, ok := th.classNS[f.ns]; ok {
				_, err = classNSName(th, op, ns, names[arg], Value{}, code, globals)
			} else if old, ok, _ := f.ns.Delete(th, ObjectValue(names[arg])); !ok {
				err = nameError(names[arg].s, code, globals)
			} else {
				err = th.finalizeDropped(old)
			}
		case c.LOAD_ATTR:
			obj := stack[sp-1]
			if stack[sp-1], err = loadAttrCached(th, &caches[cacheSlot[pc-1]], obj, names[arg]); err != nil {
				attributeErrorContext(err, obj, names[arg])
			}
		case c.STORE_ATTR:
			err = storeAttrCached(th, &caches[cacheSlot[pc-1]], stack[sp-1], names[arg], stack[sp-2])
			sp -= 2
			stack[sp], stack[sp+1] = Value{}, Value{}
		case c.DELETE_ATTR:
			sp--
			err = delAttr(th, stack[sp], names[arg])
			stack[sp] = Value{}
		case c.BINARY_SUBSCR:
			sp--
			stack[sp-1], err = getItem(th, stack[sp-1], stack[sp])
			stack[sp] = Value{}
		case c.STORE_SUBSCR:
			err = setItem(th, stack[sp-2], stack[sp-1], stack[sp-3])
			sp -= 3
			clearValues(stack[sp : sp+3])
		case c.DELETE_SUBSCR:
			err = delItem(th, stack[sp-2], stack[sp-1])
			sp -= 2
			clearValues(stack[sp : sp+2])
		case c.BUILD_SLICE:
			s := Slice{start: stack[sp-arg], stop: stack[sp-arg+1], step: None}
			if arg == 3 {
				s.step = stack[sp-1]
			}
			sp -= arg
			clearValues(stack[sp : sp+arg])
			// x[a:b] and x[a:b] = v on a built-in sequence use the slice
			// only for its bounds: run the subscript now, without
			// allocating the slice object.
			if next := c.Opcode(insts[pc]); next == c.BINARY_SUBSCR || next == c.STORE_SUBSCR {
				if isBuiltinSequence(stack[sp-1]) {
					if err = th.charge(int64(opCost[next])); err != nil {
						break
					}
					pc++
					// The slice object is th.slice rather than a new one,
					// unless an outer subscript is using it (running an
					// __index__ or an iterator's Python code).
					key := &th.slice
					outer := !th.sliceInUse
					if outer {
						th.sliceInUse = true
					} else {
						key = new(Slice)
					}
					*key = s
					container := stack[sp-1]
					l, isList := container.obj.(*List)
					switch {
					case next == c.STORE_SUBSCR:
						err = setItem(th, container, ObjectValue(key), stack[sp-2])
						if isList {
							th.releaseSliceTemp(stack[sp-2])
						}
						sp -= 2
						clearValues(stack[sp : sp+2])
					case isList && insts[pc-1]>>8 == c.SubscrTempResult:
						stack[sp-1], err = th.sliceForStore(l, key)
					default:
						stack[sp-1], err = getItem(th, container, ObjectValue(key))
					}
					if outer {
						th.slice, th.sliceInUse = Slice{}, false
					}
					break
				}
			}
			ns := s
			stack[sp] = ObjectValue(&ns)
			sp++
		case c.LOAD_BUILD_CLASS:
			stack[sp] = buildClassBuiltin
			sp++
		case c.LOAD_ASSERTION_ERROR:
			stack[sp] = ObjectValue(AssertionErrorType)
			sp++
		case c.SETUP_ANNOTATIONS:
			ns := f.ns
			if ns == nil {
				ns = globals
			}
			if _, ok := ns.GetString("__annotations__"); !ok {
				ns.SetString("__annotations__", ObjectValue(newDict(0)))
			}
		case c.BINARY_OP:
			a, b := stack[sp-2], stack[sp-1]
			sp--
			stack[sp-1], err = th.binaryOpInstr(arg, a, b)
			stack[sp] = Value{}
		case c.UNARY_NEG:
			stack[sp-1], err = unaryOp(th, '-', stack[sp-1])
		case c.UNARY_POS:
			stack[sp-1], err = unaryOp(th, '+', stack[sp-1])
		case c.UNARY_INVERT:
			stack[sp-1], err = unaryOp(th, '~', stack[sp-1])
		case c.UNARY_NOT:
			var t bool
			t, err = truth(th, stack[sp-1])
			stack[sp-1] = Bool(!t)
		case c.COMPARE_OP:
			a, b := stack[sp-2], stack[sp-1]
			sp--
			stack[sp] = Value{}
			stack[sp-1], err = compare(th, c.CompareOp(arg), a, b)
		case c.IS_OP:
			r := is(stack[sp-2], stack[sp-1])
			sp--
			stack[sp] = Value{}
			stack[sp-1] = Bool(r != (arg == 1))
		case c.CONTAINS_OP:
			var r bool
			r, err = contains(th, stack[sp-1], stack[sp-2])
			sp--
			stack[sp] = Value{}
			stack[sp-1] = Bool(r != (arg == 1))
		case c.BUILD_TUPLE:
			if err = th.allocate(sizeofSeq(arg)); err != nil {
				break
			}
			sp -= arg
			if arg == 2 { // pairs are the commonest: no copy or clear loops
				p := carve(th, &th.slabs.tuples2)
				p.items[0], p.items[1] = stack[sp], stack[sp+1]
				stack[sp+1] = Value{}
				stack[sp] = ObjectValue(p.use(p.items[:]))
			} else if arg == 0 {
				stack[sp] = ObjectValue(emptyTuple)
			} else {
				t := th.newTuple(arg)
				copyValues(t.items, stack[sp:sp+arg])
				clearValues(stack[sp : sp+arg])
				stack[sp] = ObjectValue(t)
			}
			sp++
		case c.BUILD_LIST:
			if err = th.allocate(sizeofSeq(arg)); err != nil {
				break
			}
			l, items := newListOfLen(arg)
			copyValues(items, stack[sp-arg:sp])
			clearValues(stack[sp-arg : sp])
			sp -= arg
			stack[sp] = ObjectValue(l)
			sp++
		case c.BUILD_MAP:
			// An empty display ({}) gets the room its first items will
			// need in the same allocation, accounted for now.
			room := arg
			if room == 0 {
				room = 4
			}
			d := newDict(room)
			if err = th.allocate(sizeofDict(room)); err != nil {
				break
			}
			err = d.fillDisplay(th, stack[sp-2*arg:sp])
			clearValues(stack[sp-2*arg : sp])
			sp -= 2 * arg
			stack[sp] = ObjectValue(d)
			sp++
		case c.BUILD_STRING:
			var s Value
			s, err = joinStrs(th, stack[sp-arg:sp])
			clearValues(stack[sp-arg : sp])
			sp -= arg
			stack[sp] = s
			sp++
		case c.BUILD_SET:
			err = setRefused()
		case c.MATCH_SEQUENCE, c.MATCH_MAPPING, c.GET_LEN, c.MATCH_KEYS, c.MATCH_CLASS, c.COPY_DICT_WITHOUT_KEYS:
			sp, err = execMatch(th, op, arg, stack, sp)
		case c.LIST_APPEND:
			sp--
			err = appendItem(th, code, stack[sp-arg].obj.(*List), stack[sp], stack[sp-1])
			stack[sp] = Value{}
		case c.LIST_EXTEND:
			sp--
			l := stack[sp-arg].obj.(*List)
			if err = l.extend(th, stack[sp]); notIterable(err, stack[sp]) {
				err = newError(TypeErrorType, "Value after * must be an iterable, not "+typeName(stack[sp]))
			}
			stack[sp] = Value{}
		case c.MAP_ADD:
			sp -= 2
			err = addItem(th, code, stack[sp-arg].obj.(*Dict), stack[sp], stack[sp+1], stack[sp-1])
			stack[sp], stack[sp+1] = Value{}, Value{}
		case c.DICT_UPDATE, c.DICT_MERGE:
			sp--
			d := stack[sp-arg].obj.(*Dict)
			var callee Value // DICT_MERGE builds **kwargs for the callable below
			if op == c.DICT_MERGE {
				callee = stack[sp-arg-2]
			}
			err = dictUpdate(th, d, stack[sp], op == c.DICT_MERGE, callee)
			stack[sp] = Value{}
		case c.LIST_TO_TUPLE:
			stack[sp-1] = NewTuple(stack[sp-1].obj.(*List).items)
		case c.FORMAT_VALUE:
			spec := Value{}
			if arg&4 != 0 {
				sp--
				spec = stack[sp]
				stack[sp] = Value{}
			}
			stack[sp-1], err = formatValue(th, stack[sp-1], arg&3, spec)
		case c.UNPACK_SEQUENCE:
			var items []Value
			items, err = unpackN(th, stack[sp-1], arg&^unpackIntoLocals, -1, 0)
			if err != nil {
				break
			}
			sp--
			stack[sp] = Value{} // when arg is 0
			for i := len(items) - 1; i >= 0; i-- {
				stack[sp] = items[i]
				sp++
			}
		case c.UNPACK_EX:
			before, after := arg&0xff, arg>>8
			var items []Value
			items, err = unpackN(th, stack[sp-1], before+after, before, after)
			if err != nil {
				break
			}
			sp--
			for i := len(items) - 1; i >= 0; i-- {
				stack[sp] = items[i]
				sp++
			}
		case c.POP_JUMP_IF_FALSE, c.POP_JUMP_IF_TRUE:
			sp--
			v := stack[sp]
			stack[sp] = Value{}
			var t bool
			if t, err = truth(th, v); err != nil {
				break
			}
			if t == (op == c.POP_JUMP_IF_TRUE) {
				pc = arg
			}
		case c.POP_JUMP_IF_NONE, c.POP_JUMP_IF_NOT_NONE:
			sp--
			if stack[sp].IsNone() == (op == c.POP_JUMP_IF_NONE) {
				pc = arg
			}
			stack[sp] = Value{}
		case c.JUMP_IF_FALSE_OR_POP, c.JUMP_IF_TRUE_OR_POP:
			var t bool
			if t, err = truth(th, stack[sp-1]); err != nil {
				break
			}
			if t == (op == c.JUMP_IF_TRUE_OR_POP) {
				pc = arg
			} else {
				sp--
				stack[sp] = Value{}
			}
		case c.GET_ITER:
			if arg != 0 {
				th.markLoopOwned(f, stack[sp-1])
			}
			stack[sp-1], err = getIter(th, stack[sp-1])
		case c.FOR_ITER:
			var v Value
			var ok bool
			if g, isGen := stack[sp-1].obj.(*Generator); isGen {
				if v, ok, err = g.resume(th, None); ok {
					stack[sp] = v
					sp++
				}
			} else if u, n := unpacking(stack[sp-1], insts[pc]); n > 0 {
				// The loop unpacks zip/enumerate items: skip the tuples.
				if ok, err = nextUnpacked(th, u, stack[sp:sp+n]); ok {
					sp += n
					pc++
				}
			} else if v, ok, err = iterNext(th, stack[sp-1]); ok {
				stack[sp] = v
				sp++
			}
			if !ok && err == nil {
				sp--
				stack[sp] = Value{}
				pc = arg
			}
		case c.RAISE_VARARGS:
			err = th.raise(stack[sp-arg:sp], arg)
			sp -= arg
			clear(stack[sp : sp+arg])
		case c.RERAISE:
			sp--
			exc := stack[sp].obj.(*Exception)
			stack[sp] = Value{}
			err = reraised{exc}
		case c.PUSH_EXC_INFO:
			exc := stack[sp-1]
			prev := th.handled
			if prev.obj == nil {
				prev = None
			}
			stack[sp-1] = prev
			stack[sp] = exc
			sp++
			th.handled = exc
		case c.POP_EXCEPT:
			sp--
			prev := stack[sp]
			stack[sp] = Value{}
			if prev.IsNone() {
				prev = Value{}
			}
			done := th.handled
			th.handled = prev
			if th.finalizers {
				err = th.releaseHeld(done)
			}
		case c.CHECK_EXC_MATCH:
			var ok bool
			ok, err = exceptionMatches(stack[sp-2], stack[sp-1])
			stack[sp-1] = Bool(ok)
		case c.BEFORE_WITH:
			var exit, entered Value
			exit, entered, err = beforeWith(th, stack[sp-1], arg != 0)
			if err != nil {
				break
			}
			stack[sp-1] = exit
			stack[sp] = entered
			sp++
		case c.WITH_EXIT:
			sp, err = withExit(th, stack, sp, arg != 0)
		case c.WITH_EXCEPT:
			sp, err = withExcept(th, stack, sp, arg != 0)
		case c.MAKE_FUNCTION:
			var fn Value
			if s := cacheSlot[pc-1]; s >= 0 {
				fn, sp, err = siteFunction(th, f, &caches[s][0], stack, sp, arg)
			} else {
				fn, sp, err = makeFunction(th, f, stack, sp, arg, nil)
			}
			stack[sp-1] = fn
		case c.CALL, c.CALL_METHOD:
			n := arg & 0xffff
			var kwnames []*Str
			if arg&c.CallKw != 0 {
				sp--
				kwnames = code.kwnames[stack[sp].obj.(*Tuple)]
				stack[sp] = Value{}
			}
			var base int
			var fn Value
			var args []Value
			if op == c.CALL_METHOD {
				// Stack: method, self or unbound, args.
				base = sp - n - 2
				fn = stack[base]
				if stack[base+1].obj != nil {
					args = stack[base+1 : sp]
				} else {
					args = stack[base+2 : sp]
				}
			} else {
				base = sp - n - 1
				fn = stack[base]
				args = stack[base+1 : sp]
				if bm, ok := fn.obj.(*BoundMethod); ok {
					// Reuse the callable's slot for self: no argument copy.
					stack[base] = bm.self
					fn = bm.fn
					args = stack[base:sp]
				}
			}
			var r Value
			th.newGen = nil // see markLoopOwned
			if pf, ok := fn.obj.(*Function); ok {
				r, err = th.callFunction(pf, args, kwnames)
			} else if b, ok := fn.obj.(*Builtin); ok {
				if b == lenFunc && len(args) == 1 && kwnames == nil {
					r, err = th.callLen(args[0])
				} else {
					r, err = th.callBuiltin(b, args, kwnames)
				}
			} else if t, ok := fn.obj.(*Type); ok && op == c.CALL {
				r, err = th.callTypeAt(t, stack[base:sp], kwnames)
			} else {
				r, err = th.call(fn, args, kwnames)
			}
			clearValues(stack[base:sp])
			sp = base
			stack[sp] = r
			sp++
		case c.CALL_EX:
			sp, err = th.callExInstr(stack, sp, arg)
		case c.CALL_STAR:
			sp, err = th.callStarInstr(stack, sp, arg)
		case c.IMPORT_NAME:
			var m Value
			m, err = th.importName(names[arg].s, stack[sp-2], stack[sp-1])
			sp--
			stack[sp] = Value{}
			stack[sp-1] = m
		case c.IMPORT_FROM:
			stack[sp], err = importFrom(th, stack[sp-1], names[arg])
			sp++
		case c.IMPORT_STAR:
			sp--
			err = importStar(th, stack[sp], globals)
			stack[sp] = Value{}
		case c.GEN_START:
			sp--
			stack[sp] = Value{}
		case c.GET_YIELD_FROM_ITER:
			if g, ok := stack[sp-1].obj.(*Generator); !ok || g.kind != plainGen {
				stack[sp-1], err = yieldFromIter(th, stack[sp-1])
			}
		case c.GET_AWAITABLE:
			stack[sp-1], err = getAwaitable(th, stack[sp-1])
		case c.GET_AITER, c.GET_ANEXT, c.END_ASYNC_FOR:
			sp, err = asyncForStep(th, f, op, arg, stack, sp)
		case c.CHECK_EG_MATCH, c.PREP_RERAISE_STAR:
			sp, err = exceptStarStep(th, op, stack, sp)
		case c.SEND:
			var r Value
			var done bool
			r, done, err = send(th, stack[sp-2], stack[sp-1])
			if err != nil {
				break
			}
			if done {
				sp--
				stack[sp] = Value{}
				stack[sp-1] = r
				pc = arg
			} else {
				stack[sp-1] = r
			}
		// The fused calls of the idioms, last: code added in the middle
		// of run moves the rest, and with it how the loop runs (see
		// docs/performance.md, Session 17).
		case opBuiltinLocal, opIsInstanceLocal:
			pc, sp, err = th.builtinOfLocal(f, caches, stack, sp, op, arg, pc)
		case opAppendLocal:
			pc, sp, err = th.appendLocal(f, caches, stack, sp, arg, pc)
		default:
			err = newError(SystemErrorType, "unknown opcode "+op.String())
		}
		budget = th.cycles

		if err != nil {
			exc, ok := th.exceptionOf(err)
			if !ok {
				f.sp = sp
				th.frame = f.back
				return Value{}, err // limits and internal errors are not catchable
			}
			if _, re := err.(reraised); !re {
				exc.addTrace(th, code.Code, pc-1)
			}
			err = nil
			h := code.HandlerAt[pc-1]
			depth := 0
			if h >= 0 {
				depth = int(code.Handlers[h].Depth)
			}
			for sp > depth {
				sp--
				v := stack[sp]
				stack[sp] = Value{}
				if g, ok := v.obj.(*Generator); ok && g.loopOwned {
					// A for loop's own generator: closed as the loop unwinds.
					th.cycles = budget
					if lerr := closeLoopIter(th, v); lerr != nil {
						clear(stack[:sp])
						f.sp = 0
						th.frame = f.back
						return Value{}, lerr
					}
					budget = th.cycles
				}
			}
			if h < 0 {
				f.sp = sp
				th.frame = f.back
				return Value{}, exc
			}
			handler := code.Handlers[h]
			stack[sp] = ObjectValue(exc)
			sp++
			pc = int(handler.Target)
		}
	}
}

// reraised marks an exception re-raised by RERAISE, which must not add a
// second traceback entry for the same frame.
type reraised struct{ exc *Exception }

func (r reraised) Error() string { return r.exc.Error() }

// exceptionOf extracts the Python exception from an error and links it to
// the exception being handled (implicit chaining).
func (th *Thread) exceptionOf(err error) (*Exception, bool) {
	var exc *Exception
	switch e := err.(type) {
	case *Exception:
		exc = e
	case reraised:
		return e.exc, true
	default:
		return nil, false
	}
	if exc.context.obj == nil {
		if h, ok := th.handled.obj.(*Exception); ok && h != exc {
			breakContextCycle(h, exc)
			exc.context = th.handled
		}
	}
	return exc, true
}

// breakContextCycle cuts the context chain from h where it reaches exc,
// which is about to get h as its context (raise a, while handling an
// exception whose context is a): CPython keeps chains free of new cycles.
// A cycle already in the chain ends the walk (Floyd's tortoise and hare).
func breakContextCycle(h, exc *Exception) {
	slow, step := h, false
	for o := h; ; {
		next, ok := o.context.obj.(*Exception)
		if !ok {
			return
		}
		if next == exc {
			o.context = Value{}
			return
		}
		if o = next; o == slow {
			return
		}
		if step {
			slow, _ = slow.context.obj.(*Exception)
		}
		step = !step
	}
}

// snapshotFreeVars copies the values of the free variables the code reads
// as locals from their cells into its last slots.
func (f *frame) snapshotFreeVars() {
	code := f.code
	slots := f.locals[len(code.Locals)-len(code.Snapshots):]
	for i, k := range code.Snapshots {
		slots[i] = f.cells[k].v
	}
}

// loadEmptySlot is the error of loading the empty local slot i, unless
// the slot is a snapshot of a free variable (SNAPSHOT_FREE_VARS) copied
// while its cell was still empty: then it takes the cell's value, if the
// cell has one now, and keeps it, as the cell's value never changes once
// set.
func (f *frame) loadEmptySlot(i int) error {
	code := f.code
	k := i - (len(code.Locals) - len(code.Snapshots))
	if k < 0 {
		return unboundLocalError(code.Locals[i])
	}
	cell := f.cells[code.Snapshots[k]]
	if cell.v.obj == nil {
		return freeVarError(code, int(code.Snapshots[k]))
	}
	f.locals[i] = cell.v
	return nil
}

func freeVarError(code *Code, slot int) error {
	var name string
	if slot < len(code.Cellvars) {
		name = code.Cellvars[slot]
		return unboundLocalError(name)
	}
	name = code.Freevars[slot-len(code.Cellvars)]
	return newError(NameErrorType, "cannot access free variable '"+name+"' where it is not associated with a value in enclosing scope")
}

// raise implements RAISE_VARARGS.
func (th *Thread) raise(args []Value, n int) error {
	if n == 0 {
		h, ok := th.handled.obj.(*Exception)
		if !ok {
			return newError(RuntimeErrorType, "No active exception to reraise")
		}
		return reraised{h}
	}
	exc, err := th.makeException(args[0])
	if err != nil {
		return err
	}
	if n == 2 {
		cause := args[1]
		switch {
		case cause.IsNone():
			exc.cause = Value{}
		default:
			ce, err := th.makeException(cause)
			if err != nil {
				return newError(TypeErrorType, "exception causes must derive from BaseException")
			}
			exc.cause = ObjectValue(ce)
		}
		exc.suppressContext = true
	}
	return exc
}

// makeException turns a raised value (class or instance) into an exception.
func (th *Thread) makeException(v Value) (*Exception, error) {
	if t, ok := isExceptionClass(v); ok {
		return th.newException(t, nil)
	}
	if e, ok := v.obj.(*Exception); ok {
		return e, nil
	}
	return nil, newError(TypeErrorType, "exceptions must derive from BaseException")
}

// newException calls exception class t with args: it must make an
// exception.
func (th *Thread) newException(t *Type, args []Value) (*Exception, error) {
	r, err := th.call(ObjectValue(t), args, nil)
	if err != nil {
		return nil, err
	}
	if e, ok := r.obj.(*Exception); ok {
		return e, nil
	}
	return nil, newError(TypeErrorType, "calling "+t.Name+"() should have returned an instance of BaseException, not "+typeName(r))
}

func exceptionMatches(exc, typ Value) (bool, error) {
	match := func(t Value) (bool, error) {
		cls, ok := isExceptionClass(t)
		if !ok {
			return false, newError(TypeErrorType, "catching classes that do not inherit from BaseException is not allowed")
		}
		return exc.Type().isSubtype(cls), nil
	}
	if tup, ok := typ.obj.(*Tuple); ok {
		for _, t := range tup.items {
			ok, err := match(t)
			if err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	}
	return match(typ)
}

// withExit is WITH_EXIT: exit(None, None, None), keeping its result (an
// awaitable) for async with.
func withExit(th *Thread, stack []Value, sp int, async bool) (int, error) {
	if async {
		var err error
		stack[sp-1], err = th.callArgs(stack[sp-1], None, None, None)
		return sp, err
	}
	sp--
	exit := stack[sp]
	stack[sp] = Value{}
	_, err := th.callArgs(exit, None, None, None)
	return sp, err
}

// withExcept is WITH_EXCEPT: (exit prev exc) calls exit(type, exc, tb) and
// pushes whether it suppresses the exception, or for async with the
// awaitable that will tell.
func withExcept(th *Thread, stack []Value, sp int, async bool) (int, error) {
	exc := stack[sp-1]
	tb := None
	if e, ok := exc.obj.(*Exception); ok {
		tb = tracebackOf(e)
	}
	r, err := th.callArgs(stack[sp-3], ObjectValue(exc.Type()), exc, tb)
	if err != nil {
		return sp, err
	}
	if !async {
		var t bool
		t, err = truth(th, r)
		r = Bool(t)
	}
	stack[sp] = r
	return sp + 1, err
}

// asyncForStep runs GET_AITER, GET_ANEXT and END_ASYNC_FOR.
func asyncForStep(th *Thread, f *frame, op c.Opcode, arg int, stack []Value, sp int) (int, error) {
	var err error
	switch op {
	case c.GET_AITER:
		if arg != 0 {
			th.markLoopOwned(f, stack[sp-1])
		}
		stack[sp-1], err = getAIter(th, stack[sp-1])
	case c.GET_ANEXT:
		stack[sp], err = getANext(th, stack[sp-1])
		if err == nil {
			sp++
		}
	default: // END_ASYNC_FOR: (aiter exc -- ) unless exc is not StopAsyncIteration
		exc := stack[sp-1].obj.(*Exception)
		if !exc.Type().isSubtype(StopAsyncIterationType) {
			return sp, reraised{exc}
		}
		sp -= 2
		stack[sp], stack[sp+1] = Value{}, Value{}
	}
	return sp, err
}

func beforeWith(th *Thread, mgr Value, async bool) (exit, entered Value, err error) {
	t := mgr.Type()
	enterName, exitName, protocol := nameEnter, nameExit, "context manager protocol"
	if async {
		enterName, exitName, protocol = nameAEnter, nameAExit, "asynchronous context manager protocol"
	}
	enter, ok1 := t.lookup(enterName)
	exitFn, ok2 := t.lookup(exitName)
	if !ok1 || !ok2 {
		msg := "'" + t.Name + "' object does not support the " + protocol
		if ok1 {
			msg += " (missed " + exitName.s + " method)"
		}
		return Value{}, Value{}, newError(TypeErrorType, msg)
	}
	exit = bindMethod(asSpecial(exitFn), mgr)
	entered, err = th.callArgs(asSpecial(enter), mgr)
	return exit, entered, err
}

// functionWithCells is a closure allocated together with its cells.
type functionWithCells[A any] struct {
	f     Function
	cells A
}

func (p *functionWithCells[A]) use(cells []*Cell) *Function {
	p.f.closure = cells
	return &p.f
}

// newFunction returns a function with room for n closure cells: a
// finished generator expression's (recycleComprehension), or one made in
// one allocation when n is small (lambdas and generator expressions
// capture a variable or two).
func (th *Thread) newFunction(n int) *Function {
	if n > 0 && n <= len(th.freeFuncs) {
		if free := th.freeFuncs[n-1]; len(free) > 0 {
			fn := free[len(free)-1]
			free[len(free)-1] = nil
			th.freeFuncs[n-1] = free[:len(free)-1]
			return fn
		}
	}
	switch n {
	case 0:
		return carve(th, &th.slabs.funcs0)
	case 1:
		p := carve(th, &th.slabs.funcs1)
		return p.use(p.cells[:])
	case 2:
		p := carve(th, &th.slabs.funcs2)
		return p.use(p.cells[:])
	case 3:
		p := &functionWithCells[[3]*Cell]{}
		return p.use(p.cells[:])
	}
	return &Function{closure: make([]*Cell, n)}
}

// initFunction sets fn, fresh from newFunction, to the function of code
// in globals closing over cells, as MAKE_FUNCTION makes it before any
// defaults and annotations.
func initFunction(fn *Function, code *Code, globals *Dict, cells []Value) {
	*fn = Function{code: code, globals: globals, name: code.Name, qualname: code.QualName, closure: fn.closure}
	setCells(fn.closure, cells)
	if name, ok := globals.getStr(nameName); ok {
		fn.module = name
	}
}

// setCells fills a function's closure from the cells on the stack.
func setCells(closure []*Cell, cells []Value) {
	for i, it := range cells {
		closure[i] = it.obj.(*Cell)
	}
}

// makeFunction is MAKE_FUNCTION; the function has the inline caches
// given, or looks them up at its first call (nil).
func makeFunction(th *Thread, f *frame, stack []Value, sp, flags int, caches []inlineCache) (Value, int, error) {
	sp--
	code := stack[sp].obj.(*Code)
	stack[sp] = Value{}
	n := flags >> c.FuncCellsShift
	sp -= n
	cells := stack[sp : sp+n]
	fn := th.newFunction(n)
	initFunction(fn, code, f.globals, cells)
	clear(cells)
	fn.caches = caches
	if flags&c.FuncAnnotations != 0 {
		sp--
		fn.extra().annotations = stack[sp]
		stack[sp] = Value{}
	}
	if flags&c.FuncKwDefaults != 0 {
		sp--
		fn.extra().kwdefaults = stack[sp].obj.(*Dict)
		stack[sp] = Value{}
	}
	if flags&c.FuncDefaults != 0 {
		sp--
		fn.defaults = stack[sp].obj.(*Tuple).items
		stack[sp] = Value{}
	}
	if err := th.allocate(sizeofFunction); err != nil {
		return Value{}, sp + 1, err
	}
	return ObjectValue(fn), sp + 1, nil
}

// callExInstr runs CALL_EX with argument arg on the stack of sp values
// (the callable, the positional arguments, and the keywords unless arg
// is 0) and returns the new sp. A ** operand is checked before a *
// operand, as CPython's DICT_MERGE runs before its CALL_FUNCTION_EX.
func (th *Thread) callExInstr(stack []Value, sp, arg int) (int, error) {
	var kw Value
	if arg != 0 {
		sp--
		kw, stack[sp] = stack[sp], Value{}
	}
	sp--
	fn, args := stack[sp-1], stack[sp]
	stack[sp] = Value{}
	var err error
	if arg == c.CallExMapping {
		if kw, err = kwMapping(th, fn, kw); err != nil {
			return sp, err
		}
	}
	var posargs []Value
	if t, ok := args.obj.(*Tuple); ok {
		posargs = t.items
	} else if posargs, err = starArgs(th, fn, args); err != nil {
		return sp, err
	}
	th.newGen = nil // see markLoopOwned
	stack[sp-1], err = th.callEx(fn, posargs, kw)
	return sp, err
}

// maxStarSlots bounds the arguments CALL_STAR gathers on the value stack;
// more go in a slice accounted as a tuple of them would be.
const maxStarSlots = 64

// callStarInstr runs CALL_STAR n, f(a1, ..., an, *it), on the stack of sp
// values (f, the n arguments, it) and returns the new sp. The arguments
// and it's items, copied (the call may change it), are the call's
// arguments as they are, where CPython builds a list and a tuple.
func (th *Thread) callStarInstr(stack []Value, sp, n int) (int, error) {
	base := sp - n - 2
	var items []Value
	switch o := stack[sp-1].obj.(type) {
	case *Tuple:
		items = o.items
	case *List:
		items = o.items
	default:
		var err error
		if items, err = toValues(th, stack[sp-1]); err != nil {
			if notIterable(err, stack[sp-1]) {
				err = newError(TypeErrorType, "Value after * must be an iterable, not "+typeName(stack[sp-1]))
			}
			return sp, err
		}
	}
	total := n + len(items)
	if err := th.charge(int64(total) / 8); err != nil {
		return sp, err
	}
	var args []Value
	if total <= maxStarSlots {
		args = th.allocFrame(total)
	} else {
		if err := th.allocate(sizeofSeq(total)); err != nil {
			return sp, err
		}
		args = make([]Value, total)
	}
	copyValues(args, stack[base+1:sp-1])
	copy(args[n:], items)
	clearValues(stack[base+1 : sp])
	th.newGen = nil // see markLoopOwned
	r, err := th.call(stack[base], args, nil)
	if total <= maxStarSlots {
		th.freeFrame(args)
	}
	stack[base] = r
	return base + 1, err
}

// appendItem is LIST_APPEND's slow path: the first item of a comprehension
// that appends one item per item of its iterable (it, on the stack below)
// sizes the list for all of them.
func appendItem(th *Thread, code *Code, l *List, v, it Value) error {
	if cap(l.items) == 0 && code.Flags&c.FlagOneItemEach != 0 {
		if err := l.grow(th, 1+lengthLeft(it)); err != nil {
			return err
		}
	}
	return l.append(th, v)
}

// addItem is MAP_ADD: d[k] = v, into a dict sized at its first item for
// the items its iterator has left when that is all it will get.
func addItem(th *Thread, code *Code, d *Dict, k, v, it Value) error {
	if cap(d.entries) == 0 && code.Flags&c.FlagOneItemEach != 0 {
		if err := d.reserve(th, 1+lengthLeft(it)); err != nil {
			return err
		}
	}
	return d.Set(th, k, v)
}

// kwMapping is the dict of keywords a call f(**m) passes: m itself when
// it is a dict whose keys are all strs (CPython reads such a dict's items
// directly too), else a new dict m is merged into, as DICT_MERGE does.
func kwMapping(th *Thread, fn, m Value) (Value, error) {
	if d, ok := unwrapBase(m).obj.(*Dict); ok && !hasUserIter(m) {
		if err := th.charge(int64(d.live)); err != nil { // as DICT_MERGE would
			return Value{}, err
		}
		if d.strKeys() {
			return ObjectValue(d), nil
		}
	}
	d := newDict(0)
	return ObjectValue(d), dictUpdate(th, d, m, true, fn)
}

// starArgs converts the iterable of a call f(*it) to arguments.
func starArgs(th *Thread, fn, it Value) ([]Value, error) {
	args, err := toValues(th, it)
	if notIterable(err, it) {
		err = newError(TypeErrorType, callableName(th, fn)+" argument after * must be an iterable, not "+typeName(it))
	}
	return args, err
}

// notIterable reports whether err is iter(v) failing because v is not iterable.
func notIterable(err error, v Value) bool {
	e, ok := err.(*Exception)
	return ok && e.cls == TypeErrorType && e.message() == "'"+typeName(v)+"' object is not iterable"
}

// isBuiltinSequence reports whether v is a list, tuple, str, bytes or
// bytearray itself (not a user subclass, whose __getitem__ could keep the
// slice object).
func isBuiltinSequence(v Value) bool {
	switch v.obj.(type) {
	case *List, *Tuple, *Str, *Bytes, *ByteArray:
		return true
	}
	return false
}
