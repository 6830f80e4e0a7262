package pclgen

import (
	"fmt"
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/python"
	"github.com/pclgen/pclgen/gen/typescript"
)

// Language is a language pclgen generates Pulumi programs in.
type Language string

// The languages pclgen generates.
const (
	Go         Language = "go"
	TypeScript Language = "typescript"
	Python     Language = "python"
)

// Languages returns every language pclgen generates: Go, TypeScript and
// Python, in that order.
func Languages() []Language { return []Language{Go, TypeScript, Python} }

// ParseLanguage returns the language named name: "go", "typescript" or
// "python".
func ParseLanguage(name string) (Language, error) {
	for _, l := range Languages() {
		if string(l) == name {
			return l, nil
		}
	}
	names := make([]string, 0, 3)
	for _, l := range Languages() {
		names = append(names, string(l))
	}
	return "", fmt.Errorf("unknown language %q; pclgen generates %s", name, strings.Join(names, ", "))
}

// String returns the language's name, as ParseLanguage takes it.
func (l Language) String() string { return string(l) }

// DefaultSDKVersion returns the core Pulumi SDK requirement a generated
// project has unless ProjectOptions.SDKVersion says otherwise ("" for a
// language pclgen does not generate).
func (l Language) DefaultSDKVersion() string {
	switch l {
	case Go:
		return golang.DefaultSDKVersion
	case TypeScript:
		return typescript.DefaultSDKVersion
	case Python:
		return python.DefaultSDKRequirement
	}
	return ""
}

// CheckProjectName reports why name cannot be the name of a project in the
// language (ProjectOptions.Name: a Go module path, an npm package name, a
// Python distribution name), or nil when it can.
func (l Language) CheckProjectName(name string) error {
	switch l {
	case Go:
		return golang.CheckProjectName(name)
	case TypeScript:
		return typescript.CheckProjectName(name)
	case Python:
		return python.CheckProjectName(name)
	}
	return fmt.Errorf("pclgen does not generate %q", string(l))
}

// builtinBackends are the backends of Languages. A backend keeps no state
// between calls, so one serves every conversion at once.
var builtinBackends = map[Language]gen.Backend{
	Go:         golang.New(),
	TypeScript: typescript.New(),
	Python:     python.New(),
}
