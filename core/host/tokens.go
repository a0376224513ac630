package host

import (
	"fmt"
	"math/big"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

// CIP-20 tokens (CIP-6 §12.4). The executing actor is the account that
// creates, transfers, approves, spends allowances and burns; its creator is
// a token's owner and only mint authority. Balances, allowances and the
// supply live in state (keys.go); amounts are integers in [0, 2^256).

// Token bounds (chosen; docs/parameters.md).
const (
	MaxTokenName   = 64
	MaxTokenSymbol = 16
	MaxTokenURI    = 256
)

var tokenTag = []byte("cowboy.token.v1")

type tokenRecord struct {
	Name         string   `cbor:"name"`
	Symbol       string   `cbor:"symbol"`
	Decimals     int64    `cbor:"decimals"`
	Supply       *big.Int `cbor:"supply"`
	MaxSupply    *big.Int `cbor:"max_supply"`
	Owner        []byte   `cbor:"owner"`
	TransferHook []byte   `cbor:"transfer_hook"`
	MetadataURI  *string  `cbor:"metadata_uri"`
}

// TokenID is the id of the n-th token created by creator:
// keccak256("cowboy.token.v1" ‖ creator ‖ n as 8 bytes big-endian).
func TokenID(creator types.Address, n uint64) types.Hash {
	return types.Keccak256(tokenTag, creator[:], u64(n))
}

func validAmount(n *big.Int) bool { return n != nil && n.Sign() >= 0 && n.Cmp(maxUint256) <= 0 }

func (f *frame) loadToken(id types.Hash) (*tokenRecord, error) {
	b, ok, err := f.st.Get(tokenKey(id))
	if err != nil {
		return nil, f.tx.stateErr(err)
	}
	if !ok {
		return nil, nil
	}
	var t tokenRecord
	if err := codec.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("host: token %s record is corrupt: %w", id.Hex(), err)
	}
	return &t, nil
}

func (f *frame) storeToken(id types.Hash, t *tokenRecord) error {
	b, err := codec.Marshal(t)
	if err != nil {
		return err
	}
	return f.tx.stateErr(f.st.Set(tokenKey(id), b))
}

// readAmount reads a balance or allowance (absent = 0).
func (f *frame) readAmount(key []byte) (*big.Int, error) {
	b, _, err := f.st.Get(key)
	if err != nil {
		return nil, f.tx.stateErr(err)
	}
	return new(big.Int).SetBytes(b), nil
}

// writeAmount stores an amount; zero deletes the key.
func (f *frame) writeAmount(key []byte, n *big.Int) error {
	if n.Sign() == 0 {
		return f.tx.stateErr(f.st.Delete(key))
	}
	return f.tx.stateErr(f.st.Set(key, n.Bytes()))
}

func (f *frame) move(id types.Hash, from, to types.Address, amount *big.Int) error {
	fromBal, err := f.readAmount(balanceKey(id, from))
	if err != nil {
		return err
	}
	if fromBal.Cmp(amount) < 0 {
		return hostErr("ValueError", fmt.Sprintf("insufficient balance: %s holds %s of token %s, %s needed", from.Hex(), fromBal, id.Hex(), amount))
	}
	if from == to {
		return nil
	}
	toBal, err := f.readAmount(balanceKey(id, to))
	if err != nil {
		return err
	}
	if err := f.writeAmount(balanceKey(id, from), new(big.Int).Sub(fromBal, amount)); err != nil {
		return err
	}
	return f.writeAmount(balanceKey(id, to), new(big.Int).Add(toBal, amount))
}

// A token's transfer hook is an actor the host calls after every transfer
// of the token (token_transfer, token_transfer_from and the token-transfer
// transaction): HookHandler(payload) with payload {"token_id", "from",
// "to", "amount", "operator"} (operator: the account or actor that made
// the transfer, which is also the call's sender), on a budget of at most
// HookCycles charged to the transfer. The hook accepts by returning; if it
// raises, the transfer fails with its error and is undone.
const (
	HookHandler = "on_token_transfer"
	HookCycles  = 50_000 // parameters.md: CIP-20 hooks ≤ 50,000 cycles per transfer
)

// transferHook runs token t's transfer hook, if it has one, for a transfer
// just made.
func (f *frame) transferHook(id types.Hash, t *tokenRecord, from, to types.Address, amount *big.Int) error {
	if len(t.TransferHook) == 0 {
		return nil
	}
	hook, err := types.AddressFromBytes(t.TransferHook)
	if err != nil {
		return fmt.Errorf("host: token %s record is corrupt: transfer hook %w", id.Hex(), err)
	}
	args, err := codec.Marshal(map[string]any{"token_id": id.Bytes(), "from": from.Bytes(), "to": to.Bytes(),
		"amount": amount, "operator": f.actor.Bytes()})
	if err != nil {
		return err
	}
	_, err = f.call(hook, HookHandler, args, HookCycles)
	return err
}

// chargeOpCells charges the cells of a token operation run by an actor;
// an account's token transaction pays them in its intrinsic cost.
func (f *frame) chargeOpCells(n int64) error {
	if f.exec == nil {
		return nil
	}
	return f.tx.chargeCells(n)
}

type tokenArgs struct {
	TokenID []byte   `cbor:"token_id"`
	To      []byte   `cbor:"to"`
	From    []byte   `cbor:"from"`
	Spender []byte   `cbor:"spender"`
	Owner   []byte   `cbor:"owner"`
	Account []byte   `cbor:"account"`
	Amount  *big.Int `cbor:"amount"`
}

func tokenAddr(what string, b []byte) (types.Address, error) {
	a, err := types.AddressFromBytes(b)
	if err != nil {
		return a, hostErr("AddressError", what+" "+err.Error())
	}
	return a, nil
}

// token runs the token_* syscalls.
func (f *frame) token(name string, payload []byte) (any, error) {
	if name == "token_create" {
		return f.tokenCreate(payload)
	}
	var p tokenArgs
	if err := decode(name, payload, &p); err != nil {
		return nil, err
	}
	id, err := types.HashFromBytes(p.TokenID)
	if err != nil {
		return nil, hostErr("ValueError", name+"(): token_id "+err.Error())
	}
	t, err := f.loadToken(id)
	if err != nil {
		return nil, err
	}
	switch name {
	case "token_balance_of", "token_allowance", "token_total_supply":
		if t == nil {
			return nil, nil
		}
		switch name {
		case "token_balance_of":
			acct, err := tokenAddr("account", p.Account)
			if err != nil {
				return nil, err
			}
			return f.readAmount(balanceKey(id, acct))
		case "token_allowance":
			owner, err := tokenAddr("owner", p.Owner)
			if err != nil {
				return nil, err
			}
			spender, err := tokenAddr("spender", p.Spender)
			if err != nil {
				return nil, err
			}
			return f.readAmount(allowanceKey(id, owner, spender))
		}
		return t.Supply, nil
	}
	if err := f.writable(name + "()"); err != nil {
		return nil, err
	}
	if t == nil {
		return nil, hostErr("ValueError", name+"(): no token "+id.Hex())
	}
	if !validAmount(p.Amount) {
		return nil, hostErr("ValueError", name+"(): amount must be an int in [0, 2**256)")
	}
	switch name {
	case "token_transfer":
		to, err := tokenAddr("to", p.To)
		if err != nil {
			return nil, err
		}
		if err := f.chargeOpCells(CellsTokenTransfer); err != nil {
			return nil, err
		}
		if err := f.move(id, f.actor, to, p.Amount); err != nil {
			return nil, err
		}
		return nil, f.transferHook(id, t, f.actor, to, p.Amount)

	case "token_approve":
		spender, err := tokenAddr("spender", p.Spender)
		if err != nil {
			return nil, err
		}
		if err := f.chargeOpCells(CellsTokenApprove); err != nil {
			return nil, err
		}
		return nil, f.writeAmount(allowanceKey(id, f.actor, spender), p.Amount)

	case "token_transfer_from":
		from, err := tokenAddr("from", p.From)
		if err != nil {
			return nil, err
		}
		to, err := tokenAddr("to", p.To)
		if err != nil {
			return nil, err
		}
		if err := f.chargeOpCells(CellsTokenTransferFrom); err != nil {
			return nil, err
		}
		ak := allowanceKey(id, from, f.actor)
		allowed, err := f.readAmount(ak)
		if err != nil {
			return nil, err
		}
		if allowed.Cmp(p.Amount) < 0 {
			return nil, hostErr("PermissionDeniedError", fmt.Sprintf("token_transfer_from(): %s may spend %s of %s's token %s, %s requested",
				f.actor.Hex(), allowed, from.Hex(), id.Hex(), p.Amount))
		}
		if err := f.move(id, from, to, p.Amount); err != nil {
			return nil, err
		}
		if err := f.writeAmount(ak, new(big.Int).Sub(allowed, p.Amount)); err != nil {
			return nil, err
		}
		return nil, f.transferHook(id, t, from, to, p.Amount)

	case "token_mint":
		to, err := tokenAddr("to", p.To)
		if err != nil {
			return nil, err
		}
		if owner, _ := types.AddressFromBytes(t.Owner); owner != f.actor {
			return nil, hostErr("PermissionDeniedError", fmt.Sprintf("token_mint(): only the token's creator %s may mint token %s", owner.Hex(), id.Hex()))
		}
		if err := f.chargeOpCells(CellsTokenMint); err != nil {
			return nil, err
		}
		supply := new(big.Int).Add(t.Supply, p.Amount)
		if t.MaxSupply != nil && supply.Cmp(t.MaxSupply) > 0 {
			return nil, hostErr("ValueError", fmt.Sprintf("token_mint(): minting %s would raise the supply to %s, above max_supply %s", p.Amount, supply, t.MaxSupply))
		}
		if supply.Cmp(maxUint256) > 0 {
			return nil, hostErr("OverflowError", "token_mint(): the supply would exceed 2**256 - 1")
		}
		bal, err := f.readAmount(balanceKey(id, to))
		if err != nil {
			return nil, err
		}
		t.Supply = supply
		if err := f.storeToken(id, t); err != nil {
			return nil, err
		}
		return nil, f.writeAmount(balanceKey(id, to), bal.Add(bal, p.Amount))

	case "token_burn":
		if err := f.chargeOpCells(CellsTokenBurn); err != nil {
			return nil, err
		}
		bal, err := f.readAmount(balanceKey(id, f.actor))
		if err != nil {
			return nil, err
		}
		if bal.Cmp(p.Amount) < 0 {
			return nil, hostErr("ValueError", fmt.Sprintf("token_burn(): %s holds %s of token %s, cannot burn %s", f.actor.Hex(), bal, id.Hex(), p.Amount))
		}
		t.Supply = new(big.Int).Sub(t.Supply, p.Amount)
		if err := f.storeToken(id, t); err != nil {
			return nil, err
		}
		return nil, f.writeAmount(balanceKey(id, f.actor), bal.Sub(bal, p.Amount))
	}
	return nil, hostErr("CowboyError", "unknown syscall "+name)
}

func (f *frame) tokenCreate(payload []byte) (any, error) {
	var p struct {
		Name          string   `cbor:"name"`
		Symbol        string   `cbor:"symbol"`
		Decimals      int64    `cbor:"decimals"`
		InitialSupply *big.Int `cbor:"initial_supply"`
		MaxSupply     *big.Int `cbor:"max_supply"`
		TransferHook  []byte   `cbor:"transfer_hook"`
		MetadataURI   *string  `cbor:"metadata_uri"`
	}
	if err := decode("token_create", payload, &p); err != nil {
		return nil, err
	}
	if err := f.writable("token_create()"); err != nil {
		return nil, err
	}
	switch {
	case p.Name == "" || len(p.Name) > MaxTokenName:
		return nil, hostErr("ValueError", fmt.Sprintf("token_create(): name must be 1 to %d bytes", MaxTokenName))
	case p.Symbol == "" || len(p.Symbol) > MaxTokenSymbol:
		return nil, hostErr("ValueError", fmt.Sprintf("token_create(): symbol must be 1 to %d bytes", MaxTokenSymbol))
	case p.Decimals < 0 || p.Decimals > 255:
		return nil, hostErr("ValueError", "token_create(): decimals must be in [0, 255]")
	case !validAmount(p.InitialSupply):
		return nil, hostErr("ValueError", "token_create(): initial_supply must be an int in [0, 2**256)")
	case p.MaxSupply != nil && !validAmount(p.MaxSupply):
		return nil, hostErr("ValueError", "token_create(): max_supply must be an int in [0, 2**256)")
	case p.MaxSupply != nil && p.MaxSupply.Cmp(p.InitialSupply) < 0:
		return nil, hostErr("ValueError", "token_create(): max_supply is below initial_supply")
	case p.MetadataURI != nil && (len(*p.MetadataURI) > MaxTokenURI || !utf8.ValidString(*p.MetadataURI)):
		return nil, hostErr("ValueError", fmt.Sprintf("token_create(): metadata_uri must be at most %d bytes", MaxTokenURI))
	}
	if p.TransferHook != nil {
		if _, err := tokenAddr("transfer_hook", p.TransferHook); err != nil {
			return nil, err
		}
	}
	if err := f.chargeOpCells(int64(CellsTokenCreateBase + len(p.Name) + len(p.Symbol))); err != nil {
		return nil, err
	}
	nonceKey := addrKey(prefixTokenNonce, f.actor)
	n, err := f.readCounter(nonceKey)
	if err != nil {
		return nil, err
	}
	if err := f.tx.stateErr(f.st.Set(nonceKey, u64(n+1))); err != nil {
		return nil, err
	}
	id := TokenID(f.actor, n)
	t := &tokenRecord{Name: p.Name, Symbol: p.Symbol, Decimals: p.Decimals, Supply: p.InitialSupply,
		MaxSupply: p.MaxSupply, Owner: f.actor.Bytes(), TransferHook: p.TransferHook, MetadataURI: p.MetadataURI}
	if err := f.storeToken(id, t); err != nil {
		return nil, err
	}
	if err := f.writeAmount(balanceKey(id, f.actor), p.InitialSupply); err != nil {
		return nil, err
	}
	return id.Bytes(), nil
}
