package pvm

import c "github.com/cowboy-go/cowboy/pvm/compile"

// Superinstructions. When a Program is loaded, the first instruction of
// some frequent pairs is replaced by a fused opcode that also performs the
// instruction after it, saving a dispatch. The second instruction stays in
// place (so jumps to it still work) and the fused opcode reads its argument
// from there. A fused opcode costs exactly the cycles of the pair, and when
// its fast case does not apply it runs as its first instruction alone,
// refunding the second's cycles: metering never changes.
const (
	opLoadFastLoadFast   c.Opcode = 240 + iota // LOAD_FAST a; LOAD_FAST b
	opLoadFastLoadConst                        // LOAD_FAST a; LOAD_CONST k
	opStoreFastLoadFast                        // STORE_FAST a; LOAD_FAST b
	opCompareJumpIfFalse                       // COMPARE_OP; POP_JUMP_IF_FALSE
	opCompareJumpIfTrue                        // COMPARE_OP; POP_JUMP_IF_TRUE
)

// fusedPairs lists each fused opcode with the pair it stands for.
var fusedPairs = [...]struct{ fused, first, second c.Opcode }{
	{opLoadFastLoadFast, c.LOAD_FAST, c.LOAD_FAST},
	{opLoadFastLoadConst, c.LOAD_FAST, c.LOAD_CONST},
	{opStoreFastLoadFast, c.STORE_FAST, c.LOAD_FAST},
	{opCompareJumpIfFalse, c.COMPARE_OP, c.POP_JUMP_IF_FALSE},
	{opCompareJumpIfTrue, c.COMPARE_OP, c.POP_JUMP_IF_TRUE},
}

func init() {
	for _, p := range fusedPairs {
		opCost[p.fused] = opCost[p.first] + opCost[p.second]
	}
}

// fuse returns the instruction stream the interpreter runs for code.
func fuse(code []uint32) []uint32 {
	out := make([]uint32, len(code))
	copy(out, code)
	for pc := 0; pc+1 < len(code); pc++ {
		a, arg := c.Decode(code[pc])
		b, _ := c.Decode(code[pc+1])
		for _, p := range fusedPairs {
			if p.first == a && p.second == b {
				out[pc] = c.Encode(p.fused, arg)
			}
		}
	}
	return out
}

// plainLocal reports whether a local slot holds an ordinary value that
// LOAD_FAST may push as it is.
func plainLocal(v Value) bool {
	if v.obj == nil {
		return false
	}
	_, acc := v.obj.(*strAccum)
	return !acc
}
