package javarun

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// jvmOptions are the JVM's options: the serial collector and C1 alone,
// which start fastest and run a batch of programs fastest on a machine of
// two cores.
var jvmOptions = []string{"-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Xss4m"}

// restartStatus is the driver's exit status when it stopped to be
// restarted at the next job (Driver.RESTART).
const restartStatus = 3

// marker matches the lines the driver prints around each job's run.
var marker = regexp.MustCompile(`^### pclgen-javarun (start|end) (\d+) ###$`)

// jvm runs batches of compiled programs under the driver.
type jvm struct {
	java      string
	classpath string
	timeout   time.Duration
	results   map[string]mockrun.Result
	stats     *Stats
}

// manifest is the driver's list of jobs.
type manifest struct {
	Jobs []manifestJob `json:"jobs"`
}

type manifestJob struct {
	Name  string `json:"name"`
	Class string `json:"class"`
	Mocks string `json:"mocks"`
	Trace string `json:"trace"`
}

// run runs jobs, in that order, in JVMs whose working directory is cwd,
// with the manifest written to manifestPath: a JVM runs the jobs from the
// first not yet run until it ends; a job it was running when it ended (the
// timeout killed it, or it crashed) fails.
func (v *jvm) run(ctx context.Context, cwd, manifestPath string, jobs []*job) error {
	var m manifest
	for _, j := range jobs {
		m.Jobs = append(m.Jobs, manifestJob{Name: j.Name, Class: j.class, Mocks: j.mocks, Trace: j.trace})
		os.Remove(j.trace)
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(manifestPath, data, 0o644); err != nil {
		return err
	}
	for next := 0; next < len(jobs); {
		n, err := v.start(ctx, cwd, manifestPath, jobs, next)
		if err != nil {
			return err
		}
		next = n
	}
	return nil
}

// event is a line the JVM printed.
type event struct {
	line string
	eof  bool
}

// start runs one JVM from job first and returns the index of the first job
// it did not get to.
func (v *jvm) start(ctx context.Context, cwd, manifestPath string, jobs []*job, first int) (int, error) {
	args := append(append([]string{}, jvmOptions...), "-cp", v.classpath, DriverClass, manifestPath, strconv.Itoa(first))
	cmd := exec.Command(v.java, args...)
	cmd.Dir = cwd
	cmd.Env = environ()
	r, w, err := os.Pipe()
	if err != nil {
		return 0, err
	}
	cmd.Stdout, cmd.Stderr = w, w
	began := time.Now()
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return 0, fmt.Errorf("starting java: %w", err)
	}
	w.Close()
	v.stats.JVMs++
	lines := make(chan event, 64)
	go func() {
		defer r.Close()
		br := bufio.NewReader(r)
		for {
			line, err := br.ReadString('\n')
			if line != "" {
				lines <- event{line: strings.TrimRight(line, "\r\n")}
			}
			if err != nil {
				lines <- event{eof: true}
				return
			}
		}
	}()

	timer := time.NewTimer(v.timeout)
	defer timer.Stop()
	var (
		preamble strings.Builder // what the JVM printed before its first job
		logs     = map[int]*strings.Builder{}
		ended    []int // the jobs it ran to their end
		current  = -1  // the job running
		next     = first
		started  time.Time
		timedOut = false
	)
	logOf := func(i int) *strings.Builder {
		if logs[i] == nil {
			logs[i] = &strings.Builder{}
		}
		return logs[i]
	}
	for done := false; !done; {
		select {
		case ev := <-lines:
			if ev.eof {
				done = true
				break
			}
			if m := marker.FindStringSubmatch(ev.line); m != nil && !timedOut {
				i, _ := strconv.Atoi(m[2])
				switch {
				case i < first || i >= len(jobs):
				case m[1] == "start":
					if v.stats.JVMs == 1 && i == first && v.stats.Startup == 0 {
						v.stats.Startup = time.Since(began)
					}
					current, started = i, time.Now()
					resetTimer(timer, v.timeout)
				case i == current:
					v.stats.Runs[jobs[i].Name] = time.Since(started)
					ended = append(ended, i)
					current, next = -1, i+1
					resetTimer(timer, v.timeout)
				}
				continue
			}
			// A line after a job's end (a late message) is the job's.
			switch {
			case current >= 0:
				logOf(current).WriteString(ev.line + "\n")
			case len(ended) > 0:
				logOf(ended[len(ended)-1]).WriteString(ev.line + "\n")
			default:
				preamble.WriteString(ev.line + "\n")
			}
		case <-timer.C:
			if !timedOut {
				timedOut = true
				cmd.Process.Kill()
			}
		case <-ctx.Done():
			cmd.Process.Kill()
			for ev := range lines {
				if ev.eof {
					break
				}
			}
			cmd.Wait()
			return 0, ctx.Err()
		}
	}
	waitErr := cmd.Wait()
	var exit *exec.ExitError
	if waitErr != nil && len(ended) > 0 && current < 0 && !timedOut && next < len(jobs) &&
		!(errors.As(waitErr, &exit) && exit.ExitCode() == restartStatus) {
		// It ended between jobs without being asked to (the next JVM
		// goes on at the next job).
		fmt.Fprintf(logOf(ended[len(ended)-1]), "(the driver's JVM ended after this program: %v)\n", waitErr)
	}
	for _, i := range ended {
		v.results[jobs[i].Name] = readTrace(jobs[i], cwd, logOf(i).String())
	}
	switch {
	case timedOut && current >= 0:
		v.results[jobs[current].Name] = mockrun.Result{Failure: fmt.Sprintf("timed out after %s", v.timeout), Log: logOf(current).String()}
		return current + 1, nil
	case timedOut:
		// The JVM did not get to the job: it hung starting, or after
		// the job before it.
		v.results[jobs[next].Name] = mockrun.Result{Failure: fmt.Sprintf("the driver's JVM did not start the program within %s", v.timeout), Log: preamble.String()}
		return next + 1, nil
	case current >= 0:
		// The JVM ended in the middle of a job.
		v.results[jobs[current].Name] = mockrun.Result{Failure: fmt.Sprintf("the driver's JVM ended while the program ran (%v)", waitErr), Log: logOf(current).String()}
		return current + 1, nil
	case len(ended) == 0 && next < len(jobs):
		// The JVM ended before its first job: it cannot run any.
		msg := fmt.Sprintf("the driver's JVM ended before running the program (%v)", waitErr)
		for _, j := range jobs[next:] {
			v.results[j.Name] = mockrun.Result{Failure: msg, Log: preamble.String()}
		}
		return len(jobs), nil
	}
	return next, nil
}

// resetTimer restarts t for d.
func resetTimer(t *time.Timer, d time.Duration) {
	if !t.Stop() {
		select {
		case <-t.C:
		default:
		}
	}
	t.Reset(d)
}

// readTrace reads the trace the driver wrote for j.
func readTrace(j *job, cwd, log string) mockrun.Result {
	data, err := os.ReadFile(j.trace)
	if err != nil {
		return mockrun.Result{Failure: fmt.Sprintf("the driver wrote no trace: %v", err), Log: log}
	}
	t, err := trace.ParseIn(data, cwd)
	if err != nil {
		return mockrun.Result{Failure: fmt.Sprintf("%s: %v", j.trace, err), Log: log}
	}
	return mockrun.Result{Trace: t, Log: log}
}

// environ is the JVM's environment: this process's, without the variables
// through which a Pulumi engine configures a program.
func environ() []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "PULUMI_") {
			continue
		}
		env = append(env, kv)
	}
	return env
}
