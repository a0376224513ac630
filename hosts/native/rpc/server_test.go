package rpc

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/cowboy-go/cowboy/core/state"
	"github.com/cowboy-go/cowboy/core/stf"
	"github.com/cowboy-go/cowboy/core/types"
)

// fakeBackend is a test double: one account, one actor, one block.
type fakeBackend struct {
	next chan struct{}
	sent [][]byte
}

var (
	fakeActor = types.Address{0xac}
	fakeTx    = types.Hash{0x77}
)

func (f *fakeBackend) Status() Status { return Status{ChainID: 9, Height: 1} }
func (f *fakeBackend) SendTx(raw []byte) (types.Hash, *types.Hash, error) {
	if len(raw) == 0 || raw[0] != 0x8d {
		return types.Hash{}, nil, errors.New("malformed transaction: not a CBOR array")
	}
	f.sent = append(f.sent, raw)
	return types.Keccak256(raw), nil, nil
}
func (f *fakeBackend) Account(a types.Address) (Account, error) {
	return Account{Address: a, Balance: types.U128From64(100), Nonce: 3, PendingNonce: 4}, nil
}
func (f *fakeBackend) Actor(a types.Address) (stf.ActorInfo, bool, error) {
	if a != fakeActor {
		return stf.ActorInfo{}, false, nil
	}
	return stf.ActorInfo{Address: a, Code: []byte("x = 1\n"), Manifest: []byte{0xa0}}, true, nil
}
func (f *fakeBackend) Call(actor types.Address, method string, payload []byte, from types.Address) (stf.Receipt, error) {
	if actor != fakeActor {
		return stf.Receipt{}, stf.ErrNotFound
	}
	return stf.Receipt{Status: stf.StatusOK, Return: payload, Kind: "call"}, nil
}
func (f *fakeBackend) Tx(h types.Hash) (string, []byte, uint64, string, error) {
	if h == fakeTx {
		return TxIncluded, nil, 1, "", nil
	}
	return TxUnknown, nil, 0, "", nil
}
func (f *fakeBackend) Receipt(h types.Hash) (stf.Receipt, bool, error) {
	if h == fakeTx {
		return stf.Receipt{TxHash: h, Block: 1, Status: stf.StatusError, Return: []byte{0x18, 0x2a},
			Error:  &stf.ErrorInfo{Slug: "E1230", Type: "PermissionDeniedError", Message: "no"},
			Events: []stf.Event{{Actor: fakeActor, Name: "E", Payload: []byte{0x41, 0x01}}}}, true, nil
	}
	return stf.Receipt{}, false, nil
}
func (f *fakeBackend) Head() stf.Header { return stf.Header{Height: 1} }
func (f *fakeBackend) Block(h uint64) (stf.Block, bool, error) {
	if h > 1 {
		return stf.Block{}, false, nil
	}
	return stf.Block{Header: stf.Header{Height: h}, Txs: [][]byte{{1}}}, true, nil
}
func (f *fakeBackend) Receipts(h uint64) ([]stf.Receipt, bool, error) { return nil, true, nil }
func (f *fakeBackend) Events(a types.Address, from, to uint64) ([]stf.Event, error) {
	return []stf.Event{{Actor: a, Name: "E", Payload: []byte{0xf6}, Height: to}}, nil
}
func (f *fakeBackend) Proof(key []byte) ([]byte, bool, []byte, types.Hash, uint64, error) {
	p, err := state.Proof{}.MarshalCBOR()
	return nil, false, p, types.Hash{}, 1, err
}
func (f *fakeBackend) NextBlock() <-chan struct{} { return f.next }

func do(t testing.TB, s http.Handler, method, target string, body string) (int, []byte) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, target, rd)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	return w.Code, w.Body.Bytes()
}

func errCode(t testing.TB, body []byte) string {
	t.Helper()
	var eb ErrorBody
	if err := json.Unmarshal(body, &eb); err != nil || eb.Error == nil || eb.Error.Message == "" {
		t.Fatalf("not an error body: %s", body)
	}
	return eb.Error.Code
}

func TestServerErrors(t *testing.T) {
	s := NewServer(&fakeBackend{next: make(chan struct{})})
	cases := []struct {
		method, target, body string
		status               int
		code                 string
	}{
		{"GET", "/nope", "", 404, CodeNotFound},
		{"POST", "/v1/status", "", 405, CodeMethodNotAllowed},
		{"GET", "/v1/tx", "", 405, CodeMethodNotAllowed},
		{"POST", "/v1/tx", "", 400, CodeBadRequest},
		{"POST", "/v1/tx", "{", 400, CodeBadRequest},
		{"POST", "/v1/tx", `{"tx": "0x8d", "extra": 1}`, 400, CodeBadRequest},
		{"POST", "/v1/tx", `{"tx": "8d"}`, 400, CodeBadRequest},
		{"POST", "/v1/tx", `{"tx": "0xzz"}`, 400, CodeBadRequest},
		{"POST", "/v1/tx", `{"tx": "0x00"}`, 400, CodeTxRejected},
		{"POST", "/v1/tx", `{"tx": "0x8d"} {}`, 400, CodeBadRequest},
		{"POST", "/v1/tx", `{"tx": "0x` + strings.Repeat("00", MaxBodyBytes) + `"}`, 413, CodeTooLarge},
		{"GET", "/v1/account/0x1234", "", 400, CodeBadRequest},
		{"GET", "/v1/account/0x" + strings.Repeat("aB", 20), "", 400, CodeBadRequest}, // bad checksum
		{"GET", "/v1/actor/0x" + strings.Repeat("00", 20), "", 404, CodeNotFound},
		{"GET", "/v1/actor/" + fakeActor.Hex() + "?code=maybe", "", 400, CodeBadRequest},
		{"GET", "/v1/tx/0x12", "", 400, CodeBadRequest},
		{"GET", "/v1/receipt/" + types.Hash{1}.Hex(), "", 404, CodeNotFound},
		{"GET", "/v1/receipt/" + fakeTx.Hex() + "?wait=-1", "", 400, CodeBadRequest},
		{"GET", "/v1/receipt/" + fakeTx.Hex() + "?wait=1000", "", 400, CodeBadRequest},
		{"GET", "/v1/receipt/" + fakeTx.Hex() + "?wait=NaN", "", 400, CodeBadRequest},
		{"GET", "/v1/block/abc", "", 400, CodeBadRequest},
		{"GET", "/v1/block/5", "", 404, CodeNotFound},
		{"GET", "/v1/events/" + fakeActor.Hex() + "?from=5&to=1", "", 400, CodeBadRequest},
		{"GET", "/v1/events/" + fakeActor.Hex() + "?from=x", "", 400, CodeBadRequest},
		{"GET", "/v1/proof/abc", "", 400, CodeBadRequest},
		{"GET", "/v1/proof/0x", "", 400, CodeBadRequest},
		{"POST", "/v1/call", `{"actor": "0x00"}`, 400, CodeBadRequest},
		{"POST", "/v1/call", `{"actor": "` + fakeActor.Hex() + `"}`, 400, CodeBadRequest},
		{"POST", "/v1/call", `{"actor": "` + fakeActor.Hex() + `", "handler": "h", "payload": "0x01", "args": {}}`, 400, CodeBadRequest},
		{"POST", "/v1/call", `{"actor": "` + fakeActor.Hex() + `", "handler": "h", "args": {"a": 1, "a": 2}}`, 400, CodeBadRequest},
		{"POST", "/v1/call", `{"actor": "` + types.Address{1}.Hex() + `", "handler": "h"}`, 404, CodeNotFound},
	}
	for _, c := range cases {
		status, body := do(t, s, c.method, c.target, c.body)
		if status != c.status {
			t.Errorf("%s %s: status %d, want %d (%s)", c.method, truncate(c.target, 60), status, c.status, truncate(string(body), 200))
			continue
		}
		if code := errCode(t, body); code != c.code {
			t.Errorf("%s %s: code %s, want %s", c.method, truncate(c.target, 60), code, c.code)
		}
	}
}

func TestServerDocuments(t *testing.T) {
	fb := &fakeBackend{next: make(chan struct{})}
	s := NewServer(fb)
	status, body := do(t, s, "GET", "/v1/receipt/"+fakeTx.Hex(), "")
	if status != 200 {
		t.Fatalf("receipt: %d %s", status, body)
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"tx_hash", "block", "status", "return", "error", "cycles_used", "cells_used", "events"} {
		if _, ok := m[k]; !ok {
			t.Errorf("receipt lacks %q: %s", k, body)
		}
	}
	if m["return"].(float64) != 42 || m["status"] != "error" || m["error"].(map[string]any)["slug"] != "E1230" {
		t.Fatalf("receipt: %s", body)
	}
	if ev := m["events"].([]any)[0].(map[string]any); ev["payload"] != "0x01" {
		t.Fatalf("event payload: %v", ev)
	}
	// A call with JSON args is converted to CBOR (the fake echoes it back).
	status, body = do(t, s, "POST", "/v1/call", `{"actor": "`+fakeActor.Hex()+`", "handler": "h", "args": {"by": [1, 2.5, "x", null]}}`)
	if status != 200 || !bytes.Contains(body, []byte(`"return":{"by":[1,2.5,"x",null]}`)) {
		t.Fatalf("call: %d %s", status, body)
	}
	status, body = do(t, s, "POST", "/v1/tx", `{"tx": "0x8d00"}`)
	if status != 200 || len(fb.sent) != 1 || !bytes.Equal(fb.sent[0], []byte{0x8d, 0}) {
		t.Fatalf("send: %d %s", status, body)
	}
	for _, target := range []string{"/v1/status", "/v1/account/" + fakeActor.Hex(), "/v1/actor/" + fakeActor.Hex() + "?code=true",
		"/v1/block/latest?receipts=true", "/v1/header/0", "/v1/events/" + fakeActor.Hex(), "/v1/proof/0x01", "/v1/tx/" + fakeTx.Hex()} {
		if status, body := do(t, s, "GET", target, ""); status != 200 || !json.Valid(body) {
			t.Errorf("GET %s: %d %s", target, status, body)
		}
	}
}

func TestServerWait(t *testing.T) {
	fb := &fakeBackend{next: make(chan struct{})}
	s := NewServer(fb)
	start := time.Now()
	status, _ := do(t, s, "GET", "/v1/receipt/"+types.Hash{1}.Hex()+"?wait=0.3", "")
	if status != 404 || time.Since(start) < 250*time.Millisecond {
		t.Fatalf("wait: status %d after %s", status, time.Since(start))
	}
}

// FuzzServer throws arbitrary requests at the API: it must answer every one
// with JSON (a document or an error body) and never panic.
func FuzzServer(f *testing.F) {
	f.Add("POST", "/v1/tx", []byte(`{"tx": "0x8d00"}`))
	f.Add("POST", "/v1/call", []byte(`{"actor": "0x00000000000000000000000000000000000000ac", "handler": "h", "args": {"a": [1, {"b": null}]}}`))
	f.Add("GET", "/v1/receipt/0x7700000000000000000000000000000000000000000000000000000000000000?wait=0", []byte(nil))
	f.Add("GET", "/v1/events/0x00000000000000000000000000000000000000ac?from=0&to=1", []byte(nil))
	f.Add("GET", "/v1/proof/0x0102", []byte(nil))
	f.Add("GET", "/v1/block/latest?receipts=1", []byte(nil))
	f.Fuzz(func(t *testing.T, method, target string, body []byte) {
		if method != "GET" && method != "POST" {
			method = "GET"
		}
		if !strings.HasPrefix(target, "/") || strings.ContainsAny(target, " \r\n\t#") || strings.Contains(target, "wait=") {
			return // not a request line net/http would deliver (wait= is timed, tested above)
		}
		s := NewServer(&fakeBackend{next: make(chan struct{})})
		req, err := http.NewRequest(method, "http://x"+target, bytes.NewReader(body))
		if err != nil {
			return
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, req)
		if !json.Valid(w.Body.Bytes()) {
			t.Fatalf("%s %q: response is not JSON: %q", method, target, w.Body.String())
		}
		if w.Code != 200 {
			errCode(t, w.Body.Bytes())
		}
	})
}

// FuzzDecodeCall fuzzes the call request validation directly.
func FuzzDecodeCall(f *testing.F) {
	f.Add([]byte(`{"actor": "0x00000000000000000000000000000000000000ac", "handler": "h", "payload": "0xa0"}`))
	f.Add([]byte(`{"actor": "0x00000000000000000000000000000000000000ac", "handler": "h", "args": [1e400]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var req CallRequest
		if e := decodeBody(data, &req); e != nil {
			if e.Message == "" || statusOf[e.Code] == 0 {
				t.Fatalf("bad error %+v", e)
			}
			return
		}
		if _, _, _, e := decodeCall(req); e != nil && (e.Message == "" || statusOf[e.Code] == 0) {
			t.Fatalf("bad error %+v", e)
		}
	})
}
