package syntax

type targetsType uint8

const (
	starTargets targetsType = iota
	delTargets
	forTargets
)

// invalidTarget is CPython's _PyPegen_get_invalid_target: the first
// sub-expression of e that cannot be an assignment (or deletion) target, or
// nil if e is a valid target.
func invalidTarget(e Expr, tt targetsType) Expr {
	switch x := e.(type) {
	case nil:
		return nil
	case *List:
		for _, elt := range x.Elts {
			if bad := invalidTarget(elt, tt); bad != nil {
				return bad
			}
		}
		return nil
	case *Tuple:
		for _, elt := range x.Elts {
			if bad := invalidTarget(elt, tt); bad != nil {
				return bad
			}
		}
		return nil
	case *Starred:
		if tt == delTargets {
			return e
		}
		return invalidTarget(x.Value, tt)
	case *Compare:
		if tt == forTargets {
			if x.Ops[0] == In {
				return invalidTarget(x.Left, tt)
			}
			return nil
		}
		return e
	case *Name, *Subscript, *Attribute:
		return nil
	}
	return e
}

// setContext sets the expression context of a target (recursively through
// tuples, lists and starred expressions).
func setContext(e Expr, ctx ExprContext) {
	switch x := e.(type) {
	case *Name:
		x.Ctx = ctx
	case *Attribute:
		x.Ctx = ctx
	case *Subscript:
		x.Ctx = ctx
	case *Starred:
		x.Ctx = ctx
		setContext(x.Value, ctx)
	case *List:
		x.Ctx = ctx
		for _, elt := range x.Elts {
			setContext(elt, ctx)
		}
	case *Tuple:
		x.Ctx = ctx
		for _, elt := range x.Elts {
			setContext(elt, ctx)
		}
	}
}

// exprName is CPython's _PyPegen_get_expr_name.
func exprName(e Expr) string {
	switch x := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *Await:
		return "await expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Constant:
		switch v := x.Value.(type) {
		case nil:
			return "None"
		case bool:
			if v {
				return "True"
			}
			return "False"
		case Ellipsis:
			return "ellipsis"
		}
		return "literal"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	}
	return "expression"
}
