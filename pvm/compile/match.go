package compile

import (
	"math/big"

	"github.com/cowboy-go/cowboy/pvm/syntax"
)

// Structural pattern matching. The subject stays on the stack while the
// cases are tried; each case matches a copy of it. A pattern consumes the
// value on top of the stack on both outcomes: on success it falls through
// (its names bound), on failure it jumps to a label of its patCtx that pops
// whatever the pattern left above the context's base depth, then continues
// with the next case (or the next alternative of an or-pattern). Names are
// bound as they are matched, which CPython leaves unspecified for failed
// matches.

// patCtx collects the failure exits of one case or or-pattern alternative.
type patCtx struct {
	base  int      // stack depth at the failure target
	fails []*label // fails[k]: k values to pop before the failure target
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

func (u *unit) captureName(name string) {
	if name == "" {
		u.emit(POP_TOP, 0)
	} else {
		u.name(name, accStore)
	}
}

func (u *unit) pattern(p syntax.Pattern, pc *patCtx) {
	switch p := p.(type) {
	case *syntax.MatchAs:
		if p.Pattern == nil {
			u.captureName(p.Name)
			return
		}
		if p.Name != "" {
			u.emit(COPY, 1)
		}
		u.pattern(p.Pattern, pc)
		if p.Name != "" {
			u.name(p.Name, accStore)
		}
	case *syntax.MatchStar:
		u.captureName(p.Name)
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
		for _, q := range p.Patterns {
			u.pattern(q, pc)
		}
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
			for _, q := range p.Patterns {
				u.pattern(q, pc)
			}
		}
		if p.Rest != "" {
			u.emit(COPY_DICT_WITHOUT_KEYS, 0)
			u.name(p.Rest, accStore)
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
		for _, q := range p.Patterns {
			u.pattern(q, pc)
		}
		for _, q := range p.KwdPatterns {
			u.pattern(q, pc)
		}
	case *syntax.MatchOr:
		end := u.newLabel()
		for _, alt := range p.Patterns {
			sub := &patCtx{base: u.depth}
			u.emit(COPY, 1)
			u.pattern(alt, sub)
			u.emit(POP_TOP, 0)
			u.jump(JUMP, end)
			u.bindFails(sub)
		}
		u.jump(JUMP, u.failLabel(pc, u.depth-pc.base))
		u.bind(end)
	default:
		u.c.errorAt(p, "SyntaxError", "unsupported pattern")
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
