// Package compile turns a Python AST (package syntax) into the compact
// bytecode the PVM interprets. Names are resolved to slots at compile time:
// function locals become frame slots, captured variables become cell slots,
// and only module globals, attributes and builtins are looked up by name.
//
// A compiled Program is immutable and may be shared by any number of
// executions, so it can be cached by code hash.
package compile

import "fmt"

// Opcode is one bytecode operation. An instruction is a uint32 holding the
// opcode in its low 8 bits and a 24-bit argument above it.
type Opcode uint8

// Instruction layout.
const (
	opBits = 8
	MaxArg = 1<<(32-opBits) - 1
)

// Encode packs an instruction.
func Encode(op Opcode, arg int) uint32 { return uint32(op) | uint32(arg)<<opBits }

// Decode unpacks an instruction.
func Decode(ins uint32) (Opcode, int) { return Opcode(ins), int(ins >> opBits) }

// The operations. Stack effects are written as (before -- after), top on the right.
const (
	// The hot instructions come first, then the numbers the interpreter
	// gives its fused instructions (pvm/superinst.go): its fast dispatch
	// switch covers this range, and Go compiles a switch to a jump table
	// only when its cases are dense.
	NOP        Opcode = iota
	POP_TOP           // (x -- )
	LOAD_CONST        // arg: const index
	LOAD_FAST         // arg: local slot; raises UnboundLocalError when unset
	STORE_FAST        // arg: local slot
	JUMP
	LOAD_ATTR     // arg: name index (obj -- value)
	STORE_ATTR    // arg: name index (value obj -- )
	LOAD_METHOD   // arg: name index (obj -- meth self) or (obj -- NULL bound)
	BINARY_OP     // arg: BinaryOp (l r -- result)
	COMPARE_OP    // arg: CompareOp (l r -- result)
	BINARY_SUBSCR // arg: 0 or SubscrTempResult (container key -- value)
	STORE_SUBSCR  // (value container key -- )
	POP_JUMP_IF_FALSE
	POP_JUMP_IF_TRUE
	FOR_ITER // arg: exit target (it -- it next) or pops it and jumps when exhausted
	COPY     // arg n: push a copy of the n-th item from the top (1 = top)
	SWAP     // arg n: swap top with the n-th item from the top
	RETURN_VALUE
	YIELD_VALUE // (v -- sent)
	// `x += v` on a plain local: LOAD_FAST_ACC x; <v>; INPLACE_ADD_FAST x.
	// Repeated string appends then reuse one growing buffer (see pvm).
	LOAD_FAST_ACC    // arg: local slot; like LOAD_FAST without materialising an accumulated str
	INPLACE_ADD_FAST // arg: local slot (x v -- ) x += v, stored back into the slot

	FirstFused // up to LastFused: numbers reserved for the interpreter
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	_
	LastFused

	// Loads and stores.
	DELETE_FAST      // arg: local slot
	LOAD_DEREF       // arg: cell slot (cellvars then freevars)
	STORE_DEREF      // arg: cell slot; above StoreDerefSlotShift, 1 + a local slot stored too
	DELETE_DEREF     // arg: cell slot
	LOAD_CLOSURE     // arg: cell slot; pushes the cell itself
	LOAD_CLASSDEREF  // arg: cell slot; class bodies look in their namespace first
	LOAD_GLOBAL      // arg: name index; globals then builtins
	STORE_GLOBAL     // arg: name index
	DELETE_GLOBAL    // arg: name index
	LOAD_NAME        // arg: name index; namespace, globals, builtins (class bodies)
	STORE_NAME       // arg: name index
	DELETE_NAME      // arg: name index
	DELETE_ATTR      // arg: name index (obj -- )
	DELETE_SUBSCR    // (container key -- )
	BUILD_SLICE      // arg 2 or 3
	LOAD_BUILD_CLASS // ( -- __build_class__)
	LOAD_ASSERTION_ERROR
	SETUP_ANNOTATIONS // create __annotations__ in the current namespace

	// Operators.
	UNARY_NEG    // (x -- -x)
	UNARY_POS    // (x -- +x)
	UNARY_NOT    // (x -- not x)
	UNARY_INVERT // (x -- ~x)
	IS_OP        // arg 1 inverts (l r -- bool)
	CONTAINS_OP  // arg 1 inverts (item container -- bool)

	// Building values.
	BUILD_TUPLE  // arg n
	BUILD_LIST   // arg n
	BUILD_MAP    // arg n pairs (k1 v1 ... kn vn -- dict)
	BUILD_STRING // arg n: concatenate n strs
	LIST_APPEND  // arg i: list at stack[-i] after popping the item
	LIST_EXTEND  // arg i
	MAP_ADD      // arg i (k v -- ), map at stack[-i] after popping
	DICT_UPDATE  // arg i
	DICT_MERGE   // arg i: like DICT_UPDATE but duplicate keys are an error (calls)
	LIST_TO_TUPLE
	FORMAT_VALUE    // arg: conversion (0 none, 1 str, 2 repr, 3 ascii) | 4 when a spec is on the stack
	UNPACK_SEQUENCE // arg n
	UNPACK_EX       // arg: before | after<<8

	// Control flow. Jump arguments are absolute instruction indexes.
	JUMP_IF_FALSE_OR_POP
	JUMP_IF_TRUE_OR_POP
	POP_JUMP_IF_NONE     // arg: target (x -- ) jumps when x is None: `if x is None`
	POP_JUMP_IF_NOT_NONE // arg: target (x -- ) jumps when x is not None
	GET_ITER             // (iterable -- iterator)

	// Exceptions (handlers come from the code's exception table).
	RAISE_VARARGS   // arg 0 re-raise, 1 exc, 2 exc from cause
	RERAISE         // (exc -- ) raise exc again, keeping its traceback
	PUSH_EXC_INFO   // (exc -- prev exc) make exc the handled exception
	POP_EXCEPT      // (prev -- ) restore the handled exception
	CHECK_EXC_MATCH // (exc type -- exc bool)
	BEFORE_WITH     // (mgr -- exit enter_result)
	WITH_EXIT       // (exit -- ) normal exit: exit(None, None, None)
	WITH_EXCEPT     // (exit prev exc -- exit prev exc suppress)

	// Functions and calls.
	MAKE_FUNCTION // arg: MakeFunction flags and cells; pops (cells... annotations? kwdefaults? defaults? code)
	CALL          // arg n (callable a1..an -- result)
	CALL_KW       // arg n (callable a1..an kwnames -- result); kwnames is a const tuple of the last names
	CALL_METHOD   // arg n (meth self|NULL a1..an -- result)
	CALL_EX       // arg 1 when a kwargs dict is present, CallExMapping for the lone **mapping of a call (callable args [kwargs] -- result)
	CALL_STAR     // arg n (callable a1..an iterable -- result): f(a1, ..., an, *iterable), n > 0, no keywords

	// Modules.
	IMPORT_NAME // arg: name index (level fromlist -- module)
	IMPORT_FROM // arg: name index (module -- module attr)
	IMPORT_STAR // (module -- )

	// Generators and coroutines.
	GEN_START // first instruction of a generator body: discards the first send
	GET_YIELD_FROM_ITER
	GET_AWAITABLE
	SEND // arg: exit target (sub v -- sub result) or (sub v -- value) jumping when done

	// Set construction is refused at run time with DeterminismError.
	BUILD_SET

	// Structural pattern matching (match statements), as in CPython 3.11.
	MATCH_SEQUENCE         // (subj -- subj bool) a sequence other than str/bytes/bytearray
	MATCH_MAPPING          // (subj -- subj bool)
	GET_LEN                // (subj -- subj len)
	MATCH_KEYS             // (subj keys -- subj keys values|None) values is a tuple
	MATCH_CLASS            // arg: positional count (subj cls names -- attrs|None)
	COPY_DICT_WITHOUT_KEYS // (subj keys -- rest) a new dict of subj's other items

	// Asynchronous iteration (async for, async comprehensions). BEFORE_WITH,
	// WITH_EXIT and WITH_EXCEPT take arg 1 for async with: they use
	// __aenter__/__aexit__ and leave the awaitable result on the stack.
	GET_AITER     // arg 1: the loop owns what a call made, as GET_ITER (aiterable -- aiter)
	GET_ANEXT     // (aiter -- aiter awaitable)
	END_ASYNC_FOR // (aiter exc -- ) ends the loop on StopAsyncIteration, else re-raises exc

	// except* (PEP 654).
	CHECK_EG_MATCH    // (exc type -- rest match) match and rest are None when empty; a match becomes the handled exception
	PREP_RERAISE_STAR // (orig raised -- exc) what the clauses raised and left unhandled, as one exception, or None

	// A closure's first instruction when it reads free variables that
	// never change once set: copies their cells' values into its last
	// len(Code.Snapshots) locals, which LOAD_FAST then reads.
	SNAPSHOT_FREE_VARS

	// The first instruction of a plain function with more than
	// LargeFrameLocals local variables: charges for the frame a call of it
	// clears and holds, which grows with them.
	CHARGE_FRAME
)

// LargeFrameLocals is the number of local variables above which a function
// starts with CHARGE_FRAME.
const LargeFrameLocals = 256

// StoreDerefSlotShift places, in STORE_DEREF's argument, the local slot
// that keeps a copy of a variable bound once (see resolver.finish).
const StoreDerefSlotShift = 12

// MakeFunction flags, in the order their values are pushed. With
// FuncClosure, the closure's cells are pushed one by one (CPython builds a
// tuple of them, made only to be taken apart) and their number is the
// argument's bits above FuncFlags, from FuncCellsShift.
const (
	FuncDefaults    = 1
	FuncKwDefaults  = 2
	FuncAnnotations = 4
	FuncClosure     = 8
	FuncFlags       = 15
	FuncCellsShift  = 4
)

// BinaryOp is the argument of BINARY_OP.
type BinaryOp uint8

// Binary operators; the in-place forms follow the plain ones.
const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	OpMatMul
	OpTrueDiv
	OpMod
	OpPow
	OpLShift
	OpRShift
	OpOr
	OpXor
	OpAnd
	OpFloorDiv
	NumBinaryOps
	OpInplace = NumBinaryOps // add to get the in-place variant
)

// Flags above the operator in BINARY_OP's argument (BinaryOp(arg) drops
// them): the left or right operand is the result of another BINARY_OP, or
// this one's result is an operand of another. The interpreter may compute
// into such a temporary instead of allocating.
const (
	BinaryTempLeft   = 1 << 8
	BinaryTempRight  = 1 << 9
	BinaryTempResult = 1 << 10
)

// SubscrTempResult in BINARY_SUBSCR's argument marks the read of a slice
// whose result is only the value of a slice assignment, x[a:b] = y[c:d]:
// the store copies its items out, so nothing ever sees the result list
// and the interpreter may reuse one.
const SubscrTempResult = 1

// CallExMapping as CALL_EX's argument says the keyword argument is the
// lone **mapping of the call as written, not yet merged into a dict of its
// own: the interpreter reads a dict's items where they are.
const CallExMapping = 2

var binarySymbols = [...]string{"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"}

// Symbol returns the Python spelling, e.g. "+" or "+=".
func (op BinaryOp) Symbol() string {
	if op >= OpInplace {
		return binarySymbols[op-OpInplace] + "="
	}
	return binarySymbols[op]
}

// CompareOp is the argument of COMPARE_OP.
type CompareOp uint8

// Rich comparisons in CPython's order.
const (
	CmpLT CompareOp = iota
	CmpLE
	CmpEQ
	CmpNE
	CmpGT
	CmpGE
)

var compareSymbols = [...]string{"<", "<=", "==", "!=", ">", ">="}

// Symbol returns the Python spelling.
func (op CompareOp) Symbol() string { return compareSymbols[op] }

var opNames = [...]string{
	NOP: "NOP", POP_TOP: "POP_TOP", COPY: "COPY", SWAP: "SWAP",
	LOAD_CONST: "LOAD_CONST", LOAD_FAST: "LOAD_FAST", STORE_FAST: "STORE_FAST", DELETE_FAST: "DELETE_FAST",
	LOAD_DEREF: "LOAD_DEREF", STORE_DEREF: "STORE_DEREF", DELETE_DEREF: "DELETE_DEREF",
	LOAD_CLOSURE: "LOAD_CLOSURE", LOAD_CLASSDEREF: "LOAD_CLASSDEREF", SNAPSHOT_FREE_VARS: "SNAPSHOT_FREE_VARS", CHARGE_FRAME: "CHARGE_FRAME",
	LOAD_GLOBAL: "LOAD_GLOBAL", STORE_GLOBAL: "STORE_GLOBAL", DELETE_GLOBAL: "DELETE_GLOBAL",
	LOAD_NAME: "LOAD_NAME", STORE_NAME: "STORE_NAME", DELETE_NAME: "DELETE_NAME",
	LOAD_ATTR: "LOAD_ATTR", STORE_ATTR: "STORE_ATTR", DELETE_ATTR: "DELETE_ATTR", LOAD_METHOD: "LOAD_METHOD",
	BINARY_SUBSCR: "BINARY_SUBSCR", STORE_SUBSCR: "STORE_SUBSCR", DELETE_SUBSCR: "DELETE_SUBSCR",
	BUILD_SLICE: "BUILD_SLICE", LOAD_BUILD_CLASS: "LOAD_BUILD_CLASS", LOAD_ASSERTION_ERROR: "LOAD_ASSERTION_ERROR",
	SETUP_ANNOTATIONS: "SETUP_ANNOTATIONS",
	BINARY_OP:         "BINARY_OP", UNARY_NEG: "UNARY_NEG", UNARY_POS: "UNARY_POS", UNARY_NOT: "UNARY_NOT",
	UNARY_INVERT: "UNARY_INVERT", COMPARE_OP: "COMPARE_OP", IS_OP: "IS_OP", CONTAINS_OP: "CONTAINS_OP",
	BUILD_TUPLE: "BUILD_TUPLE", BUILD_LIST: "BUILD_LIST", BUILD_MAP: "BUILD_MAP", BUILD_STRING: "BUILD_STRING",
	LIST_APPEND: "LIST_APPEND", LIST_EXTEND: "LIST_EXTEND", MAP_ADD: "MAP_ADD", DICT_UPDATE: "DICT_UPDATE",
	DICT_MERGE: "DICT_MERGE", LIST_TO_TUPLE: "LIST_TO_TUPLE", FORMAT_VALUE: "FORMAT_VALUE",
	UNPACK_SEQUENCE: "UNPACK_SEQUENCE", UNPACK_EX: "UNPACK_EX",
	JUMP: "JUMP", POP_JUMP_IF_FALSE: "POP_JUMP_IF_FALSE", POP_JUMP_IF_TRUE: "POP_JUMP_IF_TRUE",
	JUMP_IF_FALSE_OR_POP: "JUMP_IF_FALSE_OR_POP", JUMP_IF_TRUE_OR_POP: "JUMP_IF_TRUE_OR_POP",
	POP_JUMP_IF_NONE: "POP_JUMP_IF_NONE", POP_JUMP_IF_NOT_NONE: "POP_JUMP_IF_NOT_NONE",
	GET_ITER: "GET_ITER", FOR_ITER: "FOR_ITER", RETURN_VALUE: "RETURN_VALUE",
	RAISE_VARARGS: "RAISE_VARARGS", RERAISE: "RERAISE", PUSH_EXC_INFO: "PUSH_EXC_INFO", POP_EXCEPT: "POP_EXCEPT",
	CHECK_EXC_MATCH: "CHECK_EXC_MATCH", BEFORE_WITH: "BEFORE_WITH", WITH_EXIT: "WITH_EXIT", WITH_EXCEPT: "WITH_EXCEPT",
	MAKE_FUNCTION: "MAKE_FUNCTION", CALL: "CALL", CALL_KW: "CALL_KW", CALL_METHOD: "CALL_METHOD", CALL_EX: "CALL_EX", CALL_STAR: "CALL_STAR",
	IMPORT_NAME: "IMPORT_NAME", IMPORT_FROM: "IMPORT_FROM", IMPORT_STAR: "IMPORT_STAR",
	GEN_START: "GEN_START", YIELD_VALUE: "YIELD_VALUE", GET_YIELD_FROM_ITER: "GET_YIELD_FROM_ITER",
	GET_AWAITABLE: "GET_AWAITABLE", SEND: "SEND", BUILD_SET: "BUILD_SET",
	GET_AITER: "GET_AITER", GET_ANEXT: "GET_ANEXT", END_ASYNC_FOR: "END_ASYNC_FOR",
	CHECK_EG_MATCH: "CHECK_EG_MATCH", PREP_RERAISE_STAR: "PREP_RERAISE_STAR",
	LOAD_FAST_ACC: "LOAD_FAST_ACC", INPLACE_ADD_FAST: "INPLACE_ADD_FAST",
	MATCH_SEQUENCE: "MATCH_SEQUENCE", MATCH_MAPPING: "MATCH_MAPPING", GET_LEN: "GET_LEN",
	MATCH_KEYS: "MATCH_KEYS", MATCH_CLASS: "MATCH_CLASS", COPY_DICT_WITHOUT_KEYS: "COPY_DICT_WITHOUT_KEYS",
}

func (op Opcode) String() string {
	if int(op) < len(opNames) && opNames[op] != "" {
		return opNames[op]
	}
	return fmt.Sprintf("OP_%d", uint8(op))
}

// stackEffect is the net change in stack depth an instruction causes on its
// fall-through path.
func stackEffect(op Opcode, arg int) int {
	switch op {
	case NOP, JUMP, UNARY_NEG, UNARY_POS, UNARY_NOT, UNARY_INVERT, GET_ITER, LIST_TO_TUPLE,
		SWAP, DELETE_FAST, DELETE_DEREF, DELETE_GLOBAL, DELETE_NAME, LOAD_ATTR, GET_YIELD_FROM_ITER,
		GET_AWAITABLE, YIELD_VALUE, GEN_START, SNAPSHOT_FREE_VARS, CHARGE_FRAME, SETUP_ANNOTATIONS, CHECK_EXC_MATCH, GET_AITER, CHECK_EG_MATCH:
		return 0
	case POP_TOP, STORE_FAST, STORE_DEREF, STORE_GLOBAL, STORE_NAME, DELETE_ATTR, BINARY_SUBSCR,
		BINARY_OP, COMPARE_OP, IS_OP, CONTAINS_OP, LIST_APPEND, COPY_DICT_WITHOUT_KEYS, LIST_EXTEND, DICT_UPDATE, DICT_MERGE,
		POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, POP_JUMP_IF_NONE, POP_JUMP_IF_NOT_NONE, RETURN_VALUE, RERAISE, POP_EXCEPT, IMPORT_STAR,
		PREP_RERAISE_STAR:
		return -1
	case WITH_EXIT:
		return arg - 1 // async: the awaitable stays
	case COPY, LOAD_CONST, LOAD_FAST, LOAD_FAST_ACC, LOAD_DEREF, LOAD_CLOSURE, LOAD_CLASSDEREF, LOAD_GLOBAL, LOAD_NAME,
		LOAD_BUILD_CLASS, LOAD_ASSERTION_ERROR, LOAD_METHOD, FOR_ITER, PUSH_EXC_INFO, BEFORE_WITH,
		WITH_EXCEPT, IMPORT_FROM, MATCH_SEQUENCE, MATCH_MAPPING, GET_LEN, MATCH_KEYS, GET_ANEXT:
		return 1
	case STORE_ATTR, DELETE_SUBSCR, MAP_ADD, INPLACE_ADD_FAST, MATCH_CLASS, END_ASYNC_FOR:
		return -2
	case STORE_SUBSCR:
		return -3
	case BUILD_SLICE:
		return 1 - arg
	case BUILD_TUPLE, BUILD_LIST, BUILD_STRING, BUILD_SET:
		return 1 - arg
	case BUILD_MAP:
		return 1 - 2*arg
	case FORMAT_VALUE:
		if arg&4 != 0 {
			return -1
		}
		return 0
	case UNPACK_SEQUENCE:
		return arg - 1
	case UNPACK_EX:
		return (arg & 0xff) + (arg >> 8)
	case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP:
		return -1 // on fall-through
	case RAISE_VARARGS:
		return -arg
	case MAKE_FUNCTION:
		n := arg >> FuncCellsShift
		for f := 1; f < FuncClosure; f <<= 1 {
			if arg&f != 0 {
				n++
			}
		}
		return -n
	case CALL, CALL_METHOD:
		n := -(arg & 0xffff)
		if op == CALL_METHOD {
			n-- // the self-or-NULL slot
		}
		if arg&CallKw != 0 {
			n-- // the keyword-names tuple
		}
		return n
	case CALL_KW:
		return -arg - 1
	case CALL_EX:
		return -1 - min(arg, 1)
	case CALL_STAR:
		return -arg - 1
	case IMPORT_NAME:
		return -1
	case SEND:
		return 0
	}
	panic(fmt.Sprintf("compile: no stack effect for %v", op))
}
