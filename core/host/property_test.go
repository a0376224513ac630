package host

import (
	"bytes"
	"fmt"
	"math/rand"
	"testing"

	"github.com/cowboy-go/cowboy/core/types"
)

func dumpBytes(t *testing.T, st *MemState) []byte {
	t.Helper()
	var b bytes.Buffer
	for _, w := range st.Dump() {
		fmt.Fprintf(&b, "%x=%x\n", w.Key, w.Value)
	}
	return b.Bytes()
}

// TestFailingMessagesRollBack: for random sequences of messages where some
// handlers (or their callees) raise after writing, emitting and sending, a
// failing message leaves the state exactly as before, and a successful one
// changes it by exactly the receipt's writes.
func TestFailingMessagesRollBack(t *testing.T) {
	for seed := int64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			rng := rand.New(rand.NewSource(seed))
			e := newEnv(t)
			a := e.deploy(alice, "bank.py", 1, nil, "")
			b := e.deploy(alice, "bank.py", 2, nil, "")
			keys := []string{"a", "b", "c"}
			fails, oks := 0, 0
			for i := 0; i < 60; i++ {
				p := map[string]any{"k": keys[rng.Intn(3)], "v": rng.Intn(100) - 50}
				if rng.Intn(3) == 0 {
					p["fail"] = true
				}
				if rng.Intn(2) == 0 {
					p["other"] = b[:]
					if rng.Intn(3) == 0 {
						p["callee_fail"] = true
					}
				}
				if rng.Intn(4) == 0 {
					p["del"] = keys[rng.Intn(3)]
				}
				target := a
				if rng.Intn(4) == 0 {
					target = b
				}
				before := dumpBytes(t, e.st)
				shadow := NewMemState()
				for _, w := range e.st.Dump() {
					_ = shadow.Set(w.Key, w.Value)
				}
				cells := int64(testCells)
				if rng.Intn(10) == 0 {
					cells = int64(rng.Intn(300)) // sometimes run out of cells midway
				}
				r := e.run(Message{Sender: carol, Target: target, Method: "op", Payload: enc(t, p), CyclesLimit: testCycles, CellsLimit: cells})
				after := dumpBytes(t, e.st)
				if r.Status == StatusError {
					fails++
					if !bytes.Equal(before, after) {
						t.Fatalf("message %d (%v) failed with %s but changed the state", i, p, r.Error.Type)
					}
					if len(r.Writes)+len(r.Events)+len(r.Messages) != 0 {
						t.Fatalf("failed receipt has effects")
					}
					continue
				}
				oks++
				for _, w := range r.Writes {
					if w.Deleted {
						_ = shadow.Delete(w.Key)
					} else {
						_ = shadow.Set(w.Key, w.Value)
					}
				}
				if !bytes.Equal(dumpBytes(t, shadow), after) {
					t.Fatalf("message %d: receipt writes do not describe the state change", i)
				}
				if len(r.Messages) == 0 || len(r.Events) == 0 {
					t.Fatalf("message %d: ok without its event and message", i)
				}
			}
			if fails == 0 || oks == 0 {
				t.Fatalf("degenerate run: %d failures, %d successes", fails, oks)
			}
		})
	}
}

// scenario runs a fixed mix of deploys and messages and returns every
// receipt's bytes plus the final state.
func scenario(t *testing.T, ex *Executor) []byte {
	e := newEnv(t)
	e.ex = ex
	var out bytes.Buffer
	add := func(r Receipt) {
		b, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		out.Write(b)
	}
	dep := func(file string, salt byte, init any, man string) types.Address {
		r := e.deployR(alice, file, salt, init, man)
		add(r)
		return *r.Actor
	}
	o := dep("oracle.py", 1, nil, "")
	c := dep("caller.py", 2, map[string]any{"oracle": o[:]}, "")
	v := dep("vault.py", 3, map[string]any{"balance": 10}, "")
	tk := dep("tokens.py", 4, nil, "")
	m := dep("modes.py", 5, nil, "")
	dep("badinit.py", 6, nil, "")
	add(e.exec(bob, c, "set_and_read", map[string]any{"user": "u", "amount": 3}))
	add(e.exec(bob, c, "call_and_catch", map[string]any{"method": "fail_after_write"}))
	add(e.exec(bob, c, "call_and_catch", map[string]any{"method": "burn_cycles", "cycles": 70000}))
	add(e.exec(bob, c, "announce", nil))
	add(e.exec(bob, v, "withdraw", map[string]any{"amount": 1}))
	add(e.exec(alice, v, "withdraw", map[string]any{"amount": 100}))
	add(e.exec(bob, tk, "create", map[string]any{"name": "T", "symbol": "T", "supply": 10}))
	add(e.exec(bob, tk, "transfer", map[string]any{"to": carol[:], "amount": 4}))
	add(e.exec(bob, m, "transfer", map[string]any{"to": carol[:], "amount": 4}))
	add(e.exec(bob, m, "sneaky_send", map[string]any{"to": carol[:]}))
	out.Write(dumpBytes(t, e.st))
	return out.Bytes()
}

// TestDeterminism: the same inputs give byte-identical receipts and state,
// with a cold and a warm program cache alike.
func TestDeterminism(t *testing.T) {
	ex := NewExecutor(DefaultLimits())
	first := scenario(t, ex)
	warm := scenario(t, ex)
	cold := scenario(t, NewExecutor(DefaultLimits()))
	if !bytes.Equal(first, warm) || !bytes.Equal(first, cold) {
		t.Fatal("receipts or state differ between identical runs")
	}
}

// TestSnapshotsChangeNoReceipt: an Executor reuses each program's actor
// snapshot (pvm/snapshot.go) across messages; its receipts and state are
// byte for byte those of Executors that run every actor's top level
// afresh, including calls between actors, failures and tight budgets.
func TestSnapshotsChangeNoReceipt(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	warm, cold := newEnv(t), newEnv(t)
	var a, b types.Address
	for _, e := range []*env{warm, cold} {
		a = e.deploy(alice, "bank.py", 1, nil, "")
		b = e.deploy(alice, "bank.py", 2, nil, "")
	}
	for i := 0; i < 40; i++ {
		p := map[string]any{"k": "k", "v": rng.Intn(100)}
		if rng.Intn(2) == 0 {
			p["other"] = b[:]
			p["callee_fail"] = rng.Intn(3) == 0
		}
		m := Message{Sender: carol, Target: a, Method: "op", Payload: enc(t, p), CyclesLimit: testCycles, CellsLimit: testCells}
		if rng.Intn(4) == 0 {
			m.CyclesLimit = int64(1_000 + rng.Intn(60_000)) // sometimes below the load's cost
		}
		cold.ex = NewExecutor(DefaultLimits())
		rw, rc := warm.run(m), cold.run(m)
		bw, _ := rw.Encode()
		bc, _ := rc.Encode()
		if !bytes.Equal(bw, bc) {
			t.Fatalf("message %d: receipts differ\nwith snapshots: %+v\nwithout:        %+v", i, rw, rc)
		}
	}
	if !bytes.Equal(dumpBytes(t, warm.st), dumpBytes(t, cold.st)) {
		t.Fatal("states differ")
	}
}
