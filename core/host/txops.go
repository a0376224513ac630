package host

import (
	"fmt"
	"math/big"

	"github.com/cowboy-go/cowboy/core/codec"
	"github.com/cowboy-go/cowboy/core/types"
)

// Transaction-level operations that are not a handler invocation: the
// upgrade-actor and token transactions of core/tx (CIP-6 §16). They reuse
// the syscalls' rules and state layout exactly, with the signing account
// in the place of the executing actor, and run in an overlay like
// Execute: on failure st is untouched.

// Upgrade is an UpgradeActor transaction.
type Upgrade struct {
	Sender   types.Address
	Actor    types.Address
	Code     []byte
	Manifest []byte // nil: keep the current manifest
	// CellsLimit bounds the cells of the new code and manifest.
	CellsLimit int64
}

// Upgrade replaces an actor's code (and optionally narrows its manifest)
// on behalf of its owner: the sender must be the actor's owner or, while
// the actor has no owner, its creator; the actor's manifest must grant
// sys.upgrade; the new manifest must be a subset of the current one. The
// rules of the new code and manifest are those of upgrade_self.
func (e *Executor) Upgrade(ctx BlockContext, u Upgrade, st State) (Receipt, error) {
	tx := newTxn(e, ctx, u.CellsLimit)
	ov := NewOverlay(st)
	f := &frame{tx: tx, actor: u.Actor, sender: u.Sender, method: "upgrade", depth: 1, st: ov}
	err := func() error {
		recBytes, ok, err := ov.Get(ActorKey(u.Actor))
		if err != nil {
			return tx.stateErr(err)
		}
		if !ok {
			return hostErr("ActorNotFoundError", "no actor is deployed at "+u.Actor.Hex())
		}
		var rec actorRecord
		if err := decodeRecord(recBytes, &rec); err != nil {
			return err
		}
		owner, owned, err := ov.Get(OwnerKey(u.Actor))
		if err != nil {
			return tx.stateErr(err)
		}
		var allowed types.Address
		if owned {
			allowed, _ = types.AddressFromBytes(owner)
			if allowed.IsZero() {
				return hostErr("PermissionDeniedError", "upgrade refused: ownership of "+u.Actor.Hex()+" was renounced, irrevocably")
			}
		} else {
			allowed, _ = types.AddressFromBytes(rec.Creator)
		}
		if u.Sender != allowed {
			return hostErr("PermissionDeniedError", fmt.Sprintf("upgrade refused: %s is not the owner of %s (owner %s)",
				u.Sender.Hex(), u.Actor.Hex(), allowed.Hex()))
		}
		payload, err := codec.Marshal(map[string]any{"code": nonNilBytes(u.Code), "manifest": u.Manifest})
		if err != nil {
			return err
		}
		_, err = f.upgradeSelf(payload)
		return err
	}()
	if tx.fatal != nil {
		return Receipt{}, tx.fatal
	}
	return finish(tx, f, ov, st, nil, 0, err)
}

func nonNilBytes(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}

// TokenCreate is a TokenCreate transaction's arguments.
type TokenCreate struct {
	Name          string
	Symbol        string
	Decimals      uint8
	InitialSupply *big.Int
	MaxSupply     *big.Int // nil: uncapped
}

// CreateToken creates a CIP-20 token owned by the account creator, exactly
// as token_create does for an actor (the id is TokenID(creator, n) with
// creator's n-th creation; the initial supply is minted to creator). The
// receipt's Return is the token id (CBOR bytes). Cells are not counted
// here: the transaction's intrinsic cost covers them (core/fees).
func (e *Executor) CreateToken(ctx BlockContext, creator types.Address, t TokenCreate, st State) (Receipt, error) {
	args := map[string]any{"name": t.Name, "symbol": t.Symbol, "decimals": int64(t.Decimals), "initial_supply": t.InitialSupply}
	if t.MaxSupply != nil {
		args["max_supply"] = t.MaxSupply
	}
	return e.accountToken(ctx, creator, "token_create", args, 0, 0, st)
}

// TransferToken moves amount of token id from the account from to to, as
// token_transfer does for an actor. The operation's cells are in the
// transaction's intrinsic cost; the token's transfer hook, if any, runs on
// the transaction's remaining cycles and cells (cyclesLimit, cellsLimit),
// and the receipt reports what it used.
func (e *Executor) TransferToken(ctx BlockContext, from types.Address, id types.Hash, to types.Address, amount *big.Int, cyclesLimit, cellsLimit int64, st State) (Receipt, error) {
	args := map[string]any{"token_id": id.Bytes(), "to": to.Bytes(), "amount": amount}
	return e.accountToken(ctx, from, "token_transfer", args, cyclesLimit, cellsLimit, st)
}

func (e *Executor) accountToken(ctx BlockContext, acct types.Address, name string, args map[string]any, cyclesLimit, cellsLimit int64, st State) (Receipt, error) {
	tx := newTxn(e, ctx, cellsLimit)
	tx.accountCycles, tx.accountCyclesLimit = cyclesLimit, cyclesLimit
	ov := NewOverlay(st)
	f := &frame{tx: tx, actor: acct, sender: acct, method: name, mode: "deferred", depth: 1, st: ov}
	var result []byte
	payload, err := codec.Marshal(args)
	if err == nil {
		var out any
		if out, err = f.token(name, payload); err == nil {
			result, err = codec.Marshal(out)
		}
	}
	if tx.fatal != nil {
		return Receipt{}, tx.fatal
	}
	return finish(tx, f, ov, st, result, cyclesLimit-tx.accountCycles, err)
}
