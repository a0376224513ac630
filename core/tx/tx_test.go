package tx

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"
	"testing"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/crypto"
	"github.com/cowboy-go/cowboy/core/types"
)

// The unsigned transfer vector of the whitepaper (App. A; spec parameters.md §9).
const transferVector = "8d010054111111111111111111111111111111111111111101195208000a020100f640f6"

func addr(b byte) *types.Address {
	var a types.Address
	for i := range a {
		a[i] = b
	}
	return &a
}

func vectorTx() *Transaction {
	return &Transaction{
		ChainID: 1, Nonce: 0, To: addr(0x11), Value: types.U128From64(1),
		CyclesLimit: 21000, CellsLimit: 0,
		MaxFeePerCycle: types.U128From64(10), MaxFeePerCell: types.U128From64(2),
		TipPerCycle: types.U128From64(1), TipPerCell: types.U128From64(0),
	}
}

func testKey(t testing.TB, seed string) *crypto.PrivateKey {
	t.Helper()
	h := types.Keccak256([]byte(seed))
	k, err := crypto.PrivateKeyFromBytes(h[:])
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestTransferVector(t *testing.T) {
	b, err := vectorTx().Encode()
	if err != nil {
		t.Fatal(err)
	}
	if got := hex.EncodeToString(b); got != transferVector {
		t.Fatalf("encoding\n got %s\nwant %s", got, transferVector)
	}
	d, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if d.To == nil || *d.To != *addr(0x11) || d.ChainID != 1 || d.CyclesLimit != 21000 ||
		d.MaxFeePerCycle != types.U128From64(10) || d.Signature != nil || d.Payload != nil || d.AccessList != nil {
		t.Fatalf("decoded %+v", d)
	}
	if k, err := d.Kind(); err != nil || k != KindTransfer {
		t.Fatalf("kind %v %v", k, err)
	}
	// Unsigned: the signing hash is keccak256 of these very bytes.
	sh, err := d.SigningHash()
	if err != nil {
		t.Fatal(err)
	}
	if sh != types.Keccak256(b) {
		t.Fatal("signing hash of an unsigned tx is not keccak256 of its encoding")
	}
	if _, err := d.Sender(); !errors.Is(err, ErrUnsigned) {
		t.Fatalf("Sender of unsigned tx: %v", err)
	}
}

func TestSignRecover(t *testing.T) {
	key := testKey(t, "alice")
	tx := vectorTx()
	if err := tx.Sign(key); err != nil {
		t.Fatal(err)
	}
	b, err := tx.Encode()
	if err != nil {
		t.Fatal(err)
	}
	// The signed encoding differs from the vector only in the last field.
	vec := mustHex(t, transferVector)
	if !bytes.Equal(b[:len(vec)-1], vec[:len(vec)-1]) || b[len(vec)-1] != 0x83 {
		t.Fatalf("signed encoding %x does not extend the vector", b)
	}
	d, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	from, err := d.Verify(1)
	if err != nil {
		t.Fatal(err)
	}
	if from != key.Address() {
		t.Fatalf("recovered %s, want %s", from, key.Address())
	}
	h1, _ := tx.Hash()
	h2, _ := d.Hash()
	if h1 != h2 || h1 != types.Keccak256(b) {
		t.Fatal("tx hash is not keccak256 of the full encoding")
	}
	sh, _ := d.SigningHash()
	if sh != types.Keccak256(vec) {
		t.Fatal("signing hash is not keccak256 of the encoding with signature = null")
	}
	// Signing is deterministic (RFC 6979).
	tx2 := vectorTx()
	if err := tx2.Sign(key); err != nil {
		t.Fatal(err)
	}
	if *tx2.Signature != *tx.Signature {
		t.Fatal("signature not deterministic")
	}
}

func TestWrongChain(t *testing.T) {
	tx := vectorTx()
	if err := tx.Sign(testKey(t, "alice")); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Verify(2); !errors.Is(err, ErrWrongChain) {
		t.Fatalf("Verify on chain 2: %v", err)
	}
	// Replaying on another chain by rewriting chain_id changes the signer.
	c := tx.Copy()
	c.ChainID = 2
	from, err := c.Verify(2)
	if err == nil && from == testKey(t, "alice").Address() {
		t.Fatal("signature still valid after changing chain_id")
	}
}

// Every field is covered by the signature: changing any one of them makes
// the signature recover someone else (or fail).
func TestTamperBreaksSignature(t *testing.T) {
	key := testKey(t, "alice")
	base := sampleTxs(t)
	tampers := map[string]func(*Transaction){
		"chain_id":          func(x *Transaction) { x.ChainID++ },
		"nonce":             func(x *Transaction) { x.Nonce++ },
		"to":                func(x *Transaction) { x.To[0] ^= 1 },
		"value":             func(x *Transaction) { x.Value, _ = x.Value.Add(types.U128From64(1)) },
		"cycles_limit":      func(x *Transaction) { x.CyclesLimit++ },
		"cells_limit":       func(x *Transaction) { x.CellsLimit++ },
		"max_fee_per_cycle": func(x *Transaction) { x.MaxFeePerCycle, _ = x.MaxFeePerCycle.Add(types.U128From64(1)) },
		"max_fee_per_cell":  func(x *Transaction) { x.MaxFeePerCell, _ = x.MaxFeePerCell.Add(types.U128From64(1)) },
		"tip_per_cycle":     func(x *Transaction) { x.TipPerCycle, _ = x.TipPerCycle.Add(types.U128From64(1)) },
		"tip_per_cell":      func(x *Transaction) { x.TipPerCell, _ = x.TipPerCell.Add(types.U128From64(1)) },
		"access_list": func(x *Transaction) {
			x.AccessList = append(x.AccessList, AccessTuple{Address: *addr(0x77), Keys: [][]byte{[]byte("k")}})
		},
		"payload": func(x *Transaction) {
			p, _ := EncodePayload(&ExecuteActor{Actor: *x.To, Handler: "other", Payload: []byte{0xa0}})
			x.Payload = p
		},
	}
	for name, tamper := range tampers {
		tx := base["transfer"].Copy()
		if err := tx.Sign(key); err != nil {
			t.Fatal(err)
		}
		tamper(tx)
		if _, err := tx.Encode(); err != nil {
			t.Fatalf("%s: tampered tx no longer encodes: %v", name, err)
		}
		from, err := tx.Sender()
		if err == nil && from == key.Address() {
			t.Errorf("%s: tampering kept the sender", name)
		}
	}
	// Flipping bits of r or s or the parity also loses the sender.
	for i := 0; i < 65; i++ {
		tx := base["execute"].Copy()
		if err := tx.Sign(key); err != nil {
			t.Fatal(err)
		}
		switch {
		case i < 32:
			tx.Signature.R[i] ^= 0x01
		case i < 64:
			tx.Signature.S[i-32] ^= 0x01
		default:
			tx.Signature.YParity ^= 1
		}
		if from, err := tx.Sender(); err == nil && from == key.Address() {
			t.Errorf("signature byte %d flipped, sender unchanged", i)
		}
	}
}

func TestHighSRejected(t *testing.T) {
	key := testKey(t, "alice")
	tx := vectorTx()
	if err := tx.Sign(key); err != nil {
		t.Fatal(err)
	}
	// s' = N − s and flipped parity is the same signature mathematically
	// (the classic malleability); it must be refused everywhere.
	n, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
	s := new(big.Int).SetBytes(tx.Signature.S[:])
	hs := new(big.Int).Sub(n, s)
	hs.FillBytes(tx.Signature.S[:])
	tx.Signature.YParity ^= 1
	if _, err := tx.Sender(); !errors.Is(err, ErrInvalidSignature) {
		t.Fatalf("Sender with high s: %v", err)
	}
	if _, err := tx.Encode(); !errors.Is(err, ErrInvalidSignature) {
		t.Fatalf("Encode with high s: %v", err)
	}
	b, err := tx.encode(tx.Signature)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(b); !errors.Is(err, ErrInvalidSignature) {
		t.Fatalf("Decode with high s: %v", err)
	}
	// Zero r, zero s, parity 2.
	for name, sig := range map[string]Signature{
		"zero r":   {YParity: 0, S: [32]byte{31: 1}},
		"zero s":   {YParity: 0, R: [32]byte{31: 1}},
		"parity 2": {YParity: 2, R: [32]byte{31: 1}, S: [32]byte{31: 1}},
	} {
		c := vectorTx()
		sig := sig
		c.Signature = &sig
		if _, err := c.Encode(); !errors.Is(err, ErrInvalidSignature) {
			t.Errorf("%s: Encode: %v", name, err)
		}
		b, _ := c.encode(c.Signature)
		if _, err := Decode(b); !errors.Is(err, ErrInvalidSignature) {
			t.Errorf("%s: Decode: %v", name, err)
		}
	}
}

// sampleTxs returns one valid unsigned transaction per kind (plus a few
// field variants), for round trips and fuzz seeds.
func sampleTxs(t testing.TB) map[string]*Transaction {
	t.Helper()
	mk := func(to *types.Address, value uint64, p Payload) *Transaction {
		b, err := EncodePayload(p)
		if err != nil {
			t.Fatal(err)
		}
		return &Transaction{
			ChainID: 7, Nonce: 42, To: to, Value: types.U128From64(value),
			CyclesLimit: 1_000_000, CellsLimit: 20_000,
			MaxFeePerCycle: types.U128From64(100), MaxFeePerCell: types.U128From64(50),
			TipPerCycle: types.U128From64(2), TipPerCell: types.U128From64(1),
			Payload: b,
		}
	}
	big := types.MaxU128
	maxSupply := types.U128From64(1_000_000_000)
	out := map[string]*Transaction{
		"transfer": mk(addr(0x33), 5, Transfer{}),
		"deploy": mk(nil, 0, &DeployActor{
			Code: []byte("from cowboy_sdk import actor\n"), Salt: []byte{1},
			InitHandler: "init", InitPayload: []byte("{}"), Manifest: []byte{0xa0},
		}),
		"deploy-noinit": mk(nil, 9, &DeployActor{Code: []byte("x = 1\n"), NoInit: true}),
		"execute":       mk(addr(0x22), 3, &ExecuteActor{Actor: *addr(0x22), Handler: "inc", Payload: []byte{0xa1, 0x61, 0x6e, 0x01}}),
		"fund":          mk(addr(0x22), 0, &FundActor{Actor: *addr(0x22), Amount: types.U128From64(1000)}),
		"upgrade":       mk(addr(0x22), 0, &UpgradeActor{Actor: *addr(0x22), Code: []byte("y = 2\n")}),
		"token_create": mk(&TokenSystemAddress, 0, &TokenCreate{
			Name: "Cowboy Test", Symbol: "CWT", Decimals: 18, InitialSupply: types.U128From64(1000), MaxSupply: &maxSupply,
		}),
		"token_transfer": mk(&TokenSystemAddress, 0, &TokenTransfer{TokenID: [32]byte{0: 9}, To: *addr(0x44), Amount: big}),
	}
	wide := out["transfer"].Copy()
	wide.Value = types.MaxU128
	wide.MaxFeePerCycle = types.MaxU128
	wide.ChainID = ^uint64(0)
	wide.Nonce = ^uint64(0)
	wide.CyclesLimit = ^uint64(0)
	wide.AccessList = AccessList{
		{Address: *addr(0x01), Keys: [][]byte{{}, []byte("balance"), bytes.Repeat([]byte{7}, MaxAccessKeySize)}},
		{Address: *addr(0x02)},
	}
	out["wide"] = wide
	return out
}

func TestRoundTripAllKinds(t *testing.T) {
	key := testKey(t, "bob")
	wantKind := map[string]Kind{
		"transfer": KindTransfer, "deploy": KindDeploy, "deploy-noinit": KindDeploy, "execute": KindExecute,
		"fund": KindFund, "upgrade": KindUpgrade, "token_create": KindTokenCreate,
		"token_transfer": KindTokenTransfer, "wide": KindTransfer,
	}
	for name, tx := range sampleTxs(t) {
		for _, signed := range []bool{false, true} {
			tx := tx.Copy()
			if signed {
				if err := tx.Sign(key); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
			b, err := tx.Encode()
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			d, err := Decode(b)
			if err != nil {
				t.Fatalf("%s: Decode: %v", name, err)
			}
			b2, err := d.Encode()
			if err != nil || !bytes.Equal(b, b2) {
				t.Fatalf("%s: re-encode differs: %v", name, err)
			}
			if k, err := d.Kind(); err != nil || k != wantKind[name] {
				t.Fatalf("%s: kind %v, %v", name, k, err)
			}
			if signed {
				if from, err := d.Verify(tx.ChainID); err != nil || from != key.Address() {
					t.Fatalf("%s: sender %s, %v", name, from, err)
				}
			}
		}
	}
}

func TestPayloadRoundTrip(t *testing.T) {
	for name, tx := range sampleTxs(t) {
		p, err := tx.DecodedPayload()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b, err := EncodePayload(p)
		if err != nil || !bytes.Equal(b, tx.Payload) {
			t.Fatalf("%s: payload re-encode: %v", name, err)
		}
	}
	// The deploy payload's wire map, spelled out, in length-first key order.
	p, _ := EncodePayload(&ExecuteActor{Actor: *addr(0x22), Handler: "inc", Payload: nil})
	var m map[string]any
	if err := codec.Unmarshal(p, &m); err != nil {
		t.Fatal(err)
	}
	if m["kind"] != "execute" || m["handler"] != "inc" || len(m) != 4 {
		t.Fatalf("execute map %v", m)
	}
}

func TestNonceAndChainIDFields(t *testing.T) {
	for _, v := range []uint64{0, 1, 23, 24, 255, 256, 65535, 65536, 1<<32 - 1, 1 << 32, 1<<63 - 1, 1 << 63, ^uint64(0)} {
		tx := vectorTx()
		tx.Nonce = v
		tx.ChainID = v
		b, err := tx.Encode()
		if err != nil {
			t.Fatal(err)
		}
		d, err := Decode(b)
		if err != nil {
			t.Fatalf("%d: %v", v, err)
		}
		if d.Nonce != v || d.ChainID != v {
			t.Fatalf("%d: got nonce %d chain %d", v, d.Nonce, d.ChainID)
		}
	}
	// A nonce of 2^64 (a bignum) is out of range.
	b := mustHex(t, "8d01c249010000000000000000"+transferVector[6:])
	if _, err := Decode(b); !errors.Is(err, ErrMalformed) {
		t.Fatalf("nonce 2^64: %v", err)
	}
	// Negative nonce.
	b = mustHex(t, "8d0120"+transferVector[6:])
	if _, err := Decode(b); !errors.Is(err, ErrMalformed) {
		t.Fatalf("nonce -1: %v", err)
	}
}

func TestU128Fields(t *testing.T) {
	tx := vectorTx()
	tx.Value = types.MaxU128
	b, err := tx.Encode()
	if err != nil {
		t.Fatal(err)
	}
	// value = 2^128-1 is a 16-byte bignum.
	if !bytes.Contains(b, mustHex(t, "c250ffffffffffffffffffffffffffffffff")) {
		t.Fatalf("value bignum missing: %x", b)
	}
	d, err := Decode(b)
	if err != nil || d.Value != types.MaxU128 {
		t.Fatalf("decode max u128: %v", err)
	}
	// 2^128 is out of range.
	over := bytes.Replace(b, mustHex(t, "c250ffffffffffffffffffffffffffffffff"), mustHex(t, "c2510100000000000000000000000000000000"), 1)
	if _, err := Decode(over); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "value") {
		t.Fatalf("value 2^128: %v", err)
	}
}

func TestStrictDecoding(t *testing.T) {
	vec := mustHex(t, transferVector)
	cases := map[string]struct {
		hex  string
		want error
	}{
		"trailing byte":         {transferVector + "00", codec.ErrTrailingBytes},
		"empty":                 {"", codec.ErrMalformed},
		"truncated":             {transferVector[:len(transferVector)-2], codec.ErrMalformed},
		"non-shortest chain id": {"8d1801" + transferVector[4:], codec.ErrNotCanonical},
		"non-shortest limit":    {strings.Replace(transferVector, "195208", "1a00005208", 1), codec.ErrNotCanonical},
		"indefinite array":      {"9f" + transferVector[2:] + "ff", codec.ErrIndefiniteLength},
		"12 fields":             {"8c" + transferVector[2:len(transferVector)-2], ErrMalformed},
		"14 fields":             {"8e" + transferVector[2:] + "f6", ErrMalformed},
		"not an array":          {"a0", ErrMalformed},
		"to 19 bytes":           {"8d010053" + strings.Repeat("11", 19) + transferVector[48:], ErrMalformed},
		"to as text":            {"8d010074" + strings.Repeat("11", 20) + transferVector[48:], ErrMalformed},
		"value as float":        {strings.Replace(transferVector, "111101195208", "1111fb3ff0000000000000195208", 1), ErrMalformed},
		"payload as text":       {transferVector[:len(transferVector)-4] + "60f6", ErrMalformed},
		"payload not CBOR":      {transferVector[:len(transferVector)-4] + "41fff6", ErrInvalidPayload},
		"empty access list":     {transferVector[:len(transferVector)-6] + "8040f6", ErrMalformed},
		"signature wrong shape": {transferVector[:len(transferVector)-2] + "80", ErrMalformed},
		"signature short r":     {transferVector[:len(transferVector)-2] + "8301581f" + strings.Repeat("01", 31) + "5820" + strings.Repeat("01", 32), ErrMalformed},
		"undefined":             {transferVector[:len(transferVector)-2] + "f7", codec.ErrUnsupported},
		"tag on nonce":          {"8d01c100" + transferVector[6:], codec.ErrUnsupported},
	}
	for name, tc := range cases {
		b := mustHex(t, tc.hex)
		_, err := Decode(b)
		if err == nil {
			t.Errorf("%s: accepted %x", name, b)
			continue
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: error %v, want %v", name, err, tc.want)
		}
	}
	if _, err := Decode(vec); err != nil {
		t.Fatal(err)
	}
}

func TestOversized(t *testing.T) {
	// Too many bytes: rejected before decoding, naming the limit.
	b := make([]byte, MaxTxSize+1)
	_, err := Decode(b)
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != LimitMaxTxSize || le.Max != 131072 {
		t.Fatalf("oversized input: %v", err)
	}
	// Encode refuses to produce what Decode would refuse.
	tx := sampleTxs(t)["execute"]
	big := &ExecuteActor{Actor: *addr(0x22), Handler: "inc", Payload: make([]byte, MaxTxSize)}
	tx.Payload, err = EncodePayload(big)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Encode(); !errors.As(err, &le) || le.Limit != LimitMaxTxSize {
		t.Fatalf("Encode oversized: %v", err)
	}
	// Just under the limit is fine.
	tx.Payload, _ = EncodePayload(&ExecuteActor{Actor: *addr(0x22), Handler: "inc"})
	base, _ := tx.Encode()
	room := MaxTxSize - len(base) - 64
	for n := room; ; n++ {
		p, _ := EncodePayload(&ExecuteActor{Actor: *addr(0x22), Handler: "inc", Payload: make([]byte, n)})
		tx.Payload = p
		b, err := tx.Encode()
		if err != nil {
			if !errors.As(err, &le) {
				t.Fatal(err)
			}
			if n == room {
				t.Fatal("no room at all:", err)
			}
			break
		}
		if _, err := Decode(b); err != nil {
			t.Fatalf("%d-byte tx: %v", len(b), err)
		}
	}
	// Access-list limits name themselves.
	for name, al := range map[string]AccessList{
		LimitMaxAccessKeySize:     {{Address: *addr(1), Keys: [][]byte{make([]byte, MaxAccessKeySize+1)}}},
		LimitMaxAccessListEntries: manyEntries(MaxAccessListEntries + 1),
	} {
		c := vectorTx()
		c.AccessList = al
		if _, err := c.Encode(); !errors.As(err, &le) || le.Limit != name {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func manyEntries(n int) AccessList {
	al := make(AccessList, n)
	for i := range al {
		al[i].Address[0] = byte(i)
		al[i].Address[1] = byte(i >> 8)
	}
	return al
}

func TestAccessListRules(t *testing.T) {
	for name, al := range map[string]AccessList{
		"repeated address": {{Address: *addr(1)}, {Address: *addr(1)}},
		"repeated key":     {{Address: *addr(1), Keys: [][]byte{{1}, {1}}}},
		"empty":            {},
	} {
		c := vectorTx()
		c.AccessList = al
		if _, err := c.Encode(); !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: Encode: %v", name, err)
		}
	}
}

func TestShapeRules(t *testing.T) {
	s := sampleTxs(t)
	deployPayload := s["deploy"].Payload
	cases := map[string]func(*Transaction){
		"deploy with a to": func(x *Transaction) { x.To = addr(0x22); x.Payload = deployPayload },
		"null to transfer": func(x *Transaction) { x.To = nil; x.Payload = nil },
		"execute wrong to": func(x *Transaction) { x.To = addr(0x23) },
		"token wrong to":   func(x *Transaction) { x.To = addr(0x23); x.Payload = s["token_transfer"].Payload },
		"fund with value":  func(x *Transaction) { x.Payload = s["fund"].Payload; x.Value = types.U128From64(1) },
	}
	for name, mut := range cases {
		c := s["execute"].Copy()
		mut(c)
		if _, err := c.Encode(); !errors.Is(err, ErrInvalidPayload) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestPayloadStrict(t *testing.T) {
	enc := func(m map[string]any) []byte {
		b, err := codec.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	a := addr(0x22)[:]
	cases := map[string][]byte{
		"unknown kind":            enc(map[string]any{"kind": "mint"}),
		"no kind":                 enc(map[string]any{"actor": a}),
		"extra field":             enc(map[string]any{"kind": "fund", "actor": a, "amount": 1, "memo": "x"}),
		"missing field":           enc(map[string]any{"kind": "fund", "actor": a}),
		"zero fund":               enc(map[string]any{"kind": "fund", "actor": a, "amount": 0}),
		"negative amount":         enc(map[string]any{"kind": "fund", "actor": a, "amount": -1}),
		"short actor":             enc(map[string]any{"kind": "fund", "actor": a[:19], "amount": 1}),
		"handler as bytes":        enc(map[string]any{"kind": "execute", "actor": a, "handler": []byte("x"), "payload": []byte{}}),
		"empty handler":           enc(map[string]any{"kind": "execute", "actor": a, "handler": "", "payload": []byte{}}),
		"long handler":            enc(map[string]any{"kind": "execute", "actor": a, "handler": strings.Repeat("h", MaxHandlerSize+1), "payload": []byte{}}),
		"init_payload no handler": enc(map[string]any{"kind": "deploy", "code": []byte("x"), "salt": []byte{}, "init_payload": []byte{1}}),
		"empty manifest":          enc(map[string]any{"kind": "deploy", "code": []byte("x"), "salt": []byte{}, "manifest": []byte{}}),
		"long salt":               enc(map[string]any{"kind": "deploy", "code": []byte("x"), "salt": make([]byte, 33)}),
		"empty code":              enc(map[string]any{"kind": "deploy", "code": []byte{}, "salt": []byte{}}),
		"code not UTF-8":          enc(map[string]any{"kind": "upgrade", "actor": a, "code": []byte{0xff}}),
		"decimals 39":             enc(map[string]any{"kind": "token_create", "name": "n", "symbol": "s", "decimals": 39, "initial_supply": 1}),
		"max below initial":       enc(map[string]any{"kind": "token_create", "name": "n", "symbol": "s", "decimals": 1, "initial_supply": 2, "max_supply": 1}),
		"long symbol":             enc(map[string]any{"kind": "token_create", "name": "n", "symbol": strings.Repeat("S", 17), "decimals": 1, "initial_supply": 2}),
		"token id 31 bytes":       enc(map[string]any{"kind": "token_transfer", "token_id": make([]byte, 31), "to": a, "amount": 1}),
		"transfer kind explicit":  enc(map[string]any{"kind": "transfer"}),
	}
	cases["array not map"] = mustHex(t, "8101")
	cases["non-text key"] = mustHex(t, "a10101")
	// Non-canonical key order: "actor" before the shorter "kind".
	cases["key order"] = mustHex(t, "a3656163746f7254"+strings.Repeat("22", 20)+"646b696e646466756e6466616d6f756e7401")
	for name, b := range cases {
		if _, err := DecodePayload(b); !errors.Is(err, ErrInvalidPayload) {
			t.Errorf("%s: %v", name, err)
		}
	}
	var le *LimitError
	_, err := DecodePayload(cases["long handler"])
	if !errors.As(err, &le) || le.Limit != LimitMaxHandlerSize {
		t.Errorf("long handler limit: %v", err)
	}
}

func TestKindNames(t *testing.T) {
	want := []string{"transfer", "deploy", "execute", "fund", "upgrade", "token_create", "token_transfer"}
	for i, w := range want {
		if Kind(i).String() != w {
			t.Errorf("Kind(%d) = %s", i, Kind(i))
		}
	}
	if Kind(99).String() != "Kind(99)" {
		t.Error(Kind(99).String())
	}
}

// TestDecodeSigned checks DecodeSigned's hashes and sender against the
// transaction's own, signed and unsigned.
func TestDecodeSigned(t *testing.T) {
	eachEncoding(t, func(name string, x *Transaction, raw []byte) {
		s, err := DecodeSigned(raw)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		sh, _ := x.SigningHash()
		h, _ := x.Hash()
		if s.SigningHash != sh || s.Hash != h {
			t.Fatalf("%s: hashes %s %s, want %s %s", name, s.SigningHash, s.Hash, sh, h)
		}
		from, err := s.SenderWith(nil)
		want, werr := x.Sender()
		if from != want || !errors.Is(err, werr) {
			t.Fatalf("%s: sender %s %v, want %s %v", name, from, err, want, werr)
		}
	})
}

// eachEncoding calls f with every sample transaction and its encoding,
// unsigned and then signed.
func eachEncoding(t *testing.T, f func(name string, x *Transaction, raw []byte)) {
	key := testKey(t, "alice")
	for name, x := range sampleTxs(t) {
		for _, sign := range []bool{false, true} {
			if sign {
				if err := x.Sign(key); err != nil {
					t.Fatal(err)
				}
				name += " (signed)"
			}
			raw, err := x.Encode()
			if err != nil {
				t.Fatal(err)
			}
			f(name, x, raw)
		}
	}
}

// marshalReference is the transaction array built for codec.Marshal: the
// definition that encode's hand-written bytes must match.
func marshalReference(t *Transaction) ([]byte, error) {
	var to, al, sig any
	if t.To != nil {
		to = t.To[:]
	}
	if len(t.AccessList) > 0 {
		entries := make([]any, len(t.AccessList))
		for i, e := range t.AccessList {
			keys := make([]any, len(e.Keys))
			for j, k := range e.Keys {
				keys[j] = nonNil(k)
			}
			entries[i] = []any{e.Address[:], keys}
		}
		al = entries
	}
	if s := t.Signature; s != nil {
		sig = []any{uint64(s.YParity), s.R[:], s.S[:]}
	}
	return codec.Marshal([]any{
		t.ChainID, t.Nonce, to, u128Value(t.Value), t.CyclesLimit, t.CellsLimit,
		u128Value(t.MaxFeePerCycle), u128Value(t.MaxFeePerCell),
		u128Value(t.TipPerCycle), u128Value(t.TipPerCell),
		al, nonNil(t.Payload), sig,
	})
}

// TestEncodeMatchesMarshal compares the hand-written encoding with
// codec.Marshal's over integers of every head width, u128 values of every
// bignum length, access lists and signatures.
func TestEncodeMatchesMarshal(t *testing.T) {
	key := testKey(t, "alice")
	ints := []uint64{0, 23, 24, 255, 256, 65535, 65536, 1<<32 - 1, 1 << 32, ^uint64(0)}
	for name, x := range sampleTxs(t) {
		for i, n := range ints {
			x.ChainID, x.Nonce, x.CellsLimit = n, ints[(i+3)%len(ints)], ints[(i+5)%len(ints)]
			hi := uint64(1) << (i * 7 % 64)
			x.MaxFeePerCell, _ = types.U128FromBig(new(big.Int).Add(new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64), big.NewInt(int64(i))))
			x.TipPerCell = types.U128From64(n)
			if i%2 == 1 {
				x.AccessList = AccessList{{Address: *addr(byte(i)), Keys: [][]byte{{}, bytes.Repeat([]byte{7}, i*10)}}}
			}
			if i%3 == 0 {
				if err := x.Sign(key); err != nil {
					t.Fatal(err)
				}
			} else {
				x.Signature = nil
			}
			got, err := x.encode(x.Signature)
			if err != nil {
				t.Fatalf("%s/%d: %v", name, i, err)
			}
			want, err := marshalReference(x)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("%s/%d: encode\n%x\nMarshal\n%x (%v)", name, i, got, want, err)
			}
		}
	}
}

// TestDecodeFastAgrees checks Decode (its fast path first) against the
// generic path alone on valid transactions and on every one-byte change,
// truncation and extension of them: the same transaction or the same
// error.
func TestDecodeFastAgrees(t *testing.T) {
	same := func(b []byte) {
		t.Helper()
		got, err := Decode(b)
		want, werr := decodeGeneric(b)
		if fmt.Sprint(err) != fmt.Sprint(werr) || !reflect.DeepEqual(got, want) {
			t.Fatalf("%x: fast path %+v %v, generic %+v %v", b, got, err, want, werr)
		}
	}
	eachEncoding(t, func(_ string, _ *Transaction, raw []byte) {
		same(raw)
		same(raw[:len(raw)-1])
		same(append(bytes.Clone(raw), 0))
		if len(raw) > 600 {
			return // the wide sample: its head and tail suffice
		}
		for i := range raw {
			for _, d := range []byte{1, 0x20, 0x80, 0xff} {
				m := bytes.Clone(raw)
				m[i] += d
				same(m)
			}
		}
	})
}
