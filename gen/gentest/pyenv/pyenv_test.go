package pyenv

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
)

func TestBuildRequirements(t *testing.T) {
	got := buildRequirements([]byte("# comment\nsetuptools==84.2.1\npulumi==3.272.0\nWheel == 0.48.0\n"))
	if strings.Join(got, ",") != "setuptools==84.2.1,Wheel == 0.48.0" {
		t.Errorf("buildRequirements: %q", got)
	}
}

func TestRequirementsPinned(t *testing.T) {
	req, err := os.ReadFile(filepath.Join(gentest.RepoRoot(t), filepath.FromSlash(Dir), "requirements.txt"))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, line := range strings.Split(string(req), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, version, ok := strings.Cut(line, "==")
		if !ok || version == "" || strings.ContainsAny(version, "<>=,; ") {
			t.Errorf("requirement %q is not pinned to one version", line)
		}
		names[strings.ToLower(strings.ReplaceAll(name, "_", "-"))] = true
	}
	for _, want := range []string{"pulumi", "pulumi-random", "pulumi-tls", "pulumi-aws", "pulumi-kubernetes", "black", "pyflakes", "setuptools"} {
		if !names[want] {
			t.Errorf("requirements.txt does not pin %s", want)
		}
	}
}

// TestEnsure builds the environment (the first time: a few minutes) and
// checks that its pulumi has the APIs gen/python emits. .ci/run runs it to
// build the environment before the tests that use it.
func TestEnsure(t *testing.T) {
	gentest.RequireChecks(t, "the Python environment")
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	start := time.Now()
	python, err := Ensure(ctx, gentest.RepoRoot(t))
	if errors.Is(err, ErrUnavailable) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("Ensure took %v", time.Since(start).Round(time.Millisecond))
	check := `import inspect, pulumi, pulumi_random, pulumi_tls, pulumi_aws, pulumi_kubernetes, black, pyflakes
for name in ["Stash", "ResourceHook", "ResourceHookBinding", "ResourceHookOptions", "ErrorHook",
             "get_root_directory", "deferred_output", "InvokeOutputOptions", "InvokeOptions", "Alias"]:
    assert hasattr(pulumi, name), name
assert "hooks" in inspect.signature(pulumi.ResourceOptions).parameters
assert "read" in inspect.signature(pulumi.CustomTimeouts).parameters
`
	if out, err := exec.CommandContext(ctx, python, "-c", check).CombinedOutput(); err != nil {
		t.Fatalf("the environment lacks an API gen/python emits: %v\n%s", err, out)
	}
	// A second call reuses it.
	start = time.Now()
	if again, err := Ensure(ctx, gentest.RepoRoot(t)); err != nil || again != python {
		t.Fatalf("second Ensure: %q, %v", again, err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("a second Ensure took %v; it should reuse the environment", d)
	}
}
