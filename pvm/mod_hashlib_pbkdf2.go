package pvm

import (
	"crypto/pbkdf2"
	"hash"
	"strings"
)

var pbkdf2Args = newArgSpec("pbkdf2_hmac", "hash_name", "password", "salt", "iterations", "dklen=")

// hashlibPBKDF2 is hashlib.pbkdf2_hmac(hash_name, password, salt,
// iterations, dklen=None). Every iteration hashes two blocks per output
// block; the whole cost is charged before any work.
func hashlibPBKDF2(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [5]Value
	if err := pbkdf2Args.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	name, ok := a[0].obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "pbkdf2_hmac() argument 'hash_name' must be str, not "+typeName(a[0]))
	}
	var algo *hashAlgo
	for _, h := range hashAlgos {
		if h.name == strings.ToLower(name.s) && h.typ == nil {
			algo = h
		}
	}
	if algo == nil {
		return Value{}, newError(ValueErrorType, "unsupported hash type "+name.s)
	}
	var bufs [2][]byte
	for i, v := range a[1:3] {
		b, ok := bytesOf(v)
		if !ok {
			return Value{}, newError(TypeErrorType, "a bytes-like object is required, not '"+typeName(v)+"'")
		}
		bufs[i] = b
	}
	newHash := func() hash.Hash { h, _ := algo.new(0, nil); return h }
	size := newHash().Size()
	iters, ok, err := asIndex(th, a[3])
	if err != nil || !ok {
		if err == nil {
			err = newError(TypeErrorType, "'"+typeName(a[3])+"' object cannot be interpreted as an integer")
		}
		return Value{}, err
	}
	if iters < 1 {
		return Value{}, newError(ValueErrorType, "iteration value must be greater than 0.")
	}
	dklen := size
	if v := a[4]; v.obj != nil && !v.IsNone() {
		n, ok, err := asIndex(th, v)
		if err != nil || !ok {
			if err == nil {
				err = newError(TypeErrorType, "'"+typeName(v)+"' object cannot be interpreted as an integer")
			}
			return Value{}, err
		}
		if n < 1 {
			return Value{}, newError(ValueErrorType, "key length must be greater than 0.")
		}
		dklen = n
	}
	blocks := int64((dklen + size - 1) / size)
	perIter := blocks * 2 * int64(algo.blockSize)
	if int64(iters) > (1<<62)/perIter {
		return Value{}, th.charge(1 << 62)
	}
	if err := th.charge(int64(iters)*perIter + int64(len(bufs[0])+len(bufs[1]))); err != nil {
		return Value{}, err
	}
	if err := th.allocate(sizeofStr(dklen)); err != nil {
		return Value{}, err
	}
	key, err := pbkdf2.Key(newHash, string(bufs[0]), bufs[1], iters, dklen)
	if err != nil {
		return Value{}, newError(ValueErrorType, err.Error())
	}
	return ObjectValue(&Bytes{b: key}), nil
}
