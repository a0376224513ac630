package pvm

import "strings"

// argSpec describes the parameters of a built-in function the way CPython's
// Argument Clinic does, and binds calls to it with the same error messages.
//
// Parameters are given as names: those before a "/" entry are
// positional-only, those after a "*" entry keyword-only, and a trailing "="
// marks a parameter optional (all later positional ones must be optional too).
// For methods, bind args[1:] (without self).
//
//	var roundArgs = newArgSpec("round", "number", "ndigits=")
//	var a [2]Value
//	if err := roundArgs.bind(args, kw, a[:]); err != nil { ... }
//	// a[1].IsUnbound() when ndigits was not passed
type argSpec struct {
	fname   string   // "round()" as shown in messages
	names   []string // all parameters, in order
	keys    []*Str   // names interned, as the keywords of calls usually are
	posOnly int      // leading positional-only parameters
	maxPos  int      // parameters that may be passed positionally
	minPos  int      // required positional parameters
	reqKw   []bool   // required keyword-only parameters (by index), nil if none
}

func newArgSpec(name string, params ...string) *argSpec {
	s := &argSpec{fname: name + "()", posOnly: 0, maxPos: -1}
	for _, p := range params {
		switch p {
		case "/":
			s.posOnly = len(s.names)
			continue
		case "*":
			s.maxPos = len(s.names)
			continue
		}
		optional := strings.HasSuffix(p, "=")
		p = strings.TrimSuffix(p, "=")
		if !optional {
			if s.maxPos < 0 {
				s.minPos = len(s.names) + 1
			} else {
				if s.reqKw == nil {
					s.reqKw = make([]bool, len(params))
				}
				s.reqKw[len(s.names)] = true
			}
		}
		s.names = append(s.names, p)
		s.keys = append(s.keys, intern(p))
	}
	if s.maxPos < 0 {
		s.maxPos = len(s.names)
	}
	return s
}

// bind stores the arguments into out (len(out) == number of parameters);
// parameters not passed are left unbound.
func (s *argSpec) bind(args []Value, kwnames []*Str, out []Value) error {
	nkw := len(kwnames)
	npos := len(args) - nkw
	if nkw == 0 && npos >= s.minPos && npos <= s.maxPos && s.reqKw == nil {
		copyValues(out, args)
		return nil
	}
	if npos+nkw > len(s.names) {
		kwd := ""
		if npos == 0 {
			kwd = "keyword "
		}
		return newError(TypeErrorType, s.fname+" takes at most "+itoa(int64(len(s.names)))+" "+kwd+"argument"+pluralS(len(s.names))+" ("+itoa(int64(npos+nkw))+" given)")
	}
	if npos > s.maxPos {
		if s.maxPos == 0 {
			return newError(TypeErrorType, s.fname+" takes no positional arguments")
		}
		how := "exactly"
		if s.minPos < s.maxPos {
			how = "at most"
		}
		return newError(TypeErrorType, s.fname+" takes "+how+" "+plural(s.maxPos, "positional argument")+" ("+itoa(int64(npos))+" given)")
	}
	if minPosOnly := min(s.minPos, s.posOnly); npos < minPosOnly {
		how := "exactly"
		if minPosOnly < s.maxPos {
			how = "at least"
		}
		return newError(TypeErrorType, s.fname+" takes "+how+" "+plural(minPosOnly, "positional argument")+" ("+itoa(int64(npos))+" given)")
	}
	copyValues(out, args[:npos])
	used := 0
	for i := max(npos, s.posOnly); i < len(s.names); i++ {
		out[i] = Value{}
		for j, k := range kwnames {
			if k == s.keys[i] || k.s == s.names[i] {
				out[i] = args[npos+j]
				used++
				break
			}
		}
		if out[i].obj == nil && (i < s.minPos || (s.reqKw != nil && s.reqKw[i])) {
			return newError(TypeErrorType, s.fname+" missing required argument '"+s.names[i]+"' (pos "+itoa(int64(i+1))+")")
		}
	}
	if used < nkw {
		for i := s.posOnly; i < npos; i++ {
			for _, k := range kwnames {
				if k.s == s.names[i] {
					return newError(TypeErrorType, "argument for "+s.fname+" given by name ('"+k.s+"') and position ("+itoa(int64(i+1))+")")
				}
			}
		}
		for _, k := range kwnames {
			if !s.accepts(k.s) {
				return newError(TypeErrorType, "'"+k.s+"' is an invalid keyword argument for "+s.fname)
			}
		}
	}
	return nil
}

// accepts reports whether name may be passed as a keyword.
func (s *argSpec) accepts(name string) bool {
	for _, n := range s.names[s.posOnly:] {
		if n == name {
			return true
		}
	}
	return false
}

// exactArgs checks the arguments of a built-in taking exactly n positional
// arguments ("len() takes exactly one argument (2 given)").
// The check is small enough to be inlined into every built-in.
func exactArgs(name string, args []Value, kw []*Str, n int) error {
	if len(args) == n && len(kw) == 0 {
		return nil
	}
	return exactArgsError(name, args, kw, n)
}

// exactArgsError is the error of exactArgs when the arguments do not fit.
func exactArgsError(name string, args []Value, kw []*Str, n int) error {
	if n == 1 && len(kw) == 0 {
		return newError(TypeErrorType, name+"() takes exactly one argument ("+itoa(int64(len(args)))+" given)")
	}
	return argCountError(name, args, kw, n, n)
}

// maxArgs checks a built-in taking at most n positional arguments.
func maxArgs(name string, args []Value, kw []*Str, n int) error {
	return rangeArgs(name, args, kw, 0, n)
}

// noKwargs is the check of built-ins that take positional arguments only.
func noKwargs(name string, kw []*Str) error {
	if len(kw) > 0 {
		return newError(TypeErrorType, name+"() takes no keyword arguments")
	}
	return nil
}

// rangeArgs checks the positional argument count of a built-in taking
// between lo and hi arguments ("name expected at least 1 argument, got 0").
func rangeArgs(name string, args []Value, kw []*Str, lo, hi int) error {
	if lo <= len(args) && len(args) <= hi && len(kw) == 0 {
		return nil
	}
	return argCountError(name, args, kw, lo, hi)
}

// argCountError is the error of rangeArgs when the arguments do not fit.
func argCountError(name string, args []Value, kw []*Str, lo, hi int) error {
	if err := noKwargs(name, kw); err != nil {
		return err
	}
	n := len(args)
	switch {
	case n < lo && lo == hi, n > hi && lo == hi:
		return newError(TypeErrorType, name+" expected "+plural(lo, "argument")+", got "+itoa(int64(n)))
	case n < lo:
		return newError(TypeErrorType, name+" expected at least "+plural(lo, "argument")+", got "+itoa(int64(n)))
	case n > hi:
		return newError(TypeErrorType, name+" expected at most "+plural(hi, "argument")+", got "+itoa(int64(n)))
	}
	return nil
}
