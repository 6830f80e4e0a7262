package tsrun

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"

	"github.com/pclgen/pclgen/gen/gentest/mockrun"
)

// serves says whether programs run in driver servers (their replies come
// through an inherited file descriptor, which Windows does not pass).
var serves = runtime.GOOS != "windows"

// serverJobs is how many programs a server runs before it is replaced, so
// that the modules of the programs it loaded do not pile up.
const serverJobs = 100

// server is a driver process in --serve mode (see driver.js).
type server struct {
	cmd     *exec.Cmd
	in      *os.File
	replies *bufio.Reader
	ran     int
	// log is the server's own output (a job's is in its log file): read
	// once the server has ended, which closes done.
	log  bytes.Buffer
	done chan struct{}
}

// serverJob is a job line of the server's protocol.
type serverJob struct {
	Dir   string            `json:"dir"`
	Mocks string            `json:"mocks"`
	Trace string            `json:"trace"`
	Log   string            `json:"log"`
	Env   map[string]string `json:"env"`
}

// serverReply is the server's line about a job it ran.
type serverReply struct {
	Error bool `json:"error"`
}

func startServer(ctx context.Context, node, work string) (*server, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	repR, repW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	s := &server{done: make(chan struct{})}
	cmd := exec.CommandContext(ctx, node, filepath.Join(work, "driver.js"), "--serve")
	cmd.Dir = work
	cmd.Env = withoutPulumiEnv(os.Environ())
	cmd.Stdin = inR
	cmd.Stdout, cmd.Stderr = &s.log, &s.log
	cmd.ExtraFiles = []*os.File{repW}
	cmd.WaitDelay = 5 * time.Second
	err = cmd.Start()
	inR.Close()
	repW.Close()
	if err != nil {
		inW.Close()
		repR.Close()
		return nil, err
	}
	go func() {
		// The reply pipe closes when the server ends.
		_ = cmd.Wait()
		repR.Close()
		close(s.done)
	}()
	s.cmd, s.in, s.replies = cmd, inW, bufio.NewReader(repR)
	return s, nil
}

// close ends the server: it leaves when its input ends; kill makes sure.
func (s *server) close() {
	if s == nil {
		return
	}
	_ = s.in.Close()
}

// kill ends the server at once.
func (s *server) kill() {
	_ = s.in.Close()
	if s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
	}
}

// runServed runs job j on srv, starting a server when srv is nil; it
// returns the job's result and the server for the next job (nil after a
// failed run, whose leftovers must not reach the next program, after a
// timeout, and when the server has run its share of programs).
func runServed(ctx context.Context, srv *server, node, work string, j mockrun.Job, timeout time.Duration) (mockrun.Result, *server) {
	progDir, env, err := prepareJob(work, j)
	if err != nil {
		return mockrun.Result{Failure: err.Error()}, srv
	}
	if srv == nil {
		if srv, err = startServer(ctx, node, work); err != nil {
			return mockrun.Result{Failure: fmt.Sprintf("the driver did not start: %v", err)}, nil
		}
	}
	logPath := filepath.Join(progDir, "log.txt")
	_ = os.Remove(logPath)
	line, err := json.Marshal(serverJob{
		Dir:   progDir,
		Mocks: filepath.Join(progDir, "mocks.json"),
		Trace: filepath.Join(progDir, "trace.json"),
		Log:   logPath,
		Env:   env,
	})
	if err != nil {
		return mockrun.Result{Failure: err.Error()}, srv
	}
	type answer struct {
		reply serverReply
		err   error
	}
	answered := make(chan answer, 1)
	go func() {
		var a answer
		if _, a.err = srv.in.Write(append(line, '\n')); a.err == nil {
			var text []byte
			if text, a.err = srv.replies.ReadBytes('\n'); a.err == nil {
				a.err = json.Unmarshal(text, &a.reply)
			}
		}
		answered <- a
	}()
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	var a answer
	select {
	case a = <-answered:
	case <-timer.C:
		srv.kill()
		<-answered
		logText, _ := os.ReadFile(logPath)
		return mockrun.Result{Failure: fmt.Sprintf("timed out after %s", timeout), Log: string(logText)}, nil
	case <-ctx.Done():
		srv.kill()
		<-answered
		return mockrun.Result{Failure: ctx.Err().Error()}, nil
	}
	logText, _ := os.ReadFile(logPath)
	if a.err != nil {
		// The server ended: its own output says why.
		srv.kill()
		<-srv.done
		logText = append(logText, srv.log.Bytes()...)
	}
	res := readTrace(progDir, string(logText), a.err)
	srv.ran++
	if a.err != nil || a.reply.Error || srv.ran >= serverJobs {
		srv.kill()
		srv = nil
	}
	return res, srv
}
