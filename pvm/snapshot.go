package pvm

import "sort"

// Actor snapshots. Loading an actor runs its module's top level and
// cowboy_sdk's find_actor; for most actors that work depends on nothing but
// the code: it defines classes and functions and touches no host. The first
// such load of a Program images the Thread it leaves (every module, the
// identity hashes, the memory meter, the cycles it took), and later loads
// copy that image instead of running the code again (the same machinery as
// the library image, libimage.go). The copy is charged the cycles the run
// took and leaves the meters, the identity-hash sequence and the object
// graph exactly as the run would have, so nothing observable changes.
//
// A load is imaged only when it is reproducible: no syscall and no
// host-availability check, no output stream, and an object graph the
// copier handles. A snapshot is used only under the same memory limit and
// depth limit (they steer the memory census and recursion errors) and
// when the budget covers its cycles; otherwise the top level runs.
type actorSnapshot struct {
	img       *libImage
	memLimit  int64
	maxDepth  int
	cycles    int64 // what LoadActor used
	mem       memMeter
	nextID    int64
	globals   int32      // the __main__ module's number
	actor     int32      // the actor class's number
	libCopies [][2]int32 // library image object, snapshot object: the Thread's library copies
}

// snapshotLoad images th right after a successful LoadActor that started
// with start cycles left. It returns nil when this load is not
// reproducible (it used the host), noSnapshot when no load of the program
// can be imaged.
func (in *Execution) snapshotLoad(start int64) (snap *actorSnapshot) {
	// A snapshot only saves work: should imaging ever fail, the loads
	// run their top level instead.
	defer func() {
		if recover() != nil {
			snap = noSnapshot
		}
	}()
	th := in.th
	if th.hostUsed || in.opts.Stdout != nil || th.noImage {
		return nil
	}
	if th.shadowWritten { // the change is in th's shadow, not in the objects imaged
		return noSnapshot
	}
	names := make([]string, 0, len(th.modules))
	for n := range th.modules {
		names = append(names, n)
	}
	sort.Strings(names)
	live, liveNumber := imageOf(th, names)
	if len(live.skipped) > 0 {
		return noSnapshot
	}
	// The execution goes on to change these objects: image a private copy.
	frozen := newScratchThread()
	copies := make([]Object, len(live.objs))
	live.copyInto(frozen, copies, allObjects(len(copies)))
	img, number := imageOf(frozen, names)
	img.share(number)
	numberOf := func(o Object) (int32, bool) {
		n, ok := liveNumber[o]
		if !ok {
			return 0, false
		}
		return number[copies[n]], true
	}
	actor, ok := numberOf(in.actor.obj)
	if !ok {
		return noSnapshot
	}
	globals, _ := numberOf(th.modules["__main__"])
	s := &actorSnapshot{img: img, memLimit: th.mem.limit, maxDepth: th.maxDepth, cycles: start - th.cycles,
		mem: th.mem, nextID: th.nextID, globals: globals, actor: actor}
	for lib, o := range th.libCopies {
		if o != nil {
			n, ok := numberOf(o)
			if !ok {
				return noSnapshot
			}
			s.libCopies = append(s.libCopies, [2]int32{int32(lib), n})
		}
	}
	return s
}

// allObjects lists the object numbers 0..n-1.
func allObjects(n int) []int32 {
	all := make([]int32, n)
	for i := range all {
		all[i] = int32(i)
	}
	return all
}

// noSnapshot marks a Program whose load cannot be imaged (its objects
// include a kind the copier does not handle), so it is not tried again.
var noSnapshot = &actorSnapshot{}

// restore makes in's Thread what LoadActor would leave, from s; false when
// s does not apply (then LoadActor runs the top level).
func (s *actorSnapshot) restore(in *Execution) bool {
	th := in.th
	if s.img == nil || s.memLimit != th.mem.limit || s.maxDepth != th.maxDepth || th.cycles < s.cycles ||
		in.opts.Stdout != nil || len(th.modules) != 0 {
		return false
	}
	copies := make([]Object, len(s.img.objs))
	s.img.copyInto(th, copies, allObjects(len(copies)))
	lib := libraryImage()
	th.libCopies = make([]Object, len(lib.objs))
	for _, p := range s.libCopies {
		th.libCopies[p[0]] = copies[p[1]]
		if lib.objs[p[0]].globals {
			th.copiedGlobals(lib.objs[p[0]].obj.(*Dict), copies[p[1]].(*Dict))
		}
	}
	th.cycles -= s.cycles
	th.mem = s.mem
	th.nextID = s.nextID
	in.globals = copies[s.globals].(*Module).globals
	in.actor = ObjectValue(copies[s.actor])
	return true
}
