package cli

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync/atomic"
)

// The generator commands size the garbage collector to the program they
// read. Measured on the synthetic programs of gen/gentest (2,000 and
// 10,000 resources): parsing alone holds about 47 bytes of tokens and
// syntax tree per byte of source, and its heap peaks near 95 bytes per
// input byte under the runtime's default pacing (GOGC=100), which on the
// way collects each of the small heaps the parse grows through, marking
// all that was parsed so far; a whole conversion holds at most about 60
// live bytes per input byte, and under the default pacing lets free memory
// pile up unreturned, to 1.6 times what a parse alone uses.
const (
	// memoryPerInputByte is the memory a command keeps under, per input
	// byte: past what a parse needs, so that the parse runs without a
	// collection, the first one coming when the memory reaches it. After
	// it the collector paces itself under the limit, returning free
	// memory to the system as it nears it, unless the program needs more
	// (see collected).
	memoryPerInputByte = 130
	// pacing is the GOGC under the limit: the heap may grow to three
	// times what is live, as far as the limit lets it, so that the
	// collector runs about a third less often than by default, in the
	// same memory (the limit binds first on these programs).
	pacing = 200
	// minTunedHeap is the limit below which the runtime's pacing is left
	// alone: a program of a hundred kilobytes is converted in a few
	// collections of small heaps.
	minTunedHeap = 16 << 20
)

// Main runs the command g on the process's arguments and exits with its
// status, after sizing the garbage collector to the program it reads
// (see tuneHeap). The commands' mains call it; tests and library users,
// whose processes outlive one conversion, call Run.
func Main(g *Generator) {
	g.tuneHeap = true
	os.Exit(g.Run(os.Args[1:], os.Stdout, os.Stderr))
}

// tuneHeap sizes the collector to the program at path: collection is off
// until the process's memory reaches memoryPerInputByte bytes per input
// byte; from the first collection on, the collector paces itself at GOGC
// pacing under that limit, while the program fits in it. The GOGC and
// GOMEMLIMIT environment variables, when set, are obeyed instead.
func tuneHeap(path string) *heapTuner {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return nil
	}
	ceiling := inputSize(path) * memoryPerInputByte
	if ceiling < minTunedHeap {
		return nil
	}
	t := &heapTuner{ceiling: ceiling, percent: debug.SetGCPercent(-1), limit: debug.SetMemoryLimit(ceiling)}
	t.arm()
	return t
}

// heapTuner adjusts the collector after each collection.
type heapTuner struct {
	ceiling int64
	percent int   // the pacing restored when the limit is lifted
	limit   int64 // the limit restored then
	// stopped, set by a test, leaves the settings as they are.
	stopped atomic.Bool
}

// arm calls collected after the next collection: a finalizer runs after
// the collection that finds its object unreachable.
func (t *heapTuner) arm() {
	runtime.SetFinalizer(&struct{ _ *byte }{}, func(any) { t.collected() })
}

// collected sets the pacing under the limit after a collection, while
// the program fits in it: once the live heap, doubled as the default
// pacing lets the heap grow, and the goroutines' stacks (which a deep
// expression makes large, since parsing and printing recurse) reach the
// limit, it would make the collector run more often than the default
// pacing, and the default pacing is restored without a limit for the rest
// of the run.
func (t *heapTuner) collected() {
	if t.stopped.Load() {
		return
	}
	m := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/stacks:bytes"}}
	metrics.Read(m)
	if m[0].Value.Kind() != metrics.KindUint64 || m[1].Value.Kind() != metrics.KindUint64 ||
		2*m[0].Value.Uint64()+m[1].Value.Uint64() >= uint64(t.ceiling) {
		debug.SetGCPercent(t.percent)
		debug.SetMemoryLimit(t.limit)
		return
	}
	debug.SetGCPercent(pacing)
	t.arm()
}

// inputSize is the number of bytes of PCL at path: a file's size, or the
// sum of the sizes of the .pp files in a directory and its subdirectories
// down to maxComponentDepth (its components; a deeper tree, such as a
// project's node_modules beside the program, is not walked). It is 0 when
// path cannot be read; the conversion reports why.
func inputSize(path string) int64 {
	info, err := os.Stat(path)
	if err != nil {
		return 0
	}
	if !info.IsDir() {
		return info.Size()
	}
	var size int64
	filepath.WalkDir(path, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if rel, _ := filepath.Rel(path, p); rel != "." && strings.Count(rel, string(filepath.Separator)) >= maxComponentDepth-1 {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".pp") {
			if info, err := d.Info(); err == nil {
				size += info.Size()
			}
		}
		if size > math.MaxInt64/(2*memoryPerInputByte) {
			return filepath.SkipAll
		}
		return nil
	})
	return size
}

// maxComponentDepth is how many directories deep inputSize looks for the
// .pp files of a program's components.
const maxComponentDepth = 3
