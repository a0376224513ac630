//go:build pvmwip

package syntax

// checkModule performs the checks CPython makes after parsing, when
// compiling: the tree depth limit, then (in CPython's order) the future
// statement checks, the symbol-table checks and the compiler's checks.
func checkModule(p *parser, m *Module) {
	c := &checker{p: p}
	c.depthCheck(m)
}

type checker struct {
	p *parser
}

func (c *checker) depthCheck(m *Module) {
}
