//go:build !unix

package gentest

// processCPUTime returns -1: the CPU time is not measured on this system.
func processCPUTime() int64 { return -1 }
