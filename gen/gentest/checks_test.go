package gentest

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestRequireChecks checks that a check skips unless ChecksEnv is 1.
func TestRequireChecks(t *testing.T) {
	for value, wantSkip := range map[string]bool{"": true, "0": true, "yes": true, "1": testing.Short()} {
		t.Setenv(ChecksEnv, value)
		var skipped bool
		t.Run("value="+value, func(t *testing.T) {
			defer func() { skipped = t.Skipped() }()
			RequireChecks(t, "a tool")
		})
		if skipped != wantSkip {
			t.Errorf("%s=%q: skipped %v, want %v", ChecksEnv, value, skipped, wantSkip)
		}
	}
}

// TestCheckPackageSaysWhenOff runs `go test ./check` as a newcomer's `go
// test ./...` does, without ChecksEnv: its line must say that it ran no
// test rather than a bare "ok", and -v must say why and how to run them.
func TestCheckPackageSaysWhenOff(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the check package's tests with the go command; not with -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go tool is not on PATH")
	}
	root := RepoRoot(t)
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, ChecksEnv+"=") {
			env = append(env, kv)
		}
	}
	for _, args := range [][]string{{"test", "-count=1", "./check"}, {"test", "-count=1", "-v", "./check"}} {
		cmd := exec.CommandContext(t.Context(), goTool, args...)
		cmd.Dir = root
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		want := "ok  \tgithub.com/pclgen/pclgen/check\t"
		if !strings.Contains(string(out), want) || !strings.Contains(string(out), "[no tests to run]") {
			t.Errorf("go %s does not say that the checks did not run:\n%s", strings.Join(args, " "), out)
		}
		if args[2] == "-v" && !strings.Contains(string(out), "the compile checks and mock runs do not run: "+ChecksEnv+" is not 1") {
			t.Errorf("go %s does not say why the checks did not run:\n%s", strings.Join(args, " "), out)
		}
	}
}
