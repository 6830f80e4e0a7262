package pyrun

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/pclgen/pclgen/gen/gentest/mockrun"
)

// forks says whether the driver can serve jobs from children it forks
// (Python has os.fork on Unix only).
var forks = runtime.GOOS != "windows"

// server is a driver process in --serve mode: it runs the jobs written to
// its standard input one after another, each in a child it forks.
type server struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	// log is the server's own output (a job's is in its log file): read
	// once the server has ended.
	log bytes.Buffer
}

// serverJob is a job line of the server's protocol (see driver.py).
type serverJob struct {
	Program string  `json:"program"`
	Mocks   string  `json:"mocks"`
	Trace   string  `json:"trace"`
	Log     string  `json:"log"`
	Timeout float64 `json:"timeout"`
}

// serverReply is the server's line about a job it ran.
type serverReply struct {
	Status   int  `json:"status"`
	TimedOut bool `json:"timedOut"`
}

func startServer(ctx context.Context, python, driverPath string) (*server, error) {
	s := &server{}
	cmd := exec.CommandContext(ctx, python, driverPath, "--serve")
	cmd.Dir = filepath.Dir(driverPath)
	cmd.Env = environ()
	cmd.Stderr = &s.log
	cmd.WaitDelay = 5 * time.Second
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s.cmd, s.in, s.out = cmd, in, bufio.NewReader(out)
	return s, nil
}

// close ends the server (which leaves when its input ends).
func (s *server) close() {
	if s == nil {
		return
	}
	_ = s.in.Close()
	_ = s.cmd.Wait()
}

// runServed runs the job in dir on srv, starting a server when srv is nil
// or has failed; it returns the job's result and the server to run the next
// job on.
func runServed(ctx context.Context, srv *server, python, driverPath, dir string, timeout time.Duration) (mockrun.Result, *server) {
	if srv == nil {
		var err error
		if srv, err = startServer(ctx, python, driverPath); err != nil {
			return mockrun.Result{Failure: fmt.Sprintf("the driver failed: %v", err)}, nil
		}
	}
	logPath := filepath.Join(dir, "log.txt")
	line, err := json.Marshal(serverJob{
		Program: filepath.Join(dir, "program"),
		Mocks:   filepath.Join(dir, "mocks.json"),
		Trace:   filepath.Join(dir, "trace.json"),
		Log:     logPath,
		Timeout: timeout.Seconds(),
	})
	if err != nil {
		return mockrun.Result{Failure: err.Error()}, srv
	}
	var reply serverReply
	_, err = srv.in.Write(append(line, '\n'))
	if err == nil {
		var text []byte
		if text, err = srv.out.ReadBytes('\n'); err == nil {
			err = json.Unmarshal(text, &reply)
		}
	}
	logText, _ := os.ReadFile(logPath)
	log := string(logText)
	if err != nil {
		// The server is gone (or the context is done): the next job gets
		// a new one.
		srv.close()
		if ctx.Err() != nil {
			return mockrun.Result{Failure: ctx.Err().Error(), Log: log}, nil
		}
		return mockrun.Result{Failure: fmt.Sprintf("the driver failed: %v", err), Log: log + srv.log.String()}, nil
	}
	switch {
	case reply.TimedOut:
		return mockrun.Result{Failure: fmt.Sprintf("timed out after %v", timeout), Log: log}, srv
	case reply.Status != 0:
		return mockrun.Result{Failure: fmt.Sprintf("the driver failed: exit status %d", reply.Status), Log: log}, srv
	}
	return readTrace(dir, log), srv
}
