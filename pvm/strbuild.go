package pvm

import (
	"strings"

	c "github.com/cowboy-go/cowboy/pvm/compile"
)

// strAccum makes `s += t` in a loop linear instead of quadratic. CPython gets
// this by resizing a string in place when nothing else refers to it; the PVM
// cannot count references, so instead a function local that keeps growing
// by `+=` holds an accumulator: a byte buffer with spare capacity. The
// accumulator never escapes its slot: INPLACE_ADD_FAST appends to it, and
// LOAD_FAST hands out an ordinary immutable str of it (cached until the next
// append). The buffer is a strings.Builder, which only ever appends, so that
// str shares the bytes written so far instead of copying them: a loop that
// reads the string it is building stays linear too.
type strAccum struct {
	b    strings.Builder
	cap  int  // the buffer's accounted capacity (the Builder's own may differ)
	n    int  // code points in b
	flat *Str // str of b, nil after an append
}

// Type implements Object; an accumulator is only ever seen as a str.
func (*strAccum) Type() *Type { return StrType }

// accumulateMin is the length from which appends switch to an accumulator;
// shorter strings are cheaper to concatenate directly.
const accumulateMin = 64

// str returns the accumulated text as a str, accounting for its header
// only: its bytes are the accumulator's.
func (a *strAccum) str(th *Thread) (*Str, error) {
	if a.flat == nil {
		if err := th.charge(1); err != nil {
			return nil, err
		}
		if err := th.allocate(objectHeader); err != nil {
			return nil, err
		}
		a.flat = &Str{s: a.b.String(), n: a.n}
	}
	return a.flat, nil
}

// census implements censusSized.
func (a *strAccum) census(func(Value)) int64 { return sizeofStr(a.cap) }

// loadLocal is LOAD_FAST for a slot holding an accumulator.
func loadLocal(th *Thread, v Value) (Value, error) {
	if a, ok := v.obj.(*strAccum); ok {
		s, err := a.str(th)
		return ObjectValue(s), err
	}
	return v, nil
}

// inplaceAddLocal implements INPLACE_ADD_FAST: x is the slot's value as
// loaded by LOAD_FAST_ACC, v the right-hand side. It returns the new value
// of the slot.
func inplaceAddLocal(th *Thread, slot *Value, x, v Value) (Value, error) {
	t, isStr := v.obj.(*Str)
	if a, ok := x.obj.(*strAccum); ok {
		if isStr && slot.obj == x.obj {
			return x, a.append(th, t.s, t.n)
		}
		s, err := a.str(th)
		if err != nil {
			return Value{}, err
		}
		x = ObjectValue(s)
	}
	if s, ok := x.obj.(*Str); ok && isStr && len(s.s)+len(t.s) >= accumulateMin {
		a := &strAccum{}
		if err := a.append(th, s.s, s.n); err != nil {
			return Value{}, err
		}
		return ObjectValue(a), a.append(th, t.s, t.n)
	}
	return binaryOp(th, c.OpAdd+c.OpInplace, x, v)
}

// append adds text with n code points, growing the buffer geometrically.
func (a *strAccum) append(th *Thread, text string, n int) error {
	if err := th.charge(int64(len(text))/8 + 1); err != nil {
		return err
	}
	if need := a.b.Len() + len(text); need > a.cap {
		size := max(2*a.cap, need, 64)
		if err := th.allocate(sizeofStr(size) - sizeofStr(a.cap)); err != nil {
			return err
		}
		a.b.Grow(size - a.b.Len())
		a.cap = size
	}
	a.b.WriteString(text)
	a.n += n
	a.flat = nil
	return nil
}
