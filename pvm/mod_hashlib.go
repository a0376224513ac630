package pvm

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding"
	"encoding/hex"
	"hash"
	"strings"

	"golang.org/x/crypto/blake2b"
	"golang.org/x/crypto/blake2s"
)

// The hashlib module: the hashes of CPython's algorithms_guaranteed (the
// SHAKEs in mod_hashlib_shake.go). Hashing costs one cycle per byte.

var (
	// HashType is _hashlib.HASH, the type of the OpenSSL-backed hashes.
	HashType    = newModuleType("HASH", "_hashlib", ObjectType)
	Blake2bType = newModuleType("blake2b", "_blake2", ObjectType)
	Blake2sType = newModuleType("blake2s", "_blake2", ObjectType)
)

type hashAlgo struct {
	name      string
	blockSize int
	new       func(size int, key []byte) (hash.Hash, error)
	typ       *Type
	maxSize   int // blake2: largest digest_size and key length
}

func fixed(f func() hash.Hash) func(int, []byte) (hash.Hash, error) {
	return func(int, []byte) (hash.Hash, error) { return f(), nil }
}

func sha3Of(f func() *sha3.SHA3) func() hash.Hash { return func() hash.Hash { return f() } }

var hashAlgos = []*hashAlgo{
	{name: "md5", blockSize: 64, new: fixed(md5.New)},
	{name: "sha1", blockSize: 64, new: fixed(sha1.New)},
	{name: "sha224", blockSize: 64, new: fixed(sha256.New224)},
	{name: "sha256", blockSize: 64, new: fixed(sha256.New)},
	{name: "sha384", blockSize: 128, new: fixed(sha512.New384)},
	{name: "sha512", blockSize: 128, new: fixed(sha512.New)},
	{name: "sha3_224", blockSize: 144, new: fixed(sha3Of(sha3.New224))},
	{name: "sha3_256", blockSize: 136, new: fixed(sha3Of(sha3.New256))},
	{name: "sha3_384", blockSize: 104, new: fixed(sha3Of(sha3.New384))},
	{name: "sha3_512", blockSize: 72, new: fixed(sha3Of(sha3.New512))},
	{name: "blake2b", blockSize: 128, new: blake2b.New, typ: Blake2bType, maxSize: 64},
	{name: "blake2s", blockSize: 64, new: newBlake2s, typ: Blake2sType, maxSize: 32},
}

// newBlake2s supports the default digest size only (x/crypto's limit).
func newBlake2s(size int, key []byte) (hash.Hash, error) {
	if size != blake2s.Size {
		return nil, newError(ValueErrorType, "blake2s digest_size other than 32 is not supported by the PVM")
	}
	return blake2s.New256(key)
}

// hashObj is a running hash.
type hashObj struct {
	algo *hashAlgo
	h    hash.Hash
}

func (o *hashObj) Type() *Type {
	if o.algo.typ != nil {
		return o.algo.typ
	}
	return HashType
}

func init() {
	for _, t := range []*Type{HashType, Blake2bType, Blake2sType} {
		defMethod(t, "update", hashUpdate)
		defMethod(t, "digest", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			o, err := hashSelf(th, "digest", args, kw)
			if err != nil {
				return Value{}, err
			}
			return ObjectValue(&Bytes{b: o.h.Sum(nil)}), nil
		})
		defMethod(t, "hexdigest", func(th *Thread, args []Value, kw []*Str) (Value, error) {
			o, err := hashSelf(th, "hexdigest", args, kw)
			if err != nil {
				return Value{}, err
			}
			return StrValue(hex.EncodeToString(o.h.Sum(nil))), nil
		})
		defMethod(t, "copy", hashCopy)
		defGetter(t, "name", func(v Value) Value { return StrValue(v.obj.(*hashObj).algo.name) })
		defGetter(t, "digest_size", func(v Value) Value { return Int(int64(v.obj.(*hashObj).h.Size())) })
		defGetter(t, "block_size", func(v Value) Value { return Int(int64(v.obj.(*hashObj).algo.blockSize)) })
	}
	// CPython's "<sha256 _hashlib.HASH object @ 0x...>" without the address.
	builtinReprs[HashType] = func(th *Thread, v Value) (string, error) {
		return "<" + v.obj.(*hashObj).algo.name + " _hashlib.HASH object>", nil
	}
	registerModule("hashlib", func(d *Dict) {
		// CPython's __all__, less file_digest, which works on files.
		setAll(d, true,
			"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s", "sha3_224",
			"sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256", "new",
			"algorithms_guaranteed", "algorithms_available", "pbkdf2_hmac")
		var names []Value
		for _, a := range hashAlgos {
			setFunc(d, a.name, hashConstructor(a))
			names = append(names, StrValue(a.name))
		}
		for _, a := range xofAlgos {
			setFunc(d, a.name, xofConstructor(a))
			names = append(names, StrValue(a.name))
		}
		setFunc(d, "new", hashNew)
		setFunc(d, "pbkdf2_hmac", hashlibPBKDF2)
		d.SetString("algorithms_guaranteed", NewTuple(names))
		d.SetString("algorithms_available", NewTuple(names))
	})
}

// hashSelf checks a method call on a hash object that takes no arguments.
func hashSelf(th *Thread, name string, args []Value, kw []*Str) (*hashObj, error) {
	var o *hashObj
	ok := len(args) > 0
	if ok {
		o, ok = args[0].obj.(*hashObj)
	}
	if !ok {
		return nil, hashSelfError(name, args)
	}
	if err := exactArgs(name, args[1:], kw, 0); err != nil {
		return nil, err
	}
	return o, th.charge(int64(o.algo.blockSize))
}

func hashSelfError(name string, args []Value) error {
	if len(args) == 0 {
		return newError(TypeErrorType, "unbound method HASH."+name+"() needs an argument")
	}
	return newError(TypeErrorType, "descriptor '"+name+"' for '_hashlib.HASH' objects doesn't apply to a '"+typeName(args[0])+"' object")
}

// hashData checks data to hash and charges for it.
func hashData(th *Thread, v Value) ([]byte, error) {
	b, ok := bytesOf(v)
	if !ok {
		if _, isStr := v.obj.(*Str); isStr {
			return nil, newError(TypeErrorType, "Strings must be encoded before hashing")
		}
		return nil, newError(TypeErrorType, "object supporting the buffer API required")
	}
	return b, th.charge(int64(len(b)))
}

func hashUpdate(th *Thread, args []Value, kw []*Str) (Value, error) {
	var o *hashObj
	ok := len(args) > 0
	if ok {
		o, ok = args[0].obj.(*hashObj)
	}
	if !ok {
		return Value{}, hashSelfError("update", args)
	}
	if err := exactArgs("update", args[1:], kw, 1); err != nil {
		return Value{}, err
	}
	b, err := hashData(th, args[1])
	if err != nil {
		return Value{}, err
	}
	o.h.Write(b)
	return None, nil
}

func hashCopy(th *Thread, args []Value, kw []*Str) (Value, error) {
	o, err := hashSelf(th, "copy", args, kw)
	if err != nil {
		return Value{}, err
	}
	var h hash.Hash
	if c, ok := o.h.(hash.Cloner); ok {
		h, err = c.Clone()
	} else {
		// x/crypto's blake2 states only marshal.
		var state []byte
		if state, err = o.h.(encoding.BinaryMarshaler).MarshalBinary(); err == nil {
			h, _ = o.algo.new(o.h.Size(), nil)
			err = h.(encoding.BinaryUnmarshaler).UnmarshalBinary(state)
		}
	}
	if err != nil {
		return Value{}, newError(ValueErrorType, "cannot copy hash state: "+err.Error())
	}
	return ObjectValue(&hashObj{algo: o.algo, h: h}), nil
}

// newHash starts a hash and feeds it data (unbound: none).
func newHash(th *Thread, a *hashAlgo, data Value, size int, key []byte) (Value, error) {
	if err := th.charge(100); err != nil {
		return Value{}, err
	}
	h, err := a.new(size, key)
	if err != nil {
		if _, ok := err.(*Exception); ok {
			return Value{}, err
		}
		return Value{}, newError(ValueErrorType, err.Error())
	}
	o := &hashObj{algo: a, h: h}
	if data.obj != nil {
		b, err := hashData(th, data)
		if err != nil {
			return Value{}, err
		}
		h.Write(b)
	}
	return ObjectValue(o), nil
}

func hashConstructor(a *hashAlgo) BuiltinFunc {
	if a.maxSize > 0 {
		spec := newArgSpec(a.name, "data=", "/", "*", "digest_size=", "key=")
		return func(th *Thread, args []Value, kw []*Str) (Value, error) {
			var v [3]Value
			if err := spec.bind(args, kw, v[:]); err != nil {
				return Value{}, err
			}
			size, key := a.maxSize, []byte(nil)
			if v[1].obj != nil {
				n, ok, err := asIndex(th, v[1])
				if err != nil || !ok {
					return Value{}, orTypeError(err, "digest_size", v[1])
				}
				if n < 1 || n > a.maxSize {
					return Value{}, newError(ValueErrorType, "digest_size must be between 1 and "+itoa(int64(a.maxSize))+" bytes")
				}
				size = n
			}
			if v[2].obj != nil {
				b, ok := bytesOf(v[2])
				if !ok {
					return Value{}, newError(TypeErrorType, "object supporting the buffer API required")
				}
				if len(b) > a.maxSize {
					return Value{}, newError(ValueErrorType, "maximum key length is "+itoa(int64(a.maxSize))+" bytes")
				}
				key = b
			}
			return newHash(th, a, v[0], size, key)
		}
	}
	spec := newArgSpec("openssl_"+a.name, "string=", "*", "usedforsecurity=")
	return func(th *Thread, args []Value, kw []*Str) (Value, error) {
		var v [2]Value
		if err := spec.bind(args, kw, v[:]); err != nil {
			return Value{}, err
		}
		return newHash(th, a, v[0], 0, nil)
	}
}

func orTypeError(err error, what string, v Value) error {
	if err != nil {
		return err
	}
	return newError(TypeErrorType, what+" must be an integer, not "+typeName(v))
}

var hashNewArgs = newArgSpec("new", "name", "data=", "*", "usedforsecurity=")

func hashNew(th *Thread, args []Value, kw []*Str) (Value, error) {
	var v [3]Value
	if err := hashNewArgs.bind(args, kw, v[:]); err != nil {
		return Value{}, err
	}
	name, ok := v[0].obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "new() argument 'name' must be str, not "+typeName(v[0]))
	}
	for _, a := range hashAlgos {
		if a.name == strings.ToLower(name.s) {
			return newHash(th, a, v[1], a.maxSize, nil)
		}
	}
	for _, a := range xofAlgos {
		if a.name == name.s { // OpenSSL knows no SHAKE_128
			return newXOF(th, a, v[1])
		}
	}
	return Value{}, newError(ValueErrorType, "unsupported hash type "+name.s)
}

// census: a hash state is about two blocks.
func (o *hashObj) census(func(Value)) int64 { return objectHeader + 2*int64(o.algo.blockSize) }
