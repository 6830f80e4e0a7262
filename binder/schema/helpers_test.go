package schema

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// moduleRoot walks up from the working directory to the directory holding
// go.mod.
func moduleRoot(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
}

// corpusSchemas returns ../shared/corpus/schemas beside the module root, or
// skips the test when it is absent.
func corpusSchemas(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join(moduleRoot(tb), "..", "shared", "corpus", "schemas")
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("corpus schemas not available (%s is absent); skipping", dir)
	}
	return dir
}

// walker decodes every object reachable from the types it visits and
// records the invalid types it meets.
type walker struct {
	seen    map[Type]bool
	tokens  map[string]bool
	invalid []string
	objects int
}

func newWalker() *walker { return &walker{seen: map[Type]bool{}, tokens: map[string]bool{}} }

func (w *walker) props(where string, props []*Property) error {
	for _, p := range props {
		if p.Type == nil {
			return fmt.Errorf("%s.%s: nil type", where, p.Name)
		}
		if err := w.typ(where+"."+p.Name, p.Type); err != nil {
			return err
		}
	}
	return nil
}

func (w *walker) typ(where string, t Type) error {
	switch t := t.(type) {
	case *PrimitiveType, *EnumType, *ResourceType:
		if r, ok := t.(*ResourceType); ok && r.Package == nil {
			return fmt.Errorf("%s: resource type %s without a package", where, r.Token)
		}
		return nil
	case *ArrayType:
		return w.typ(where+"[]", t.Items)
	case *MapType:
		return w.typ(where+"{}", t.Elem)
	case *PlainType:
		return w.typ(where, t.Elem)
	case *UnionType:
		for i, e := range t.Elements {
			if err := w.typ(fmt.Sprintf("%s|%d", where, i), e); err != nil {
				return err
			}
		}
		return nil
	case *TokenType:
		w.tokens[t.Token] = true
		return nil
	case *InvalidType:
		w.invalid = append(w.invalid, where+": "+t.Error())
		return nil
	case *ObjectType:
		if w.seen[t] {
			return nil
		}
		w.seen[t] = true
		w.objects++
		props, err := t.Properties()
		if err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		return w.props(t.Token, props)
	case nil:
		return fmt.Errorf("%s: nil type", where)
	}
	return fmt.Errorf("%s: unexpected type %T", where, t)
}

func (w *walker) resource(r *Resource) error {
	if err := w.props(r.Token, r.InputProperties); err != nil {
		return err
	}
	if err := w.props(r.Token, r.Properties); err != nil {
		return err
	}
	if r.StateInputs != nil {
		return w.typ(r.Token+"#state", r.StateInputs)
	}
	return nil
}

func (w *walker) function(f *Function) error {
	if f.Inputs != nil {
		if err := w.typ(f.Token+"#inputs", f.Inputs); err != nil {
			return err
		}
	}
	if f.Outputs != nil {
		if err := w.typ(f.Token+"#outputs", f.Outputs); err != nil {
			return err
		}
	}
	if f.ReturnType != nil {
		return w.typ(f.Token+"#return", f.ReturnType)
	}
	return nil
}

// decodeAll decodes every member of a package and everything reachable from
// it, returning the invalid types found and the tokens of the opaque token
// types met, both sorted.
func decodeAll(p *Package) (invalid, tokens []string, err error) {
	w, err := walkPackage(p)
	if err != nil {
		return nil, nil, err
	}
	for t := range w.tokens {
		tokens = append(tokens, t)
	}
	sort.Strings(tokens)
	sort.Strings(w.invalid)
	return w.invalid, tokens, nil
}

func walkPackage(p *Package) (*walker, error) {
	w := newWalker()
	prov, err := p.Provider()
	if err != nil {
		return nil, err
	}
	if err := w.resource(prov); err != nil {
		return nil, err
	}
	cfg, err := p.Config()
	if err != nil {
		return nil, err
	}
	if err := w.props("config", cfg); err != nil {
		return nil, err
	}
	for _, tok := range p.ResourceTokens() {
		r, err := p.Resource(tok)
		if err != nil {
			return nil, err
		}
		if r.Token != tok {
			return nil, fmt.Errorf("Resource(%q) returned %q", tok, r.Token)
		}
		if err := w.resource(r); err != nil {
			return nil, err
		}
		for _, m := range r.Methods {
			if _, err := p.Function(m.Function); err != nil {
				return nil, fmt.Errorf("%s method %s: %w", tok, m.Name, err)
			}
		}
	}
	for _, tok := range p.FunctionTokens() {
		f, err := p.Function(tok)
		if err != nil {
			return nil, err
		}
		if f.Token != tok {
			return nil, fmt.Errorf("Function(%q) returned %q", tok, f.Token)
		}
		if err := w.function(f); err != nil {
			return nil, err
		}
	}
	for _, tok := range p.TypeTokens() {
		t, err := p.Type(tok)
		if err != nil {
			return nil, err
		}
		if err := w.typ(tok, t); err != nil {
			return nil, err
		}
	}
	return w, nil
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
