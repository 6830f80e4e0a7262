package pyenv

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
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
