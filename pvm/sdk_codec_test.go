package pvm

import (
	"bytes"
	"encoding/hex"
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
)

// cborGen makes random values that both Python and Go can hold: the Go
// value for core/codec and the same value as a Python expression.
type cborGen struct{ r *rand.Rand }

func (g *cborGen) bigInt() *big.Int {
	bits := 1 + g.r.IntN(4000)
	if g.r.IntN(3) == 0 {
		bits = 60 + g.r.IntN(10) // around the 64-bit boundary
	}
	b := make([]byte, (bits+7)/8)
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	n := new(big.Int).SetBytes(b)
	n.Rsh(n, uint(len(b)*8-bits))
	if g.r.IntN(2) == 0 {
		n.Neg(n)
	}
	return n
}

func pyFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return "float('nan')"
	case math.IsInf(f, 1):
		return "float('inf')"
	case math.IsInf(f, -1):
		return "float('-inf')"
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

func pyBytes(b []byte) string { return "bytes.fromhex('" + hex.EncodeToString(b) + "')" }

func (g *cborGen) str() string {
	runes := []rune{'a', 'z', 'é', '€', '𝄞', '\n', '"', '\'', '\\', 0, 0x7f, 'Q'}
	n := g.r.IntN(8)
	if g.r.IntN(10) == 0 {
		n = 20 + g.r.IntN(300)
	}
	var sb strings.Builder
	for range n {
		sb.WriteRune(runes[g.r.IntN(len(runes))])
	}
	return sb.String()
}

func (g *cborGen) scalar() (any, string) {
	switch g.r.IntN(9) {
	case 0:
		return nil, "None"
	case 1:
		b := g.r.IntN(2) == 0
		if b {
			return true, "True"
		}
		return false, "False"
	case 2:
		n := g.r.Int64N(100) - 50
		return n, strconv.FormatInt(n, 10)
	case 3:
		n := int64(g.r.Uint64())
		return n, strconv.FormatInt(n, 10)
	case 4:
		n := g.bigInt()
		if n.IsInt64() {
			return n.Int64(), n.String()
		}
		return n, "(" + n.String() + ")"
	case 5:
		specials := []float64{0, math.Copysign(0, -1), 1.5, -2.25, math.Inf(1), math.Inf(-1), math.NaN(), 5e-324, math.MaxFloat64, 0.1}
		f := specials[g.r.IntN(len(specials))]
		if g.r.IntN(2) == 0 {
			f = math.Float64frombits(g.r.Uint64())
			if math.IsNaN(f) {
				f = math.NaN()
			}
		}
		return f, pyFloat(f)
	case 6, 7:
		s := g.str()
		return s, strconv.QuoteToASCII(s)
	}
	b := make([]byte, g.r.IntN(40))
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	return b, pyBytes(b)
}

func (g *cborGen) value(depth int) (any, string) {
	if depth > 4 || g.r.IntN(3) > 0 {
		return g.scalar()
	}
	n := g.r.IntN(6)
	if g.r.IntN(2) == 0 {
		items := make([]any, n)
		py := make([]string, n)
		for i := range items {
			items[i], py[i] = g.value(depth + 1)
		}
		if g.r.IntN(4) == 0 && n > 0 {
			return items, "(" + strings.Join(py, ", ") + ",)"
		}
		return items, "[" + strings.Join(py, ", ") + "]"
	}
	m := map[any]any{}
	var py []string
	seen := map[string]bool{}
	for range n {
		var k any
		var ks string
		if g.r.IntN(2) == 0 {
			s := g.str()
			k, ks = s, strconv.QuoteToASCII(s)
		} else {
			i := g.r.Int64N(1000) - 500
			k, ks = i, strconv.FormatInt(i, 10)
		}
		if seen[ks] {
			continue
		}
		seen[ks] = true
		v, vs := g.value(depth + 1)
		m[k] = v
		py = append(py, ks+": "+vs)
	}
	return m, "{" + strings.Join(py, ", ") + "}"
}

// TestSDKCodecMatchesCoreCodec encodes a random corpus through
// cowboy_sdk.codec.encode in the PVM and through core/codec, compares the
// bytes, and checks that decode() then encode() reproduces them.
func TestSDKCodecMatchesCoreCodec(t *testing.T) {
	g := &cborGen{r: rand.New(rand.NewPCG(1, 2))}
	const n = 400
	want := make([]string, n)
	var src strings.Builder
	src.WriteString("from cowboy_sdk.codec import encode, decode\nvals = [\n")
	for i := range n {
		v, py := g.value(0)
		b, err := codec.Marshal(v)
		if err != nil {
			t.Fatalf("core/codec cannot encode %s: %v", py, err)
		}
		want[i] = hex.EncodeToString(b)
		src.WriteString("    " + py + ",\n")
	}
	src.WriteString("]\nfor v in vals:\n    b = encode(v)\n    assert encode(decode(b)) == b, b.hex()\n    print(b.hex())\n")
	out, errText := runSDK(t, src.String(), nil)
	if errText != "" {
		t.Fatalf("program failed: %s", errText)
	}
	got := strings.Split(strings.TrimSpace(out), "\n")
	if len(got) != n {
		t.Fatalf("got %d lines, want %d", len(got), n)
	}
	lines := strings.Split(src.String(), "\n")
	for i := range n {
		if got[i] != want[i] {
			t.Errorf("value %s:\n pvm  %s\n core %s", lines[2+i], got[i], want[i])
		}
	}
}

// TestSDKCodecDirect checks encodeValue/decodeValue against core/codec on a
// larger corpus without going through Python source.
func TestSDKCodecDirect(t *testing.T) {
	g := &cborGen{r: rand.New(rand.NewPCG(7, 8))}
	th := newScratchThread()
	for range 3000 {
		v, py := g.value(0)
		want, err := codec.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		pv, err := decodeValue(th, want)
		if err != nil {
			t.Fatalf("decode %s (%x): %v", py, want, err)
		}
		got, err := encodeValue(th, pv)
		if err != nil {
			t.Fatalf("encode %s: %v", py, err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("%s:\n pvm  %x\n core %x", py, got, want)
		}
	}
}

// TestSDKCodecRejects feeds the decoder non-canonical and malformed input.
func TestSDKCodecRejects(t *testing.T) {
	th := newScratchThread()
	for _, c := range []struct{ hex, want string }{
		{"", "empty input"},
		{"1817", "shortest form"},
		{"190017", "shortest form"},
		{"f97e00", "16- or 32-bit float"},
		{"fa7fc00000", "16- or 32-bit float"},
		{"fb7ff8000000000001", "NaN other than"},
		{"a2616201616101", "length-first order"},
		{"a2616101616102", "duplicate map key"},
		{"a201010101", "duplicate map key"},
		{"a201f5fb3ff0000000000000f4", "equal in Python"},
		{"9f01ff", "indefinite-length"},
		{"c2480100000000000000", "fits in 64 bits or has leading zero"},
		{"c2490000000000000000ff", "fits in 64 bits or has leading zero"},
		{"c24800ffffffffffffff", "fits in 64 bits or has leading zero"},
		{"c101", "tag 1"},
		{"f7", "simple value"},
		{"0101", "trailing bytes"},
		{"62c3", "runs past"},
		{"62c328", "not valid UTF-8"},
		{"a1a00101", "map used as a map key"},
		{strings.Repeat("81", 33) + "01", "nesting deeper than 32"},
	} {
		b, _ := hex.DecodeString(c.hex)
		_, err := decodeValue(th, b)
		var exc *Exception
		if !errors.As(err, &exc) || exc.cls != sdkErrorTypes["CodecError"] || !strings.Contains(exc.Error(), c.want) {
			t.Errorf("decode %s: got %v, want CodecError containing %q", c.hex, err, c.want)
		}
	}
	// Arrays as map keys are fine in Python (tuples) though Go refuses them.
	b, _ := hex.DecodeString("a1820102f5")
	if v, err := decodeValue(th, b); err != nil || reprNoThread(v) != "{(1, 2): True}" {
		t.Errorf("tuple key: %v %v", v, err)
	}
}

// TestSDKCodecMutations checks on mutated encodings that the decoder
// accepts exactly what core/codec accepts, apart from the documented
// differences (array keys become tuples; keys equal in Python are refused).
func TestSDKCodecMutations(t *testing.T) {
	g := &cborGen{r: rand.New(rand.NewPCG(3, 4))}
	th := newScratchThread()
	for range 20000 {
		v, _ := g.value(0)
		b, _ := codec.Marshal(v)
		m := append([]byte(nil), b...)
		for range 1 + g.r.IntN(3) {
			switch g.r.IntN(3) {
			case 0:
				if len(m) > 0 {
					m[g.r.IntN(len(m))] = byte(g.r.Uint32())
				}
			case 1:
				if len(m) > 1 {
					m = m[:g.r.IntN(len(m))]
				}
			default:
				i := g.r.IntN(len(m) + 1)
				m = append(m[:i], append([]byte{byte(g.r.Uint32())}, m[i:]...)...)
			}
		}
		pv, mine := decodeValue(th, m)
		theirs := codec.Canonical(m)
		switch {
		case mine == nil && theirs != nil:
			if !errors.Is(theirs, codec.ErrUnsupported) {
				t.Fatalf("%x: pvm accepts, core/codec says %v", m, theirs)
			}
		case mine != nil && theirs == nil:
			if !strings.Contains(mine.Error(), "equal in Python") {
				t.Fatalf("%x: core/codec accepts, pvm says %v", m, mine)
			}
		case mine == nil:
			out, err := encodeValue(th, pv)
			if err != nil || !bytes.Equal(out, m) {
				t.Fatalf("%x: re-encodes as %x (%v)", m, out, err)
			}
		}
	}
}

func TestSDKCodecEncodeErrors(t *testing.T) {
	sdkGolden(t, "codec errors", `
from cowboy_sdk import codec, CodecError, Address, ordered_set
for v in [object(), print, range(3), [1, {"a": int}], ordered_set]:
    try:
        codec.encode(v)
    except CodecError as e:
        print(e)
l = []
l.append(l)
try:
    codec.encode(l)
except CodecError as e:
    print(str(e)[:40])
print(codec.encode(Address.JOB_DISPATCHER).hex())
print(codec.encode(2**64).hex(), codec.encode(-2**64 - 1).hex(), codec.encode(2**64 - 1).hex(), codec.encode(-2**64).hex())
print(codec.decode(codec.encode(2**4000)) == 2**4000, codec.decode(bytes.fromhex("c34a010000000000000000ff")))
print(codec.encode({"b": 1, "a": 2, 10: 3, "aa": 4, b"z": 5}).hex())
try:
    codec.decode("a0")
except TypeError as e:
    print("TypeError", e)
`, `
cannot encode a value of type 'object' to CBOR; encodable types are None, bool, int, float, str, bytes, bytearray, list, tuple, dict, Address, CowboyModel and ordered_set
cannot encode a value of type 'builtin_function_or_method' to CBOR; encodable types are None, bool, int, float, str, bytes, bytearray, list, tuple, dict, Address, CowboyModel and ordered_set
cannot encode a value of type 'range' to CBOR; encodable types are None, bool, int, float, str, bytes, bytearray, list, tuple, dict, Address, CowboyModel and ordered_set
cannot encode a value of type 'type' to CBOR; encodable types are None, bool, int, float, str, bytes, bytearray, list, tuple, dict, Address, CowboyModel and ordered_set
cannot encode a value of type 'type' to CBOR; encodable types are None, bool, int, float, str, bytes, bytearray, list, tuple, dict, Address, CowboyModel and ordered_set
value nests deeper than 32 levels (array
540000000000000000000000000000000000000002
c249010000000000000000 c349010000000000000000 1bffffffffffffffff 3bffffffffffffffff
True -4722366482869645213952
a50a03417a0561610261620162616104
TypeError decode() argument must be bytes, not str
`)
}
