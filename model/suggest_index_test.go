package model

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// TestSuggestNameAsBefore checks that the indexed search of a scope chain
// suggests what nameSuggestion suggests from the sorted names of the chain.
func TestSuggestNameAsBefore(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	alphabet := []rune("abcABC_-1é")
	word := func() string {
		r := make([]rune, 1+rng.Intn(7))
		for i := range r {
			r[i] = alphabet[rng.Intn(len(alphabet))]
		}
		return string(r)
	}
	for trial := 0; trial < 300; trial++ {
		root := NewRootScope()
		for i := 0; i < rng.Intn(60); i++ {
			root.Define(word(), NewVariable("", nil))
			root.DefineFunction(&Function{Name: word()})
		}
		s := root.Push()
		for i := 0; i < rng.Intn(5); i++ {
			s.Define(word(), NewVariable("", nil))
		}
		for q := 0; q < 20; q++ {
			name := word()
			if got, want := s.suggestName(name, false), nameSuggestion(name, s.Names()); got != want {
				t.Fatalf("suggestion for %q among %q: got %q, want %q", name, s.Names(), got, want)
			}
			if got, want := s.suggestName(name, true), nameSuggestion(name, s.FunctionNames()); got != want {
				t.Fatalf("function suggestion for %q among %q: got %q, want %q", name, s.FunctionNames(), got, want)
			}
		}
		// A definition added after a search is found by the next one.
		root.Define("zzzzzz", NewVariable("", nil))
		if got := s.suggestName("zzzzzy", false); got != "zzzzzz" {
			t.Fatalf("a name defined after the index was built is not suggested: got %q", got)
		}
	}
}

// BenchmarkUndefinedNames suggests names for 1,000 undefined names in a
// scope of 10,000 resources: through the scope's index, and as before it,
// by sorting the scope's names and measuring each.
func BenchmarkUndefinedNames(b *testing.B) {
	s := NewRootScope()
	for i := 0; i < 10000; i++ {
		s.Define(fmt.Sprintf("resource%d", i), NewVariable("", nil))
	}
	b.Run("index", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i := 0; i < 1000; i++ {
				if _, diags := s.BindReference(fmt.Sprintf("resourc%dx", i), hcl.Range{}); len(diags) != 1 {
					b.Fatal(diags)
				}
			}
		}
	})
	b.Run("sorted-names", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i := 0; i < 1000; i++ {
				didYouMean(fmt.Sprintf("resourc%dx", i), s.Names())
			}
		}
	})
}
