package pvm

import (
	"errors"
	"testing"
)

// The expectations are CPython 3.11's own suggestions (an uncaught
// AttributeError on an object whose __dir__ lists the candidates).
func TestSuggestName(t *testing.T) {
	for _, c := range []struct {
		name       string
		candidates []string
		want       string
	}{
		{"valeu", []string{"value"}, "value"},
		{"uper", []string{"lower", "split", "upper"}, "upper"},
		{"Value", []string{"value"}, "value"},
		{"vlaue", []string{"value", "valve"}, "value"},
		{"x", []string{"y"}, ""},
		{"ab", []string{"abc"}, "abc"},
		{"abc", []string{"ab", "abcd"}, "ab"},
		{"count", []string{"Count", "counter", "mount"}, "Count"},
		{"items", []string{"item", "items_", "itemz"}, "item"},
		{"foo", []string{"bar", "baz"}, ""},
		{"appendd", []string{"append", "extend"}, "append"},
		{"lenght", []string{"len", "length"}, "length"},
		{"get_cont", []string{"get_count", "set_count"}, "get_count"},
		{"a_very_long_attribute_name_here", []string{"a_very_long_attribute_name_hera", "b"}, "a_very_long_attribute_name_hera"},
		{"xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyz", []string{"xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyq"}, "xyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyzxyq"},
		{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", []string{"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaac"}, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaac"},
		{"STATUS", []string{"Status", "status"}, "Status"},
		{"cnt", []string{"cat", "count", "cut"}, "cat"},
		{"\u00f1ame", []string{"name", "\u00f1am\u00e9"}, "name"},
		{"pirnt", []string{"pint", "print"}, "pint"},
		{"tota", []string{"iota", "total"}, "iota"},
		{"__init", []string{"__init__", "__int__"}, "__init__"},
		{"a", []string{"A", "ab", "b"}, "A"},
		{"data", []string{"Data", "beta", "date"}, "Data"},
	} {
		if got := suggestName(c.name, c.candidates); got != c.want {
			t.Errorf("suggestName(%q, %q) = %q, want %q", c.name, c.candidates, got, c.want)
		}
	}
}

// TestSuggestion: the last line of an uncaught exception's traceback, with
// its suggestion, is CPython's.
func TestSuggestion(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"class A:\n    def __init__(self):\n        self.value = 1\nA().valeu\n", "AttributeError: 'A' object has no attribute 'valeu'. Did you mean: 'value'?"},
		{"'abc'.uper()\n", "AttributeError: 'str' object has no attribute 'uper'. Did you mean: 'upper'?"},
		{"import math\nmath.sqr(2)\n", "AttributeError: module 'math' has no attribute 'sqr'. Did you mean: 'sqrt'?"},
		{"vaule = 1\nprint(valeu)\n", "NameError: name 'valeu' is not defined. Did you mean: 'vaule'?"},
		{"def f():\n    counter = 0\n    return countr\nf()\n", "NameError: name 'countr' is not defined. Did you mean: 'counter'?"},
		{"prnt('x')\n", "NameError: name 'prnt' is not defined. Did you mean: 'print'?"},
		{"lenght = 3\nlen_ = 4\nprint(lengt)\n", "NameError: name 'lengt' is not defined. Did you mean: 'lenght'?"},
		{"class A:\n    pass\nA.fooo\n", "AttributeError: type object 'A' has no attribute 'fooo'"},
		{"[].appendd(1)\n", "AttributeError: 'list' object has no attribute 'appendd'. Did you mean: 'append'?"},
		{"{}.iterms()\n", "AttributeError: 'dict' object has no attribute 'iterms'. Did you mean: 'items'?"},
		{"x = None\nx.foo\n", "AttributeError: 'NoneType' object has no attribute 'foo'"},
		{"raise AttributeError('valeu')\n", "AttributeError: valeu"},
		{"def f(alpha, beta):\n    return alpah\nf(1, 2)\n", "NameError: name 'alpah' is not defined. Did you mean: 'alpha'?"},
		{"class K:\n    __slots__ = ('speed',)\nK().sped\n", "AttributeError: 'K' object has no attribute 'sped'. Did you mean: 'speed'?"},
		{"import collections\ncollections.Counterr\n", "AttributeError: module 'collections' has no attribute 'Counterr'. Did you mean: 'Counter'?"},
		{"try:\n    undefined_thing\nexcept NameError as e:\n    raise ValueError('x') from e\n", "ValueError: x"},
		{"def g():\n    y = 1\n    def h():\n        return yy\n    return h()\ng()\n", "NameError: name 'yy' is not defined"},
	} {
		_, err := RunSource("s.py", []byte(c.src), Options{CyclesLimit: 1e8, MemoryLimit: 1 << 26})
		var exc *Exception
		if !errors.As(err, &exc) {
			t.Fatalf("%q: %v", c.src, err)
		}
		if got := exc.qualifiedName() + ": " + exc.strForTraceback() + exc.suggestion(); got != c.want {
			t.Errorf("%q:\n got %s\nwant %s", c.src, got, c.want)
		}
	}
}
