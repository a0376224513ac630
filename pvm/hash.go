package pvm

import (
	"math/big"
	"math/bits"
	"unicode/utf8"

	"github.com/cowboy-go/cowboy/pvm/softfloat"
)

// Hashing follows CPython 3.11 with PYTHONHASHSEED=0, so hash() values and
// hence dict probe sequences match CPython's and never depend on the process.

// hashModulus is CPython's _PyHASH_MODULUS (2**61 - 1) for numeric hashes.
const hashModulus = 1<<61 - 1

func hashValue(th *Thread, v Value) (int64, error) {
	switch o := v.obj.(type) {
	case intKind:
		return hashSmallInt(v.small()), nil
	case boolKind:
		return v.small(), nil
	case floatKind:
		return softfloat.Hash(v.float()), nil
	case noneKind:
		return 0xFCA86420, nil // CPython 3.12+ constant; 3.11 used the address. Fixed here for determinism.
	case *Str:
		return o.hash(), nil
	case *BigInt:
		return hashBigInt(&o.v), nil
	case *Bytes:
		// Not cached, as a str's hash is: each hash reads every byte.
		if err := th.charge(int64(len(o.b) / 8)); err != nil {
			return 0, err
		}
		return hashBytes(o.b), nil
	case *Tuple:
		return hashTuple(th, o.items)
	case *Range, *bigRange:
		return hashRange(th, v)
	case *Type:
		return identityHash(th, o), nil
	case *unionObj, *genericAliasObj:
		return hashTypeForm(th, v)
	case *BoundMethod:
		// Equal bound methods (same function, same self) hash alike.
		hf, err := hashValue(th, o.fn)
		if err != nil {
			return 0, err
		}
		return fixHash(uint64(identityHash(th, o.self.obj) ^ hf)), nil
	case *Builtin:
		if o.self.obj != nil && o.owner != nil { // as sameMethod compares them
			return fixHash(uint64(identityHash(th, o.self.obj) ^ sharedHash(o.owner.Name+"."+o.name))), nil
		}
	case *Instance:
		return hashInstance(th, v, o)
	case *Exception:
		return hashInstance(th, v, o)
	case *List, *Dict, *ByteArray, *Slice, *Deque, *dictView, *mappingProxy, *keyWrapper:
		return 0, unhashable(v)
	}
	return identityHash(th, v.obj), nil
}

func unhashable(v Value) error {
	return newError(TypeErrorType, "unhashable type: '"+typeName(v)+"'")
}

func hashInstance(th *Thread, v Value, o Object) (int64, error) {
	sp := o.Type().specials()
	if sp.hash.IsNone() {
		return 0, unhashable(v)
	}
	if sp.userHash {
		r, err := th.callArgs(sp.hash, v)
		if err != nil {
			return 0, err
		}
		if _, sub := r.obj.(*Instance); sub && isInt(unwrapBase(r)) {
			r = unwrapBase(r) // an int subclass's value, as CPython takes any int
		}
		if !r.isSmallInt() {
			if b, ok := r.obj.(*BigInt); ok {
				return hashBigInt(&b.v), nil
			}
			if r.isBool() {
				return r.small(), nil
			}
			return 0, newError(TypeErrorType, "__hash__ method should return an integer")
		}
		// A result that fits is used as is (CPython takes it as a Py_ssize_t).
		return fixHash(uint64(r.small())), nil
	}
	if inst, ok := o.(*Instance); ok && inst.base().obj != nil {
		return hashValue(th, inst.base())
	}
	return identityHash(th, o), nil
}

// identityHash gives objects hashed by identity a number drawn from the
// thread's allocation sequence, so it is reproducible (CPython uses the address).
// Objects every Thread shares (built-in types, NotImplemented, Ellipsis)
// hash by name instead: the same in every Thread, so a dict keyed by them
// keeps working when copied between Threads (libimage.go, snapshot.go).
func identityHash(th *Thread, o Object) int64 {
	switch o := o.(type) {
	case *Type:
		if o.builtin {
			return sharedHash(o.module + "." + o.Name)
		}
	case *singleton:
		return sharedHash(o.repr)
	}
	if th == nil {
		return 0
	}
	if id, ok := th.ids[o]; ok {
		return id
	}
	th.nextID++
	id := th.nextID * 16
	if th.ids == nil {
		th.ids = map[Object]int64{}
	}
	th.ids[o] = id
	return id
}

// sharedHash is the identity hash of a shared object named name: a
// multiple of 16 like the sequence numbers, never -1.
func sharedHash(name string) int64 {
	return hashString("<shared>"+name, false) &^ 15
}

func hashSmallInt(i int64) int64 {
	neg := i < 0
	u := uint64(i)
	if neg {
		u = uint64(-i)
		if i == -1<<63 {
			u = 1 << 63
		}
	}
	h := int64(u % hashModulus)
	if neg {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

func hashBigInt(x *big.Int) int64 {
	if x.IsInt64() {
		return hashSmallInt(x.Int64())
	}
	m := new(big.Int).Mod(new(big.Int).Abs(x), big.NewInt(hashModulus))
	h := m.Int64()
	if x.Sign() < 0 {
		h = -h
	}
	if h == -1 {
		h = -2
	}
	return h
}

func hashTuple(th *Thread, items []Value) (int64, error) {
	const (
		prime1 = 11400714785074694791
		prime2 = 14029467366897019727
		prime5 = 2870177450012600261
	)
	if err := th.enter(); err != nil {
		return 0, err
	}
	defer th.leave()
	if err := th.charge(int64(len(items))); err != nil { // 1 per item, as comparing them
		return 0, err
	}
	acc := uint64(prime5)
	for _, it := range items {
		lane, err := hashValue(th, it)
		if err != nil {
			return 0, err
		}
		acc += uint64(lane) * prime2
		acc = bits.RotateLeft64(acc, 31)
		acc *= prime1
	}
	acc += uint64(len(items)) ^ (prime5 ^ 3527539)
	if int64(acc) == -1 {
		return 1546275796, nil
	}
	return int64(acc), nil
}

func hashBytes(b []byte) int64 {
	if len(b) == 0 {
		return 0
	}
	return fixHash(siphash13(b))
}

// hashString hashes the code points at CPython's storage width for the
// string (1, 2 or 4 bytes each, little-endian), as CPython does.
func hashString(s string, ascii bool) int64 {
	if len(s) == 0 {
		return 0
	}
	if ascii {
		return fixHash(siphash13([]byte(s)))
	}
	maxRune := rune(0)
	for _, r := range s {
		if r > maxRune {
			maxRune = r
		}
	}
	width := 1
	switch {
	case maxRune > 0xffff:
		width = 4
	case maxRune > 0xff:
		width = 2
	}
	buf := make([]byte, 0, utf8.RuneCountInString(s)*width)
	for _, r := range s {
		switch width {
		case 1:
			buf = append(buf, byte(r))
		case 2:
			buf = append(buf, byte(r), byte(r>>8))
		default:
			buf = append(buf, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
		}
	}
	return fixHash(siphash13(buf))
}

func fixHash(h uint64) int64 {
	if int64(h) == -1 {
		return -2
	}
	return int64(h)
}

// siphash13 is SipHash-1-3 with the all-zero key (CPython's string hash with
// PYTHONHASHSEED=0).
func siphash13(b []byte) uint64 {
	v0 := uint64(0x736f6d6570736575)
	v1 := uint64(0x646f72616e646f6d)
	v2 := uint64(0x6c7967656e657261)
	v3 := uint64(0x7465646279746573)
	round := func() {
		v0 += v1
		v1 = bits.RotateLeft64(v1, 13)
		v1 ^= v0
		v0 = bits.RotateLeft64(v0, 32)
		v2 += v3
		v3 = bits.RotateLeft64(v3, 16)
		v3 ^= v2
		v0 += v3
		v3 = bits.RotateLeft64(v3, 21)
		v3 ^= v0
		v2 += v1
		v1 = bits.RotateLeft64(v1, 17)
		v1 ^= v2
		v2 = bits.RotateLeft64(v2, 32)
	}
	n := len(b)
	for len(b) >= 8 {
		m := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		v3 ^= m
		round()
		v0 ^= m
		b = b[8:]
	}
	last := uint64(n&0xff) << 56
	for i := len(b) - 1; i >= 0; i-- {
		last |= uint64(b[i]) << (8 * uint(i))
	}
	v3 ^= last
	round()
	v0 ^= last
	v2 ^= 0xff
	round()
	round()
	round()
	return v0 ^ v1 ^ v2 ^ v3
}
