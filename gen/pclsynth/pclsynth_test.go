package pclsynth

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

var bindSeeds = flag.Int("seeds", 300, "number of seeds TestBind binds")

func testSchemas(t *testing.T) (*Schemas, bool) {
	t.Helper()
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	s, _, corpus, err := DefaultSchemas(root)
	if err != nil {
		t.Fatal(err)
	}
	if !corpus {
		t.Log("../shared/corpus/schemas is absent: the corpus packages (tls) are not used")
	}
	return s, corpus
}

// TestBind binds hundreds of generated programs: each must bind without
// errors.
func TestBind(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	s, loader, _, err := DefaultSchemas(root)
	if err != nil {
		t.Fatal(err)
	}
	failures := 0
	for seed := int64(1); seed <= int64(*bindSeeds); seed++ {
		p := Generate(s, Options{Seed: seed})
		dir := t.TempDir()
		_, diags, err := p.Bind(dir, loader)
		if err != nil {
			t.Fatal(err)
		}
		if diags.HasErrors() {
			failures++
			if failures <= 40 {
				var b strings.Builder
				for _, f := range p.Files() {
					if strings.HasSuffix(f.Path, ".pp") {
						fmt.Fprintf(&b, "--- %s\n%s", f.Path, f.Contents)
					}
				}
				if testing.Verbose() {
					t.Errorf("seed %d does not bind:\n%s\n%s", seed, diags.Errs(), b.String())
				} else {
					t.Errorf("seed %d: %s", seed, diags.Errs()[0])
				}
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d of %d programs do not bind", failures, *bindSeeds)
	}
}

// TestDeterministic: a seed gives the same files every time.
func TestDeterministic(t *testing.T) {
	s, _ := testSchemas(t)
	for seed := int64(0); seed < 20; seed++ {
		a, b := Generate(s, Options{Seed: seed}), Generate(s, Options{Seed: seed})
		fa, fb := a.Files(), b.Files()
		if len(fa) != len(fb) {
			t.Fatalf("seed %d: %d files, then %d", seed, len(fa), len(fb))
		}
		for i := range fa {
			if fa[i].Path != fb[i].Path || !bytes.Equal(fa[i].Contents, fb[i].Contents) {
				t.Fatalf("seed %d: %s differs between two generations", seed, fa[i].Path)
			}
		}
	}
}

var showSeed = flag.Int64("show", -1, "print the program of this seed (TestShow)")

func TestShow(t *testing.T) {
	if *showSeed < 0 {
		t.Skip("no -show seed")
	}
	s, _ := testSchemas(t)
	p := Generate(s, Options{Seed: *showSeed})
	for _, f := range p.Files() {
		if strings.HasSuffix(f.Path, ".pp") {
			fmt.Printf("--- %s\n%s", f.Path, f.Contents)
		}
	}
}

// TestCoverage: a few hundred programs reach every construct, builtin and
// schema type shape.
func TestCoverage(t *testing.T) {
	s, _ := testSchemas(t)
	cov := Coverage{}
	for seed := int64(1); seed <= 400; seed++ {
		cov.Add(Generate(s, Options{Seed: seed}))
	}
	if missing := cov.Missing(s); len(missing) > 0 {
		var b strings.Builder
		cov.Print(&b, s)
		t.Errorf("never generated: %s\n%s", strings.Join(missing, ", "), b.String())
	}
}

// TestShrink shrinks a program against a predicate that holds while a
// template remains: the result binds and is smaller.
func TestShrink(t *testing.T) {
	root, _ := filepath.Abs(filepath.Join("..", ".."))
	s, loader, _, err := DefaultSchemas(root)
	if err != nil {
		t.Fatal(err)
	}
	var p *Program
	for seed := int64(1); ; seed++ {
		p = Generate(s, Options{Seed: seed})
		if strings.Contains(string(p.Files()[0].Contents), "${") {
			break
		}
	}
	fails := func(c *Program) bool {
		_, diags, err := c.Bind(t.TempDir(), loader)
		return err == nil && !diags.HasErrors() && strings.Contains(string(c.Files()[0].Contents), "${")
	}
	small := Shrink(p, fails, 500)
	before, after := len(p.Files()[0].Contents), len(small.Files()[0].Contents)
	if !fails(small) || after >= before {
		t.Fatalf("shrinking gave %d bytes from %d:\n%s", after, before, small.Files()[0].Contents)
	}
	t.Logf("shrunk from %d to %d bytes:\n%s", before, after, small.Files()[0].Contents)
}
