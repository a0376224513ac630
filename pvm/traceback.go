package pvm

// Traceback is the read-only traceback object handed to __exit__ (and
// reachable as tb_next): it exposes where the exception passed, never the
// frames themselves (tb_frame is refused by the sandbox).
type Traceback struct {
	entries []TraceEntry // innermost first, as recorded on the exception
	i       int          // this object's position, counted from the outermost
}

// TracebackType is the type of traceback objects.
var TracebackType = newBuiltinType("traceback", ObjectType)

// Type implements Object.
func (*Traceback) Type() *Type { return TracebackType }

// tracebackOf returns the outermost traceback object of exc, or None.
func tracebackOf(exc *Exception) Value {
	if len(exc.traceback) == 0 {
		return None
	}
	return ObjectValue(&Traceback{entries: exc.traceback})
}

func (tb *Traceback) entry() TraceEntry { return tb.entries[len(tb.entries)-1-tb.i] }

// attr serves tb_lineno and tb_next.
func (tb *Traceback) attr(name string) (Value, bool) {
	switch name {
	case "tb_lineno":
		e := tb.entry()
		return Int(int64(e.code.Line(e.pc))), true
	case "tb_next":
		if tb.i+1 >= len(tb.entries) {
			return None, true
		}
		return ObjectValue(&Traceback{entries: tb.entries, i: tb.i + 1}), true
	}
	return Value{}, false
}
