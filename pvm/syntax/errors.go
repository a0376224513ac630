package syntax

import "strings"

// ErrorKind is the Python exception class of a syntax error.
type ErrorKind uint8

// Error kinds, as in CPython (IndentationError and TabError are subclasses of
// SyntaxError there).
const (
	SyntaxError ErrorKind = iota
	IndentationError
	TabError
)

func (k ErrorKind) String() string {
	switch k {
	case IndentationError:
		return "IndentationError"
	case TabError:
		return "TabError"
	}
	return "SyntaxError"
}

// Error is a syntax error with CPython's location conventions: Line and
// EndLine are 1-based; Col and EndCol are 1-based character offsets (as in
// SyntaxError.offset / end_offset). Text is the offending source line
// without its newline.
type Error struct {
	Kind            ErrorKind
	Filename        string
	Line, Col       int
	EndLine, EndCol int
	Msg             string
	Text            string

	fsub  bool // already converted for an f-string expression
	atEOF bool // found at the end of the source (see Error)
}

// Error formats the error as CPython 3.11 prints an uncaught SyntaxError
// (pythonrun.c's print_error_text: the line without its indentation of
// spaces, tabs and form feeds, and a caret line of spaces and carets):
//
//	  File "f.py", line 3
//	    x = = 1
//	        ^
//	SyntaxError: invalid syntax
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("  File \"")
	if e.Filename == "" {
		b.WriteString("<string>")
	} else {
		b.WriteString(e.Filename)
	}
	b.WriteString("\", line ")
	b.WriteString(itoa(e.Line))
	b.WriteString("\n")
	if e.Text != "" || e.Line > 0 {
		rtext := strings.TrimRight(e.Text, "\n")
		ltext := strings.TrimLeft(rtext, " \t\n\f")
		spaces := len([]rune(rtext)) - len([]rune(ltext))
		b.WriteString("    ")
		b.WriteString(ltext)
		b.WriteString("\n")
		// At the end of the source CPython's file tokenizer has no line
		// left to place a caret on (`python3 f.py` with a block that
		// never comes); compile() of a string has, and Col says where.
		if e.Col != 0 && !e.atEOF {
			offset := e.Col
			end := e.EndCol
			if e.EndLine != e.Line || end == 0 {
				end = offset
			}
			if offset == end || end == -1 || e.Kind == IndentationError {
				end = offset + 1 // CPython marks an indentation error with one caret
			}
			colno := offset - 1 - spaces
			endColno := end - 1 - spaces
			if colno >= 0 {
				b.WriteString("    ")
				b.WriteString(strings.Repeat(" ", colno))
				for i := colno; i < endColno; i++ {
					b.WriteByte('^')
				}
				b.WriteString("\n")
			}
		}
	}
	b.WriteString(e.Kind.String())
	b.WriteString(": ")
	if e.Msg == "" {
		b.WriteString("<no detail available>")
	} else {
		b.WriteString(e.Msg)
	}
	return b.String()
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var buf [20]byte
	i := len(buf)
	for n > 0 {
		i--
		buf[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		buf[i] = '-'
	}
	return string(buf[i:])
}
