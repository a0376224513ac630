package pvm

import (
	"fmt"
	"sort"
	"sync"
)

// The library image. A library module's top level (pvm/lib) does the same
// work in every execution that imports it: for cowboy_sdk that is building
// dozens of classes and hundreds of functions, over half the time of a
// simple actor call. So every library module runs once per process, in a
// private Thread, and a Thread that imports one gets a copy of the objects
// reachable from it instead: mutable objects (dicts, lists, classes,
// instances, cells, ...) are copied, immutable ones (str, int, bytes,
// code, built-in types) and plain functions are shared. Executions stay
// isolated — a program that patches a library class or function patches
// its own copy or shadow — and see what running the top level would have
// produced.
//
// The image numbers the objects to copy and records, for each, where its
// references point (another numbered object, or a shared one), so a copy
// is a few bulk allocations and pointer fix-ups, with no map lookups. A
// Thread keeps its copies by number: a module imported later shares the
// objects an earlier copy made (one `collections` however many library
// modules reference it). Copies keep the identity hashes the image
// assigned, so dicts keyed by library objects still find their keys; image
// hashes start at imageIDBase, above any a Thread assigns itself.
//
// A module reaching an object of a kind the copier does not know (found
// when the image is built, the same way on every platform) is not imaged:
// importing it runs its top level as before.
//
// Plain functions (no closure, no attributes, immutable defaults), half
// of an image's objects, are not copied at all: every execution uses the
// image's, through a shadow (see Thread.fn). They are numbered and counted
// like copies (bytes, identity hashes), so sharing changes no charge.
type libImage struct {
	modules map[string][]int32 // imaged module name → its closure: the numbers of the objects reachable from it
	skipped map[string]error   // modules not imaged, and why
	objs    []imageObj
	refs    []int32 // each object's references in visitRefs order: a number, or -1 for a shared object
	ids     []imageID
}

type imageObj struct {
	obj     Object
	refAt   int32 // its references are refs[refAt : refAt+nRefs]
	nRefs   int32
	bytes   int64 // what the census counts for it
	globals bool  // a namespace of shared functions (see Thread.fn)
}

type imageID struct {
	obj  int32
	hash int64
}

const imageIDBase = 1 << 48

var (
	imageOnce sync.Once
	image     *libImage
)

// libraryImage returns the process's library image, building it on first use.
func libraryImage() *libImage {
	imageOnce.Do(func() { image = buildLibImage() })
	return image
}

// buildLibImage imports every library module, in name order, into a
// private Thread and images them.
func buildLibImage() *libImage {
	th := newScratchThread()
	th.noImage = true
	th.nextID = imageIDBase
	names := make([]string, 0, len(libModules))
	for n := range libModules {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		// A module that fails here fails everywhere; importing it for
		// real reports the error.
		_, _ = th.importName(n, Int(0), None)
	}
	img, number := imageOf(th, names)
	img.share(number)
	return img
}

// imageOf numbers the objects reachable from th's modules names; number
// maps each to its number.
func imageOf(th *Thread, names []string) (img *libImage, number map[Object]int32) {
	img = &libImage{modules: map[string][]int32{}, skipped: map[string]error{}}
	number = map[Object]int32{}
	bad := map[int32]error{} // objects of kinds the copier does not know
	var work []int32
	// ref numbers o, queueing it the first time; -1 for shared objects.
	ref := func(o Object) int32 {
		if imageShared(o) {
			return -1
		}
		if n, ok := number[o]; ok {
			return n
		}
		n := int32(len(img.objs))
		number[o] = n
		img.objs = append(img.objs, imageObj{obj: o, bytes: objectBytes(o, func(Value) {})})
		work = append(work, n)
		return n
	}
	for _, name := range names {
		if _, ok := th.modules[name]; !ok {
			img.skipped[name] = fmt.Errorf("its top level fails")
			continue
		}
		ref(th.modules[name])
		for len(work) > 0 {
			n := work[len(work)-1]
			work = work[:len(work)-1]
			if isShared(img.objs[n].obj) {
				continue // a shared function: its references are its own image's (see Thread.fn)
			}
			at := int32(len(img.refs))
			ok := visitRefs(img.objs[n].obj, &refWalk{visit: func(o Object) {
				img.refs = append(img.refs, ref(o))
			}})
			img.objs[n].refAt, img.objs[n].nRefs = at, int32(len(img.refs))-at
			if !ok {
				bad[n] = fmt.Errorf("it reaches a %T, which the library image cannot copy", img.objs[n].obj)
			}
		}
	}
	for _, name := range names {
		if m, ok := th.modules[name]; ok {
			if closure, err := img.closure(number[m], bad); err != nil {
				img.skipped[name] = err
			} else {
				img.modules[name] = closure
			}
		}
	}
	for o, hash := range th.ids {
		if n, ok := number[o]; ok {
			img.ids = append(img.ids, imageID{n, hash})
		}
	}
	sort.Slice(img.ids, func(i, j int) bool { return img.ids[i].obj < img.ids[j].obj })
	return img, number
}

// refsOf returns object n's references: numbers, -1 for shared objects.
func (img *libImage) refsOf(n int32) []int32 {
	o := &img.objs[n]
	return img.refs[o.refAt : o.refAt+o.nRefs]
}

// closure lists the objects reachable from object root: root, then the
// others ascending.
func (img *libImage) closure(root int32, bad map[int32]error) ([]int32, error) {
	seen := map[int32]bool{root: true}
	work := []int32{root}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		if err := bad[n]; err != nil {
			return nil, err
		}
		for _, r := range img.refsOf(n) {
			if r >= 0 && !seen[r] {
				seen[r] = true
				work = append(work, r)
			}
		}
	}
	out := make([]int32, 0, len(seen))
	for n := range seen {
		if n != root {
			out = append(out, n)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return append([]int32{root}, out...), nil
}

// imageShared reports whether o is shared by every Thread rather than
// copied: immutable objects, and built-in types.
func imageShared(o Object) bool {
	switch o := o.(type) {
	case nil, noneKind, boolKind, intKind, floatKind, *Str, *BigInt, *Bytes, *Code, *Range, *singleton:
		return true
	case *Type:
		return o == nil || o.builtin
	case *Dict:
		return o == nil
	case *Cell:
		return o == nil
	}
	return false
}

// A refWalk is what visitRefs hands each reference: with visit set, it
// passes the reference's target to visit (imaging); otherwise it points
// the references of a copy at the other copies, reading the image's
// numbers for them from refs at at.
type refWalk struct {
	visit  func(Object)
	refs   []int32 // the image's, read from at
	at     int32
	copies []Object
}

// next returns the copy the next reference is to point at: nil for a
// shared object, which it keeps.
func (w *refWalk) next() Object {
	n := w.refs[w.at]
	w.at++
	if n < 0 {
		return nil
	}
	return w.copies[n]
}

func (w *refWalk) value(p *Value) {
	if w.visit != nil {
		w.visit(p.obj)
	} else if o := w.next(); o != nil {
		p.obj = o
	}
}

func (w *refWalk) dict(p **Dict) {
	if w.visit != nil {
		w.visit(*p)
	} else if o := w.next(); o != nil {
		*p = o.(*Dict)
	}
}

func (w *refWalk) typ(p **Type) {
	if w.visit != nil {
		w.visit(*p)
	} else if o := w.next(); o != nil {
		*p = o.(*Type)
	}
}

func (w *refWalk) cell(p **Cell) {
	if w.visit != nil {
		w.visit(*p)
	} else if o := w.next(); o != nil {
		*p = o.(*Cell)
	}
}

// visitRefs hands w every reference o holds to another object, always
// in the same order. It reports false for kinds the image does not copy.
func visitRefs(o Object, w *refWalk) bool {
	values := func(vs []Value) {
		for i := range vs {
			w.value(&vs[i])
		}
	}
	types := func(ts []*Type) {
		for i := range ts {
			w.typ(&ts[i])
		}
	}
	switch o := o.(type) {
	case *Type:
		w.value(&o.doc)
		w.dict(&o.dict)
		w.typ(&o.meta)
		types(o.bases)
		types(o.mro)
		types(o.subs)
	case *Dict:
		for i := range o.entries {
			w.value(&o.entries[i].key)
			w.value(&o.entries[i].value)
		}
	case *List:
		values(o.items)
	case *Tuple:
		values(o.items)
	case *Function:
		w.dict(&o.globals)
		values(o.defaults)
		if m := o.more; m != nil {
			w.dict(&m.kwdefaults)
			w.dict(&m.dict)
			w.value(&m.annotations)
			w.value(&m.doc)
		}
		for i := range o.closure {
			w.cell(&o.closure[i])
		}
		w.value(&o.module)
	case *Cell:
		w.value(&o.v)
	case *Instance:
		w.typ(&o.cls)
		values(o.values)
		if o.ext != nil {
			w.dict(&o.ext.dict)
			values(o.ext.slots)
			w.value(&o.ext.base)
		}
	case *BoundMethod:
		w.value(&o.fn)
		w.value(&o.self)
	case *Property:
		w.value(&o.fget)
		w.value(&o.fset)
		w.value(&o.fdel)
		w.value(&o.doc)
	case *StaticMethod:
		w.value(&o.fn)
	case *ClassMethod:
		w.value(&o.fn)
	case *cachedProperty:
		w.value(&o.fn)
	case *Builtin:
		w.value(&o.self)
	case *Module:
		w.dict(&o.globals)
	case *slotDescr:
		w.typ(&o.owner)
	case *genericAliasObj:
		w.typ(&o.origin)
		w.value(&o.args)
	case *partial:
		w.value(&o.fn)
		values(o.args)
		w.dict(&o.keywords)
		w.dict(&o.dict)
	case *attrGetter:
		values(o.names)
	case *mappingProxy:
		w.dict(&o.d)
	case *ByteArray:
	default:
		return false
	}
	return true
}

// relocateEntries is what visitRefs and a refWalk do to a copied dict's
// entries (each key, then its value), without two calls per entry: dicts
// hold most of an image's references.
func relocateEntries(es []dictEntry, refs []int32, copies []Object) {
	for i := range es {
		if r := refs[2*i]; r >= 0 {
			es[i].key.obj = copies[r]
		}
		if r := refs[2*i+1]; r >= 0 {
			es[i].value.obj = copies[r]
		}
	}
}

// copyLibModule gives th its copy of the imaged module name (nil when the
// module is not imaged), registering it and every module it references
// that th has not loaded yet.
func (th *Thread) copyLibModule(name string) (*Module, error) {
	if th.noImage {
		return nil, nil
	}
	img := libraryImage()
	closure, ok := img.modules[name]
	if !ok {
		return nil, nil
	}
	if th.libCopies == nil {
		th.libCopies = make([]Object, len(img.objs))
	}
	copies := th.libCopies
	fresh, bytes := img.missing(copies, closure)
	// The copies are memory the execution holds, as if it had run the
	// modules' top levels.
	if err := th.allocate(bytes); err != nil {
		return nil, err
	}
	img.copyInto(th, copies, fresh)
	return copies[closure[0]].(*Module), nil
}

// missing lists the objects of closure that copies lacks, and the bytes
// the census will count for their copies.
func (img *libImage) missing(copies []Object, closure []int32) (fresh []int32, bytes int64) {
	for _, n := range closure {
		if copies[n] == nil {
			fresh = append(fresh, n)
			bytes += img.objs[n].bytes
		}
	}
	return fresh, bytes
}

// copyInto makes th's copies of the objects fresh (copies[n] is the copy
// of object n), registering the modules among them in th.modules; a
// module th already has (a Go module it imported itself) stands in for
// the image's.
func (img *libImage) copyInto(th *Thread, copies []Object, fresh []int32) {
	var s imageSlab
	for _, n := range fresh {
		s.reserve(img.objs[n].obj)
	}
	s.alloc()
	fill := fresh[:0] // filtered in place
	for _, n := range fresh {
		o := img.objs[n].obj
		if isShared(o) {
			copies[n] = o
			continue
		}
		if m, ok := o.(*Module); ok {
			if own, ok := th.modules[m.name]; ok {
				copies[n] = own
				continue
			}
		}
		copies[n] = s.shell(o)
		if m, ok := copies[n].(*Module); ok {
			th.modules[m.name] = m
		}
		if img.objs[n].globals {
			th.copiedGlobals(o.(*Dict), copies[n].(*Dict))
		}
		fill = append(fill, n)
	}
	w := refWalk{refs: img.refs, copies: copies}
	for _, n := range fill {
		if d, ok := copies[n].(*Dict); ok {
			relocateEntries(d.entries, img.refsOf(n), copies)
			continue
		}
		w.at = img.objs[n].refAt
		visitRefs(copies[n], &w)
	}
	for _, id := range img.ids {
		if o := copies[id.obj]; o != nil {
			if th.ids == nil {
				th.ids = map[Object]int64{}
			}
			th.ids[o] = id.hash
		}
	}
}

// imageSlab allocates a copy's objects in one block per kind: reserve
// each object, alloc, then shell each. A copy is some 600 objects; one
// allocation per kind instead of one or more per object.
type imageSlab struct {
	types    block[Type]
	dicts    block[Dict]
	funcs    block[Function]
	insts    block[Instance]
	lists    block[List]
	tuples   block[Tuple]
	cells    block[Cell]
	statics  block[StaticMethod]
	classMs  block[ClassMethod]
	builtins block[Builtin]
	modules  block[Module]
	mores    block[functionMore]
	exts     block[instanceExt]
	entries  block[dictEntry]
	index    block[int32]
	values   block[Value]
	typeRefs block[*Type]
	cellRefs block[*Cell]
}

// A block hands out the objects, or slices, of one kind from a single
// allocation: count them into n, alloc, then take them.
type block[T any] struct {
	n   int
	buf []T
}

func (b *block[T]) alloc() { b.buf = make([]T, b.n) }

// one returns the next object.
func (b *block[T]) one() *T {
	p := &b.buf[0]
	b.buf = b.buf[1:]
	return p
}

// reserveLike counts a copy of s (see like).
func (b *block[T]) reserveLike(s []T) { b.n += cap(s) }

// like returns a copy of s with s's length and capacity (nil for nil).
func (b *block[T]) like(s []T) []T {
	if s == nil {
		return nil
	}
	out := b.buf[:len(s):cap(s)]
	b.buf = b.buf[cap(s):]
	copy(out, s)
	return out
}

func (s *imageSlab) reserve(o Object) {
	if isShared(o) {
		return
	}
	switch o := o.(type) {
	case *Type:
		s.types.n++
		s.typeRefs.reserveLike(o.bases)
		s.typeRefs.reserveLike(o.mro)
		s.typeRefs.reserveLike(o.subs)
	case *Dict:
		s.dicts.n++
		s.entries.reserveLike(o.entries)
		s.index.reserveLike(o.index)
	case *Function:
		s.funcs.n++
		s.values.reserveLike(o.defaults)
		s.cellRefs.reserveLike(o.closure)
		if o.more != nil {
			s.mores.n++
		}
	case *Instance:
		s.insts.n++
		s.values.reserveLike(o.values)
		if o.ext != nil {
			s.exts.n++
			s.values.reserveLike(o.ext.slots)
		}
	case *List:
		s.lists.n++
		s.values.reserveLike(o.items)
	case *Tuple:
		s.tuples.n++
		s.values.reserveLike(o.items)
	case *Cell:
		s.cells.n++
	case *StaticMethod:
		s.statics.n++
	case *ClassMethod:
		s.classMs.n++
	case *Builtin:
		s.builtins.n++
	case *Module:
		s.modules.n++
	case *partial:
		s.values.reserveLike(o.args)
	}
}

func (s *imageSlab) alloc() {
	s.types.alloc()
	s.dicts.alloc()
	s.funcs.alloc()
	s.insts.alloc()
	s.lists.alloc()
	s.tuples.alloc()
	s.cells.alloc()
	s.statics.alloc()
	s.classMs.alloc()
	s.builtins.alloc()
	s.modules.alloc()
	s.mores.alloc()
	s.exts.alloc()
	s.entries.alloc()
	s.index.alloc()
	s.values.alloc()
	s.typeRefs.alloc()
	s.cellRefs.alloc()
}

// shell returns a shallow copy of o whose slices are its own; its
// references still point into the image until filled in.
func (s *imageSlab) shell(o Object) Object {
	switch o := o.(type) {
	case *Type:
		t := s.types.one()
		*t = *o
		t.bases = s.typeRefs.like(o.bases)
		t.mro = s.typeRefs.like(o.mro)
		t.subs = s.typeRefs.like(o.subs)
		t.keys = cloneKeys(o.keys)
		t.special, t.methods, t.lookups = nil, nil, nil // lookup caches refill on use
		return t
	case *Dict:
		d := s.dicts.one()
		*d = *o
		d.entries = s.entries.like(o.entries)
		d.index = s.index.like(o.index)
		return d
	case *Function:
		f := s.funcs.one()
		*f = *o
		f.defaults = s.values.like(o.defaults)
		f.closure = s.cellRefs.like(o.closure)
		if o.more != nil {
			f.more = s.mores.one()
			*f.more = *o.more
		}
		f.caches = nil // inline caches are per execution
		return f
	case *Instance:
		i := s.insts.one()
		*i = *o
		i.values = s.values.like(o.values)
		if o.ext != nil {
			i.ext = s.exts.one()
			*i.ext = instanceExt{dict: o.ext.dict, slots: s.values.like(o.ext.slots), base: o.ext.base}
		}
		return i
	case *List:
		l := s.lists.one()
		l.items = s.values.like(o.items)
		return l
	case *Tuple:
		t := s.tuples.one()
		t.items = s.values.like(o.items)
		return t
	case *Cell:
		return copyOne(&s.cells, o)
	case *StaticMethod:
		return copyOne(&s.statics, o)
	case *ClassMethod:
		return copyOne(&s.classMs, o)
	case *Builtin:
		return copyOne(&s.builtins, o)
	case *Module:
		return copyOne(&s.modules, o)
	case *ByteArray:
		return &ByteArray{b: append([]byte(nil), o.b...)}
	case *BoundMethod:
		b := *o
		return &b
	case *Property:
		p := *o
		return &p
	case *cachedProperty:
		p := *o
		return &p
	case *slotDescr:
		d := *o
		return &d
	case *genericAliasObj:
		g := *o
		return &g
	case *mappingProxy:
		p := *o
		return &p
	case *partial:
		p := *o
		p.args = s.values.like(o.args)
		return &p
	case *attrGetter:
		g := *o
		g.names = append([]Value(nil), o.names...)
		g.caches = make([]inlineCache, len(o.caches)) // per execution
		return &g
	}
	panic(fmt.Sprintf("pvm: library image: no shell for a %T", o))
}

// copyOne returns a copy of *o taken from b.
func copyOne[T any, P interface {
	*T
	Object
}](b *block[T], o P) Object {
	p := P(b.one())
	*p = *o
	return p
}

// isShared reports whether o is a shared image function, which copies of
// the image use as it is.
func isShared(o Object) bool {
	f, ok := o.(*Function)
	return ok && f.shared
}

// share marks the functions of img that every execution can use as they
// are, and the module namespaces they read: an execution registers its
// copy of such a namespace for them. number maps img's objects to their
// numbers.
func (img *libImage) share(number map[Object]int32) {
	namespaces := map[*Dict]bool{}
	for _, o := range img.objs {
		if m, ok := o.obj.(*Module); ok {
			namespaces[m.globals] = true
		}
	}
	for _, o := range img.objs {
		if f, ok := o.obj.(*Function); ok && !f.shared && namespaces[f.globals] && shareable(f) {
			f.shared = true
			img.objs[number[f.globals]].globals = true
		}
	}
}

// shareable reports whether nothing f holds can change: no closure, no
// attributes, and immutable defaults. Its globals change, but a shadow
// reads the execution's copy of its module's.
func shareable(f *Function) bool {
	if f.closure != nil || f.more != nil || !imageShared(f.module.obj) {
		return false
	}
	for _, d := range f.defaults {
		if !imageShared(d.obj) {
			return false
		}
	}
	return true
}

// copiedGlobals records that th's copy of the image namespace d is copy.
func (th *Thread) copiedGlobals(d, copy *Dict) {
	if th.imageGlobals == nil {
		th.imageGlobals = map[*Dict]*Dict{}
	}
	th.imageGlobals[d] = copy
}

// fn returns the function th runs and changes for f: f itself, or, when f
// is shared, th's shadow of it, made on first use. A shadow is a private
// copy that reads th's copy of f's namespace; it stands in for f only
// inside the interpreter (frames, attribute access), never as a value, so
// f keeps its identity. Changing a shared function's attributes changes
// th's shadow and no one else's.
func (th *Thread) fn(f *Function) *Function {
	if !f.shared {
		return f
	}
	if s, ok := th.shadows[f]; ok {
		return s
	}
	g, ok := th.imageGlobals[f.globals]
	if !ok {
		panic("pvm: a shared function of a module the execution has not copied")
	}
	s := new(Function)
	*s = *f
	s.globals, s.caches, s.shared = g, nil, false
	if th.shadows == nil {
		th.shadows = map[*Function]*Function{}
	}
	th.shadows[f] = s
	return s
}

// view returns what th sees of f without making a shadow: its shadow if
// it has one, else f.
func (th *Thread) view(f *Function) *Function {
	if s, ok := th.shadows[f]; ok {
		return s
	}
	return f
}

// viewOf is view for any object.
func (th *Thread) viewOf(o Object) Object {
	if f, ok := o.(*Function); ok && f.shared {
		return th.view(f)
	}
	return o
}

// fnToChange is fn for a change to f's attributes: a load that changes a
// library function is not imaged (snapshot.go), since the image would not
// hold the change.
func (th *Thread) fnToChange(f *Function) *Function {
	if f.shared {
		th.shadowWritten = true
	}
	return th.fn(f)
}
