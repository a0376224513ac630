// Package syntax implements the Python 3.11 tokenizer, parser and abstract
// syntax tree used by the Cowboy Python VM.
//
// The AST in this file mirrors CPython 3.11's ast module exactly: there is one
// Go struct per concrete node class, with the same name (except that the
// expression statement ast.Expr is called ExprStmt, because Expr is the Go
// interface of all expressions), and with CPython's field names in CamelCase in
// CPython's field order. Fields that are optional in CPython (`expr?`,
// `identifier?`) are nil or "" when absent. type_comment fields are omitted.
//
// Every node carries a Span with CPython's position attributes: 1-based lines
// and 0-based UTF-8 byte columns (lineno, col_offset, end_lineno,
// end_col_offset). Nodes that have no positions in CPython (comprehension,
// arguments, withitem, match_case) carry a best-effort Span that Dump omits.
//
// The span is embedded as the field Loc (of type Span); it is promoted, so
// n.Line, n.Col, n.EndLine, n.EndCol and the Node method n.Span() all work.
package syntax

// Span is a node's source range with CPython's meaning: Line and EndLine are
// 1-based, Col and EndCol are 0-based byte offsets into the UTF-8 line.
type Span struct {
	Line, Col, EndLine, EndCol int32
}

// Span returns s itself; it makes every node that embeds a Loc a Node.
func (s Span) Span() Span { return s }

// Loc is the name under which nodes embed their Span (a field cannot be
// called Span and also provide the Span() method).
type Loc = Span

// Node is any AST node.
type Node interface {
	Span() Span
}

// Expr is an expression node (CPython's ast.expr).
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node (CPython's ast.stmt).
type Stmt interface {
	Node
	stmtNode()
}

// Pattern is a match-statement pattern node (CPython's ast.pattern).
type Pattern interface {
	Node
	patternNode()
}

// Module is a parsed source file (CPython's ast.Module; type_ignores is
// always empty). Its Loc is zero.
type Module struct {
	Loc
	Body []Stmt
}

// ---- Enumerations ----

// ExprContext is CPython's expr_context.
type ExprContext uint8

// Expression contexts.
const (
	Load ExprContext = iota
	Store
	Del
)

func (c ExprContext) String() string {
	switch c {
	case Load:
		return "Load"
	case Store:
		return "Store"
	case Del:
		return "Del"
	}
	return "ExprContext(?)"
}

// BoolOpKind is CPython's boolop.
type BoolOpKind uint8

// Boolean operators.
const (
	And BoolOpKind = iota
	Or
)

func (k BoolOpKind) String() string {
	switch k {
	case And:
		return "And"
	case Or:
		return "Or"
	}
	return "BoolOpKind(?)"
}

// Operator is CPython's operator (binary and augmented-assignment operators).
type Operator uint8

// Binary operators.
const (
	Add Operator = iota
	Sub
	Mult
	MatMult
	Div
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	FloorDiv
)

var operatorNames = [...]string{"Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow", "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv"}

// Python source symbol of each operator.
var operatorSymbols = [...]string{"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"}

func (o Operator) String() string {
	if int(o) < len(operatorNames) {
		return operatorNames[o]
	}
	return "Operator(?)"
}

// Symbol returns the Python source spelling of the operator, e.g. "+".
func (o Operator) Symbol() string {
	if int(o) < len(operatorSymbols) {
		return operatorSymbols[o]
	}
	return "?"
}

// UnaryOpKind is CPython's unaryop.
type UnaryOpKind uint8

// Unary operators.
const (
	Invert UnaryOpKind = iota
	Not
	UAdd
	USub
)

func (k UnaryOpKind) String() string {
	switch k {
	case Invert:
		return "Invert"
	case Not:
		return "Not"
	case UAdd:
		return "UAdd"
	case USub:
		return "USub"
	}
	return "UnaryOpKind(?)"
}

// CmpOp is CPython's cmpop.
type CmpOp uint8

// Comparison operators.
const (
	Eq CmpOp = iota
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
)

var cmpOpNames = [...]string{"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"}

func (c CmpOp) String() string {
	if int(c) < len(cmpOpNames) {
		return cmpOpNames[c]
	}
	return "CmpOp(?)"
}

// ---- Constant values ----

// Imaginary is the value of an imaginary literal such as 1j (the imaginary
// part; the real part is zero).
type Imaginary float64

// Bytes is the value of a bytes literal.
type Bytes []byte

// Ellipsis is the value of the ... literal.
type Ellipsis struct{}

// ---- Statements ----

// FunctionDef is `def Name(Args) -> Returns: Body`.
type FunctionDef struct {
	Loc
	Name          string
	Args          *Arguments
	Body          []Stmt
	DecoratorList []Expr
	Returns       Expr
}

// AsyncFunctionDef is `async def`.
type AsyncFunctionDef struct {
	Loc
	Name          string
	Args          *Arguments
	Body          []Stmt
	DecoratorList []Expr
	Returns       Expr
}

// ClassDef is a class statement.
type ClassDef struct {
	Loc
	Name          string
	Bases         []Expr
	Keywords      []*Keyword
	Body          []Stmt
	DecoratorList []Expr
}

// Return is `return [Value]`.
type Return struct {
	Loc
	Value Expr
}

// Delete is `del Targets`.
type Delete struct {
	Loc
	Targets []Expr
}

// Assign is `Targets[0] = Targets[1] = ... = Value`.
type Assign struct {
	Loc
	Targets []Expr
	Value   Expr
}

// AugAssign is `Target Op= Value`.
type AugAssign struct {
	Loc
	Target Expr
	Op     Operator
	Value  Expr
}

// AnnAssign is `Target: Annotation [= Value]`. Simple is true for a bare,
// unparenthesized name target.
type AnnAssign struct {
	Loc
	Target     Expr
	Annotation Expr
	Value      Expr
	Simple     bool
}

// For is a for loop.
type For struct {
	Loc
	Target Expr
	Iter   Expr
	Body   []Stmt
	Orelse []Stmt
}

// AsyncFor is `async for`.
type AsyncFor struct {
	Loc
	Target Expr
	Iter   Expr
	Body   []Stmt
	Orelse []Stmt
}

// While is a while loop.
type While struct {
	Loc
	Test   Expr
	Body   []Stmt
	Orelse []Stmt
}

// If is an if statement; elif appears as a single If in Orelse.
type If struct {
	Loc
	Test   Expr
	Body   []Stmt
	Orelse []Stmt
}

// With is a with statement.
type With struct {
	Loc
	Items []*WithItem
	Body  []Stmt
}

// AsyncWith is `async with`.
type AsyncWith struct {
	Loc
	Items []*WithItem
	Body  []Stmt
}

// Match is a match statement.
type Match struct {
	Loc
	Subject Expr
	Cases   []*MatchCase
}

// Raise is `raise [Exc [from Cause]]`.
type Raise struct {
	Loc
	Exc   Expr
	Cause Expr
}

// Try is try/except/else/finally.
type Try struct {
	Loc
	Body      []Stmt
	Handlers  []*ExceptHandler
	Orelse    []Stmt
	Finalbody []Stmt
}

// TryStar is try/except*.
type TryStar struct {
	Loc
	Body      []Stmt
	Handlers  []*ExceptHandler
	Orelse    []Stmt
	Finalbody []Stmt
}

// Assert is `assert Test[, Msg]`.
type Assert struct {
	Loc
	Test Expr
	Msg  Expr
}

// Import is `import a.b as c, ...`.
type Import struct {
	Loc
	Names []*Alias
}

// ImportFrom is `from ..Module import names`. Module is "" for `from . import x`.
type ImportFrom struct {
	Loc
	Module string
	Names  []*Alias
	Level  int
}

// Global is a global declaration.
type Global struct {
	Loc
	Names []string
}

// Nonlocal is a nonlocal declaration.
type Nonlocal struct {
	Loc
	Names []string
}

// ExprStmt is an expression statement (CPython's ast.Expr).
type ExprStmt struct {
	Loc
	Value Expr
}

// Pass is `pass`.
type Pass struct{ Loc }

// Break is `break`.
type Break struct{ Loc }

// Continue is `continue`.
type Continue struct{ Loc }

// ---- Expressions ----

// BoolOp is `Values[0] and/or Values[1] ...`.
type BoolOp struct {
	Loc
	Op     BoolOpKind
	Values []Expr
}

// NamedExpr is `Target := Value`.
type NamedExpr struct {
	Loc
	Target Expr
	Value  Expr
}

// BinOp is `Left Op Right`.
type BinOp struct {
	Loc
	Left  Expr
	Op    Operator
	Right Expr
}

// UnaryOp is `Op Operand`.
type UnaryOp struct {
	Loc
	Op      UnaryOpKind
	Operand Expr
}

// Lambda is `lambda Args: Body`.
type Lambda struct {
	Loc
	Args *Arguments
	Body Expr
}

// IfExp is `Body if Test else Orelse`.
type IfExp struct {
	Loc
	Test   Expr
	Body   Expr
	Orelse Expr
}

// Dict is a dict display; a nil key marks a `**Values[i]` entry.
type Dict struct {
	Loc
	Keys   []Expr
	Values []Expr
}

// Set is a set display.
type Set struct {
	Loc
	Elts []Expr
}

// ListComp is a list comprehension.
type ListComp struct {
	Loc
	Elt        Expr
	Generators []*Comprehension
}

// SetComp is a set comprehension.
type SetComp struct {
	Loc
	Elt        Expr
	Generators []*Comprehension
}

// DictComp is a dict comprehension.
type DictComp struct {
	Loc
	Key        Expr
	Value      Expr
	Generators []*Comprehension
}

// GeneratorExp is a generator expression.
type GeneratorExp struct {
	Loc
	Elt        Expr
	Generators []*Comprehension
}

// Await is `await Value`.
type Await struct {
	Loc
	Value Expr
}

// Yield is `yield [Value]`.
type Yield struct {
	Loc
	Value Expr
}

// YieldFrom is `yield from Value`.
type YieldFrom struct {
	Loc
	Value Expr
}

// Compare is `Left Ops[0] Comparators[0] Ops[1] Comparators[1] ...`.
type Compare struct {
	Loc
	Left        Expr
	Ops         []CmpOp
	Comparators []Expr
}

// Call is `Func(Args..., Keywords...)`.
type Call struct {
	Loc
	Func     Expr
	Args     []Expr
	Keywords []*Keyword
}

// FormattedValue is one `{...}` field of an f-string. Conversion is -1 or
// one of 's', 'r', 'a'; FormatSpec is nil or a *JoinedStr.
type FormattedValue struct {
	Loc
	Value      Expr
	Conversion int
	FormatSpec Expr
}

// JoinedStr is an f-string.
type JoinedStr struct {
	Loc
	Values []Expr
}

// Constant is a literal. Value is one of nil (None), bool, *big.Int,
// float64, Imaginary, string, Bytes or Ellipsis. Kind is "u" for u-prefixed
// strings and "" otherwise.
type Constant struct {
	Loc
	Value any
	Kind  string
}

// Attribute is `Value.Attr`.
type Attribute struct {
	Loc
	Value Expr
	Attr  string
	Ctx   ExprContext
}

// Subscript is `Value[Slice]`.
type Subscript struct {
	Loc
	Value Expr
	Slice Expr
	Ctx   ExprContext
}

// Starred is `*Value`.
type Starred struct {
	Loc
	Value Expr
	Ctx   ExprContext
}

// Name is an identifier (NFKC-normalized, as CPython does).
type Name struct {
	Loc
	Id  string
	Ctx ExprContext
}

// List is a list display or target.
type List struct {
	Loc
	Elts []Expr
	Ctx  ExprContext
}

// Tuple is a tuple display or target.
type Tuple struct {
	Loc
	Elts []Expr
	Ctx  ExprContext
}

// Slice is `Lower:Upper:Step` inside a subscript.
type Slice struct {
	Loc
	Lower Expr
	Upper Expr
	Step  Expr
}

// ---- Helper nodes ----

// Comprehension is one `for Target in Iter if Ifs...` clause.
type Comprehension struct {
	Loc
	Target  Expr
	Iter    Expr
	Ifs     []Expr
	IsAsync bool
}

// ExceptHandler is an except clause; Name is "" when there is no `as`.
type ExceptHandler struct {
	Loc
	Type Expr
	Name string
	Body []Stmt
}

// Arguments is a parameter list. KwDefaults is parallel to Kwonlyargs with
// nil entries for parameters without a default; Defaults belong to the last
// len(Defaults) of Posonlyargs+Args.
type Arguments struct {
	Loc
	Posonlyargs []*Arg
	Args        []*Arg
	Vararg      *Arg
	Kwonlyargs  []*Arg
	KwDefaults  []Expr
	Kwarg       *Arg
	Defaults    []Expr
}

// Arg is one parameter.
type Arg struct {
	Loc
	Arg        string
	Annotation Expr
}

// Keyword is a keyword argument `Arg=Value`, or `**Value` when Arg is "".
type Keyword struct {
	Loc
	Arg   string
	Value Expr
}

// Alias is `Name [as Asname]` in an import; Asname is "" when absent.
type Alias struct {
	Loc
	Name   string
	Asname string
}

// WithItem is `ContextExpr [as OptionalVars]`.
type WithItem struct {
	Loc
	ContextExpr  Expr
	OptionalVars Expr
}

// MatchCase is `case Pattern [if Guard]: Body`.
type MatchCase struct {
	Loc
	Pattern Pattern
	Guard   Expr
	Body    []Stmt
}

// ---- Patterns ----

// MatchValue matches a value pattern (a literal or dotted name).
type MatchValue struct {
	Loc
	Value Expr
}

// MatchSingleton matches None, True or False; Value is nil, true or false.
type MatchSingleton struct {
	Loc
	Value any
}

// MatchSequence is `[p, ...]` or `(p, ...)`.
type MatchSequence struct {
	Loc
	Patterns []Pattern
}

// MatchMapping is `{k: p, ..., **Rest}`; Rest is "" when absent.
type MatchMapping struct {
	Loc
	Keys     []Expr
	Patterns []Pattern
	Rest     string
}

// MatchClass is `Cls(p, ..., attr=p, ...)`.
type MatchClass struct {
	Loc
	Cls         Expr
	Patterns    []Pattern
	KwdAttrs    []string
	KwdPatterns []Pattern
}

// MatchStar is `*Name` in a sequence pattern; Name is "" for `*_`.
type MatchStar struct {
	Loc
	Name string
}

// MatchAs is `Pattern as Name`, a capture `Name` (Pattern nil), or the
// wildcard `_` (both nil/"").
type MatchAs struct {
	Loc
	Pattern Pattern
	Name    string
}

// MatchOr is `p | p | ...`.
type MatchOr struct {
	Loc
	Patterns []Pattern
}

// ---- Marker methods ----

func (*FunctionDef) stmtNode()      {}
func (*AsyncFunctionDef) stmtNode() {}
func (*ClassDef) stmtNode()         {}
func (*Return) stmtNode()           {}
func (*Delete) stmtNode()           {}
func (*Assign) stmtNode()           {}
func (*AugAssign) stmtNode()        {}
func (*AnnAssign) stmtNode()        {}
func (*For) stmtNode()              {}
func (*AsyncFor) stmtNode()         {}
func (*While) stmtNode()            {}
func (*If) stmtNode()               {}
func (*With) stmtNode()             {}
func (*AsyncWith) stmtNode()        {}
func (*Match) stmtNode()            {}
func (*Raise) stmtNode()            {}
func (*Try) stmtNode()              {}
func (*TryStar) stmtNode()          {}
func (*Assert) stmtNode()           {}
func (*Import) stmtNode()           {}
func (*ImportFrom) stmtNode()       {}
func (*Global) stmtNode()           {}
func (*Nonlocal) stmtNode()         {}
func (*ExprStmt) stmtNode()         {}
func (*Pass) stmtNode()             {}
func (*Break) stmtNode()            {}
func (*Continue) stmtNode()         {}

func (*BoolOp) exprNode()         {}
func (*NamedExpr) exprNode()      {}
func (*BinOp) exprNode()          {}
func (*UnaryOp) exprNode()        {}
func (*Lambda) exprNode()         {}
func (*IfExp) exprNode()          {}
func (*Dict) exprNode()           {}
func (*Set) exprNode()            {}
func (*ListComp) exprNode()       {}
func (*SetComp) exprNode()        {}
func (*DictComp) exprNode()       {}
func (*GeneratorExp) exprNode()   {}
func (*Await) exprNode()          {}
func (*Yield) exprNode()          {}
func (*YieldFrom) exprNode()      {}
func (*Compare) exprNode()        {}
func (*Call) exprNode()           {}
func (*FormattedValue) exprNode() {}
func (*JoinedStr) exprNode()      {}
func (*Constant) exprNode()       {}
func (*Attribute) exprNode()      {}
func (*Subscript) exprNode()      {}
func (*Starred) exprNode()        {}
func (*Name) exprNode()           {}
func (*List) exprNode()           {}
func (*Tuple) exprNode()          {}
func (*Slice) exprNode()          {}

func (*MatchValue) patternNode()     {}
func (*MatchSingleton) patternNode() {}
func (*MatchSequence) patternNode()  {}
func (*MatchMapping) patternNode()   {}
func (*MatchClass) patternNode()     {}
func (*MatchStar) patternNode()      {}
func (*MatchAs) patternNode()        {}
func (*MatchOr) patternNode()        {}

// ---- Walk ----

// Walk traverses the tree rooted at n in depth-first order, visiting children
// in CPython field order. f is called for each node; if it returns false the
// node's children are skipped. Absent (nil) children are not visited; n must
// not be a typed nil pointer.
func Walk(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	walkChildren(n, f)
}

func walkExprs(list []Expr, f func(Node) bool) {
	for _, e := range list {
		if e != nil {
			Walk(e, f)
		}
	}
}

func walkStmts(list []Stmt, f func(Node) bool) {
	for _, s := range list {
		Walk(s, f)
	}
}

func walkPatterns(list []Pattern, f func(Node) bool) {
	for _, p := range list {
		Walk(p, f)
	}
}

func walkExpr(e Expr, f func(Node) bool) {
	if e != nil {
		Walk(e, f)
	}
}

func walkArgs(a *Arguments, f func(Node) bool) {
	if a != nil {
		Walk(a, f)
	}
}

func walkChildren(n Node, f func(Node) bool) {
	switch x := n.(type) {
	case *Module:
		walkStmts(x.Body, f)
	case *FunctionDef:
		walkArgs(x.Args, f)
		walkStmts(x.Body, f)
		walkExprs(x.DecoratorList, f)
		walkExpr(x.Returns, f)
	case *AsyncFunctionDef:
		walkArgs(x.Args, f)
		walkStmts(x.Body, f)
		walkExprs(x.DecoratorList, f)
		walkExpr(x.Returns, f)
	case *ClassDef:
		walkExprs(x.Bases, f)
		for _, k := range x.Keywords {
			Walk(k, f)
		}
		walkStmts(x.Body, f)
		walkExprs(x.DecoratorList, f)
	case *Return:
		walkExpr(x.Value, f)
	case *Delete:
		walkExprs(x.Targets, f)
	case *Assign:
		walkExprs(x.Targets, f)
		walkExpr(x.Value, f)
	case *AugAssign:
		walkExpr(x.Target, f)
		walkExpr(x.Value, f)
	case *AnnAssign:
		walkExpr(x.Target, f)
		walkExpr(x.Annotation, f)
		walkExpr(x.Value, f)
	case *For:
		walkExpr(x.Target, f)
		walkExpr(x.Iter, f)
		walkStmts(x.Body, f)
		walkStmts(x.Orelse, f)
	case *AsyncFor:
		walkExpr(x.Target, f)
		walkExpr(x.Iter, f)
		walkStmts(x.Body, f)
		walkStmts(x.Orelse, f)
	case *While:
		walkExpr(x.Test, f)
		walkStmts(x.Body, f)
		walkStmts(x.Orelse, f)
	case *If:
		walkExpr(x.Test, f)
		walkStmts(x.Body, f)
		walkStmts(x.Orelse, f)
	case *With:
		for _, it := range x.Items {
			Walk(it, f)
		}
		walkStmts(x.Body, f)
	case *AsyncWith:
		for _, it := range x.Items {
			Walk(it, f)
		}
		walkStmts(x.Body, f)
	case *Match:
		walkExpr(x.Subject, f)
		for _, c := range x.Cases {
			Walk(c, f)
		}
	case *Raise:
		walkExpr(x.Exc, f)
		walkExpr(x.Cause, f)
	case *Try:
		walkStmts(x.Body, f)
		for _, h := range x.Handlers {
			Walk(h, f)
		}
		walkStmts(x.Orelse, f)
		walkStmts(x.Finalbody, f)
	case *TryStar:
		walkStmts(x.Body, f)
		for _, h := range x.Handlers {
			Walk(h, f)
		}
		walkStmts(x.Orelse, f)
		walkStmts(x.Finalbody, f)
	case *Assert:
		walkExpr(x.Test, f)
		walkExpr(x.Msg, f)
	case *ExprStmt:
		walkExpr(x.Value, f)
	case *Import, *ImportFrom:
		var names []*Alias
		if i, ok := x.(*Import); ok {
			names = i.Names
		} else {
			names = x.(*ImportFrom).Names
		}
		for _, a := range names {
			Walk(a, f)
		}
	case *Global, *Nonlocal, *Pass, *Break, *Continue:

	case *BoolOp:
		walkExprs(x.Values, f)
	case *NamedExpr:
		walkExpr(x.Target, f)
		walkExpr(x.Value, f)
	case *BinOp:
		walkExpr(x.Left, f)
		walkExpr(x.Right, f)
	case *UnaryOp:
		walkExpr(x.Operand, f)
	case *Lambda:
		walkArgs(x.Args, f)
		walkExpr(x.Body, f)
	case *IfExp:
		walkExpr(x.Test, f)
		walkExpr(x.Body, f)
		walkExpr(x.Orelse, f)
	case *Dict:
		walkExprs(x.Keys, f)
		walkExprs(x.Values, f)
	case *Set:
		walkExprs(x.Elts, f)
	case *ListComp:
		walkExpr(x.Elt, f)
		walkComps(x.Generators, f)
	case *SetComp:
		walkExpr(x.Elt, f)
		walkComps(x.Generators, f)
	case *DictComp:
		walkExpr(x.Key, f)
		walkExpr(x.Value, f)
		walkComps(x.Generators, f)
	case *GeneratorExp:
		walkExpr(x.Elt, f)
		walkComps(x.Generators, f)
	case *Await:
		walkExpr(x.Value, f)
	case *Yield:
		walkExpr(x.Value, f)
	case *YieldFrom:
		walkExpr(x.Value, f)
	case *Compare:
		walkExpr(x.Left, f)
		walkExprs(x.Comparators, f)
	case *Call:
		walkExpr(x.Func, f)
		walkExprs(x.Args, f)
		for _, k := range x.Keywords {
			Walk(k, f)
		}
	case *FormattedValue:
		walkExpr(x.Value, f)
		walkExpr(x.FormatSpec, f)
	case *JoinedStr:
		walkExprs(x.Values, f)
	case *Constant, *Name:
	case *Attribute:
		walkExpr(x.Value, f)
	case *Subscript:
		walkExpr(x.Value, f)
		walkExpr(x.Slice, f)
	case *Starred:
		walkExpr(x.Value, f)
	case *List:
		walkExprs(x.Elts, f)
	case *Tuple:
		walkExprs(x.Elts, f)
	case *Slice:
		walkExpr(x.Lower, f)
		walkExpr(x.Upper, f)
		walkExpr(x.Step, f)

	case *Comprehension:
		walkExpr(x.Target, f)
		walkExpr(x.Iter, f)
		walkExprs(x.Ifs, f)
	case *ExceptHandler:
		walkExpr(x.Type, f)
		walkStmts(x.Body, f)
	case *Arguments:
		for _, a := range x.Posonlyargs {
			Walk(a, f)
		}
		for _, a := range x.Args {
			Walk(a, f)
		}
		if x.Vararg != nil {
			Walk(x.Vararg, f)
		}
		for _, a := range x.Kwonlyargs {
			Walk(a, f)
		}
		walkExprs(x.KwDefaults, f)
		if x.Kwarg != nil {
			Walk(x.Kwarg, f)
		}
		walkExprs(x.Defaults, f)
	case *Arg:
		walkExpr(x.Annotation, f)
	case *Keyword:
		walkExpr(x.Value, f)
	case *Alias:
	case *WithItem:
		walkExpr(x.ContextExpr, f)
		walkExpr(x.OptionalVars, f)
	case *MatchCase:
		if x.Pattern != nil {
			Walk(x.Pattern, f)
		}
		walkExpr(x.Guard, f)
		walkStmts(x.Body, f)

	case *MatchValue:
		walkExpr(x.Value, f)
	case *MatchSingleton:
	case *MatchSequence:
		walkPatterns(x.Patterns, f)
	case *MatchMapping:
		walkExprs(x.Keys, f)
		walkPatterns(x.Patterns, f)
	case *MatchClass:
		walkExpr(x.Cls, f)
		walkPatterns(x.Patterns, f)
		walkPatterns(x.KwdPatterns, f)
	case *MatchStar:
	case *MatchAs:
		if x.Pattern != nil {
			Walk(x.Pattern, f)
		}
	case *MatchOr:
		walkPatterns(x.Patterns, f)
	}
}

func walkComps(list []*Comprehension, f func(Node) bool) {
	for _, c := range list {
		Walk(c, f)
	}
}
