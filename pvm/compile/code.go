package compile

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// CodeFlags describe how a code object is called.
type CodeFlags uint16

// Code flags.
const (
	FlagVarargs     CodeFlags = 1 << iota // has *args
	FlagVarkw                             // has **kwargs
	FlagGenerator                         // calling it returns a generator
	FlagCoroutine                         // calling it returns a coroutine (async def)
	FlagClassBody                         // locals live in a namespace dict (LOAD_NAME/STORE_NAME)
	FlagModule                            // module top level
	FlagOneItemEach                       // a list or dict comprehension adding one item per item of its iterable
)

// Code is one compiled function, class body, comprehension or module.
type Code struct {
	Name      string
	QualName  string
	Filename  string
	FirstLine int32
	Doc       any // docstring (string) or nil

	Code      []uint32      // instructions (see Encode)
	Locs      []syntax.Span // source position of each instruction (CPython's co_positions)
	HandlerAt []int32       // index into Handlers active at each instruction, or -1
	Handlers  []Handler

	Consts   []any    // nil, bool, *big.Int, float64, string, syntax.Bytes, syntax.Ellipsis, *Code, Tuple
	Names    []string // global, attribute and module names
	Locals   []string // frame slots; parameters first
	Cellvars []string // variables captured by inner scopes
	Freevars []string // variables captured from outer scopes
	Cell2Arg []int32  // per cellvar: the parameter slot it is initialised from, or -1
	// Snapshots are the cell slots of the free variables copied into the
	// last len(Snapshots) locals by SNAPSHOT_FREE_VARS.
	Snapshots []int32

	ArgCount     int // positional parameters, including positional-only
	PosOnlyCount int
	KwOnlyCount  int
	Flags        CodeFlags
	MaxStack     int

	Hidden bool // tracebacks leave its frames out (library code standing in for CPython's native code)
}

// Handler is an exception-table entry: on an exception the stack is cut
// back to Depth, the exception pushed, and execution resumes at Target.
type Handler struct {
	Target int32
	Depth  int32
}

// Tuple is a constant tuple (for example the keyword names of a call).
type Tuple []any

// Program is a compiled module.
type Program struct {
	Filename string
	Top      *Code
}

// Line returns the source line of the instruction at pc.
func (c *Code) Line(pc int) int {
	return int(c.Loc(pc).Line)
}

// Loc returns the source position of the instruction at pc.
func (c *Code) Loc(pc int) syntax.Span {
	if pc < 0 || pc >= len(c.Locs) {
		return syntax.Span{Line: c.FirstLine, EndLine: c.FirstLine}
	}
	return c.Locs[pc]
}

// NumParams is the number of frame slots that hold parameters.
func (c *Code) NumParams() int {
	n := c.ArgCount + c.KwOnlyCount
	if c.Flags&FlagVarargs != 0 {
		n++
	}
	if c.Flags&FlagVarkw != 0 {
		n++
	}
	return n
}

// YieldsInHandler reports whether c, or code nested in it, can suspend
// inside a try, with or except block: a generator whose close() then runs
// code.
func (c *Code) YieldsInHandler() bool {
	for pc, ins := range c.Code {
		if op, _ := Decode(ins); op == YIELD_VALUE && c.HandlerAt[pc] >= 0 {
			return true
		}
	}
	for _, k := range c.Consts {
		if n, ok := k.(*Code); ok && n.YieldsInHandler() {
			return true
		}
	}
	return false
}

// NumCells is the number of cell slots (cellvars then freevars).
func (c *Code) NumCells() int { return len(c.Cellvars) + len(c.Freevars) }

// Disassemble renders a code object and its nested code for debugging and tests.
func Disassemble(c *Code) string {
	var b strings.Builder
	disassemble(&b, c)
	return b.String()
}

func disassemble(b *strings.Builder, c *Code) {
	fmt.Fprintf(b, "code %s (%s:%d) locals=%v cells=%v free=%v stack=%d\n", c.QualName, c.Filename, c.FirstLine, c.Locals, c.Cellvars, c.Freevars, c.MaxStack)
	var nested []*Code
	for pc, ins := range c.Code {
		op, arg := Decode(ins)
		fmt.Fprintf(b, "%4d %4d %-20s %d", c.Locs[pc].Line, pc, op, arg)
		switch op {
		case LOAD_CONST:
			if code, ok := c.Consts[arg].(*Code); ok {
				fmt.Fprintf(b, " (<code %s>)", code.Name)
				nested = append(nested, code)
			} else {
				fmt.Fprintf(b, " (%v)", constString(c.Consts[arg]))
			}
		case LOAD_FAST, STORE_FAST, DELETE_FAST, LOAD_FAST_ACC, INPLACE_ADD_FAST:
			fmt.Fprintf(b, " (%s)", c.Locals[arg])
		case LOAD_GLOBAL, STORE_GLOBAL, DELETE_GLOBAL, LOAD_NAME, STORE_NAME, DELETE_NAME,
			LOAD_ATTR, STORE_ATTR, DELETE_ATTR, LOAD_METHOD, IMPORT_NAME, IMPORT_FROM:
			fmt.Fprintf(b, " (%s)", c.Names[arg])
		}
		if h := c.HandlerAt[pc]; h >= 0 {
			fmt.Fprintf(b, " [handler %d depth %d]", c.Handlers[h].Target, c.Handlers[h].Depth)
		}
		b.WriteByte('\n')
	}
	for _, n := range nested {
		disassemble(b, n)
	}
}

func constString(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case string:
		return fmt.Sprintf("%q", v)
	case *big.Int:
		return v.String()
	case Tuple:
		parts := make([]string, len(v))
		for i, e := range v {
			parts[i] = constString(e)
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	return fmt.Sprint(v)
}

// constKey identifies equal constants so each is stored once per code object.
// It distinguishes 0.0 from -0.0 and 1 from 1.0 and True.
func constKey(v any) string {
	switch v := v.(type) {
	case nil:
		return "N"
	case bool:
		return fmt.Sprint("B", v)
	case *big.Int:
		return "I" + v.String()
	case float64:
		return fmt.Sprintf("F%x", v)
	case syntax.Imaginary:
		return fmt.Sprintf("J%x", float64(v))
	case string:
		return "S" + v
	case syntax.Bytes:
		return "Y" + string(v)
	case syntax.Ellipsis:
		return "E"
	case Tuple:
		var b strings.Builder
		b.WriteString("T(")
		for _, e := range v {
			k := constKey(e)
			fmt.Fprintf(&b, "%d:%s", len(k), k)
		}
		b.WriteString(")")
		return b.String()
	}
	return "" // code objects are never shared
}
