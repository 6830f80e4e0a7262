//go:build !unix

package bench

func cpuTime() int64 { return -1 }
