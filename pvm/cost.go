package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// Cycle costs per instruction (docs/metering.md). The base costs follow the
// spec's table: arithmetic 1, function call 10, dict access 3, list access 2.
// Work that grows with operand size is charged separately, before it runs,
// by the operation itself.
var opCost = func() [256]uint8 {
	var t [256]uint8
	for i := range t {
		t[i] = 1
	}
	t[c.BINARY_SUBSCR] = 2
	t[c.STORE_SUBSCR] = 3
	t[c.DELETE_SUBSCR] = 3
	t[c.LOAD_ATTR] = 3
	t[c.STORE_ATTR] = 3
	t[c.LOAD_METHOD] = 3
	t[c.LOAD_GLOBAL] = 2
	t[c.BUILD_MAP] = 3
	t[c.MAP_ADD] = 3
	t[c.CALL] = 10
	t[c.CALL_METHOD] = 10
	t[c.CALL_EX] = 10
	t[c.CALL_STAR] = 10
	t[c.MAKE_FUNCTION] = 10
	t[c.RAISE_VARARGS] = 20
	t[c.RERAISE] = 5
	t[c.PUSH_EXC_INFO] = 5
	t[c.CHECK_EXC_MATCH] = 5
	t[c.CHECK_EG_MATCH] = 5
	t[c.PREP_RERAISE_STAR] = 5
	t[c.BEFORE_WITH] = 10
	t[c.GET_AITER] = 10
	t[c.GET_ANEXT] = 10
	t[c.IMPORT_NAME] = 100
	t[c.LOAD_BUILD_CLASS] = 1
	t[c.NOP] = 0
	t[c.SNAPSHOT_FREE_VARS] = 0 // its reads are charged as the LOAD_DEREFs they replace
	t[c.CHARGE_FRAME] = 0       // it charges by the frame's size
	return t
}()

// freeCompareBytes is the length below which comparing strs or bytes
// costs nothing beyond its instruction; longer ones are charged
// chargeCompare's 1 cycle per that many bytes compared.
const freeCompareBytes = 64

// chargeCompare charges for comparing n bytes of two strs or bytes (th is
// nil for Go's own lookups, which are not charged).
func (th *Thread) chargeCompare(n int) error {
	if n < freeCompareBytes || th == nil {
		return nil
	}
	return th.charge(int64(n / freeCompareBytes))
}

// costCallBuiltin is the base cost of calling a built-in function.
const costCallBuiltin = 5

// Modelled object sizes for memory accounting (bytes). They are a
// deterministic model, not Go's actual allocation sizes.
const (
	valueSize         = 24
	objectHeader      = 16
	sizeofFunction    = 96
	sizeofFrame       = 96
	sizeofInstance    = 48
	sizeofException   = 128 // its class, args, cause, context, traceback, attributes
	sizeofType        = 256
	sizeofBoundMethod = 48
	sizeofTraceEntry  = 16
)

func sizeofSeq(n int) int64  { return objectHeader + int64(n)*valueSize }
func sizeofDict(n int) int64 { return objectHeader + int64(n)*dictEntrySize }
func sizeofStr(n int) int64  { return objectHeader + int64(n) }
