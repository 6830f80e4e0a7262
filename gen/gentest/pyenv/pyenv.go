// Package pyenv provides the pinned Python environment of the checks of
// generated Python: input testdata/compile/python/requirements.txt (exact
// versions of pulumi, the provider SDKs, black and pyflakes, transitive
// dependencies too), output the virtual environment
// testdata/compile/python/venv built from it and the path of its python.
//
// The environment is built once and reused while requirements.txt is
// unchanged: the venv holds the SHA-256 of the requirements it was built
// from, written last, so an interrupted build is redone. A lock file in the
// temporary directory keeps two processes (two test binaries) from building
// it at once.
package pyenv

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Dir is the directory of requirements.txt and venv/, relative to the
// repository root.
const Dir = "testdata/compile/python"

// stampName is the file in the venv that holds the hash of the
// requirements it was built from.
const stampName = ".pclgen-requirements-sha256"

// ErrUnavailable is wrapped by Ensure's error when there is no Python to
// build the environment with (python3 is not on PATH, or it lacks the venv
// module): tests skip on it. Any other error is a failed build.
var ErrUnavailable = errors.New("python is unavailable")

// Ensure creates (or reuses when requirements.txt has not changed since) the virtual environment
// testdata/compile/python/venv/ from requirements.txt and returns its python path.
func Ensure(ctx context.Context, repoRoot string) (python string, err error) {
	dir := filepath.Join(repoRoot, filepath.FromSlash(Dir))
	reqPath := filepath.Join(dir, "requirements.txt")
	req, err := os.ReadFile(reqPath)
	if err != nil {
		return "", fmt.Errorf("reading the Python requirements: %w", err)
	}
	sum := sha256.Sum256(req)
	want := hex.EncodeToString(sum[:])
	venv := filepath.Join(dir, "venv")
	python = filepath.Join(venv, "bin", "python")
	if current(venv, python, want) {
		return python, linkStandIns(dir, venv)
	}

	unlock, err := lock(ctx, dir)
	if err != nil {
		return "", err
	}
	defer unlock()
	// Another process may have built it while this one waited.
	if current(venv, python, want) {
		return python, linkStandIns(dir, venv)
	}

	base, err := exec.LookPath("python3")
	if err != nil {
		return "", fmt.Errorf("%w: python3 is not on PATH", ErrUnavailable)
	}
	if out, err := exec.CommandContext(ctx, base, "-c", "import venv, ensurepip").CombinedOutput(); err != nil {
		return "", fmt.Errorf("%w: %s cannot create a virtual environment with pip (apt-get install python3-venv): %v\n%s", ErrUnavailable, base, err, out)
	}
	if err := os.RemoveAll(venv); err != nil {
		return "", err
	}
	if out, err := run(ctx, dir, base, "-m", "venv", venv); err != nil {
		return "", fmt.Errorf("creating %s: %v\n%s", venv, err, out)
	}
	// The provider SDKs of the pinned versions are sdists: install their
	// build backend (pinned in requirements.txt) first, and build them
	// without isolation so that the pinned one builds them.
	if build := buildRequirements(req); len(build) > 0 {
		args := append([]string{"-m", "pip", "install", "--disable-pip-version-check", "--no-input"}, build...)
		if out, err := run(ctx, dir, python, args...); err != nil {
			return "", fmt.Errorf("installing %s into %s: %v\n%s", strings.Join(build, " "), venv, err, out)
		}
	}
	if out, err := run(ctx, dir, python, "-m", "pip", "install", "--disable-pip-version-check", "--no-input",
		"--no-build-isolation", "-r", reqPath); err != nil {
		return "", fmt.Errorf("installing %s into %s: %v\n%s", reqPath, venv, err, out)
	}
	if err := linkStandIns(dir, venv); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(venv, stampName), []byte(want+"\n"), 0o644); err != nil {
		return "", err
	}
	return python, nil
}

// StandInsDir is the directory, beside requirements.txt, of the stand-in
// SDKs of the test schemas that have no published SDK (pulumi_simple, ...).
const StandInsDir = "sdks"

// standInsPth is the .pth file in the venv's site-packages that puts
// StandInsDir on the environment's path.
const standInsPth = "pclgen-stand-ins.pth"

// linkStandIns puts dir's stand-in SDKs on the path of the venv (a .pth
// file holding the directory's absolute path), writing the file only when
// its contents differ, so that python, pyflakes and pyright import them as
// they import the packages requirements.txt installs.
func linkStandIns(dir, venv string) error {
	abs, err := filepath.Abs(filepath.Join(dir, StandInsDir))
	if err != nil {
		return err
	}
	sites, err := filepath.Glob(filepath.Join(venv, "lib", "python*", "site-packages"))
	if err != nil || len(sites) == 0 {
		return fmt.Errorf("%s has no site-packages directory", venv)
	}
	want := []byte(abs + "\n")
	for _, site := range sites {
		pth := filepath.Join(site, standInsPth)
		if have, err := os.ReadFile(pth); err == nil && bytes.Equal(have, want) {
			continue
		}
		if err := os.WriteFile(pth, want, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// current reports whether the venv exists and was built from the
// requirements whose hash is want.
func current(venv, python, want string) bool {
	stamp, err := os.ReadFile(filepath.Join(venv, stampName))
	if err != nil || strings.TrimSpace(string(stamp)) != want {
		return false
	}
	_, err = os.Stat(python)
	return err == nil
}

// buildRequirements returns the requirement lines (name==version) of the
// build backends in req: setuptools and wheel.
func buildRequirements(req []byte) []string {
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(req))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		name, _, ok := strings.Cut(line, "==")
		if !ok {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "setuptools", "wheel":
			out = append(out, line)
		}
	}
	return out
}

// lockPath is the lock file of the environment in dir: in the temporary
// directory, named by a hash of dir, so that nothing is written into the
// repository beside the venv.
func lockPath(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		abs = dir
	}
	sum := sha256.Sum256([]byte(abs))
	return filepath.Join(os.TempDir(), "pclgen-pyenv-"+hex.EncodeToString(sum[:8])+".lock")
}

// run runs a command in dir and returns its combined output.
func run(ctx context.Context, dir, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PIP_DISABLE_PIP_VERSION_CHECK=1")
	return cmd.CombinedOutput()
}
