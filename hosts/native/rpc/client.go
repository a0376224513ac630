package rpc

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cowboy-go/cowboy/core/types"
)

// DefaultURL is where the CLI looks for a node (cowboy devnet's default).
const DefaultURL = "http://127.0.0.1:8787"

// maxResponse bounds what the client reads from one response.
const maxResponse = 64 << 20

// Client talks to a node's API.
type Client struct {
	base string
	http *http.Client
}

// NewClient returns a client for the node at base (e.g. DefaultURL).
func NewClient(base string) (*Client, error) {
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("RPC URL %q: expected http://HOST:PORT", base)
	}
	return &Client{base: strings.TrimRight(base, "/"), http: &http.Client{Timeout: MaxWait + 30*time.Second}}, nil
}

// URL is the node's base URL.
func (c *Client) URL() string { return c.base }

// ErrNoNode is wrapped by errors that mean nothing answered at the URL.
var ErrNoNode = errors.New("no node is running")

func (c *Client) do(ctx context.Context, method, path string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, rd)
	if err != nil {
		return err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.http.Do(req)
	if err != nil {
		var op *net.OpError
		if errors.Is(err, syscall.ECONNREFUSED) || (errors.As(err, &op) && op.Op == "dial") {
			return fmt.Errorf("%w at %s (%v)", ErrNoNode, c.base, err)
		}
		return fmt.Errorf("RPC %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxResponse))
	if err != nil {
		return fmt.Errorf("RPC %s %s: reading the response: %w", method, path, err)
	}
	if resp.StatusCode != http.StatusOK {
		var eb ErrorBody
		if json.Unmarshal(data, &eb) == nil && eb.Error != nil {
			eb.Error.HTTPStatus = resp.StatusCode
			return eb.Error
		}
		return &Error{Code: CodeInternal, HTTPStatus: resp.StatusCode,
			Message: fmt.Sprintf("RPC %s %s: HTTP %d: %s", method, path, resp.StatusCode, truncate(strings.TrimSpace(string(data)), 200))}
	}
	if out == nil {
		return nil
	}
	if raw, ok := out.(*json.RawMessage); ok {
		*raw = append((*raw)[:0], data...)
		return nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("RPC %s %s: bad response: %w", method, path, err)
	}
	return nil
}

// IsNotFound reports whether err is the API's not_found error.
func IsNotFound(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Code == CodeNotFound
}

// Status is GET /v1/status.
func (c *Client) Status(ctx context.Context) (Status, error) {
	var s Status
	return s, c.do(ctx, "GET", "/v1/status", nil, &s)
}

// Account is GET /v1/account/{a}.
func (c *Client) Account(ctx context.Context, a types.Address) (Account, error) {
	var acc Account
	return acc, c.do(ctx, "GET", "/v1/account/"+a.Hex(), nil, &acc)
}

// Actor is GET /v1/actor/{a}.
func (c *Client) Actor(ctx context.Context, a types.Address, withCode bool) (Actor, error) {
	var out Actor
	return out, c.do(ctx, "GET", "/v1/actor/"+a.Hex()+"?code="+strconv.FormatBool(withCode), nil, &out)
}

// SendTx is POST /v1/tx.
func (c *Client) SendTx(ctx context.Context, raw []byte) (SendTxResponse, error) {
	var out SendTxResponse
	return out, c.do(ctx, "POST", "/v1/tx", SendTxRequest{Tx: "0x" + hex.EncodeToString(raw)}, &out)
}

func waitQuery(wait time.Duration) string {
	if wait <= 0 {
		return ""
	}
	if wait > MaxWait {
		wait = MaxWait
	}
	return "?wait=" + strconv.FormatFloat(wait.Seconds(), 'f', 3, 64)
}

// Tx is GET /v1/tx/{h}, waiting up to wait for inclusion.
func (c *Client) Tx(ctx context.Context, h types.Hash, wait time.Duration) (TxInfo, error) {
	var out TxInfo
	return out, c.do(ctx, "GET", "/v1/tx/"+h.Hex()+waitQuery(wait), nil, &out)
}

// Receipt is GET /v1/receipt/{h}, waiting up to wait for it.
func (c *Client) Receipt(ctx context.Context, h types.Hash, wait time.Duration) (Receipt, error) {
	var out Receipt
	return out, c.do(ctx, "GET", "/v1/receipt/"+h.Hex()+waitQuery(wait), nil, &out)
}

// Call is POST /v1/call (read-only).
func (c *Client) Call(ctx context.Context, actor types.Address, handler string, payload []byte, from *types.Address) (Receipt, error) {
	req := CallRequest{Actor: actor.Hex(), Handler: handler}
	if len(payload) > 0 {
		req.Payload = "0x" + hex.EncodeToString(payload)
	}
	if from != nil {
		req.From = from.Hex()
	}
	var out Receipt
	return out, c.do(ctx, "POST", "/v1/call", req, &out)
}

// Block is GET /v1/block/{height} (height < 0: latest).
func (c *Client) Block(ctx context.Context, height int64, withReceipts bool) (Block, error) {
	h := "latest"
	if height >= 0 {
		h = strconv.FormatInt(height, 10)
	}
	var out Block
	return out, c.do(ctx, "GET", "/v1/block/"+h+"?receipts="+strconv.FormatBool(withReceipts), nil, &out)
}

// Events is GET /v1/events/{actor} over blocks from..to (to < 0: the head).
func (c *Client) Events(ctx context.Context, actor types.Address, from uint64, to int64) (Events, error) {
	q := "?from=" + strconv.FormatUint(from, 10)
	if to >= 0 {
		q += "&to=" + strconv.FormatInt(to, 10)
	}
	var out Events
	return out, c.do(ctx, "GET", "/v1/events/"+actor.Hex()+q, nil, &out)
}

// Proof is GET /v1/proof/{key}.
func (c *Client) Proof(ctx context.Context, key []byte) (Proof, error) {
	var out Proof
	return out, c.do(ctx, "GET", "/v1/proof/0x"+hex.EncodeToString(key), nil, &out)
}
