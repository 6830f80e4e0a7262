//go:build !unix

package pyenv

import (
	"context"
	"fmt"
)

// lock is not implemented off unix: the environment's paths (venv/bin) are
// unix ones too.
func lock(context.Context, string) (func(), error) {
	return nil, fmt.Errorf("%w: the Python environment is built on unix only", ErrUnavailable)
}
