package syntax

// The most frequent nodes are allocated from per-parse slabs: fewer, larger
// allocations make parsing markedly faster (less allocator and GC work).

const slabChunk = 64

type slab[T any] struct{ buf []T }

func (s *slab[T]) alloc() *T {
	if len(s.buf) == cap(s.buf) {
		s.buf = make([]T, 0, slabChunk)
	}
	s.buf = s.buf[:len(s.buf)+1]
	return &s.buf[len(s.buf)-1]
}

type arena struct {
	names      slab[Name]
	consts     slab[Constant]
	attrs      slab[Attribute]
	calls      slab[Call]
	subscripts slab[Subscript]
	binops     slab[BinOp]
	keywords   slab[Keyword]
	args       slab[Arg]
	exprStmts  slab[ExprStmt]
	assigns    slab[Assign]
}

func (p *parser) newName(loc Span, id string) *Name {
	n := p.arena.names.alloc()
	n.Loc, n.Id = loc, id
	return n
}

func (p *parser) newConstant(loc Span, v any) *Constant {
	c := p.arena.consts.alloc()
	c.Loc, c.Value = loc, v
	return c
}
