package compile

import (
	"math/big"
	"slices"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Structural pattern matching. The subject stays on the stack while the
// cases are tried; each case matches a copy of it. A pattern consumes the
// value on top of the stack on both outcomes: on success it falls through,
// on failure it jumps to a label of its patCtx that pops whatever the
// pattern left above the context's base depth, then continues with the next
// case (or the next alternative of an or-pattern).
//
// As in CPython, a pattern binds no name unless it matches as a whole: a
// captured value is moved down the stack, below the values still to be
// matched (onTop of them) and the values captured before it, and the names
// are stored once the case's pattern has matched. The first value captured
// is then on top, the last deepest.

// patCtx collects the failure exits and the captures of one case or
// or-pattern alternative.
type patCtx struct {
	base   int      // stack depth at the failure target
	fails  []*label // fails[k]: k values to pop before the failure target
	onTop  int      // values above the captures that are still to be matched
	stores []string // the names captured, stores[i] at i+1 from the captures' top
}

func (u *unit) failLabel(pc *patCtx, k int) *label {
	for len(pc.fails) <= k {
		pc.fails = append(pc.fails, u.newLabel())
	}
	return pc.fails[k]
}

// failIfFalse pops a bool and fails the pattern when it is false.
func (u *unit) failIfFalse(pc *patCtx) {
	u.jump(POP_JUMP_IF_FALSE, u.failLabel(pc, u.depth-1-pc.base))
}

// failNone fails the pattern when the top value is None (keeping it).
func (u *unit) failNone(pc *patCtx) {
	u.emit(COPY, 1)
	u.loadConst(nil)
	u.emit(IS_OP, 1)
	u.failIfFalse(pc)
}

// bindFails emits the pop chain of pc; the code after it runs at pc.base.
func (u *unit) bindFails(pc *patCtx) {
	for k := len(pc.fails) - 1; k >= 0; k-- {
		u.depth = pc.base + k
		u.bind(pc.fails[k])
		if k > 0 {
			u.emit(POP_TOP, 0)
		}
	}
	u.depth = pc.base
}

func (u *unit) match(s *syntax.Match) {
	end := u.newLabel()
	u.expr(s.Subject)
	for _, mc := range s.Cases {
		pc := &patCtx{base: u.depth}
		u.loc = mc.Pattern.Span()
		u.emit(COPY, 1)
		u.pattern(mc.Pattern, pc)
		for _, name := range pc.stores {
			u.name(name, accStore)
		}
		if mc.Guard != nil {
			u.loc = mc.Guard.Span()
			u.condJump(mc.Guard, false, u.failLabel(pc, 0))
		}
		u.emit(POP_TOP, 0) // the subject
		u.stmts(mc.Body)
		u.jump(JUMP, end)
		u.bindFails(pc)
	}
	u.emit(POP_TOP, 0)
	u.bind(end)
}

// capture keeps the value on top for name, under the values still to be
// matched and those captured before it (a wildcard drops it).
func (u *unit) capture(name string, pc *patCtx) {
	if name == "" {
		u.emit(POP_TOP, 0)
		return
	}
	u.rotate(pc.onTop + len(pc.stores) + 1)
	pc.stores = append(pc.stores, name)
}

// rotate moves the top of the stack n-1 places down, the values above it
// keeping their order.
func (u *unit) rotate(n int) {
	for ; n > 1; n-- {
		u.emit(SWAP, n)
	}
}

// subpatterns matches the n values an unpacking left on the stack, the
// first on top, against ps.
func (u *unit) subpatterns(ps []syntax.Pattern, pc *patCtx) {
	pc.onTop += len(ps)
	for _, q := range ps {
		pc.onTop--
		u.pattern(q, pc)
	}
}

func (u *unit) pattern(p syntax.Pattern, pc *patCtx) {
	switch p := p.(type) {
	case *syntax.MatchAs:
		if p.Pattern == nil {
			u.capture(p.Name, pc)
			return
		}
		if p.Name == "" {
			u.pattern(p.Pattern, pc)
			return
		}
		pc.onTop++
		u.emit(COPY, 1)
		u.pattern(p.Pattern, pc)
		pc.onTop--
		u.capture(p.Name, pc)
	case *syntax.MatchStar:
		u.capture(p.Name, pc)
	case *syntax.MatchValue:
		u.expr(p.Value)
		u.emit(COMPARE_OP, int(CmpEQ))
		u.failIfFalse(pc)
	case *syntax.MatchSingleton:
		u.loadConst(p.Value)
		u.emit(IS_OP, 0)
		u.failIfFalse(pc)
	case *syntax.MatchSequence:
		u.emit(MATCH_SEQUENCE, 0)
		u.failIfFalse(pc)
		star := -1
		for i, q := range p.Patterns {
			if _, ok := q.(*syntax.MatchStar); ok {
				star = i
			}
		}
		n := len(p.Patterns)
		if star < 0 || n > 1 {
			u.emit(GET_LEN, 0)
			if star < 0 {
				u.loadConst(big.NewInt(int64(n)))
				u.emit(COMPARE_OP, int(CmpEQ))
			} else {
				u.loadConst(big.NewInt(int64(n - 1)))
				u.emit(COMPARE_OP, int(CmpGE))
			}
			u.failIfFalse(pc)
		}
		if star < 0 {
			u.emit(UNPACK_SEQUENCE, n)
		} else {
			u.emit(UNPACK_EX, star|(n-star-1)<<8)
		}
		u.subpatterns(p.Patterns, pc)
	case *syntax.MatchMapping:
		u.emit(MATCH_MAPPING, 0)
		u.failIfFalse(pc)
		n := len(p.Keys)
		if n == 0 && p.Rest == "" {
			u.emit(POP_TOP, 0)
			return
		}
		if n > 0 {
			u.emit(GET_LEN, 0)
			u.loadConst(big.NewInt(int64(n)))
			u.emit(COMPARE_OP, int(CmpGE))
			u.failIfFalse(pc)
		}
		for _, k := range p.Keys {
			u.expr(k)
		}
		u.emit(BUILD_TUPLE, n)
		if n > 0 {
			u.emit(MATCH_KEYS, 0)
			u.failNone(pc)
			u.emit(UNPACK_SEQUENCE, n)
			pc.onTop += 2 // the subject and the keys, under the values
			u.subpatterns(p.Patterns, pc)
			pc.onTop -= 2
		}
		if p.Rest != "" {
			u.emit(COPY_DICT_WITHOUT_KEYS, 0)
			u.capture(p.Rest, pc)
		} else {
			u.emit(POP_TOP, 0)
			u.emit(POP_TOP, 0)
		}
	case *syntax.MatchClass:
		u.expr(p.Cls)
		names := make(Tuple, len(p.KwdAttrs))
		for i, a := range p.KwdAttrs {
			names[i] = a
		}
		u.loadConst(names)
		u.emit(MATCH_CLASS, len(p.Patterns))
		u.failNone(pc)
		n := len(p.Patterns) + len(p.KwdPatterns)
		if n == 0 {
			u.emit(POP_TOP, 0)
			return
		}
		u.emit(UNPACK_SEQUENCE, n)
		u.subpatterns(append(slices.Clip(p.Patterns), p.KwdPatterns...), pc)
	case *syntax.MatchOr:
		u.matchOr(p, pc)
	default:
		u.c.errorAt(p, "SyntaxError", "unsupported pattern")
	}
}

// matchOr tries the alternatives of p in turn. Each captures on top of
// the value they match, into a context of its own; a matching one puts its
// captures in the first alternative's order, and once one has matched they
// are moved down under pc's.
func (u *unit) matchOr(p *syntax.MatchOr, pc *patCtx) {
	end := u.newLabel()
	var order []string
	for i, alt := range p.Patterns {
		sub := &patCtx{base: u.depth}
		u.emit(COPY, 1)
		u.pattern(alt, sub)
		if i == 0 {
			order = sub.stores
		} else {
			u.reorder(sub.stores, order)
		}
		u.jump(JUMP, end)
		u.bindFails(sub)
	}
	u.jump(JUMP, u.failLabel(pc, u.depth-pc.base))
	u.bind(end) // at the depth of the alternatives' jumps: their captures on top
	// Each capture, the first on top, goes under the others, the value
	// matched, what is still to be matched and pc's captures.
	n := len(order) + 1 + pc.onTop + len(pc.stores)
	for _, name := range order {
		u.rotate(n)
		pc.stores = append(pc.stores, name)
	}
	u.emit(POP_TOP, 0) // the value matched
}

// reorder permutes the captures on top of the stack, named by stores (the
// first on top), into order: the alternatives of an or-pattern bind the
// same names (the checker makes sure), not always in the same order.
func (u *unit) reorder(stores, order []string) {
	stores = slices.Clone(stores)
	for i, name := range order {
		j := slices.Index(stores, name)
		if j == i {
			continue
		}
		// Swap the values at i+1 and j+1 from the top through the top.
		if i == 0 {
			u.emit(SWAP, j+1)
		} else {
			u.emit(SWAP, i+1)
			u.emit(SWAP, j+1)
			u.emit(SWAP, i+1)
		}
		stores[i], stores[j] = stores[j], stores[i]
	}
}

// pattern declares the names a pattern binds and the names its value
// expressions use.
func (r *resolver) pattern(p syntax.Pattern) {
	switch p := p.(type) {
	case *syntax.MatchAs:
		if p.Pattern != nil {
			r.pattern(p.Pattern)
		}
		if p.Name != "" {
			r.bind(p.Name, p)
		}
	case *syntax.MatchStar:
		if p.Name != "" {
			r.bind(p.Name, p)
		}
	case *syntax.MatchValue:
		r.expr(p.Value)
	case *syntax.MatchSequence:
		for _, q := range p.Patterns {
			r.pattern(q)
		}
	case *syntax.MatchMapping:
		r.exprs(p.Keys)
		for _, q := range p.Patterns {
			r.pattern(q)
		}
		if p.Rest != "" {
			r.bind(p.Rest, p)
		}
	case *syntax.MatchClass:
		r.expr(p.Cls)
		for _, q := range p.Patterns {
			r.pattern(q)
		}
		for _, q := range p.KwdPatterns {
			r.pattern(q)
		}
	case *syntax.MatchOr:
		for _, q := range p.Patterns {
			r.pattern(q)
		}
	}
}
