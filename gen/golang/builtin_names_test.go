package golang

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/model"
)

// TestBuiltinCollectionNamesExist walks every list and map of the SDK's
// builtin element types up to four levels deep and checks that each name
// builtinElementName gives one (pulumi.StringMapArray) is a type of the Go
// SDK the compile check builds against: a name the SDK lacks does not
// compile (there is no pulumi.StringMapArrayArray).
func TestBuiltinCollectionNamesExist(t *testing.T) {
	src := sdkBuiltinsSource(t)
	declared := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^type (\w+) `).FindAllStringSubmatch(src, -1) {
		declared[m[1]] = true
	}
	bases := []model.Type{model.StringType, model.IntType, model.NumberType, model.BoolType, model.DynamicType,
		model.AssetType, model.ArchiveType, model.AssetOrArchiveType}
	var walk func(typ model.Type, path string, depth int)
	checked := 0
	walk = func(typ model.Type, path string, depth int) {
		if depth > 0 {
			if n, ok := builtinElementName(typ); ok && n != "" {
				checked++
				if !declared[n] {
					t.Errorf("%s is named pulumi.%s, which the Go SDK does not declare", path, n)
				}
			}
		}
		if depth == 4 {
			return
		}
		walk(model.NewListType(typ), "list("+path+")", depth+1)
		walk(model.NewMapType(typ), "map("+path+")", depth+1)
	}
	for _, b := range bases {
		walk(b, b.String(), 0)
	}
	if checked == 0 {
		t.Fatal("no collection was named")
	}
}

// sdkBuiltinsSource returns the Go SDK's types_builtins.go of the version
// testdata/compile/go requires, from the module cache; the test is skipped
// when the module is not downloaded.
func sdkBuiltinsSource(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "go")
	cmd := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/pulumi/pulumi/sdk/v3")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod")
	out, err := cmd.Output()
	if err != nil || strings.TrimSpace(string(out)) == "" {
		t.Skipf("the Go SDK is not in the module cache (run go mod download in %s): %v", dir, err)
	}
	b, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "go", "pulumi", "types_builtins.go"))
	if err != nil {
		t.Skipf("the Go SDK has no types_builtins.go: %v", err)
	}
	return string(b)
}
