package softfloat

import (
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// TestNoFusableProducts enforces the rule that keeps this package
// deterministic on arm64/ppc64/s390x: every floating-point multiplication
// is written float64(a*b), an explicit conversion that the Go
// specification guarantees to round, so the compiler can never fuse the
// product into a following addition (FMA). Constant expressions are exempt
// (they are evaluated exactly at compile time), and so are explicit
// math.FMA calls, which are fused by definition on every platform.
func TestNoFusableProducts(t *testing.T) {
	if runtime.GOARCH == "wasm" {
		t.Skip("needs the Go source tree")
	}
	// Both sets of files: the native one and WebAssembly's (prod_*.go).
	for _, target := range [][2]string{{"linux", "amd64"}, {"wasip1", "wasm"}} {
		ctx := build.Default
		ctx.GOOS, ctx.GOARCH = target[0], target[1]
		checkProducts(t, &ctx)
	}
}

func checkProducts(t *testing.T, ctx *build.Context) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		if ok, err := ctx.MatchFile(".", n); err != nil || !ok {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	if _, err := conf.Check("softfloat", fset, files, info); err != nil {
		t.Fatal(err)
	}
	isFloat := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		if !ok || tv.Value != nil {
			return false // unknown or constant
		}
		b, ok := tv.Type.Underlying().(*types.Basic)
		return ok && b.Info()&types.IsFloat != 0
	}
	// wrapped reports whether e sits directly inside float64(...).
	for _, f := range files {
		var stack []ast.Node
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			switch x := n.(type) {
			case *ast.BinaryExpr:
				if x.Op == token.MUL && isFloat(x) && !convertedByParent(stack) {
					t.Errorf("%s: float product %s is not wrapped in float64()", fset.Position(x.Pos()), exprString(fset, x))
				}
			case *ast.AssignStmt:
				if x.Tok == token.MUL_ASSIGN && isFloat(x.Lhs[0]) {
					t.Errorf("%s: float *= is not allowed (write x = float64(x * y))", fset.Position(x.Pos()))
				}
			}
			stack = append(stack, n)
			return true
		})
	}
}

// convertedByParent reports whether the innermost non-paren ancestor is a
// float64(...) conversion.
func convertedByParent(stack []ast.Node) bool {
	for i := len(stack) - 1; i >= 0; i-- {
		switch p := stack[i].(type) {
		case *ast.ParenExpr:
			continue
		case *ast.CallExpr:
			id, ok := p.Fun.(*ast.Ident)
			return ok && id.Name == "float64" && len(p.Args) == 1
		default:
			return false
		}
	}
	return false
}

func exprString(fset *token.FileSet, e ast.Expr) string {
	p := fset.Position(e.Pos())
	q := fset.Position(e.End())
	src, err := os.ReadFile(p.Filename)
	if err != nil || p.Line != q.Line {
		return "(expr)"
	}
	return strconv.Quote(string(src[p.Offset:q.Offset]))
}
