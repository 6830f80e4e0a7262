package pyenv

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/pclgen/pclgen/gen/gentest"
)

// Packages returns the names of the top-level modules and packages that
// python can import (pulumi, pulumi_random, ...), as a set.
func Packages(python string) (map[string]bool, error) {
	out, err := exec.CommandContext(context.Background(), python, "-c",
		"import json, pkgutil; print(json.dumps(sorted({m.name for m in pkgutil.iter_modules()})))").Output()
	if err != nil {
		return nil, fmt.Errorf("listing the packages of %s: %w", python, err)
	}
	var names []string
	if err := json.Unmarshal(out, &names); err != nil {
		return nil, fmt.Errorf("listing the packages of %s: %w", python, err)
	}
	set := make(map[string]bool, len(names))
	for _, n := range names {
		set[n] = true
	}
	return set, nil
}

// StandInVersions returns the version each stand-in SDK of the compile
// directory dir stands for (its .dist-info's, as an installed SDK names
// it), keyed by its distribution's normalized name (pulumi-simple: 1.0.0).
func StandInVersions(dir string) (map[string]string, error) {
	infos, err := filepath.Glob(filepath.Join(dir, StandInsDir, "*.dist-info", "METADATA"))
	if err != nil {
		return nil, err
	}
	versions := map[string]string{}
	for _, path := range infos {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		var name, version string
		for _, line := range strings.Split(string(data), "\n") {
			if v, ok := strings.CutPrefix(line, "Name: "); ok {
				name = strings.TrimSpace(v)
			} else if v, ok := strings.CutPrefix(line, "Version: "); ok {
				version = strings.TrimSpace(v)
			}
		}
		if name == "" || version == "" {
			return nil, fmt.Errorf("%s names no distribution and version", path)
		}
		versions[NormalizeName(name)] = version
	}
	return versions, nil
}

// NormalizeName returns a distribution's name as Python packaging
// compares names: lower case, each run of "-", "_" and "." one "-".
func NormalizeName(name string) string {
	var b strings.Builder
	sep := false
	for _, r := range strings.ToLower(name) {
		if r == '-' || r == '_' || r == '.' {
			sep = true
			continue
		}
		if sep && b.Len() > 0 {
			b.WriteByte('-')
		}
		sep = false
		b.WriteRune(r)
	}
	return b.String()
}

// OtherMajor reports whether the stand-in of the module (pulumi_simple:
// pulumi-simple) in standIns (see StandInVersions) stands for another major
// version of its package than version ("" for any): a program for that
// version is no program for the stand-in. A published SDK is taken at the
// version pinned.
func OtherMajor(standIns map[string]string, module, version string) bool {
	have, ok := standIns[NormalizeName(module)]
	return ok && version != "" && gentest.MajorVersion(have) != gentest.MajorVersion(version)
}
