package store

import "sync"

// Parallel is the native host's state.Parallel: it runs the tasks on
// goroutines, so a block's state root is hashed on every core the process
// may use. A task goes to an idle long-lived worker if there is one, whose
// stack the tree's recursion has already grown, and to a new goroutine
// otherwise, so tasks never wait for each other (nor a nested Parallel).
func Parallel(n int, task func(i int)) {
	var wg sync.WaitGroup
	wg.Add(n)
	for i := range n {
		j := job{task: task, i: i, wg: &wg}
		select {
		case idle <- j:
		default:
			go func() { j.run(); worker() }()
		}
	}
	wg.Wait()
}

// maxWorkers bounds the idle workers kept: the tree's Parallel calls have
// 16 tasks.
const maxWorkers = 16

type job struct {
	task func(int)
	i    int
	wg   *sync.WaitGroup
}

func (j job) run() {
	defer j.wg.Done()
	j.task(j.i)
}

var (
	idle    = make(chan job) // workers waiting for a task
	workers = make(chan struct{}, maxWorkers)
)

// worker serves tasks from idle while fewer than maxWorkers do.
func worker() {
	select {
	case workers <- struct{}{}:
	default:
		return
	}
	for j := range idle {
		j.run()
	}
}
