package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Dump formats the tree rooted at n exactly as CPython 3.11's
// ast.dump(node, include_attributes=includeAttributes) does (with the
// default annotate_fields=True and indent=None).
func Dump(n Node, includeAttributes bool) string {
	d := &dumper{attrs: includeAttributes}
	d.node(n)
	return d.b.String()
}

type dumper struct {
	b     strings.Builder
	attrs bool
}

// field writes ", name=" (or "name=" for the first field).
type fieldWriter struct {
	d     *dumper
	first bool
}

func (d *dumper) open(name string) *fieldWriter {
	d.b.WriteString(name)
	d.b.WriteByte('(')
	return &fieldWriter{d: d, first: true}
}

func (f *fieldWriter) name(n string) {
	if !f.first {
		f.d.b.WriteString(", ")
	}
	f.first = false
	f.d.b.WriteString(n)
	f.d.b.WriteByte('=')
}

func (f *fieldWriter) expr(n string, e Expr) {
	if e == nil {
		return // optional field omitted
	}
	f.name(n)
	f.d.node(e)
}

func (f *fieldWriter) exprs(n string, list []Expr) {
	f.name(n)
	f.d.b.WriteByte('[')
	for i, e := range list {
		if i > 0 {
			f.d.b.WriteString(", ")
		}
		if e == nil {
			f.d.b.WriteString("None")
		} else {
			f.d.node(e)
		}
	}
	f.d.b.WriteByte(']')
}

func (f *fieldWriter) stmts(n string, list []Stmt) {
	f.name(n)
	f.d.b.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			f.d.b.WriteString(", ")
		}
		f.d.node(s)
	}
	f.d.b.WriteByte(']')
}

func (f *fieldWriter) patterns(n string, list []Pattern) {
	f.name(n)
	f.d.b.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			f.d.b.WriteString(", ")
		}
		f.d.node(s)
	}
	f.d.b.WriteByte(']')
}

func (f *fieldWriter) nodes(n string, count int, at func(int) Node) {
	f.name(n)
	f.d.b.WriteByte('[')
	for i := 0; i < count; i++ {
		if i > 0 {
			f.d.b.WriteString(", ")
		}
		f.d.node(at(i))
	}
	f.d.b.WriteByte(']')
}

func (f *fieldWriter) str(n, s string) {
	f.name(n)
	f.d.b.WriteString(ReprStr(s))
}

// optStr writes an optional identifier field ("" means None, omitted).
func (f *fieldWriter) optStr(n, s string) {
	if s == "" {
		return
	}
	f.str(n, s)
}

func (f *fieldWriter) strs(n string, list []string) {
	f.name(n)
	f.d.b.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			f.d.b.WriteString(", ")
		}
		f.d.b.WriteString(ReprStr(s))
	}
	f.d.b.WriteByte(']')
}

func (f *fieldWriter) raw(n, s string) {
	f.name(n)
	f.d.b.WriteString(s)
}

func (f *fieldWriter) int(n string, v int) {
	f.raw(n, strconv.Itoa(v))
}

func (f *fieldWriter) boolInt(n string, v bool) {
	if v {
		f.raw(n, "1")
	} else {
		f.raw(n, "0")
	}
}

func (f *fieldWriter) close(s Span, hasAttrs bool) {
	if hasAttrs && f.d.attrs {
		f.int("lineno", int(s.Line))
		f.int("col_offset", int(s.Col))
		f.int("end_lineno", int(s.EndLine))
		f.int("end_col_offset", int(s.EndCol))
	}
	f.d.b.WriteByte(')')
}

func (d *dumper) args(a *Arguments) {
	f := d.open("arguments")
	f.nodes("posonlyargs", len(a.Posonlyargs), func(i int) Node { return a.Posonlyargs[i] })
	f.nodes("args", len(a.Args), func(i int) Node { return a.Args[i] })
	if a.Vararg != nil {
		f.name("vararg")
		d.node(a.Vararg)
	}
	f.nodes("kwonlyargs", len(a.Kwonlyargs), func(i int) Node { return a.Kwonlyargs[i] })
	f.exprs("kw_defaults", a.KwDefaults)
	if a.Kwarg != nil {
		f.name("kwarg")
		d.node(a.Kwarg)
	}
	f.exprs("defaults", a.Defaults)
	f.close(a.Loc, false)
}

func (d *dumper) node(n Node) {
	switch x := n.(type) {
	case *Module:
		f := d.open("Module")
		f.stmts("body", x.Body)
		f.raw("type_ignores", "[]")
		f.close(x.Loc, false)

	case *FunctionDef:
		f := d.open("FunctionDef")
		f.str("name", x.Name)
		f.name("args")
		d.args(x.Args)
		f.stmts("body", x.Body)
		f.exprs("decorator_list", x.DecoratorList)
		f.expr("returns", x.Returns)
		f.close(x.Loc, true)
	case *AsyncFunctionDef:
		f := d.open("AsyncFunctionDef")
		f.str("name", x.Name)
		f.name("args")
		d.args(x.Args)
		f.stmts("body", x.Body)
		f.exprs("decorator_list", x.DecoratorList)
		f.expr("returns", x.Returns)
		f.close(x.Loc, true)
	case *ClassDef:
		f := d.open("ClassDef")
		f.str("name", x.Name)
		f.exprs("bases", x.Bases)
		f.nodes("keywords", len(x.Keywords), func(i int) Node { return x.Keywords[i] })
		f.stmts("body", x.Body)
		f.exprs("decorator_list", x.DecoratorList)
		f.close(x.Loc, true)
	case *Return:
		f := d.open("Return")
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *Delete:
		f := d.open("Delete")
		f.exprs("targets", x.Targets)
		f.close(x.Loc, true)
	case *Assign:
		f := d.open("Assign")
		f.exprs("targets", x.Targets)
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *AugAssign:
		f := d.open("AugAssign")
		f.expr("target", x.Target)
		f.raw("op", x.Op.String()+"()")
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *AnnAssign:
		f := d.open("AnnAssign")
		f.expr("target", x.Target)
		f.expr("annotation", x.Annotation)
		f.expr("value", x.Value)
		f.boolInt("simple", x.Simple)
		f.close(x.Loc, true)
	case *For:
		f := d.open("For")
		f.expr("target", x.Target)
		f.expr("iter", x.Iter)
		f.stmts("body", x.Body)
		f.stmts("orelse", x.Orelse)
		f.close(x.Loc, true)
	case *AsyncFor:
		f := d.open("AsyncFor")
		f.expr("target", x.Target)
		f.expr("iter", x.Iter)
		f.stmts("body", x.Body)
		f.stmts("orelse", x.Orelse)
		f.close(x.Loc, true)
	case *While:
		f := d.open("While")
		f.expr("test", x.Test)
		f.stmts("body", x.Body)
		f.stmts("orelse", x.Orelse)
		f.close(x.Loc, true)
	case *If:
		f := d.open("If")
		f.expr("test", x.Test)
		f.stmts("body", x.Body)
		f.stmts("orelse", x.Orelse)
		f.close(x.Loc, true)
	case *With:
		f := d.open("With")
		f.nodes("items", len(x.Items), func(i int) Node { return x.Items[i] })
		f.stmts("body", x.Body)
		f.close(x.Loc, true)
	case *AsyncWith:
		f := d.open("AsyncWith")
		f.nodes("items", len(x.Items), func(i int) Node { return x.Items[i] })
		f.stmts("body", x.Body)
		f.close(x.Loc, true)
	case *Match:
		f := d.open("Match")
		f.expr("subject", x.Subject)
		f.nodes("cases", len(x.Cases), func(i int) Node { return x.Cases[i] })
		f.close(x.Loc, true)
	case *Raise:
		f := d.open("Raise")
		f.expr("exc", x.Exc)
		f.expr("cause", x.Cause)
		f.close(x.Loc, true)
	case *Try:
		f := d.open("Try")
		f.stmts("body", x.Body)
		f.nodes("handlers", len(x.Handlers), func(i int) Node { return x.Handlers[i] })
		f.stmts("orelse", x.Orelse)
		f.stmts("finalbody", x.Finalbody)
		f.close(x.Loc, true)
	case *TryStar:
		f := d.open("TryStar")
		f.stmts("body", x.Body)
		f.nodes("handlers", len(x.Handlers), func(i int) Node { return x.Handlers[i] })
		f.stmts("orelse", x.Orelse)
		f.stmts("finalbody", x.Finalbody)
		f.close(x.Loc, true)
	case *Assert:
		f := d.open("Assert")
		f.expr("test", x.Test)
		f.expr("msg", x.Msg)
		f.close(x.Loc, true)
	case *Import:
		f := d.open("Import")
		f.nodes("names", len(x.Names), func(i int) Node { return x.Names[i] })
		f.close(x.Loc, true)
	case *ImportFrom:
		f := d.open("ImportFrom")
		f.optStr("module", x.Module)
		f.nodes("names", len(x.Names), func(i int) Node { return x.Names[i] })
		f.int("level", x.Level)
		f.close(x.Loc, true)
	case *Global:
		f := d.open("Global")
		f.strs("names", x.Names)
		f.close(x.Loc, true)
	case *Nonlocal:
		f := d.open("Nonlocal")
		f.strs("names", x.Names)
		f.close(x.Loc, true)
	case *ExprStmt:
		f := d.open("Expr")
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *Pass:
		d.open("Pass").close(x.Loc, true)
	case *Break:
		d.open("Break").close(x.Loc, true)
	case *Continue:
		d.open("Continue").close(x.Loc, true)

	case *BoolOp:
		f := d.open("BoolOp")
		f.raw("op", x.Op.String()+"()")
		f.exprs("values", x.Values)
		f.close(x.Loc, true)
	case *NamedExpr:
		f := d.open("NamedExpr")
		f.expr("target", x.Target)
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *BinOp:
		f := d.open("BinOp")
		f.expr("left", x.Left)
		f.raw("op", x.Op.String()+"()")
		f.expr("right", x.Right)
		f.close(x.Loc, true)
	case *UnaryOp:
		f := d.open("UnaryOp")
		f.raw("op", x.Op.String()+"()")
		f.expr("operand", x.Operand)
		f.close(x.Loc, true)
	case *Lambda:
		f := d.open("Lambda")
		f.name("args")
		d.args(x.Args)
		f.expr("body", x.Body)
		f.close(x.Loc, true)
	case *IfExp:
		f := d.open("IfExp")
		f.expr("test", x.Test)
		f.expr("body", x.Body)
		f.expr("orelse", x.Orelse)
		f.close(x.Loc, true)
	case *Dict:
		f := d.open("Dict")
		f.exprs("keys", x.Keys)
		f.exprs("values", x.Values)
		f.close(x.Loc, true)
	case *Set:
		f := d.open("Set")
		f.exprs("elts", x.Elts)
		f.close(x.Loc, true)
	case *ListComp:
		f := d.open("ListComp")
		f.expr("elt", x.Elt)
		f.nodes("generators", len(x.Generators), func(i int) Node { return x.Generators[i] })
		f.close(x.Loc, true)
	case *SetComp:
		f := d.open("SetComp")
		f.expr("elt", x.Elt)
		f.nodes("generators", len(x.Generators), func(i int) Node { return x.Generators[i] })
		f.close(x.Loc, true)
	case *DictComp:
		f := d.open("DictComp")
		f.expr("key", x.Key)
		f.expr("value", x.Value)
		f.nodes("generators", len(x.Generators), func(i int) Node { return x.Generators[i] })
		f.close(x.Loc, true)
	case *GeneratorExp:
		f := d.open("GeneratorExp")
		f.expr("elt", x.Elt)
		f.nodes("generators", len(x.Generators), func(i int) Node { return x.Generators[i] })
		f.close(x.Loc, true)
	case *Await:
		f := d.open("Await")
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *Yield:
		f := d.open("Yield")
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *YieldFrom:
		f := d.open("YieldFrom")
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *Compare:
		f := d.open("Compare")
		f.expr("left", x.Left)
		f.name("ops")
		d.b.WriteByte('[')
		for i, op := range x.Ops {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.b.WriteString(op.String())
			d.b.WriteString("()")
		}
		d.b.WriteByte(']')
		f.exprs("comparators", x.Comparators)
		f.close(x.Loc, true)
	case *Call:
		f := d.open("Call")
		f.expr("func", x.Func)
		f.exprs("args", x.Args)
		f.nodes("keywords", len(x.Keywords), func(i int) Node { return x.Keywords[i] })
		f.close(x.Loc, true)
	case *FormattedValue:
		f := d.open("FormattedValue")
		f.expr("value", x.Value)
		f.int("conversion", x.Conversion)
		f.expr("format_spec", x.FormatSpec)
		f.close(x.Loc, true)
	case *JoinedStr:
		f := d.open("JoinedStr")
		f.exprs("values", x.Values)
		f.close(x.Loc, true)
	case *Constant:
		f := d.open("Constant")
		f.raw("value", pyRepr(x.Value))
		f.optStr("kind", x.Kind)
		f.close(x.Loc, true)
	case *Attribute:
		f := d.open("Attribute")
		f.expr("value", x.Value)
		f.str("attr", x.Attr)
		f.raw("ctx", x.Ctx.String()+"()")
		f.close(x.Loc, true)
	case *Subscript:
		f := d.open("Subscript")
		f.expr("value", x.Value)
		f.expr("slice", x.Slice)
		f.raw("ctx", x.Ctx.String()+"()")
		f.close(x.Loc, true)
	case *Starred:
		f := d.open("Starred")
		f.expr("value", x.Value)
		f.raw("ctx", x.Ctx.String()+"()")
		f.close(x.Loc, true)
	case *Name:
		f := d.open("Name")
		f.str("id", x.Id)
		f.raw("ctx", x.Ctx.String()+"()")
		f.close(x.Loc, true)
	case *List:
		f := d.open("List")
		f.exprs("elts", x.Elts)
		f.raw("ctx", x.Ctx.String()+"()")
		f.close(x.Loc, true)
	case *Tuple:
		f := d.open("Tuple")
		f.exprs("elts", x.Elts)
		f.raw("ctx", x.Ctx.String()+"()")
		f.close(x.Loc, true)
	case *Slice:
		f := d.open("Slice")
		f.expr("lower", x.Lower)
		f.expr("upper", x.Upper)
		f.expr("step", x.Step)
		f.close(x.Loc, true)

	case *Comprehension:
		f := d.open("comprehension")
		f.expr("target", x.Target)
		f.expr("iter", x.Iter)
		f.exprs("ifs", x.Ifs)
		f.boolInt("is_async", x.IsAsync)
		f.close(x.Loc, false)
	case *ExceptHandler:
		f := d.open("ExceptHandler")
		f.expr("type", x.Type)
		f.optStr("name", x.Name)
		f.stmts("body", x.Body)
		f.close(x.Loc, true)
	case *Arguments:
		d.args(x)
	case *Arg:
		f := d.open("arg")
		f.str("arg", x.Arg)
		f.expr("annotation", x.Annotation)
		f.close(x.Loc, true)
	case *Keyword:
		f := d.open("keyword")
		f.optStr("arg", x.Arg)
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *Alias:
		f := d.open("alias")
		f.str("name", x.Name)
		f.optStr("asname", x.Asname)
		f.close(x.Loc, true)
	case *WithItem:
		f := d.open("withitem")
		f.expr("context_expr", x.ContextExpr)
		f.expr("optional_vars", x.OptionalVars)
		f.close(x.Loc, false)
	case *MatchCase:
		f := d.open("match_case")
		f.name("pattern")
		d.node(x.Pattern)
		f.expr("guard", x.Guard)
		f.stmts("body", x.Body)
		f.close(x.Loc, false)

	case *MatchValue:
		f := d.open("MatchValue")
		f.expr("value", x.Value)
		f.close(x.Loc, true)
	case *MatchSingleton:
		f := d.open("MatchSingleton")
		f.raw("value", pyRepr(x.Value))
		f.close(x.Loc, true)
	case *MatchSequence:
		f := d.open("MatchSequence")
		f.patterns("patterns", x.Patterns)
		f.close(x.Loc, true)
	case *MatchMapping:
		f := d.open("MatchMapping")
		f.exprs("keys", x.Keys)
		f.patterns("patterns", x.Patterns)
		f.optStr("rest", x.Rest)
		f.close(x.Loc, true)
	case *MatchClass:
		f := d.open("MatchClass")
		f.expr("cls", x.Cls)
		f.patterns("patterns", x.Patterns)
		f.strs("kwd_attrs", x.KwdAttrs)
		f.patterns("kwd_patterns", x.KwdPatterns)
		f.close(x.Loc, true)
	case *MatchStar:
		f := d.open("MatchStar")
		f.optStr("name", x.Name)
		f.close(x.Loc, true)
	case *MatchAs:
		f := d.open("MatchAs")
		if x.Pattern != nil {
			f.name("pattern")
			d.node(x.Pattern)
		}
		f.optStr("name", x.Name)
		f.close(x.Loc, true)
	case *MatchOr:
		f := d.open("MatchOr")
		f.patterns("patterns", x.Patterns)
		f.close(x.Loc, true)
	default:
		d.b.WriteString("<?>")
	}
}

// pyRepr returns Python's repr() of a constant value.
func pyRepr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case *big.Int:
		return x.String()
	case float64:
		return FormatFloat(x)
	case Imaginary:
		return formatFloatRepr(float64(x), false) + "j"
	case string:
		return ReprStr(x)
	case Bytes:
		return pyReprBytes(x)
	case Ellipsis:
		return "Ellipsis"
	}
	return "?"
}

// FormatFloat formats f as Python's repr(float) does.
func FormatFloat(f float64) string { return formatFloatRepr(f, true) }

func formatFloatRepr(f float64, addDot0 bool) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	neg := math.Signbit(f)
	if neg {
		f = -f
	}
	var digits string
	var decpt int
	if f == 0 {
		digits, decpt = "0", 1
	} else {
		e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±XX
		mant, exp, _ := strings.Cut(e, "e")
		digits = strings.Replace(mant, ".", "", 1)
		x, _ := strconv.Atoi(exp)
		decpt = x + 1
	}
	var s string
	if decpt <= -4 || decpt > 16 {
		s = digits[:1]
		if len(digits) > 1 {
			s += "." + digits[1:]
		}
		exp := decpt - 1
		sign := "+"
		if exp < 0 {
			sign = "-"
			exp = -exp
		}
		es := strconv.Itoa(exp)
		if len(es) < 2 {
			es = "0" + es
		}
		s += "e" + sign + es
	} else if decpt <= 0 {
		s = "0." + strings.Repeat("0", -decpt) + digits
	} else if decpt >= len(digits) {
		s = digits + strings.Repeat("0", decpt-len(digits))
		if addDot0 {
			s += ".0"
		}
	} else {
		s = digits[:decpt] + "." + digits[decpt:]
	}
	if neg {
		s = "-" + s
	}
	return s
}

// ReprStr returns Python's repr() of a str (also used by the compiler).
func ReprStr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(quote)
	for _, r := range s {
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			b.WriteString(`\x`)
			b.WriteString(hex2(int(r)))
		case r < 0x7f:
			b.WriteRune(r)
		case isPrintable(r):
			b.WriteRune(r)
		case r < 0x100:
			b.WriteString(`\x`)
			b.WriteString(hex2(int(r)))
		case r < 0x10000:
			b.WriteString(`\u`)
			b.WriteString(hexN(int(r), 4))
		default:
			b.WriteString(`\U`)
			b.WriteString(hexN(int(r), 8))
		}
	}
	b.WriteByte(quote)
	return b.String()
}

func pyReprBytes(s []byte) string {
	quote := byte('\'')
	if indexByte(s, '\'') >= 0 && indexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteString("b")
	b.WriteByte(quote)
	for _, c := range s {
		switch {
		case c == quote || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c < 0x20 || c >= 0x7f:
			b.WriteString(`\x`)
			b.WriteString(hex2(int(c)))
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

const hexDigits = "0123456789abcdef"

func hex2(v int) string { return hexN(v, 2) }

func hexN(v, n int) string {
	buf := make([]byte, n)
	for i := n - 1; i >= 0; i-- {
		buf[i] = hexDigits[v&15]
		v >>= 4
	}
	return string(buf)
}
