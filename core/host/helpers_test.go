package host

import (
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

func addr(b byte) types.Address {
	var a types.Address
	for i := range a {
		a[i] = b
	}
	return a
}

var (
	alice = addr(0xa1)
	bob   = addr(0xb2)
	carol = addr(0xc3)
	admin = addr(0xaa) // listed in vault.py's @callable_by
)

type env struct {
	t   *testing.T
	ex  *Executor
	st  *MemState
	ctx BlockContext
}

func newEnv(t *testing.T) *env {
	t.Helper()
	return &env{t: t, ex: NewExecutor(DefaultLimits()), st: NewMemState(),
		ctx: BlockContext{Height: 42, TimestampMs: 1_700_000_000_000, Seed: []byte("block seed")}}
}

func source(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func enc(t testing.TB, v any) []byte {
	t.Helper()
	if v == nil {
		return nil
	}
	b, err := codec.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func dec(t testing.TB, b []byte) any {
	t.Helper()
	var v any
	if err := codec.Unmarshal(b, &v); err != nil {
		t.Fatalf("decoding %x: %v", b, err)
	}
	return v
}

const (
	testCycles = 50_000_000
	testCells  = 10_000_000
)

// deployR deploys file, running its init handler (if it has one) with
// initPayload.
func (e *env) deployR(creator types.Address, file string, salt byte, initPayload any, manifest string) Receipt {
	e.t.Helper()
	code := source(e.t, file)
	d := Deployment{Creator: creator, Salt: []byte{salt}, Code: code,
		InitPayload: enc(e.t, initPayload), CyclesLimit: testCycles, CellsLimit: testCells}
	if bytes.Contains(code, []byte("def init(")) {
		d.InitHandler = "init"
	}
	if manifest != "" {
		d.Manifest = []byte(manifest)
	}
	r, err := e.ex.Deploy(e.ctx, d, e.st)
	if err != nil {
		e.t.Fatal(err)
	}
	return r
}

func (e *env) deploy(creator types.Address, file string, salt byte, initPayload any, manifest string) types.Address {
	e.t.Helper()
	r := e.deployR(creator, file, salt, initPayload, manifest)
	if r.Status != StatusOK {
		e.t.Fatalf("deploy %s: %+v", file, r.Error)
	}
	return *r.Actor
}

func (e *env) run(m Message) Receipt {
	e.t.Helper()
	r, err := e.ex.Execute(e.ctx, m, e.st)
	if err != nil {
		e.t.Fatal(err)
	}
	return r
}

func (e *env) exec(sender, target types.Address, method string, payload any) Receipt {
	e.t.Helper()
	return e.run(Message{Sender: sender, Target: target, Method: method, Payload: enc(e.t, payload),
		CyclesLimit: testCycles, CellsLimit: testCells})
}

// ok asserts success and returns the decoded result.
func (e *env) ok(r Receipt) any {
	e.t.Helper()
	if r.Status != StatusOK {
		e.t.Fatalf("expected ok, got %+v", r.Error)
	}
	return dec(e.t, r.Return)
}

// fails asserts an error of class typ with slug and a message containing
// every fragment; on error nothing may be left behind.
func (e *env) fails(r Receipt, typ, slug string, fragments ...string) {
	e.t.Helper()
	if r.Status != StatusError || r.Error == nil {
		e.t.Fatalf("expected %s, got ok: %x", typ, r.Return)
	}
	if r.Error.Type != typ || r.Error.Slug != slug {
		e.t.Fatalf("expected %s %s, got %s %s: %s\n%s", typ, slug, r.Error.Type, r.Error.Slug, r.Error.Message, r.Error.Traceback)
	}
	for _, f := range fragments {
		if !strings.Contains(r.Error.Message, f) {
			e.t.Errorf("error message %q lacks %q", r.Error.Message, f)
		}
	}
	if len(r.Writes) != 0 || len(r.Events) != 0 || len(r.Messages) != 0 {
		e.t.Errorf("failed receipt carries effects: %d writes, %d events, %d messages", len(r.Writes), len(r.Events), len(r.Messages))
	}
}

// storage reads an actor's storage value (CBOR-decoded) or nil.
func (e *env) storage(a types.Address, key string) any {
	e.t.Helper()
	v, ok, _ := e.st.Get(StorageKey(a, []byte(key)))
	if !ok {
		return nil
	}
	return dec(e.t, v)
}

func eq(t testing.TB, got, want any) {
	t.Helper()
	g, err1 := codec.Marshal(got)
	w, err2 := codec.Marshal(want)
	if err1 != nil || err2 != nil || !bytes.Equal(g, w) {
		t.Fatalf("got %#v, want %#v", got, want)
	}
}

func bigInt(s string) *big.Int {
	n, ok := new(big.Int).SetString(s, 0)
	if !ok {
		panic(s)
	}
	return n
}
