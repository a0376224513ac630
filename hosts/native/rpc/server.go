// Package rpc is the node's HTTP JSON API and its Go client. docs/rpc.md is
// the reference: endpoints, documents and error codes.
//
// Every response is JSON. A failure is {"error": {"code", "message"}} with
// a matching HTTP status; request bodies, paths and query values are
// bounded, and malformed input is answered with a message naming what was
// wrong, never a panic.
package rpc

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/cowboy-go/cowboy/core/stf"
	"github.com/cowboy-go/cowboy/core/tx"
	"github.com/cowboy-go/cowboy/core/types"
	"github.com/cowboy-go/cowboy/hosts/native/cborjson"
)

// Request bounds.
const (
	// MaxBodyBytes bounds a request body: a hex-encoded maximum-size
	// transaction with room for the JSON around it.
	MaxBodyBytes = 2*tx.MaxTxSize + 4096
	// MaxWait is the longest ?wait= a request may ask for.
	MaxWait = 60 * time.Second
	// MaxKeyBytes bounds a proof's key.
	MaxKeyBytes = 1024
	// MaxHeaderBytes is the HTTP server's header limit.
	MaxHeaderBytes = 16 << 10
)

// Error codes (Error.Code) and their HTTP statuses.
const (
	CodeBadRequest       = "bad_request"        // 400: malformed input
	CodeTxRejected       = "tx_rejected"        // 400: the transaction was refused (message says why)
	CodeNotFound         = "not_found"          // 404
	CodeMethodNotAllowed = "method_not_allowed" // 405
	CodeTooLarge         = "too_large"          // 413
	CodeInternal         = "internal"           // 500
)

var statusOf = map[string]int{
	CodeBadRequest: 400, CodeTxRejected: 400, CodeNotFound: 404, CodeMethodNotAllowed: 405,
	CodeTooLarge: 413, CodeInternal: 500,
}

// Error is an API error: the body of every failed request.
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	// HTTPStatus is the response status (client side; not serialized).
	HTTPStatus int `json:"-"`
}

func (e *Error) Error() string { return e.Message }

func errorf(code, format string, a ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, a...), HTTPStatus: statusOf[code]}
}

// Backend is what the server needs from a node. hosts/native/node
// implements it.
type Backend interface {
	Status() Status
	// SendTx admits a signed transaction to the mempool. A refusal is an
	// error whose text is the reason (it is returned as tx_rejected).
	SendTx(raw []byte) (hash types.Hash, replaced *types.Hash, err error)
	Account(a types.Address) (Account, error)
	Actor(a types.Address) (stf.ActorInfo, bool, error)
	Call(actor types.Address, method string, payload []byte, from types.Address) (stf.Receipt, error)
	// Tx reports a transaction's state: TxIncluded (raw, height), TxPending
	// (raw), TxDropped (reason) or TxUnknown.
	Tx(h types.Hash) (status string, raw []byte, height uint64, reason string, err error)
	Receipt(h types.Hash) (stf.Receipt, bool, error)
	Head() stf.Header
	Block(height uint64) (stf.Block, bool, error)
	Receipts(height uint64) ([]stf.Receipt, bool, error)
	Events(actor types.Address, from, to uint64) ([]stf.Event, error)
	Proof(key []byte) (value []byte, present bool, proofCBOR []byte, root types.Hash, height uint64, err error)
	// NextBlock returns a channel closed when the next block commits.
	NextBlock() <-chan struct{}
}

// Server serves the API over a Backend.
type Server struct {
	b   Backend
	mux *http.ServeMux
}

// NewServer returns the API handler for b.
func NewServer(b Backend) *Server {
	s := &Server{b: b, mux: http.NewServeMux()}
	s.route("GET /v1/status", s.status)
	s.route("POST /v1/tx", s.sendTx)
	s.route("GET /v1/tx/{hash}", s.getTx)
	s.route("GET /v1/receipt/{hash}", s.getReceipt)
	s.route("GET /v1/account/{address}", s.getAccount)
	s.route("GET /v1/actor/{address}", s.getActor)
	s.route("POST /v1/call", s.call)
	s.route("GET /v1/block/{height}", s.getBlock)
	s.route("GET /v1/header/{height}", s.getHeader)
	s.route("GET /v1/events/{actor}", s.getEvents)
	s.route("GET /v1/proof/{key}", s.getProof)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, errorf(CodeNotFound, "no endpoint %s %s; see docs/rpc.md (GET /v1/status, POST /v1/tx, ...)", r.Method, truncate(r.URL.Path, 100)))
	})
	return s
}

type handler func(r *http.Request) (any, *Error)

func (s *Server) route(pattern string, h handler) {
	method, route, _ := strings.Cut(pattern, " ")
	s.mux.HandleFunc(route, func(w http.ResponseWriter, r *http.Request) {
		if r.Method != method && !(method == "GET" && r.Method == "HEAD") {
			w.Header().Set("Allow", method)
			writeError(w, errorf(CodeMethodNotAllowed, "%s needs %s, not %s", route, method, r.Method))
			return
		}
		v, e := h(r)
		if e != nil {
			writeError(w, e)
			return
		}
		writeJSON(w, http.StatusOK, v)
	})
}

// ServeHTTP implements http.Handler: it bounds the body and recovers from
// panics (a bug must not take the node down).
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if p := recover(); p != nil {
			writeError(w, errorf(CodeInternal, "internal error: %v", p))
		}
	}()
	if r.ContentLength > MaxBodyBytes {
		writeError(w, errorf(CodeTooLarge, "request body is %d bytes, at most %d allowed", r.ContentLength, MaxBodyBytes))
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
	// The mux would answer a non-canonical path with an HTML redirect.
	if p := r.URL.Path; p == "" || p[0] != '/' || path.Clean(p) != p {
		writeError(w, errorf(CodeBadRequest, "path %q is not canonical", truncate(p, 100)))
		return
	}
	s.mux.ServeHTTP(w, r)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		code = 500
		b, _ = json.Marshal(ErrorBody{Error: errorf(CodeInternal, "encoding the response: %v", err)})
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	w.Write(append(b, '\n'))
}

func writeError(w http.ResponseWriter, e *Error) {
	code := statusOf[e.Code]
	if code == 0 {
		code = 500
	}
	writeJSON(w, code, ErrorBody{Error: e})
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

func internal(err error) *Error { return errorf(CodeInternal, "%v", err) }

// --- request decoding (each piece is a pure function; fuzzed) ---

// readBody decodes a JSON body into v, refusing unknown fields, trailing
// data and oversized input.
func readBody(r *http.Request, v any) *Error {
	data, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errorf(CodeTooLarge, "request body exceeds %d bytes", MaxBodyBytes)
		}
		return errorf(CodeBadRequest, "reading the body: %v", err)
	}
	return decodeBody(data, v)
}

func decodeBody(data []byte, v any) *Error {
	if len(data) > MaxBodyBytes {
		return errorf(CodeTooLarge, "request body exceeds %d bytes", MaxBodyBytes)
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return errorf(CodeBadRequest, "empty body: expected a JSON object")
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errorf(CodeBadRequest, "invalid JSON body: %v", err)
	}
	if dec.More() {
		return errorf(CodeBadRequest, "invalid JSON body: data after the object")
	}
	return nil
}

func parseAddress(what, s string) (types.Address, *Error) {
	if s == "" {
		return types.Address{}, errorf(CodeBadRequest, "%s: missing address", what)
	}
	a, err := types.ParseAddress(s)
	if err != nil {
		return types.Address{}, errorf(CodeBadRequest, "%s: %v", what, err)
	}
	return a, nil
}

func parseHash(s string) (types.Hash, *Error) {
	h, err := types.ParseHash(s)
	if err != nil {
		return types.Hash{}, errorf(CodeBadRequest, "transaction hash: %v", err)
	}
	return h, nil
}

// parseHex decodes "0x…" hex of at most max bytes.
func parseHex(what, s string, max int) ([]byte, *Error) {
	t, ok := strings.CutPrefix(s, "0x")
	if !ok {
		if t, ok = strings.CutPrefix(s, "0X"); !ok {
			return nil, errorf(CodeBadRequest, "%s: expected 0x-prefixed hex", what)
		}
	}
	if len(t) > 2*max {
		return nil, errorf(CodeTooLarge, "%s: more than %d bytes", what, max)
	}
	b, err := hex.DecodeString(t)
	if err != nil {
		return nil, errorf(CodeBadRequest, "%s: invalid hex: %v", what, err)
	}
	return b, nil
}

// parseHeight reads a block height path value: a decimal number or "latest".
func parseHeight(s string, head uint64) (uint64, *Error) {
	if s == "latest" || s == "head" {
		return head, nil
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, errorf(CodeBadRequest, "block height %q: expected a number or \"latest\"", truncate(s, 40))
	}
	return n, nil
}

// parseWait reads ?wait=SECONDS (a number, fractions allowed, ≤ MaxWait).
func parseWait(r *http.Request) (time.Duration, *Error) {
	s := r.URL.Query().Get("wait")
	if s == "" {
		return 0, nil
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f != f {
		return 0, errorf(CodeBadRequest, "wait=%q: expected a number of seconds", truncate(s, 40))
	}
	if f > MaxWait.Seconds() {
		return 0, errorf(CodeBadRequest, "wait=%s: at most %d seconds", truncate(s, 40), int(MaxWait.Seconds()))
	}
	return time.Duration(f * float64(time.Second)), nil
}

func parseBool(r *http.Request, name string) (bool, *Error) {
	s := r.URL.Query().Get(name)
	if s == "" {
		return false, nil
	}
	b, err := strconv.ParseBool(s)
	if err != nil {
		return false, errorf(CodeBadRequest, "%s=%q: expected true or false", name, truncate(s, 40))
	}
	return b, nil
}

func parseUintQuery(r *http.Request, name string, def uint64) (uint64, *Error) {
	s := r.URL.Query().Get(name)
	if s == "" {
		return def, nil
	}
	if s == "latest" {
		return def, nil
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, errorf(CodeBadRequest, "%s=%q: expected a block height", name, truncate(s, 40))
	}
	return n, nil
}

// --- handlers ---

func (s *Server) status(r *http.Request) (any, *Error) { return s.b.Status(), nil }

func (s *Server) sendTx(r *http.Request) (any, *Error) {
	var req SendTxRequest
	if e := readBody(r, &req); e != nil {
		return nil, e
	}
	if req.Tx == "" {
		return nil, errorf(CodeBadRequest, `missing "tx": the signed transaction as 0x-hex`)
	}
	raw, e := parseHex("tx", req.Tx, tx.MaxTxSize)
	if e != nil {
		return nil, e
	}
	h, replaced, err := s.b.SendTx(raw)
	if err != nil {
		return nil, errorf(CodeTxRejected, "%v", err)
	}
	return SendTxResponse{TxHash: h, Replaced: replaced}, nil
}

// waitFor polls check until it reports done, a block boundary at a time,
// for at most d.
func (s *Server) waitFor(ctx context.Context, d time.Duration, check func() (bool, error)) error {
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	for {
		next := s.b.NextBlock()
		done, err := check()
		if err != nil || done || d <= 0 {
			return err
		}
		select {
		case <-next:
		case <-deadline.C:
			_, err := check()
			return err
		case <-ctx.Done():
			return nil
		}
	}
}

func (s *Server) txInfo(h types.Hash) (*TxInfo, error) {
	status, raw, height, reason, err := s.b.Tx(h)
	if err != nil {
		return nil, err
	}
	info := &TxInfo{TxHash: h, Status: status, Reason: reason}
	if raw != nil {
		info.Tx, _ = ConvertTx(raw)
	}
	if status == TxIncluded {
		info.Block = &height
		if rc, ok, err := s.b.Receipt(h); err != nil {
			return nil, err
		} else if ok {
			c := ConvertReceipt(rc)
			info.Receipt = &c
		}
	}
	return info, nil
}

func (s *Server) getTx(r *http.Request) (any, *Error) {
	h, e := parseHash(r.PathValue("hash"))
	if e != nil {
		return nil, e
	}
	wait, e := parseWait(r)
	if e != nil {
		return nil, e
	}
	var info *TxInfo
	err := s.waitFor(r.Context(), wait, func() (bool, error) {
		var err error
		info, err = s.txInfo(h)
		return err == nil && (info.Status == TxIncluded || info.Status == TxDropped), err
	})
	if err != nil {
		return nil, internal(err)
	}
	return info, nil
}

func (s *Server) getReceipt(r *http.Request) (any, *Error) {
	h, e := parseHash(r.PathValue("hash"))
	if e != nil {
		return nil, e
	}
	wait, e := parseWait(r)
	if e != nil {
		return nil, e
	}
	var rc stf.Receipt
	var found bool
	var dropped string
	err := s.waitFor(r.Context(), wait, func() (bool, error) {
		var err error
		rc, found, err = s.b.Receipt(h)
		if err != nil || found {
			return true, err
		}
		st, _, _, reason, err := s.b.Tx(h)
		if err == nil && st == TxDropped {
			dropped = reason
			return true, nil
		}
		return false, err
	})
	if err != nil {
		return nil, internal(err)
	}
	if !found {
		if dropped != "" {
			return nil, errorf(CodeNotFound, "transaction %s was dropped from the mempool: %s", h, dropped)
		}
		return nil, errorf(CodeNotFound, "no receipt for %s (yet)", h)
	}
	return ConvertReceipt(rc), nil
}

func (s *Server) getAccount(r *http.Request) (any, *Error) {
	a, e := parseAddress("account", r.PathValue("address"))
	if e != nil {
		return nil, e
	}
	acc, err := s.b.Account(a)
	if err != nil {
		return nil, internal(err)
	}
	return acc, nil
}

func (s *Server) getActor(r *http.Request) (any, *Error) {
	a, e := parseAddress("actor", r.PathValue("address"))
	if e != nil {
		return nil, e
	}
	withCode, e := parseBool(r, "code")
	if e != nil {
		return nil, e
	}
	info, ok, err := s.b.Actor(a)
	if err != nil {
		return nil, internal(err)
	}
	if !ok {
		return nil, errorf(CodeNotFound, "no actor at %s", a)
	}
	return ConvertActor(info, withCode), nil
}

// decodeCall validates a call request.
func decodeCall(req CallRequest) (actor types.Address, payload []byte, from types.Address, e *Error) {
	if actor, e = parseAddress("actor", req.Actor); e != nil {
		return
	}
	if req.Handler == "" {
		e = errorf(CodeBadRequest, `missing "handler"`)
		return
	}
	if len(req.Handler) > tx.MaxHandlerSize {
		e = errorf(CodeBadRequest, "handler name longer than %d bytes", tx.MaxHandlerSize)
		return
	}
	if req.From != "" {
		if from, e = parseAddress("from", req.From); e != nil {
			return
		}
	}
	switch {
	case req.Payload != "" && len(req.Args) > 0:
		e = errorf(CodeBadRequest, `give "payload" (hex CBOR) or "args" (JSON), not both`)
	case req.Payload != "":
		payload, e = parseHex("payload", req.Payload, tx.MaxTxSize)
	case len(req.Args) > 0:
		var err error
		if payload, err = cborjson.FromJSON(req.Args); err != nil {
			e = errorf(CodeBadRequest, "args: %v", err)
		}
	}
	return
}

func (s *Server) call(r *http.Request) (any, *Error) {
	var req CallRequest
	if e := readBody(r, &req); e != nil {
		return nil, e
	}
	actor, payload, from, e := decodeCall(req)
	if e != nil {
		return nil, e
	}
	rc, err := s.b.Call(actor, req.Handler, payload, from)
	if err != nil {
		if errors.Is(err, stf.ErrNotFound) {
			return nil, errorf(CodeNotFound, "%v", err)
		}
		return nil, internal(err)
	}
	return ConvertReceipt(rc), nil
}

func (s *Server) block(r *http.Request) (stf.Block, *Error) {
	head := s.b.Head()
	h, e := parseHeight(r.PathValue("height"), head.Height)
	if e != nil {
		return stf.Block{}, e
	}
	if h > head.Height {
		return stf.Block{}, errorf(CodeNotFound, "no block %d yet; the head is %d", h, head.Height)
	}
	b, ok, err := s.b.Block(h)
	if err != nil {
		return stf.Block{}, internal(err)
	}
	if !ok {
		return stf.Block{}, errorf(CodeNotFound, "no block %d", h)
	}
	return b, nil
}

func (s *Server) getBlock(r *http.Request) (any, *Error) {
	withReceipts, e := parseBool(r, "receipts")
	if e != nil {
		return nil, e
	}
	b, e := s.block(r)
	if e != nil {
		return nil, e
	}
	out := Block{Header: ConvertHeader(b.Header), Txs: []types.Hash{}}
	for _, raw := range b.Txs {
		out.Txs = append(out.Txs, types.Keccak256(raw))
	}
	if withReceipts {
		rcs, _, err := s.b.Receipts(b.Header.Height)
		if err != nil {
			return nil, internal(err)
		}
		out.Receipts = []Receipt{}
		for _, rc := range rcs {
			out.Receipts = append(out.Receipts, ConvertReceipt(rc))
		}
	}
	return out, nil
}

func (s *Server) getHeader(r *http.Request) (any, *Error) {
	b, e := s.block(r)
	if e != nil {
		return nil, e
	}
	return ConvertHeader(b.Header), nil
}

// MaxEventRange is the most blocks one events query may span.
const MaxEventRange = 100_000

func (s *Server) getEvents(r *http.Request) (any, *Error) {
	a, e := parseAddress("actor", r.PathValue("actor"))
	if e != nil {
		return nil, e
	}
	head := s.b.Head().Height
	to, e := parseUintQuery(r, "to", head)
	if e != nil {
		return nil, e
	}
	if to > head {
		to = head
	}
	def := uint64(0)
	if to > MaxEventRange {
		def = to - MaxEventRange + 1
	}
	from, e := parseUintQuery(r, "from", def)
	if e != nil {
		return nil, e
	}
	if from > to {
		return nil, errorf(CodeBadRequest, "from=%d is after to=%d", from, to)
	}
	if to-from >= MaxEventRange {
		return nil, errorf(CodeBadRequest, "block range %d..%d spans more than %d blocks", from, to, MaxEventRange)
	}
	evs, err := s.b.Events(a, from, to)
	if err != nil {
		return nil, internal(err)
	}
	out := Events{Actor: a, From: from, To: to, Events: []Event{}}
	for _, ev := range evs {
		out.Events = append(out.Events, ConvertEvent(ev))
	}
	return out, nil
}

func (s *Server) getProof(r *http.Request) (any, *Error) {
	key, e := parseHex("key", r.PathValue("key"), MaxKeyBytes)
	if e != nil {
		return nil, e
	}
	if len(key) == 0 {
		return nil, errorf(CodeBadRequest, "key: empty")
	}
	value, present, proof, root, height, err := s.b.Proof(key)
	if err != nil {
		return nil, internal(err)
	}
	return Proof{Key: hexs(key), Present: present, Value: hexs(value), StateRoot: root, Height: height, Proof: hexs(proof)}, nil
}
