package textdiff

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestUnified(t *testing.T) {
	tests := []struct {
		name      string
		want, got string
		diff      string
	}{
		{name: "equal", want: "a\nb\n", got: "a\nb\n", diff: ""},
		{
			name: "one-line-changed-with-context",
			want: "1\n2\n3\n4\n5\n6\n7\n8\n9\n",
			got:  "1\n2\n3\n4\nfive\n6\n7\n8\n9\n",
			diff: "--- want\n+++ got\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n",
		},
		{
			name: "two-hunks",
			want: "a\n1\n2\n3\n4\n5\n6\n7\n8\nz\n",
			got:  "A\n1\n2\n3\n4\n5\n6\n7\n8\nZ\n",
			diff: "--- want\n+++ got\n@@ -1,4 +1,4 @@\n-a\n+A\n 1\n 2\n 3\n@@ -7,4 +7,4 @@\n 6\n 7\n 8\n-z\n+Z\n",
		},
		{
			name: "added-to-empty",
			want: "",
			got:  "x\n",
			diff: "--- want\n+++ got\n@@ -0,0 +1 @@\n+x\n",
		},
		{
			name: "missing-final-newline",
			want: "x\n",
			got:  "x",
			diff: "--- want\n+++ got\n@@ -1 +1 @@\n-x\n+x\n\\ No newline at end of file\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Unified("want", "got", []byte(tt.want), []byte(tt.got)); got != tt.diff {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.diff)
			}
		})
	}
}

// TestUnifiedAppliesWithPatch checks the diffs against patch(1), when
// it is installed: applying the diff to want must give got.
func TestUnifiedAppliesWithPatch(t *testing.T) {
	patch, err := exec.LookPath("patch")
	if err != nil {
		t.Skip("patch(1) is not installed")
	}
	var want, got strings.Builder
	for i := 0; i < 200; i++ {
		line := strings.Repeat("x", i%7) + string(rune('a'+i%26))
		want.WriteString(line + "\n")
		switch {
		case i%31 == 0:
			got.WriteString("changed " + line + "\n")
		case i%17 == 0:
		case i%23 == 0:
			got.WriteString(line + "\ninserted\n")
		default:
			got.WriteString(line + "\n")
		}
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, []byte(want.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(patch, "-s", file)
	cmd.Stdin = strings.NewReader(Unified("f", "f", []byte(want.String()), []byte(got.String())))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("patch: %v\n%s", err, out)
	}
	if b, _ := os.ReadFile(file); string(b) != got.String() {
		t.Errorf("patched file differs from got")
	}
}
