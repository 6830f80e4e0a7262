package cli

import (
	"strings"
)

// DirList is a flag value collecting directories from repeated flags and from
// comma-separated lists: `--schemas a,b --schemas c` gives [a b c].
type DirList []string

// String returns the directories comma-separated.
func (d *DirList) String() string { return strings.Join(*d, ",") }

// Set adds the comma-separated directories in v.
func (d *DirList) Set(v string) error {
	for _, dir := range strings.Split(v, ",") {
		if dir = strings.TrimSpace(dir); dir != "" {
			*d = append(*d, dir)
		}
	}
	return nil
}
