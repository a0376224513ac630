package pvm

import "slices"

// "Did you mean" suggestions for an uncaught NameError or AttributeError,
// as CPython 3.11 prints them after the exception's message: the candidate
// nearest to the wrong name by an edit distance in which changing a
// letter's case costs 1 and any other insertion, deletion or substitution
// costs 2, if no more than about a third of the characters change.

const (
	suggestMaxCandidates = 750 // more candidates than this: no suggestion
	suggestMaxLen        = 40  // longer names (after trimming common affixes): no match
	suggestMoveCost      = 2
	suggestCaseCost      = 1
)

// suggestion is the ". Did you mean: 'x'?" CPython prints after the
// message of an uncaught AttributeError or NameError that a failed lookup
// raised, or "". It runs no Python: an object's names are those dir()
// lists without a class's own __dir__.
func (e *Exception) suggestion() string {
	x := e.extra
	if x == nil {
		return ""
	}
	name, ok := x.name.obj.(*Str)
	if !ok {
		return ""
	}
	var s string
	switch {
	case e.cls.isSubtype(AttributeErrorType):
		of := x.obj
		if x.names != nil {
			of = ObjectValue(x.names)
		}
		vals, _ := dirNames(of, func(int64) error { return nil })
		names := make([]string, 0, len(vals))
		for _, v := range vals {
			names = append(names, v.obj.(*Str).s)
		}
		slices.Sort(names)
		s = suggestName(name.s, names)
	case e.cls == NameErrorType && x.scope != nil:
		// The function's locals first, then the globals, then builtins.
		s = suggestName(name.s, x.scope.locals)
		if s == "" {
			s = suggestName(name.s, strKeys(x.scope.globals))
		}
		if s == "" {
			// CPython's builtins also hold the constants the PVM compiles
			// as keywords (true -> True).
			s = suggestName(name.s, append(strKeys(builtinsDict), "None", "False", "True"))
		}
	}
	if s == "" {
		return ""
	}
	return ". Did you mean: '" + s + "'?"
}

// strKeys lists the str keys of d in order.
func strKeys(d *Dict) []string {
	var out []string
	for _, k := range d.Keys() {
		if s, ok := k.obj.(*Str); ok {
			out = append(out, s.s)
		}
	}
	return out
}

// attributeErrorContext gives an AttributeError that escapes obj.name
// (from a __getattr__ or a property, say) that name and obj, unless it has
// them, as CPython's attribute instructions do: the suggestion is computed
// from them.
func attributeErrorContext(err error, obj Value, name *Str) {
	e, ok := err.(*Exception)
	if !ok || !e.cls.isSubtype(AttributeErrorType) {
		return
	}
	if x := e.attrs(); x.name.IsNone() && x.obj.IsNone() {
		x.name, x.obj = ObjectValue(name), obj
	}
}

// suggestName returns the candidate CPython would suggest for the wrong
// name, or "". On a tie the earliest candidate wins.
func suggestName(name string, candidates []string) string {
	if len(candidates) >= suggestMaxCandidates {
		return ""
	}
	best, bestDist := "", -1
	var row [suggestMaxLen]int
	for _, c := range candidates {
		if c == name {
			continue
		}
		// At most a third of the involved characters may change, and
		// only a strictly better match replaces the one found.
		limit := (len(name) + len(c) + 3) * suggestMoveCost / 6
		if bestDist >= 0 {
			limit = min(limit, bestDist-1)
		}
		if d := editDistance(name, c, limit, &row); d <= limit && (bestDist < 0 || d < bestDist) {
			best, bestDist = c, d
		}
	}
	return best
}

// editDistance is the weighted Levenshtein distance between the UTF-8 bytes
// of a and b, or some value above limit once it must exceed limit.
func editDistance(a, b string, limit int, row *[suggestMaxLen]int) int {
	for len(a) > 0 && len(b) > 0 && a[0] == b[0] {
		a, b = a[1:], b[1:]
	}
	for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	if len(a) == 0 || len(b) == 0 {
		return (len(a) + len(b)) * suggestMoveCost
	}
	if len(a) > suggestMaxLen || len(b) > suggestMaxLen {
		return limit + 1
	}
	if len(b) < len(a) {
		a, b = b, a
	}
	if (len(b)-len(a))*suggestMoveCost > limit {
		return limit + 1
	}
	// One row of the matrix, updated in place: row[i] is the cost of
	// turning b's prefix so far into a[:i+1].
	for i := range a {
		row[i] = (i + 1) * suggestMoveCost
	}
	result := 0
	for j := 0; j < len(b); j++ {
		diag := j * suggestMoveCost // cost of b[:j] into a[:0]
		result = diag
		lowest := -1
		for i := 0; i < len(a); i++ {
			sub := diag + substitutionCost(b[j], a[i])
			diag = row[i]
			result = min(min(result, diag)+suggestMoveCost, sub)
			row[i] = result
			if lowest < 0 || result < lowest {
				lowest = result
			}
		}
		if lowest > limit {
			return limit + 1
		}
	}
	return result
}

// substitutionCost of byte x for byte y: free if equal, cheap if they are
// the same ASCII letter in another case.
func substitutionCost(x, y byte) int {
	if x == y {
		return 0
	}
	if lowerASCII(x) == lowerASCII(y) {
		return suggestCaseCost
	}
	return suggestMoveCost
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
