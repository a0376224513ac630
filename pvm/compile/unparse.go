package compile

import (
	"math/big"
	"strings"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Under `from __future__ import annotations` annotations are not evaluated:
// they are stored as the text CPython's ast_unparse.c gives them. unparse
// covers the expressions annotations are made of; anything else keeps its
// source text.

// Precedences, weakest first (ast_unparse.c).
const (
	precTuple = iota
	precTest
	precOr
	precAnd
	precNot
	precCmp
	precBitOr
	precBitXor
	precBitAnd
	precShift
	precArith
	precTerm
	precFactor
	precPower
	precAtom
)

var binOpText = [...]struct {
	sym  string
	prec int
}{
	syntax.Add: {"+", precArith}, syntax.Sub: {"-", precArith}, syntax.Mult: {"*", precTerm},
	syntax.MatMult: {"@", precTerm}, syntax.Div: {"/", precTerm}, syntax.Mod: {"%", precTerm},
	syntax.Pow: {"**", precPower}, syntax.LShift: {"<<", precShift}, syntax.RShift: {">>", precShift},
	syntax.BitOr: {"|", precBitOr}, syntax.BitXor: {"^", precBitXor}, syntax.BitAnd: {"&", precBitAnd},
	syntax.FloorDiv: {"//", precTerm},
}

// annotationText returns the string an annotation is stored as.
func (c *compiler) annotationText(e syntax.Expr) string {
	var b strings.Builder
	c.unparse(&b, e, precTest)
	return b.String()
}

func (c *compiler) unparse(b *strings.Builder, e syntax.Expr, prec int) {
	switch e := e.(type) {
	case *syntax.Name:
		b.WriteString(e.Id)
	case *syntax.Constant:
		if !c.unparseConstant(b, e) {
			b.WriteString(c.sourceText(e))
		}
	case *syntax.Attribute:
		c.unparse(b, e.Value, precAtom)
		b.WriteString(".")
		b.WriteString(e.Attr)
	case *syntax.Subscript:
		c.unparse(b, e.Value, precAtom)
		b.WriteString("[")
		if t, ok := e.Slice.(*syntax.Tuple); ok && len(t.Elts) > 0 {
			c.unparseList(b, t.Elts)
			if len(t.Elts) == 1 {
				b.WriteString(",")
			}
		} else {
			c.unparse(b, e.Slice, precTuple)
		}
		b.WriteString("]")
	case *syntax.Tuple:
		if prec > precTuple || len(e.Elts) == 0 {
			b.WriteString("(")
			defer b.WriteString(")")
		}
		c.unparseList(b, e.Elts)
		if len(e.Elts) == 1 {
			b.WriteString(",")
		}
	case *syntax.List:
		b.WriteString("[")
		c.unparseList(b, e.Elts)
		b.WriteString("]")
	case *syntax.BinOp:
		op := binOpText[e.Op]
		if prec > op.prec {
			b.WriteString("(")
			defer b.WriteString(")")
		}
		left, right := op.prec, op.prec+1
		if e.Op == syntax.Pow { // right-associative
			left, right = right, left
		}
		c.unparse(b, e.Left, left)
		b.WriteString(" " + op.sym + " ")
		c.unparse(b, e.Right, right)
	case *syntax.Call:
		c.unparse(b, e.Func, precAtom)
		b.WriteString("(")
		c.unparseList(b, e.Args)
		for i, k := range e.Keywords {
			if i > 0 || len(e.Args) > 0 {
				b.WriteString(", ")
			}
			if k.Arg == "" {
				b.WriteString("**")
			} else {
				b.WriteString(k.Arg + "=")
			}
			c.unparse(b, k.Value, precTest)
		}
		b.WriteString(")")
	case *syntax.Starred:
		b.WriteString("*")
		c.unparse(b, e.Value, precBitOr)
	default:
		text := c.sourceText(e)
		if prec > precTest {
			text = "(" + text + ")"
		}
		b.WriteString(text)
	}
}

func (c *compiler) unparseList(b *strings.Builder, elts []syntax.Expr) {
	for i, x := range elts {
		if i > 0 {
			b.WriteString(", ")
		}
		c.unparse(b, x, precTest)
	}
}

// unparseConstant writes the constants whose repr needs no runtime help.
func (c *compiler) unparseConstant(b *strings.Builder, k *syntax.Constant) bool {
	switch v := k.Value.(type) {
	case nil:
		b.WriteString("None")
	case bool:
		if v {
			b.WriteString("True")
		} else {
			b.WriteString("False")
		}
	case syntax.Ellipsis:
		b.WriteString("...")
	case *big.Int:
		b.WriteString(v.String())
	case string:
		b.WriteString(syntax.ReprStr(v))
	default:
		return false
	}
	return true
}

// sourceText returns the source of a one-line expression (empty when it
// spans lines).
func (c *compiler) sourceText(e syntax.Expr) string {
	sp := e.Span()
	line := sourceLine(c.src, int(sp.Line))
	if sp.EndLine != sp.Line || int(sp.EndCol) > len(line) || sp.Col < 0 || sp.Col > sp.EndCol {
		return ""
	}
	return line[sp.Col:sp.EndCol]
}
