package gentest

import (
	"context"
	"testing"
	"time"
)

// TestContext returns a context that ends 15 seconds before t's deadline,
// so that a long check reports what it found instead of being killed at
// the test timeout.
func TestContext(t testing.TB) (context.Context, context.CancelFunc) {
	if d, ok := t.(interface{ Deadline() (time.Time, bool) }); ok {
		if deadline, ok := d.Deadline(); ok {
			return context.WithDeadline(context.Background(), deadline.Add(-15*time.Second))
		}
	}
	return context.WithCancel(context.Background())
}
