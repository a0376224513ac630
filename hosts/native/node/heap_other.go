//go:build !linux

package node

// hugePageHeap is Linux's (heap_linux.go); elsewhere the heap keeps the
// system's pages.
func hugePageHeap(int) (beg, end uintptr) { return 0, 0 }
