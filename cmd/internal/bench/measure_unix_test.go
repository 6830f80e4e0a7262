//go:build unix

package bench

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
)

// usage is what one process used.
type usage struct {
	wall time.Duration
	cpu  time.Duration // user + system
	rss  int64         // peak resident set, bytes
}

// run runs the command and returns what it used; env entries are added to
// the environment.
func run(t *testing.T, env []string, name string, args ...string) usage {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out.String())
	}
	wall := time.Since(start)
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	return usage{
		wall: wall,
		cpu:  time.Duration(ru.Utime.Nano() + ru.Stime.Nano()),
		rss:  int64(ru.Maxrss) * 1024, // kilobytes on Linux
	}
}

// median returns the median of what f picks from us.
func median[T int64 | time.Duration](us []usage, f func(usage) T) T {
	vs := make([]T, len(us))
	for i, u := range us {
		vs[i] = f(u)
	}
	slices.Sort(vs)
	return vs[len(vs)/2]
}

// buildTools builds the floor and the generator commands into a new
// directory and returns it.
func buildTools(t *testing.T) string {
	t.Helper()
	bin := t.TempDir()
	root := gentest.RepoRoot(t)
	for _, pkg := range []string{"./cmd/internal/bench/testdata/floor", "./cmd/pcl2go", "./cmd/pcl2ts", "./cmd/pcl2py"} {
		cmd := exec.Command("go", "build", "-o", bin, pkg)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v\n%s", pkg, err, out)
		}
	}
	return bin
}

// TestAgainstFloor measures, in separate processes, each generator command
// against the floor on the synthetic programs of 2,000 and 10,000 resources
// and the chain of 100,000 terms: runs alternate (floor, command, floor,
// command, ...), and the medians of CPU time and peak memory are compared,
// and the median of the pairs' CPU ratios given. It runs only when PCLGEN_MEASURE=1;
// PCLGEN_MEASURE_RUNS sets the number of pairs (5), PCLGEN_MEASURE_SIZES the
// sizes ("2000,10000") and PCLGEN_MEASURE_ENV adds environment variables to
// the commands' (such as GOGC=200), comma-separated.
func TestAgainstFloor(t *testing.T) {
	if os.Getenv("PCLGEN_MEASURE") != "1" {
		t.Skip("a measurement of several minutes; set PCLGEN_MEASURE=1 to run it")
	}
	runs := 5
	if s := os.Getenv("PCLGEN_MEASURE_RUNS"); s != "" {
		fmt.Sscan(s, &runs)
	}
	sizes := []int{2000, 10000}
	if s := os.Getenv("PCLGEN_MEASURE_SIZES"); s != "" {
		sizes = nil
		for _, f := range strings.Split(s, ",") {
			var n int
			fmt.Sscan(f, &n)
			sizes = append(sizes, n)
		}
	}
	var env []string
	if s := os.Getenv("PCLGEN_MEASURE_ENV"); s != "" {
		env = strings.Split(s, ",")
	}
	bin := buildTools(t)
	schemas := filepath.Join(gentest.RepoRoot(t), "testdata", "schemas")
	work := t.TempDir()
	type program struct {
		name, src string
	}
	var programs []program
	for _, n := range sizes {
		programs = append(programs, program{fmt.Sprintf("%6d resources", n), gentest.SyntheticProgram(n)})
	}
	// The chain's whole command is measured too: the commands size the
	// collector to their input, which a deep expression must not defeat.
	programs = append(programs, program{"chain of 100,000 terms", gentest.SyntheticChain(100000)})
	for i, p := range programs {
		prog := filepath.Join(work, fmt.Sprintf("p%d.pp", i))
		if err := os.WriteFile(prog, []byte(p.src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, g := range generators {
			var floor, cmd []usage
			for k := 0; k < runs; k++ {
				out := filepath.Join(work, fmt.Sprintf("%s-%d-%d", g.Name, i, k))
				floor = append(floor, run(t, nil, filepath.Join(bin, "floor"), prog, out+".floor"))
				cmd = append(cmd, run(t, env, filepath.Join(bin, g.Name), "--schemas", schemas, "-o", out, prog))
			}
			fc, cc := median(floor, func(u usage) time.Duration { return u.cpu }), median(cmd, func(u usage) time.Duration { return u.cpu })
			fm, cm := median(floor, func(u usage) int64 { return u.rss }), median(cmd, func(u usage) int64 { return u.rss })
			fw, cw := median(floor, func(u usage) time.Duration { return u.wall }), median(cmd, func(u usage) time.Duration { return u.wall })
			// The median of each pair's ratio, which a machine's drift
			// between pairs disturbs less than the ratio of the medians.
			ratios := make([]float64, runs)
			for k := range ratios {
				ratios[k] = float64(cmd[k].cpu) / float64(floor[k].cpu)
			}
			slices.Sort(ratios)
			t.Logf("%s %s: cpu %v vs floor %v = %.2fx (pairs' median %.2fx); peak %.0f MB vs %.0f MB = %.2fx; wall %v vs %v",
				g.Name, p.name, cc.Round(time.Millisecond), fc.Round(time.Millisecond), float64(cc)/float64(fc), ratios[runs/2],
				float64(cm)/1e6, float64(fm)/1e6, float64(cm)/float64(fm), cw.Round(time.Millisecond), fw.Round(time.Millisecond))
		}
	}
}
