package store

import "sync"

// Parallel is the native host's state.Parallel: a goroutine per task, so a
// block's state root is hashed on every core the process may use.
func Parallel(n int, task func(i int)) {
	var wg sync.WaitGroup
	wg.Add(n)
	for i := range n {
		go func() {
			defer wg.Done()
			task(i)
		}()
	}
	wg.Wait()
}
