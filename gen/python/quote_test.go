package python

import "testing"

// TestQuoteEscapesFormatCharacters checks that bidirectional overrides and
// other invisible characters reach the source escaped, as in Go.
func TestQuoteEscapesFormatCharacters(t *testing.T) {
	tests := map[string]string{
		"a\u202Eb":   `"a\u202eb"`,
		"\u200b":     `"\u200b"`,
		"\ufeffx":    `"\ufeffx"`,
		"\u2028":     `"\u2028"`,
		"\u00a0":     `"\u00a0"`,
		"\U000E0001": `"\U000e0001"`,
		"é😀":         `"é😀"`,
	}
	for in, want := range tests {
		if got := quote(in); got != want {
			t.Errorf("quote(%q) = %s, want %s", in, got, want)
		}
	}
}
