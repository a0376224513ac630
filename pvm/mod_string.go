package pvm

import (
	"strings"
	"unicode/utf8"
)

// The string module: constants, capwords, Template and Formatter.
// Formatter.format and vformat run str.format's parser with each field
// going through the instance's get_field (and so get_value),
// convert_field and format_field, which a subclass may override;
// check_unused_args is never called (its used_args would be a set).

var (
	// TemplateType is string.Template.
	TemplateType = newModuleType("Template", "string", ObjectType)
	// FormatterType is string.Formatter.
	FormatterType = newModuleType("Formatter", "string", ObjectType)
)

// templateObj is a string.Template (or the base of a subclass instance).
type templateObj struct{ template Value }

func (*templateObj) Type() *Type { return TemplateType }

func (t *templateObj) census(push func(Value)) int64 {
	push(t.template)
	return objectHeader + valueSize
}

type formatterObj struct{}

func (*formatterObj) Type() *Type { return FormatterType }

const (
	strLowercase   = "abcdefghijklmnopqrstuvwxyz"
	strUppercase   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	strPunctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
	strWhitespace  = " \t\n\r\v\f"
)

var templateArgs = newArgSpec("Template", "template")

func init() {
	TemplateType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		var a [1]Value
		if err := templateArgs.bind(args, kw, a[:]); err != nil {
			return Value{}, err
		}
		return ObjectValue(&templateObj{template: a[0]}), nil
	}
	// NewStr: the one-character StrValue cache is filled by str.go's init, after this one.
	TemplateType.dict.SetString("delimiter", ObjectValue(NewStr("$")))
	TemplateType.dict.SetString("idpattern", StrValue("(?a:[_a-z][_a-z0-9]*)"))
	TemplateType.dict.SetString("braceidpattern", None)
	defGetter(TemplateType, "template", func(v Value) Value { return unwrapBase(v).obj.(*templateObj).template })
	defMethod(TemplateType, "substitute", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return templateSubstitute(th, "substitute", args, kw, false)
	})
	defMethod(TemplateType, "safe_substitute", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return templateSubstitute(th, "safe_substitute", args, kw, true)
	})
	defMethod(TemplateType, "get_identifiers", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return templateScan(th, "get_identifiers", args, kw, false)
	})
	defMethod(TemplateType, "is_valid", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		return templateScan(th, "is_valid", args, kw, true)
	})

	FormatterType.construct = func(th *Thread, t *Type, args []Value, kw []*Str) (Value, error) {
		if len(args) > 0 {
			return Value{}, newError(TypeErrorType, "Formatter() takes no arguments")
		}
		return ObjectValue(&formatterObj{}), nil
	}
	defMethod(FormatterType, "format", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if len(args)-len(kw) < 2 {
			return Value{}, newError(TypeErrorType, "Formatter.format() missing 1 required positional argument: 'format_string'")
		}
		npos := len(args) - len(kw)
		kwargs := newDict(len(kw))
		for i, k := range kw {
			kwargs.SetString(k.s, args[npos+i])
		}
		return hookedFormat(th, args[0], args[1], NewTuple(append([]Value(nil), args[2:npos]...)), ObjectValue(kwargs))
	})
	defMethod(FormatterType, "get_value", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("get_value", args[1:], kw, 3); err != nil {
			return Value{}, err
		}
		if isInt(args[1]) {
			return getItem(th, args[2], args[1])
		}
		return getItem(th, args[3], args[1])
	})
	defMethod(FormatterType, "get_field", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("get_field", args[1:], kw, 3); err != nil {
			return Value{}, err
		}
		name, ok := args[1].obj.(*Str)
		if !ok {
			return Value{}, newError(TypeErrorType, "expected str, got "+typeName(args[1]))
		}
		i := strings.IndexAny(name.s, ".[")
		if i < 0 {
			i = len(name.s)
		}
		idx, err := formatInteger(name.s[:i])
		if err != nil {
			return Value{}, err
		}
		key := StrValue(name.s[:i])
		if idx != -1 {
			key = Int(int64(idx))
		}
		obj, err := callMethod(th, args[0], "get_value", key, args[2], args[3])
		if err != nil {
			return Value{}, err
		}
		if obj, err = fieldRest(th, obj, name.s[i:]); err != nil {
			return Value{}, err
		}
		return NewTuple([]Value{obj, key}), nil
	})
	defMethod(FormatterType, "check_unused_args", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("check_unused_args", args[1:], kw, 3); err != nil {
			return Value{}, err
		}
		return None, nil
	})
	defMethod(FormatterType, "convert_field", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("convert_field", args[1:], kw, 2); err != nil {
			return Value{}, err
		}
		v, conv := args[1], args[2]
		if conv.IsNone() {
			return v, nil
		}
		c, _ := conv.obj.(*Str)
		var t string
		var err error
		switch {
		case c != nil && c.s == "s":
			t, err = toStr(th, v)
		case c != nil && c.s == "r":
			t, err = repr(th, v)
		case c != nil && c.s == "a":
			t, err = repr(th, v)
			t = asciiRepr(t)
		default:
			cs, err := toStr(th, conv)
			if err != nil {
				return Value{}, err
			}
			return Value{}, newError(ValueErrorType, "Unknown conversion specifier "+cs)
		}
		if err != nil {
			return Value{}, err
		}
		return StrValue(t), nil
	})
	defMethod(FormatterType, "format_field", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("format_field", args[1:], kw, 2); err != nil {
			return Value{}, err
		}
		spec, ok := args[2].obj.(*Str)
		if !ok {
			return Value{}, newError(TypeErrorType, "format() argument 2 must be str, not "+typeNameOrNone(args[2]))
		}
		out, err := format(th, args[1], spec.s)
		if err != nil {
			return Value{}, err
		}
		return StrValue(out), nil
	})
	defMethod(FormatterType, "vformat", func(th *Thread, args []Value, kw []*Str) (Value, error) {
		if err := exactArgs("vformat", args[1:], kw, 3); err != nil {
			return Value{}, err
		}
		return hookedFormat(th, args[0], args[1], args[2], args[3])
	})
	defMethod(FormatterType, "parse", formatterParse)

	registerModule("string", func(d *Dict) {
		// CPython's __all__.
		setAll(d, false,
			"ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits", "hexdigits",
			"octdigits", "printable", "punctuation", "whitespace", "Formatter", "Template")
		for _, c := range [][2]string{
			{"ascii_lowercase", strLowercase}, {"ascii_uppercase", strUppercase},
			{"ascii_letters", strLowercase + strUppercase}, {"digits", "0123456789"},
			{"hexdigits", "0123456789abcdefABCDEF"}, {"octdigits", "01234567"},
			{"punctuation", strPunctuation}, {"whitespace", strWhitespace},
			{"printable", "0123456789" + strLowercase + strUppercase + strPunctuation + strWhitespace},
		} {
			d.SetString(c[0], StrValue(c[1]))
		}
		setFunc(d, "capwords", capwords)
		d.SetString("Template", ObjectValue(TemplateType))
		d.SetString("Formatter", ObjectValue(FormatterType))
	})
}

// hookedFormat is Formatter.vformat: fields go through self's get_field,
// convert_field and format_field, given args and kwargs as they are.
func hookedFormat(th *Thread, self, fs, args, kwargs Value) (Value, error) {
	s, ok := fs.obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "expected str, got "+typeName(fs))
	}
	f := formatter{th: th, hookArgs: args, kwargs: kwargs, self: self}
	return f.run(s.s)
}

// callMethod calls v.name(*args).
func callMethod(th *Thread, v Value, name string, args ...Value) (Value, error) {
	m, err := getAttr(th, v, intern(name))
	if err != nil {
		return Value{}, err
	}
	return th.call(m, args, nil)
}

var capwordsArgs = newArgSpec("capwords", "s", "sep=")

// capwords is (sep or ' ').join(map(str.capitalize, s.split(sep))), using
// the str methods themselves.
func capwords(th *Thread, args []Value, kw []*Str) (Value, error) {
	var a [2]Value
	if err := capwordsArgs.bind(args, kw, a[:]); err != nil {
		return Value{}, err
	}
	sep := a[1]
	if sep.obj == nil {
		sep = None
	}
	parts, err := callMethod(th, a[0], "split", sep)
	if err != nil {
		return Value{}, err
	}
	words, err := toValues(th, parts)
	if err != nil {
		return Value{}, err
	}
	for i, w := range words {
		if words[i], err = callMethod(th, w, "capitalize"); err != nil {
			return Value{}, err
		}
	}
	joiner := sep
	if t, err := truth(th, sep); err != nil {
		return Value{}, err
	} else if !t {
		joiner = StrValue(" ")
	}
	return callMethod(th, joiner, "join", NewList(words))
}

// templateSubstitute implements Template.substitute and safe_substitute:
// $$ is an escaped delimiter, $name and ${name} are placeholders with
// ASCII identifiers, any other delimiter is invalid.
func templateSubstitute(th *Thread, name string, args []Value, kw []*Str, safe bool) (Value, error) {
	npos := len(args) - len(kw)
	if npos > 2 {
		return Value{}, newError(TypeErrorType, "Template."+name+"() takes from 1 to 2 positional arguments but "+itoa(int64(npos))+" were given")
	}
	tmpl, delim, err := templateParts(th, name, args[0])
	if err != nil {
		return Value{}, err
	}
	kws := newDict(len(kw))
	for i, k := range kw {
		kws.SetString(k.s, args[npos+i])
	}
	var mapping Value
	if npos == 2 {
		mapping = args[1]
	}
	// kwargs win over the mapping, as with ChainMap(kws, mapping).
	lookup := func(key string) (Value, error) {
		if v, ok := kws.GetString(key); ok {
			return v, nil
		}
		if mapping.obj == nil {
			return Value{}, newErrorArgs(KeyErrorType, StrValue(key))
		}
		return getItem(th, mapping, StrValue(key))
	}
	s, d := tmpl.s, delim.s
	if err := th.charge(int64(len(s))); err != nil {
		return Value{}, err
	}
	var b strings.Builder
	for i := 0; ; {
		j := strings.Index(s[i:], d)
		if j < 0 {
			b.WriteString(s[i:])
			break
		}
		b.WriteString(s[i : i+j])
		p := i + j + len(d)
		var key string
		n, braced := identLen(s[p:]), 0
		if n == 0 && strings.HasPrefix(s[p:], "{") {
			if m := identLen(s[p+1:]); m > 0 && strings.HasPrefix(s[p+1+m:], "}") {
				braced = m
			}
		}
		switch {
		case strings.HasPrefix(s[p:], d):
			b.WriteString(d)
			i = p + len(d)
			continue
		case n > 0:
			key, i = s[p:p+n], p+n
		case braced > 0:
			key, i = s[p+1:p+1+braced], p+braced+2
		case safe:
			b.WriteString(d)
			i = p
			continue
		default:
			return Value{}, invalidPlaceholder(s[:p])
		}
		v, err := lookup(key)
		if err != nil {
			if e, ok := err.(*Exception); safe && ok && e.cls.isSubtype(KeyErrorType) {
				b.WriteString(s[p-len(d) : i])
				continue
			}
			return Value{}, err
		}
		str, err := toStr(th, v)
		if err != nil {
			return Value{}, err
		}
		if err := th.charge(int64(len(str))); err != nil {
			return Value{}, err
		}
		b.WriteString(str)
	}
	if err := th.chargeBytes(b.Len()); err != nil {
		return Value{}, err
	}
	return StrValue(b.String()), nil
}

// templateParts returns the template string and delimiter of the Template
// self, for its method name.
func templateParts(th *Thread, name string, self Value) (tmpl, delim *Str, err error) {
	t, ok := unwrapBase(self).obj.(*templateObj)
	if !ok {
		return nil, nil, newError(TypeErrorType, "descriptor '"+name+"' requires a 'Template' object")
	}
	if tmpl, ok = t.template.obj.(*Str); !ok {
		return nil, nil, newError(TypeErrorType, "expected string or bytes-like object, got '"+typeName(t.template)+"'")
	}
	dv, err := getAttr(th, self, intern("delimiter"))
	if err != nil {
		return nil, nil, err
	}
	if delim, ok = dv.obj.(*Str); !ok || delim.s == "" {
		return nil, nil, newError(TypeErrorType, "Template.delimiter must be a non-empty str")
	}
	return tmpl, delim, nil
}

// templateScan implements Template.get_identifiers (the placeholder names
// in order of first appearance) and, with valid, Template.is_valid
// (whether every delimiter starts a valid placeholder or escape).
func templateScan(th *Thread, name string, args []Value, kw []*Str, valid bool) (Value, error) {
	if err := exactArgs(name, args[1:], kw, 0); err != nil {
		return Value{}, err
	}
	tmpl, delim, err := templateParts(th, name, args[0])
	if err != nil {
		return Value{}, err
	}
	s, d := tmpl.s, delim.s
	if err := th.charge(int64(len(s))); err != nil {
		return Value{}, err
	}
	var ids []Value
	seen := map[string]bool{}
	for i := 0; ; {
		j := strings.Index(s[i:], d)
		if j < 0 {
			break
		}
		p := i + j + len(d)
		n, braced := identLen(s[p:]), 0
		if n == 0 && strings.HasPrefix(s[p:], "{") {
			if m := identLen(s[p+1:]); m > 0 && strings.HasPrefix(s[p+1+m:], "}") {
				braced = m
			}
		}
		var key string
		switch {
		case strings.HasPrefix(s[p:], d):
			i = p + len(d)
			continue
		case n > 0:
			key, i = s[p:p+n], p+n
		case braced > 0:
			key, i = s[p+1:p+1+braced], p+braced+2
		default:
			if valid {
				return False, nil
			}
			i = p
			continue
		}
		if !valid && !seen[key] {
			seen[key] = true
			if err := th.allocate(int64(len(key)) + valueSize); err != nil {
				return Value{}, err
			}
			ids = append(ids, StrValue(key))
		}
	}
	if valid {
		return True, nil
	}
	return NewList(ids), nil
}

// identLen is the length of the ASCII identifier at the start of s.
func identLen(s string) int {
	n := 0
	for n < len(s) {
		c := s[n]
		if c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || n > 0 && c >= '0' && c <= '9' {
			n++
			continue
		}
		break
	}
	return n
}

// invalidPlaceholder reports an invalid placeholder after prefix with the
// line and column Template._invalid computes (str.splitlines boundaries).
func invalidPlaceholder(prefix string) error {
	line, col := 1, 0
	for i, r := range prefix {
		col++
		switch r {
		case '\r':
			if strings.HasPrefix(prefix[i+1:], "\n") {
				continue
			}
		case '\n', '\v', '\f', '\x1c', '\x1d', '\x1e', '\u0085', '\u2028', '\u2029':
		default:
			continue
		}
		if i+utf8.RuneLen(r) < len(prefix) {
			line, col = line+1, 0
		}
	}
	return newError(ValueErrorType, "Invalid placeholder in string: line "+itoa(int64(line))+", col "+itoa(int64(col)))
}

// formatterParse is Formatter.parse: (literal_text, field_name,
// format_spec, conversion) tuples as _string.formatter_parser makes them.
func formatterParse(th *Thread, args []Value, kw []*Str) (Value, error) {
	if err := exactArgs("parse", args[1:], kw, 1); err != nil {
		return Value{}, err
	}
	fs, ok := args[1].obj.(*Str)
	if !ok {
		return Value{}, newError(TypeErrorType, "expected str, got "+typeName(args[1]))
	}
	s := fs.s
	if err := th.charge(int64(len(s))); err != nil {
		return Value{}, err
	}
	var out []Value
	for i := 0; i < len(s); {
		start := i
		for i < len(s) && s[i] != '{' && s[i] != '}' {
			i++
		}
		lit := s[start:i]
		if i == len(s) {
			out = append(out, NewTuple([]Value{StrValue(lit), None, None, None}))
			break
		}
		c := s[i]
		i++
		if i < len(s) && s[i] == c {
			// An escaped brace ends the literal chunk.
			i++
			out = append(out, NewTuple([]Value{StrValue(lit + string(c)), None, None, None}))
			continue
		}
		if c == '}' {
			return Value{}, newError(ValueErrorType, "Single '}' encountered in format string")
		}
		if i == len(s) {
			return Value{}, newError(ValueErrorType, "Single '{' encountered in format string")
		}
		field, end, err := parseFormatField(s, i)
		if err != nil {
			return Value{}, err
		}
		out = append(out, NewTuple(append([]Value{StrValue(lit)}, field...)))
		i = end
	}
	if err := th.allocate(sizeofSeq(len(out)) + int64(len(out))*sizeofSeq(4)); err != nil {
		return Value{}, err
	}
	return NewList(out), nil
}

// parseFormatField parses the replacement field starting after '{' at i:
// field name, format spec and conversion, and the offset after its '}'.
func parseFormatField(s string, i int) ([]Value, int, error) {
	depth, j := 1, i
	for ; j < len(s); j++ {
		if s[j] == '{' {
			depth++
		} else if s[j] == '}' {
			if depth--; depth == 0 {
				break
			}
		}
	}
	if j == len(s) {
		return nil, 0, newError(ValueErrorType, "expected '}' before end of string")
	}
	body := s[i:j]
	k := 0
	for ; k < len(body); k++ {
		c := body[k]
		if c == '[' {
			for k < len(body) && body[k] != ']' {
				k++
			}
			if k == len(body) {
				break
			}
			continue
		}
		if c == '{' {
			return nil, 0, newError(ValueErrorType, "unexpected '{' in field name")
		}
		if c == ':' || c == '!' {
			break
		}
	}
	name, rest := body[:min(k, len(body))], body[min(k, len(body)):]
	conv := None
	if strings.HasPrefix(rest, "!") {
		if len(rest) < 2 {
			return nil, 0, newError(ValueErrorType, "end of string while looking for conversion specifier")
		}
		conv = StrValue(rest[1:2])
		rest = rest[2:]
		if rest != "" && rest[0] != ':' {
			return nil, 0, newError(ValueErrorType, "expected ':' after conversion specifier")
		}
	}
	spec := strings.TrimPrefix(rest, ":")
	return []Value{StrValue(name), StrValue(spec), conv}, j + 1, nil
}

func init() {
	pythonClassInCPython[TemplateType] = true
	pythonClassInCPython[FormatterType] = true
}
