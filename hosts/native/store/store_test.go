package store

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cowboy-go/cowboy/core/state"
)

func TestBatchAtomicAndReopen(t *testing.T) {
	dir := t.TempDir()
	db, err := OpenWithOptions(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	b := db.NewBatch()
	b.Put([]byte("a"), []byte("1"))
	b.Put([]byte("b"), []byte("2"))
	b.Delete([]byte("a"))
	b.Put([]byte("c"), nil)
	if b.Len() != 4 {
		t.Fatalf("Len %d", b.Len())
	}
	if _, ok, _ := db.Get([]byte("b")); ok {
		t.Fatal("write visible before Commit")
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	if b.Len() != 0 {
		t.Fatal("batch not reset by Commit")
	}
	check := func(db *DB) {
		t.Helper()
		for k, want := range map[string]*string{"a": nil, "b": ptr("2"), "c": ptr("")} {
			v, ok, err := db.Get([]byte(k))
			if err != nil || ok != (want != nil) || (ok && string(v) != *want) {
				t.Fatalf("Get(%s) = %q %v %v", k, v, ok, err)
			}
		}
	}
	check(db)
	var seen []string
	if err := db.Iterate(nil, func(k, _ []byte) bool { seen = append(seen, string(k)); return true }); err != nil || strings.Join(seen, ",") != "b,c" {
		t.Fatalf("Iterate: %v %v", seen, err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	check(db)
}

func ptr(s string) *string { return &s }

// TestTreeReopen: commit a tree to goleveldb, close, reopen: same root, same
// values, every node present, and no entry of an older version left.
// TestCreateInEmptyDir checks that a database is made beside an empty
// directory and renamed over it, not written into it: a process killed
// between goleveldb's manifest and its CURRENT file left a directory that
// would never open (TestCrashRecovery's first child, killed while opening).
// A half-made database left beside it by such a kill is made again.
func TestCreateInEmptyDir(t *testing.T) {
	dir := t.TempDir() // exists, empty
	if !hasNoDatabase(dir) {
		t.Fatal("an empty directory should count as having no database")
	}
	if err := os.WriteFile(dir+".new", []byte("half-made"), 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir + ".new"); !os.IsNotExist(err) {
		t.Fatalf("the database's temporary directory is left behind: %v", err)
	}
	if hasNoDatabase(dir) {
		t.Fatal("Open left no database")
	}
	db, err = Open(dir) // and it opens again
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
}

func TestTreeReopen(t *testing.T) {
	dir := t.TempDir()
	db, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	tr, _ := state.Open(db, state.EmptyRoot)
	rng := rand.New(rand.NewSource(1))
	model := map[string]string{}
	var roots []state.Hash
	var models []map[string]string
	for block := range 20 {
		for range 200 {
			k := fmt.Sprintf("key%d", rng.Intn(2000))
			if rng.Intn(5) == 0 {
				tr.Delete([]byte(k))
				delete(model, k)
			} else {
				v := fmt.Sprintf("v%d.%d", block, rng.Int())
				tr.Set([]byte(k), []byte(v))
				model[k] = v
			}
		}
		roots = append(roots, commitTree(t, tr, db))
		cp := map[string]string{}
		for k, v := range model {
			cp[k] = v
		}
		models = append(models, cp)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	db, err = Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	last := len(roots) - 1
	re, err := state.Open(db, roots[last])
	if err != nil {
		t.Fatal(err)
	}
	n, err := re.Verify()
	if err != nil || n != len(models[last]) {
		t.Fatalf("Verify %d %v, want %d", n, err, len(models[last]))
	}
	for k, v := range models[last] {
		got, ok, err := re.Get([]byte(k))
		if err != nil || !ok || string(got) != v {
			t.Fatalf("%s = %q %v %v, want %q", k, got, ok, err, v)
		}
	}
	// Older versions were deleted as they were replaced: the database holds
	// as many tree entries as the same pairs written once into a new tree.
	stored := 0
	if err := db.Iterate([]byte("sn"), func(_, _ []byte) bool { stored++; return true }); err != nil {
		t.Fatal(err)
	}
	mem := state.NewMemKV()
	fresh, _ := state.Open(mem, state.EmptyRoot)
	for k, v := range models[last] {
		fresh.Set([]byte(k), []byte(v))
	}
	if r := commitTree(t, fresh, mem); r != roots[last] || mem.Len() != stored {
		t.Fatalf("the database holds %d tree entries; a fresh tree of the same pairs (root %s, want %s) has %d", stored, r, roots[last], mem.Len())
	}
}

// Crash test. The child re-executes this test binary and commits blocks to
// the database in dir in a loop; the parent kills it with SIGKILL at a
// random moment, reopens the database and checks that the last committed
// block is intact.
const crashEnv = "COWBOY_STORE_CRASH_DIR"

var metaKey = []byte("meta/head") // height (8 bytes) ‖ state root (32 bytes)

// crashBlock applies block h's deterministic changes: 150 writes over a
// space of 3 000 keys, one in five a deletion.
func crashBlock(tr *state.Tree, h uint64) {
	rng := rand.New(rand.NewSource(int64(h)))
	for range 150 {
		k := []byte(fmt.Sprintf("acct/%d", rng.Intn(3000)))
		if rng.Intn(5) == 0 {
			tr.Delete(k)
		} else {
			tr.Set(k, []byte(fmt.Sprintf("%d:%d", h, rng.Int63())))
		}
	}
}

func readHead(db *DB) (uint64, state.Hash, error) {
	v, ok, err := db.Get(metaKey)
	if err != nil || !ok {
		return 0, state.EmptyRoot, err
	}
	if len(v) != 40 {
		return 0, state.EmptyRoot, fmt.Errorf("bad head record of %d bytes", len(v))
	}
	var root state.Hash
	copy(root[:], v[8:])
	return binary.BigEndian.Uint64(v), root, nil
}

// TestCrashChild is the child process; it does nothing in a normal run.
func TestCrashChild(t *testing.T) {
	dir := os.Getenv(crashEnv)
	if dir == "" {
		t.Skip("only run as the crash test's child process")
	}
	db, err := Open(dir)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	h, root, err := readHead(db)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	tr, err := state.Open(db, root)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	out := bufio.NewWriter(os.Stdout)
	for {
		h++
		crashBlock(tr, h)
		b := db.NewBatch()
		root, err := tr.Commit(b)
		if err != nil {
			fmt.Println("error", err)
			os.Exit(2)
		}
		head := binary.BigEndian.AppendUint64(nil, h)
		b.Put(metaKey, append(head, root[:]...))
		if err := b.Commit(); err != nil {
			fmt.Println("error", err)
			os.Exit(2)
		}
		// Acknowledge only after the commit returned.
		fmt.Fprintf(out, "committed %d\n", h)
		out.Flush()
	}
}

func TestCrashRecovery(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	dir := t.TempDir()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// Expected roots, computed in memory from the same blocks.
	modelKV := state.NewMemKV()
	model, _ := state.Open(modelKV, state.EmptyRoot)
	expect := []state.Hash{state.EmptyRoot}
	rootAt := func(h uint64) state.Hash {
		for uint64(len(expect)) <= h {
			crashBlock(model, uint64(len(expect)))
			b := modelKV.NewBatch()
			r, err := model.Commit(b)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Commit(); err != nil {
				t.Fatal(err)
			}
			expect = append(expect, r)
		}
		return expect[h]
	}
	rng := rand.New(rand.NewSource(time.Now().UnixNano()))
	start := time.Now()
	var lastAcked uint64
	iterations := 0
	for time.Since(start) < 12*time.Second || iterations < 5 {
		iterations++
		cmd := exec.Command(exe, "-test.run=^TestCrashChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashEnv+"="+dir)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		acked := make(chan uint64, 1)
		go func() {
			var last uint64
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				if f := strings.Fields(sc.Text()); len(f) == 2 && f[0] == "committed" {
					last, _ = strconv.ParseUint(f[1], 10, 64)
				} else if len(f) > 0 && f[0] == "error" {
					t.Errorf("child: %s", sc.Text())
				}
			}
			acked <- last
		}()
		// Kill anywhere from process start-up (opening and recovering the
		// database) to well into the commit loop.
		time.Sleep(time.Duration(rng.Intn(400)) * time.Millisecond)
		if err := cmd.Process.Kill(); err != nil { // SIGKILL
			t.Fatal(err)
		}
		_ = cmd.Wait()
		if a := <-acked; a > lastAcked {
			lastAcked = a
		}
		if t.Failed() {
			t.Fatalf("child stderr:\n%s", stderr.String())
		}

		db, err := Open(dir)
		if err != nil {
			t.Fatalf("iteration %d: reopening after SIGKILL: %v", iterations, err)
		}
		h, root, err := readHead(db)
		if err != nil {
			t.Fatal(err)
		}
		// Every acknowledged block survived, and at most one more landed.
		if h < lastAcked || h > lastAcked+1 {
			t.Fatalf("iteration %d: head at block %d, last acknowledged %d", iterations, h, lastAcked)
		}
		lastAcked = h
		if want := rootAt(h); root != want {
			t.Fatalf("iteration %d: block %d has root %s, want %s", iterations, h, root, want)
		}
		tr, err := state.Open(db, root)
		if err != nil {
			t.Fatalf("iteration %d: %v", iterations, err)
		}
		n, err := tr.Verify() // every node reachable and hashing right
		if err != nil {
			t.Fatalf("iteration %d, block %d: %v", iterations, h, err)
		}
		if want, _ := model.Verify(); h == uint64(len(expect)-1) && n != want {
			t.Fatalf("iteration %d: %d pairs, want %d", iterations, n, want)
		}
		if err := db.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if lastAcked == 0 {
		t.Fatal("no block was ever committed: the child never got going")
	}
	t.Logf("%d kills, %d blocks committed", iterations, lastAcked)
}

// TestBatchWriteOrder: the batch sorts its writes by key before handing them
// to goleveldb; writes to one key must still apply in the order made, for
// keys of any length, including keys sharing their first 8 bytes.
func TestBatchWriteOrder(t *testing.T) {
	db, err := OpenWithOptions(t.TempDir(), Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rng := rand.New(rand.NewSource(1))
	keys := []string{"", "a", "ab", "abcdefgh", "abcdefgh\x00", "abcdefghi", "abcdefgg", "sn12345678", "sn1234567"}
	model := map[string]string{}
	for round := range 20 {
		b := db.NewBatch()
		for i := range 200 {
			k := keys[rng.Intn(len(keys))]
			if rng.Intn(3) == 0 {
				b.Delete([]byte(k))
				delete(model, k)
			} else {
				v := fmt.Sprintf("%d/%d", round, i)
				b.Put([]byte(k), []byte(v))
				model[k] = v
			}
		}
		if b.Len() != 200 {
			t.Fatalf("Len %d", b.Len())
		}
		if err := b.Commit(); err != nil {
			t.Fatal(err)
		}
		if b.Len() != 0 {
			t.Fatal("batch not empty after Commit")
		}
		for _, k := range keys {
			v, ok, err := db.Get([]byte(k))
			want, wok := model[k]
			if err != nil || ok != wok || string(v) != want {
				t.Fatalf("round %d: Get(%q) = %q %v %v, want %q %v", round, k, v, ok, err, want, wok)
			}
		}
	}
}
