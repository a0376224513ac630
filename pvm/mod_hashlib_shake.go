package pvm

import (
	"crypto/sha3"
	"encoding/hex"
)

// hashlib's extendable-output functions, shake_128 and shake_256: their
// digest and hexdigest take the length to produce. Squeezing a SHAKE
// changes its state, so each digest squeezes a copy, and digest() can be
// called again for the same bytes, as in CPython.

// HashXOFType is _hashlib.HASHXOF, the type of the SHAKE objects.
var HashXOFType = newModuleType("HASHXOF", "_hashlib", ObjectType)

type xofAlgo struct {
	name string
	new  func() *sha3.SHAKE
}

var xofAlgos = []*xofAlgo{
	{name: "shake_128", new: sha3.NewSHAKE128},
	{name: "shake_256", new: sha3.NewSHAKE256},
}

// xofObj is a running SHAKE.
type xofObj struct {
	algo *xofAlgo
	h    *sha3.SHAKE
}

func (*xofObj) Type() *Type { return HashXOFType }

// census: a SHAKE state is 200 bytes of Keccak state and a block.
func (o *xofObj) census(func(Value)) int64 { return objectHeader + 200 + int64(o.h.BlockSize()) }

// clone copies o's state.
func (o *xofObj) clone() *xofObj {
	state, _ := o.h.MarshalBinary() // cannot fail for a SHAKE
	h := o.algo.new()
	_ = h.UnmarshalBinary(state) // its own encoding
	return &xofObj{algo: o.algo, h: h}
}

var xofDigestArgs = [2]*argSpec{newArgSpec("digest", "length"), newArgSpec("hexdigest", "length")}

// squeeze is o's first n output bytes, for digest and hexdigest (whose
// result is twice as long, so charged for 2n).
func (o *xofObj) squeeze(th *Thread, args []Value, kw []*Str, hexOut bool) ([]byte, error) {
	var v [1]Value
	spec := xofDigestArgs[0]
	if hexOut {
		spec = xofDigestArgs[1]
	}
	if err := spec.bind(args, kw, v[:]); err != nil {
		return nil, err
	}
	n, ok, err := asIndex(th, v[0])
	if err != nil || !ok {
		return nil, orIndexError(err, v[0])
	}
	if n < 0 {
		return nil, newError(MemoryErrorType, "") // CPython's, from a negative size_t
	}
	size := n
	if hexOut {
		size *= 2
	}
	if err := th.charge(int64(o.h.BlockSize())); err != nil {
		return nil, err
	}
	if err := th.chargeBytes(size); err != nil {
		return nil, err
	}
	out := make([]byte, n)
	_, _ = o.clone().h.Read(out) // a SHAKE never fails to squeeze
	return out, nil
}

// orIndexError is err, or the TypeError of a length that is not an int.
func orIndexError(err error, v Value) error {
	if err != nil {
		return err
	}
	return newError(TypeErrorType, "'"+typeName(v)+"' object cannot be interpreted as an integer")
}

func xofSelf(name string, args []Value) (*xofObj, error) {
	if len(args) > 0 {
		if o, ok := args[0].obj.(*xofObj); ok {
			return o, nil
		}
	}
	return nil, hashSelfError(name, args)
}

func init() {
	t := HashXOFType
	defMethod(t, "update", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		o, err := xofSelf("update", args)
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("update", args[1:], kw, 1); err != nil {
			return Value{}, err
		}
		b, err := hashData(th, args[1])
		if err != nil {
			return Value{}, err
		}
		_, _ = o.h.Write(b) // never fails before squeezing, which works on copies
		return None, nil
	})
	for _, hexOut := range []bool{false, true} {
		name := "digest"
		if hexOut {
			name = "hexdigest"
		}
		defMethod(t, name, func(th *Thread, args []Value, kw []*Str) (Value, error) {
			o, err := xofSelf(name, args)
			if err != nil {
				return Value{}, err
			}
			b, err := o.squeeze(th, args[1:], kw, hexOut)
			if err != nil {
				return Value{}, err
			}
			if hexOut {
				return StrValue(hex.EncodeToString(b)), nil
			}
			return ObjectValue(&Bytes{b: b}), nil
		})
	}
	defMethod(t, "copy", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		o, err := xofSelf("copy", args)
		if err != nil {
			return Value{}, err
		}
		if err := exactArgs("copy", args[1:], kw, 0); err != nil {
			return Value{}, err
		}
		if err := th.charge(int64(o.h.BlockSize())); err != nil {
			return Value{}, err
		}
		return ObjectValue(o.clone()), nil
	})
	builtinReprs[t] = func(th *Thread, v Value) (string, error) {
		return "<" + v.obj.(*xofObj).algo.name + " _hashlib.HASHXOF object>", nil
	}
	defGetter(t, "name", func(v Value) Value { return StrValue(v.obj.(*xofObj).algo.name) })
	defGetter(t, "digest_size", func(Value) Value { return Int(0) })
	defGetter(t, "block_size", func(v Value) Value { return Int(int64(v.obj.(*xofObj).h.BlockSize())) })
}

// xofConstructor is hashlib.shake_128 or shake_256.
func xofConstructor(a *xofAlgo) BuiltinFunc {
	spec := newArgSpec("openssl_"+a.name, "string=", "*", "usedforsecurity=")
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		var v [2]Value
		if err := spec.bind(args, kw, v[:]); err != nil {
			return Value{}, err
		}
		return newXOF(th, a, v[0])
	}
}

// newXOF starts a SHAKE and feeds it data (unbound: none).
func newXOF(th *Thread, a *xofAlgo, data Value) (Value, error) {
	if err := th.charge(100); err != nil {
		return Value{}, err
	}
	o := &xofObj{algo: a, h: a.new()}
	if data.obj != nil {
		b, err := hashData(th, data)
		if err != nil {
			return Value{}, err
		}
		_, _ = o.h.Write(b)
	}
	return ObjectValue(o), nil
}
