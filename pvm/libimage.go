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
// functions, instances, cells, ...) are copied, immutable ones (str, int,
// bytes, code, built-in types) are shared. Executions stay isolated — a
// program that patches a library class patches its own copy — and see what
// running the top level would have produced.
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
type libImage struct {
	modules map[string][]int32 // imaged module name → its closure: the numbers of the objects reachable from it
	skipped map[string]error   // modules not imaged, and why
	objs    []imageObj
	refs    []int32 // each object's references in visitRefs order: a number, or -1 for a shared object
	ids     []imageID
}

type imageObj struct {
	obj   Object
	refAt int32 // its references start at refs[refAt]
	bytes int64 // what the census counts for it
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
	img, _ := imageOf(th, names)
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
			img.objs[n].refAt = int32(len(img.refs))
			ok := visitRefs(img.objs[n].obj, func(p any) {
				img.refs = append(img.refs, ref(refTarget(p)))
			})
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
		at := img.objs[n].refAt
		visitRefs(img.objs[n].obj, func(any) {
			if r := img.refs[at]; r >= 0 && !seen[r] {
				seen[r] = true
				work = append(work, r)
			}
			at++
		})
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

// refTarget is the object a reference visitRefs passes points to.
func refTarget(p any) Object {
	switch p := p.(type) {
	case *Value:
		return p.obj
	case **Dict:
		return *p
	case **Type:
		return *p
	case **Cell:
		return *p
	}
	panic("pvm: library image: unknown reference kind")
}

// visitRefs calls visit with a pointer (*Value, **Dict, **Type or **Cell)
// to every reference o holds to another object, always in the same order.
// It reports false for kinds the image does not copy.
func visitRefs(o Object, visit func(p any)) bool {
	values := func(vs []Value) {
		for i := range vs {
			visit(&vs[i])
		}
	}
	types := func(ts []*Type) {
		for i := range ts {
			visit(&ts[i])
		}
	}
	switch o := o.(type) {
	case *Type:
		visit(&o.doc)
		visit(&o.dict)
		visit(&o.meta)
		types(o.bases)
		types(o.mro)
		types(o.subs)
	case *Dict:
		for i := range o.entries {
			visit(&o.entries[i].key)
			visit(&o.entries[i].value)
		}
	case *List:
		values(o.items)
	case *Tuple:
		values(o.items)
	case *Function:
		visit(&o.globals)
		values(o.defaults)
		if m := o.more; m != nil {
			visit(&m.kwdefaults)
			visit(&m.dict)
			visit(&m.annotations)
			visit(&m.doc)
		}
		for i := range o.closure {
			visit(&o.closure[i])
		}
		visit(&o.module)
	case *Cell:
		visit(&o.v)
	case *Instance:
		visit(&o.cls)
		values(o.values)
		if o.ext != nil {
			visit(&o.ext.dict)
			values(o.ext.slots)
			visit(&o.ext.base)
		}
	case *BoundMethod:
		visit(&o.fn)
		visit(&o.self)
	case *Property:
		visit(&o.fget)
		visit(&o.fset)
		visit(&o.fdel)
		visit(&o.doc)
	case *StaticMethod:
		visit(&o.fn)
	case *ClassMethod:
		visit(&o.fn)
	case *cachedProperty:
		visit(&o.fn)
	case *Builtin:
		visit(&o.self)
	case *Module:
		visit(&o.globals)
	case *slotDescr:
		visit(&o.owner)
	case *genericAliasObj:
		visit(&o.origin)
		visit(&o.args)
	case *partial:
		visit(&o.fn)
		values(o.args)
		visit(&o.keywords)
		visit(&o.dict)
	case *attrGetter:
		values(o.names)
	case *ByteArray:
	default:
		return false
	}
	return true
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
		fill = append(fill, n)
	}
	for _, n := range fill {
		at := img.objs[n].refAt
		visitRefs(copies[n], func(p any) {
			if r := img.refs[at]; r >= 0 {
				setRef(p, copies[r])
			}
			at++
		})
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

// setRef points the reference p (see visitRefs) at o.
func setRef(p any, o Object) {
	switch p := p.(type) {
	case *Value:
		p.obj = o
	case **Dict:
		*p = o.(*Dict)
	case **Type:
		*p = o.(*Type)
	case **Cell:
		*p = o.(*Cell)
	}
}

// imageSlab allocates a module copy's objects in a few large blocks: reserve
// each object, alloc, then shell each.
type imageSlab struct {
	types                                             []Type
	dicts                                             []Dict
	funcs                                             []Function
	insts                                             []Instance
	entries                                           []dictEntry
	values                                            []Value
	nTypes, nDicts, nFuncs, nInsts, nEntries, nValues int
}

func (s *imageSlab) reserve(o Object) {
	switch o := o.(type) {
	case *Type:
		s.nTypes++
	case *Dict:
		s.nDicts++
		s.nEntries += cap(o.entries)
	case *Function:
		s.nFuncs++
		s.nValues += len(o.defaults)
	case *Instance:
		s.nInsts++
		s.nValues += cap(o.values) + len(o.slots())
	case *List:
		s.nValues += cap(o.items)
	case *Tuple:
		s.nValues += len(o.items)
	case *partial:
		s.nValues += cap(o.args)
	}
}

func (s *imageSlab) alloc() {
	s.types = make([]Type, s.nTypes)
	s.dicts = make([]Dict, s.nDicts)
	s.funcs = make([]Function, s.nFuncs)
	s.insts = make([]Instance, s.nInsts)
	s.entries = make([]dictEntry, s.nEntries)
	s.values = make([]Value, s.nValues)
}

// valuesLike returns a copy of vs with vs's capacity, carved from the slab.
func (s *imageSlab) valuesLike(vs []Value) []Value {
	if vs == nil {
		return nil
	}
	out := s.values[:len(vs):cap(vs)]
	s.values = s.values[cap(vs):]
	copy(out, vs)
	return out
}

// shell returns a shallow copy of o whose slices are its own; its
// references still point into the image until filled in.
func (s *imageSlab) shell(o Object) Object {
	switch o := o.(type) {
	case *Type:
		t := &s.types[0]
		s.types = s.types[1:]
		*t = *o
		t.bases = append([]*Type(nil), o.bases...)
		t.mro = append([]*Type(nil), o.mro...)
		t.subs = append([]*Type(nil), o.subs...)
		t.keys = cloneKeys(o.keys)
		t.special, t.methods = nil, nil // lookup caches refill on use
		return t
	case *Dict:
		d := &s.dicts[0]
		s.dicts = s.dicts[1:]
		*d = *o
		d.entries = s.entries[:len(o.entries):cap(o.entries)]
		s.entries = s.entries[cap(o.entries):]
		copy(d.entries, o.entries)
		if o.index != nil {
			d.index = append([]int32(nil), o.index...)
		}
		return d
	case *Function:
		f := &s.funcs[0]
		s.funcs = s.funcs[1:]
		*f = *o
		f.defaults = s.valuesLike(o.defaults)
		if o.closure != nil {
			f.closure = append([]*Cell(nil), o.closure...)
		}
		if o.more != nil {
			m := *o.more
			f.more = &m
		}
		f.caches = nil // inline caches are per execution
		return f
	case *Instance:
		i := &s.insts[0]
		s.insts = s.insts[1:]
		*i = *o
		i.values = s.valuesLike(o.values)
		if o.ext != nil {
			i.ext = &instanceExt{dict: o.ext.dict, slots: s.valuesLike(o.ext.slots), base: o.ext.base}
		}
		return i
	case *List:
		return &List{items: s.valuesLike(o.items)}
	case *Tuple:
		return &Tuple{items: s.valuesLike(o.items)}
	case *ByteArray:
		return &ByteArray{b: append([]byte(nil), o.b...)}
	case *Cell:
		c := *o
		return &c
	case *BoundMethod:
		b := *o
		return &b
	case *Property:
		p := *o
		return &p
	case *StaticMethod:
		m := *o
		return &m
	case *ClassMethod:
		m := *o
		return &m
	case *cachedProperty:
		p := *o
		return &p
	case *Builtin:
		b := *o
		return &b
	case *Module:
		m := *o
		return &m
	case *slotDescr:
		d := *o
		return &d
	case *genericAliasObj:
		g := *o
		return &g
	case *partial:
		p := *o
		p.args = s.valuesLike(o.args)
		return &p
	case *attrGetter:
		g := *o
		g.names = append([]Value(nil), o.names...)
		g.caches = make([]inlineCache, len(o.caches)) // per execution
		return &g
	}
	panic(fmt.Sprintf("pvm: library image: no shell for a %T", o))
}
