//go:build unix

package tsrun

import (
	"os"
	"syscall"
)

// lockSet takes an exclusive lock on path (created if missing), waiting
// while another process holds it, so that two processes running the same
// set (two pclrun commands at once) do not write over each other's
// programs. The returned function releases it.
func lockSet(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
