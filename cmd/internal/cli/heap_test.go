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
	write(filepath.Join(dir, "README.md"), 100)
	for _, tc := range []struct {
		path string
		want int64
	}{
		{dir, 15},
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

// TestTuneHeap checks the collector's settings for a program of 1 MB:
// collection off under a limit of heapPerInputByte per byte until the first
// collection, then the default pacing under memoryPerInputByte per byte; a
// small program, or GOGC in the environment, leaves them alone.
func TestTuneHeap(t *testing.T) {
	percent, limit := gcSettings()
	var tuner *heapTuner
	t.Cleanup(func() {
		if tuner != nil {
			tuner.stopped.Store(true)
		}
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
	dir := t.TempDir()
	const size = 1 << 20
	big, small := filepath.Join(dir, "big.pp"), filepath.Join(dir, "small.pp")
	os.WriteFile(big, make([]byte, size), 0o644)
	os.WriteFile(small, make([]byte, 1000), 0o644)

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

	tuner = tuneHeap(big)
	if p, l := gcSettings(); p != -1 || l != heapPerInputByte*size {
		t.Errorf("before the first collection: GOGC %d, limit %d; want -1 (off), %d", p, l, heapPerInputByte*size)
	}
	runtime.GC()
	deadline := time.Now().Add(5 * time.Second)
	for {
		p, l := gcSettings()
		if p == percent && l == memoryPerInputByte*size {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after a collection: GOGC %d, limit %d; want %d, %d", p, l, percent, memoryPerInputByte*size)
		}
		time.Sleep(time.Millisecond)
	}
}
