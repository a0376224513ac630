package pvm

import (
	"strings"
	"unicode/utf8"
)

// str.format and str.format_map: the replacement-field grammar of
// CPython's Objects/stringlib/unicode_format.h, with its error messages.
//
//	replacement_field ::= "{" [field_name] ["!" conversion] [":" format_spec] "}"
//	field_name        ::= arg_name ("." attribute_name | "[" element_index "]")*

func strFormatMethod(th *Thread, args []Value, kw []*Str) (Value, error) {
	s, err := selfStr(args, "format")
	if err != nil {
		return Value{}, err
	}
	if strings.IndexByte(s.s, '{') < 0 && strings.IndexByte(s.s, '}') < 0 {
		return args[0], nil // CPython hands back the very object (even a subclass)
	}
	npos := len(args) - len(kw)
	f := formatter{th: th, args: args[1:npos], hasArgs: true, kwNames: kw, kwValues: args[npos:]}
	return f.run(s.s)
}

// autoNumber tracks automatic field numbering ({} {}) across a format
// string and its nested specs.
type autoNumber struct {
	state int // 0 init, 1 auto, 2 manual
	next  int
}

type formatter struct {
	th      *Thread
	args    []Value
	hasArgs bool // false for format_map, where positional fields are an error
	// The keyword arguments of str.format, looked up by name without
	// building their dict; other callers give a mapping, kwargs.
	kwNames  []*Str
	kwValues []Value
	kwargs   Value
	auto     autoNumber
	next     int // result size at which to account again
	// self is the string.Formatter instance whose get_field,
	// convert_field and format_field build the result (unbound for
	// str.format), given hookArgs and kwargs.
	self     Value
	hookArgs Value
}

// run formats template and returns the result as a str.
func (f *formatter) run(template string) (Value, error) {
	f.next = 1 << 12
	var b strings.Builder
	b.Grow(len(template) + 16)
	if err := f.build(&b, template, 2); err != nil {
		return Value{}, err
	}
	return newStrResult(f.th, b.String())
}

func (f *formatter) build(b *strings.Builder, s string, depth int) error {
	if depth <= 0 {
		return newError(ValueErrorType, "Max string recursion exceeded")
	}
	if err := f.th.charge(int64(len(s))/8 + 1); err != nil {
		return err
	}
	i := 0
	for i < len(s) {
		// Literal text up to the next brace.
		start := i
		var c byte
		markup := false
		for i < len(s) {
			c = s[i]
			i++
			if c == '{' || c == '}' {
				markup = true
				break
			}
		}
		atEnd := i >= len(s)
		n := i - start
		if markup && c == '}' && (atEnd || s[i] != '}') {
			return newError(ValueErrorType, "Single '}' encountered in format string")
		}
		if markup && atEnd && c == '{' {
			return newError(ValueErrorType, "Single '{' encountered in format string")
		}
		if markup {
			if s[i] == c {
				i++
				markup = false
			} else {
				n--
			}
		}
		b.WriteString(s[start : start+n])
		if !markup {
			continue
		}
		// A replacement field.
		var name, spec string
		var conv rune
		expand := false
		var err error
		i, name, spec, conv, expand, err = parseField(s, i)
		if err != nil {
			return err
		}
		obj, err := f.fieldObject(name)
		if err != nil {
			return err
		}
		if f.self.obj != nil {
			if err := f.hookedField(b, obj, conv, spec, expand, depth); err != nil {
				return err
			}
			continue
		}
		if conv != 0 {
			var t string
			switch conv {
			case 'r':
				t, err = repr(f.th, obj)
			case 's':
				t, err = toStr(f.th, obj)
			case 'a':
				t, err = repr(f.th, obj)
				t = asciiRepr(t)
			default:
				if conv > 32 && conv < 127 {
					return newError(ValueErrorType, "Unknown conversion specifier "+string(conv))
				}
				return newError(ValueErrorType, "Unknown conversion specifier \\x"+hexN(int(conv), 1))
			}
			if err != nil {
				return err
			}
			obj = StrValue(t)
		}
		if expand {
			var sb strings.Builder
			if err := f.build(&sb, spec, depth-1); err != nil {
				return err
			}
			spec = sb.String()
		}
		if str, ok := obj.obj.(*Str); ok && spec == "" {
			b.WriteString(str.s)
		} else {
			out, err := format(f.th, obj, spec)
			if err != nil {
				return err
			}
			b.WriteString(out)
		}
		if err := f.grown(b); err != nil {
			return err
		}
	}
	return nil
}

// hookedField formats one replacement field through a Formatter
// subclass's convert_field and format_field, as string.Formatter.vformat.
func (f *formatter) hookedField(b *strings.Builder, obj Value, conv rune, spec string, expand bool, depth int) error {
	th := f.th
	convV := None
	if conv != 0 {
		convV = StrValue(string(conv))
	}
	obj, err := callMethod(th, f.self, "convert_field", obj, convV)
	if err != nil {
		return err
	}
	if expand {
		var sb strings.Builder
		if err := f.build(&sb, spec, depth-1); err != nil {
			return err
		}
		spec = sb.String()
	}
	r, err := callMethod(th, f.self, "format_field", obj, StrValue(spec))
	if err != nil {
		return err
	}
	str, ok := r.obj.(*Str)
	if !ok {
		return newError(TypeErrorType, "sequence item: expected str instance, "+typeName(r)+" found")
	}
	b.WriteString(str.s)
	return f.grown(b)
}

// grown accounts for the result each time it doubles, so a format string
// repeating a large argument hits the memory limit before it is built.
func (f *formatter) grown(b *strings.Builder) error {
	if b.Len() < f.next {
		return nil
	}
	f.next = 2 * b.Len()
	return f.th.chargeBytes(b.Len())
}

// parseField parses a replacement field starting just after its '{' and
// returns the position after its '}'.
func parseField(s string, i int) (next int, name, spec string, conv rune, expand bool, err error) {
	start := i
	var c byte
	for i < len(s) {
		c = s[i]
		i++
		if c == '{' {
			return 0, "", "", 0, false, newError(ValueErrorType, "unexpected '{' in field name")
		}
		if c == '[' {
			for i < len(s) && s[i] != ']' {
				i++
			}
			continue
		}
		if c == '}' || c == ':' || c == '!' {
			break
		}
	}
	if c != '}' && c != ':' && c != '!' {
		return 0, "", "", 0, false, newError(ValueErrorType, "expected '}' before end of string")
	}
	name = s[start : i-1]
	if c == '}' {
		return i, name, "", 0, false, nil
	}
	if c == '!' {
		if i >= len(s) {
			return 0, "", "", 0, false, newError(ValueErrorType, "end of string while looking for conversion specifier")
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		conv = r
		i += size
		if i < len(s) {
			c = s[i]
			i++
			if c == '}' {
				return i, name, "", conv, false, nil
			}
			if c != ':' {
				return 0, "", "", 0, false, newError(ValueErrorType, "expected ':' after conversion specifier")
			}
		}
	}
	specStart := i
	count := 1
	for i < len(s) {
		c = s[i]
		i++
		switch c {
		case '{':
			expand = true
			count++
		case '}':
			count--
			if count == 0 {
				return i, name, s[specStart : i-1], conv, expand, nil
			}
		}
	}
	return 0, "", "", 0, false, newError(ValueErrorType, "unmatched '{' in format spec")
}

// formatInteger parses a field-name part made only of decimal digits
// (Unicode decimals count); -1 if it is not one.
func formatInteger(s string) (int, error) {
	if s == "" {
		return -1, nil
	}
	acc := 0
	for _, r := range s {
		d := ucDecimalValue(r)
		if d < 0 {
			return -1, nil
		}
		if acc > (1<<63-1-d)/10 {
			return -1, newError(ValueErrorType, "Too many decimal digits in format string")
		}
		acc = acc*10 + d
	}
	return acc, nil
}

func (f *formatter) fieldObject(field string) (Value, error) {
	th := f.th
	if f.self.obj != nil {
		return f.hookedFieldObject(field)
	}
	i := 0
	for i < len(field) && field[i] != '.' && field[i] != '[' {
		i++
	}
	first, rest := field[:i], field[i:]
	idx, err := formatInteger(first)
	if err != nil {
		return Value{}, err
	}
	empty := first == ""
	numeric := empty || idx != -1
	if numeric {
		if f.auto.state == 0 {
			if empty {
				f.auto.state = 1
			} else {
				f.auto.state = 2
			}
		}
		if f.auto.state == 2 && empty {
			return Value{}, newError(ValueErrorType, "cannot switch from manual field specification to automatic field numbering")
		}
		if f.auto.state == 1 && !empty {
			return Value{}, newError(ValueErrorType, "cannot switch from automatic field numbering to manual field specification")
		}
		if empty {
			idx = f.auto.next
			f.auto.next++
		}
	}
	var obj Value
	if idx == -1 {
		if obj, err = f.keyword(first); err != nil {
			return Value{}, err
		}
	} else {
		if !f.hasArgs {
			return Value{}, newError(ValueErrorType, "Format string contains positional fields")
		}
		if idx >= len(f.args) {
			return Value{}, newError(IndexErrorType, "Replacement index "+itoa(int64(idx))+" out of range for positional args tuple")
		}
		obj = f.args[idx]
	}
	return fieldRest(th, obj, rest)
}

// hookedFieldObject is fieldObject for a string.Formatter: only a field
// that is empty or all digits takes part in the numbering (an empty one
// is given the next number, and both switches are worded alike), and the
// field goes through the instance's get_field, which gives (obj, key).
func (f *formatter) hookedFieldObject(field string) (Value, error) {
	th := f.th
	name := field
	idx, err := formatInteger(field)
	if err != nil {
		return Value{}, err
	}
	if field == "" || idx != -1 {
		if f.auto.state == 2 && field == "" || f.auto.state == 1 && field != "" {
			return Value{}, newError(ValueErrorType, "cannot switch from manual field specification to automatic field numbering")
		}
		if field == "" {
			f.auto.state = 1
			name = itoa(int64(f.auto.next))
			f.auto.next++
		} else {
			f.auto.state = 2
		}
	}
	r, err := callMethod(th, f.self, "get_field", StrValue(name), f.hookArgs, f.kwargs)
	if err != nil {
		return Value{}, err
	}
	pair, err := unpackExactly(th, r, 2)
	if err != nil {
		return Value{}, err
	}
	return pair[0], nil
}

// fieldRest applies rest, a field name's chain of .attribute and [index]
// parts, to obj.
func fieldRest(th *Thread, obj Value, rest string) (Value, error) {
	var err error
	for rest != "" {
		c := rest[0]
		rest = rest[1:]
		var name string
		switch c {
		case '.':
			j := 0
			for j < len(rest) && rest[j] != '.' && rest[j] != '[' {
				j++
			}
			name, rest = rest[:j], rest[j:]
			if name == "" {
				return Value{}, newError(ValueErrorType, "Empty attribute in format string")
			}
			obj, err = getAttr(th, obj, NewStr(name))
		case '[':
			j := strings.IndexByte(rest, ']')
			if j < 0 {
				return Value{}, newError(ValueErrorType, "Missing ']' in format string")
			}
			name, rest = rest[:j], rest[j+1:]
			if name == "" {
				return Value{}, newError(ValueErrorType, "Empty attribute in format string")
			}
			var k int
			if k, err = formatInteger(name); err != nil {
				return Value{}, err
			}
			if k == -1 {
				obj, err = getItem(th, obj, StrValue(name))
			} else {
				obj, err = getItem(th, obj, Int(int64(k)))
			}
		default:
			return Value{}, newError(ValueErrorType, "Only '.' or '[' may follow ']' in format field specifier")
		}
		if err != nil {
			return Value{}, err
		}
	}
	return obj, nil
}

// keyword returns the value of the keyword field name.
func (f *formatter) keyword(name string) (Value, error) {
	for i, k := range f.kwNames {
		if k.s == name {
			return f.kwValues[i], nil
		}
	}
	key := StrValue(name)
	if f.kwargs.obj == nil {
		return Value{}, newErrorArgs(KeyErrorType, key)
	}
	return getItem(f.th, f.kwargs, key)
}
