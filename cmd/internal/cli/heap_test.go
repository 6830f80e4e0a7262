package cli

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

func TestInputSize(t *testing.T) {
	dir := t.TempDir()
	write := func(path string, n int) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(strings.Repeat("x", n)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(dir, "main.pp"), 10)
	write(filepath.Join(dir, "comp", "comp.pp"), 5)
	write(filepath.Join(dir, "comp", "inner", "inner.pp"), 3)
	write(filepath.Join(dir, "node_modules", "pkg", "lib", "x.pp"), 1000)
	write(filepath.Join(dir, "README.md"), 100)
	for _, tc := range []struct {
		path string
		want int64
	}{
		{dir, 18},
		{filepath.Join(dir, "main.pp"), 10},
		{filepath.Join(dir, "missing.pp"), 0},
	} {
		if got := inputSize(tc.path); got != tc.want {
			t.Errorf("inputSize(%s) = %d, want %d", tc.path, got, tc.want)
		}
	}
}

// gcSettings returns the collector's GOGC percentage and memory limit.
func gcSettings() (int, int64) {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p, debug.SetMemoryLimit(-1)
}

// waitSettings waits for the collector's settings to become percent and
// limit, which a finalizer sets after a collection.
func waitSettings(t *testing.T, what string, percent int, limit int64) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		p, l := gcSettings()
		if p == percent && l == limit {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: GOGC %d, limit %d; want %d, %d", what, p, l, percent, limit)
		}
		time.Sleep(time.Millisecond)
	}
}

// TestTuneHeap checks the collector's settings for a program of 1 MB:
// collection off under a limit of memoryPerInputByte per byte until the
// first collection, then GOGC=pacing under it; for a program whose live
// heap needs more than the limit, the defaults after the first collection;
// and that a small program, or GOGC in the environment, leaves them alone.
func TestTuneHeap(t *testing.T) {
	percent, limit := gcSettings()
	var tuners []*heapTuner
	t.Cleanup(func() {
		for _, tuner := range tuners {
			tuner.stopped.Store(true)
		}
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
	dir := t.TempDir()
	write := func(name string, size int) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, make([]byte, size), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	const size = 1 << 20
	big, small := write("big.pp", size), write("small.pp", 1000)

	if tuneHeap(small) != nil {
		t.Error("a program of 1,000 bytes is tuned")
	}
	if p, l := gcSettings(); p != percent || l != limit {
		t.Errorf("a program of 1,000 bytes: GOGC %d, limit %d; want the defaults %d, %d", p, l, percent, limit)
	}
	t.Setenv("GOGC", "100")
	if tuneHeap(big) != nil {
		t.Error("a program is tuned with GOGC set")
	}
	if p, l := gcSettings(); p != percent || l != limit {
		t.Errorf("with GOGC set: GOGC %d, limit %d; want the defaults %d, %d", p, l, percent, limit)
	}
	os.Unsetenv("GOGC")

	tuner := tuneHeap(big)
	tuners = append(tuners, tuner)
	if p, l := gcSettings(); p != -1 || l != memoryPerInputByte*size {
		t.Errorf("before the first collection: GOGC %d, limit %d; want -1 (off), %d", p, l, memoryPerInputByte*size)
	}
	runtime.GC()
	waitSettings(t, "after a collection", pacing, memoryPerInputByte*size)
	tuner.stopped.Store(true)
	debug.SetGCPercent(percent)
	debug.SetMemoryLimit(limit)

	// A program of 160 KB has a limit of 20 MB, which a live heap of 12
	// MB, doubled, passes.
	tuners = append(tuners, tuneHeap(write("medium.pp", 160<<10)))
	live := make([]byte, 12<<20)
	runtime.GC()
	waitSettings(t, "after a collection with 12 MB live", percent, limit)
	runtime.KeepAlive(live)
}
