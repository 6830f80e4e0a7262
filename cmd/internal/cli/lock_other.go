//go:build !unix

package cli

// lockDir does nothing where directories cannot be locked with flock.
func lockDir(dir string) (unlock func(), err error) { return func() {}, nil }
