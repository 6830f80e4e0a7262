package gentest

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"time"
)

// RunCheck runs cmd, a compiler or checker (tsc, javac) whose non-zero
// exit means problems it reports in its output, and returns that output
// (standard output and error), how long it ran, and whether it exited
// non-zero. The error is for a command that did not run to its end: it
// could not start, or ctx ended (the error wraps ctx's); name names the
// command in it.
func RunCheck(ctx context.Context, name string, cmd *exec.Cmd) (out []byte, took time.Duration, failed bool, err error) {
	start := time.Now()
	out, err = cmd.CombinedOutput()
	took = time.Since(start)
	if ctx.Err() != nil {
		return out, took, false, fmt.Errorf("%s: %w", name, ctx.Err())
	}
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		return out, took, false, fmt.Errorf("%s: %w", name, err)
	}
	return out, took, err != nil, nil
}
