//go:build unix

package cli

import (
	"os"
	"syscall"
)

// lockDir takes an exclusive lock on the directory dir (which exists),
// waiting while another process holds it, so that two generators writing
// into one directory at once do not mix their files. The lock is released
// by unlock, or when the process ends.
func lockDir(dir string) (unlock func(), err error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, &os.PathError{Op: "lock", Path: dir, Err: err}
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
