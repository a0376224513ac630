package pvm

// timSort sorts a, whose first run (already found and made ascending) is
// a[:first], by the algorithm of CPython 3.11's list.sort: runs extended
// to minrun by binary insertion, merged in powersort order, with galloping
// merges. It makes the very comparisons CPython makes, in the same order,
// so a `<` with visible effects, or one that is not a total order (NaN),
// gives the same result. buf is scratch of any capacity.
func timSort[T any](a, buf []T, less func(x, y T) bool, first int) {
	s := timState[T]{a: a, buf: buf, less: less, minGallop: minGallop}
	n := len(a)
	minrun := minRun(n)
	for lo, run := 0, first; lo < n; run = 0 {
		if run == 0 {
			run = countRun(a[lo:], less)
		}
		if run < minrun {
			force := min(n-lo, minrun)
			binaryInsertFrom(a[lo:lo+force], run, less)
			run = force
		}
		s.pushRun(lo, run)
		lo += run
	}
	for len(s.runs) > 1 {
		i := len(s.runs) - 2
		if i > 0 && s.runs[i-1].n < s.runs[i+1].n {
			i--
		}
		s.mergeAt(i)
	}
}

// minGallop is how many wins in a row switch a merge to galloping.
const minGallop = 7

type timRun struct {
	base, n, power int
}

type timState[T any] struct {
	a, buf    []T
	less      func(x, y T) bool
	runs      []timRun
	minGallop int
}

// minRun is the shortest run timSort merges for n items: n itself below
// 64, otherwise between 32 and 64, such that n/minrun is a power of two
// or a little less.
func minRun(n int) int {
	r := 0
	for n >= 64 {
		r |= n & 1
		n >>= 1
	}
	return n + r
}

// pushRun adds the run a[base:base+n], first merging the runs whose
// power (the depth of their boundary in a perfectly balanced merge tree)
// exceeds that of the boundary before the new run.
func (s *timState[T]) pushRun(base, n int) {
	if k := len(s.runs); k > 0 {
		prev := s.runs[k-1]
		power := runPower(prev.base, prev.n, n, len(s.a))
		for len(s.runs) > 1 && s.runs[len(s.runs)-2].power > power {
			s.mergeAt(len(s.runs) - 2)
		}
		s.runs[len(s.runs)-1].power = power
	}
	s.runs = append(s.runs, timRun{base: base, n: n})
}

// runPower is the first bit in which the midpoints of the runs
// [s1, s1+n1) and [s1+n1, s1+n1+n2), as fractions of n, differ.
func runPower(s1, n1, n2, n int) int {
	a := 2*s1 + n1 // twice the midpoints, to stay in integers
	b := a + n1 + n2
	power := 0
	for {
		power++
		if a >= n {
			a -= n
			b -= n
		} else if b >= n {
			return power
		}
		a <<= 1
		b <<= 1
	}
}

// mergeAt merges runs i and i+1.
func (s *timState[T]) mergeAt(i int) {
	ra, rb := s.runs[i], s.runs[i+1]
	s.runs[i].n = ra.n + rb.n
	s.runs = append(s.runs[:i+1], s.runs[i+2:]...)
	a := s.a[ra.base : ra.base+ra.n]
	b := s.a[rb.base : rb.base+rb.n]
	// The items of a before b's first, and of b after a's last, are
	// already in place.
	k := gallopRight(b[0], a, 0, s.less)
	a = a[k:]
	if len(a) == 0 {
		return
	}
	b = b[:gallopLeft(a[len(a)-1], b, len(b)-1, s.less)]
	if len(b) == 0 {
		return
	}
	if len(a) <= len(b) {
		s.mergeLo(a, b)
	} else {
		s.mergeHi(a, b)
	}
}

// gallopLeft returns where key goes in the sorted a, before any equal
// items, searching out from a[hint] in steps of 1, 3, 7, 15, ... and then
// bisecting.
func gallopLeft[T any](key T, a []T, hint int, less func(x, y T) bool) int {
	last, ofs := 0, 1
	if less(a[hint], key) {
		// a[hint] < key: gallop right, to a[hint+last] < key <= a[hint+ofs].
		most := len(a) - hint
		for ofs < most && less(a[hint+ofs], key) {
			last, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, most)
		last, ofs = last+hint, ofs+hint
	} else {
		// key <= a[hint]: gallop left, to a[hint-ofs] < key <= a[hint-last].
		most := hint + 1
		for ofs < most && !less(a[hint-ofs], key) {
			last, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, most)
		last, ofs = hint-ofs, hint-last
	}
	for last++; last < ofs; {
		m := last + (ofs-last)>>1
		if less(a[m], key) {
			last = m + 1
		} else {
			ofs = m
		}
	}
	return ofs
}

// gallopRight is gallopLeft placing key after any equal items.
func gallopRight[T any](key T, a []T, hint int, less func(x, y T) bool) int {
	last, ofs := 0, 1
	if less(key, a[hint]) {
		// key < a[hint]: gallop left, to a[hint-ofs] <= key < a[hint-last].
		most := hint + 1
		for ofs < most && less(key, a[hint-ofs]) {
			last, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, most)
		last, ofs = hint-ofs, hint-last
	} else {
		// a[hint] <= key: gallop right, to a[hint+last] <= key < a[hint+ofs].
		most := len(a) - hint
		for ofs < most && !less(key, a[hint+ofs]) {
			last, ofs = ofs, ofs<<1+1
		}
		ofs = min(ofs, most)
		last, ofs = last+hint, ofs+hint
	}
	for last++; last < ofs; {
		m := last + (ofs-last)>>1
		if less(key, a[m]) {
			ofs = m
		} else {
			last = m + 1
		}
	}
	return ofs
}

// mergeLo merges the adjacent runs a and b, len(a) <= len(b), a's first
// item greater than b's first and its last greater than b's last, from
// the left, with a copied out.
func (s *timState[T]) mergeLo(a, b []T) {
	dest := a[:len(a)+len(b)] // a and b are adjacent
	s.buf = append(s.buf[:0], a...)
	a = s.buf
	d := 0
	dest[d], b = b[0], b[1:]
	d++
	defer func() { copy(dest[d:], a) }() // what is left of a (none unless a comparison failed)
	if len(b) == 0 {
		return
	}
	// With one item of a left, the rest of b goes before it.
	copyB := func() {
		copy(dest[d:], b)
		dest[d+len(b)] = a[0]
		a = nil
	}
	if len(a) == 1 {
		copyB()
		return
	}
	gallop := s.minGallop
	for {
		acount, bcount := 0, 0
		for {
			if s.less(b[0], a[0]) {
				dest[d], b = b[0], b[1:]
				d++
				bcount++
				acount = 0
				if len(b) == 0 {
					return
				}
				if bcount >= gallop {
					break
				}
			} else {
				dest[d], a = a[0], a[1:]
				d++
				acount++
				bcount = 0
				if len(a) == 1 {
					copyB()
					return
				}
				if acount >= gallop {
					break
				}
			}
		}
		gallop++
		for {
			if gallop > 1 {
				gallop--
			}
			s.minGallop = gallop
			k := gallopRight(b[0], a, 0, s.less)
			acount = k
			if k > 0 {
				copy(dest[d:], a[:k])
				d += k
				a = a[k:]
				if len(a) == 1 {
					copyB()
					return
				}
				if len(a) == 0 {
					return
				}
			}
			dest[d], b = b[0], b[1:]
			d++
			if len(b) == 0 {
				return
			}
			k = gallopLeft(a[0], b, 0, s.less)
			bcount = k
			if k > 0 {
				copy(dest[d:], b[:k])
				d += k
				b = b[k:]
				if len(b) == 0 {
					return
				}
			}
			dest[d], a = a[0], a[1:]
			d++
			if len(a) == 1 {
				copyB()
				return
			}
			if acount < minGallop && bcount < minGallop {
				break
			}
		}
		gallop++ // leaving galloping mode costs
		s.minGallop = gallop
	}
}

// mergeHi is mergeLo for len(a) > len(b), from the right, with b copied
// out.
func (s *timState[T]) mergeHi(a, b []T) {
	dest := a[:len(a)+len(b)]
	s.buf = append(s.buf[:0], b...)
	b = s.buf
	d := len(dest) - 1 // the next position to fill, from the end
	dest[d], a = a[len(a)-1], a[:len(a)-1]
	d--
	defer func() { copy(dest[d+1-len(b):], b) }() // what is left of b
	if len(a) == 0 {
		return
	}
	// With one item of b left, the rest of a goes after it.
	copyA := func() {
		d -= len(a)
		copy(dest[d+1:], a)
		dest[d], b = b[0], nil
	}
	if len(b) == 1 {
		copyA()
		return
	}
	gallop := s.minGallop
	for {
		acount, bcount := 0, 0
		for {
			if s.less(b[len(b)-1], a[len(a)-1]) {
				dest[d], a = a[len(a)-1], a[:len(a)-1]
				d--
				acount++
				bcount = 0
				if len(a) == 0 {
					return
				}
				if acount >= gallop {
					break
				}
			} else {
				dest[d], b = b[len(b)-1], b[:len(b)-1]
				d--
				bcount++
				acount = 0
				if len(b) == 1 {
					copyA()
					return
				}
				if bcount >= gallop {
					break
				}
			}
		}
		gallop++
		for {
			if gallop > 1 {
				gallop--
			}
			s.minGallop = gallop
			k := len(a) - gallopRight(b[len(b)-1], a, len(a)-1, s.less)
			acount = k
			if k > 0 {
				d -= k
				copy(dest[d+1:], a[len(a)-k:])
				a = a[:len(a)-k]
				if len(a) == 0 {
					return
				}
			}
			dest[d], b = b[len(b)-1], b[:len(b)-1]
			d--
			if len(b) == 1 {
				copyA()
				return
			}
			k = len(b) - gallopLeft(a[len(a)-1], b, len(b)-1, s.less)
			bcount = k
			if k > 0 {
				d -= k
				copy(dest[d+1:], b[len(b)-k:])
				b = b[:len(b)-k]
				if len(b) == 1 {
					copyA()
					return
				}
				if len(b) == 0 {
					return
				}
			}
			dest[d], a = a[len(a)-1], a[:len(a)-1]
			d--
			if len(a) == 0 {
				return
			}
			if acount < minGallop && bcount < minGallop {
				break
			}
		}
		gallop++
		s.minGallop = gallop
	}
}
