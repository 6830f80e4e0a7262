package binder

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// fuzzLoader is the schema loader every fuzz input binds with: the binder's
// test schemas (aws, random) and the invalid programs' (shop). It is created
// once, so that the schemas are read once however many inputs run.
var fuzzLoader = sync.OnceValue(func() *schema.Loader {
	return schema.NewLoader("testdata/schemas", filepath.Join(invalidProgramsDir, "schemas"))
})

// FuzzBindProgram binds arbitrary program text. Binding must not panic, and a
// program bound without errors must be fully typed: every node and every
// expression in it has a type.
//
// Seeds are in testdata/fuzz/FuzzBindProgram. Run with
//
//	go test -run XXX -fuzz FuzzBindProgram -parallel 1 ./binder/
func FuzzBindProgram(f *testing.F) {
	f.Fuzz(func(t *testing.T, src []byte) {
		// The file lies in a directory that does not exist, so that relative
		// component sources resolve to nothing.
		file, diags := syntax.ParseFile(filepath.Join("fuzz-nonexistent", "main.pp"), src)
		p, bdiags := BindFiles([]*syntax.File{file}, Options{Loader: fuzzLoader()})
		diags = append(diags, bdiags...)
		if p == nil {
			t.Fatal("BindFiles returned a nil program")
		}
		if diags.HasErrors() {
			return
		}
		if err := checkFullyTyped(p); err != nil {
			t.Fatalf("%v\nprogram:\n%s", err, src)
		}
	})
}

// checkFullyTyped returns an error naming the first node or expression of p
// without a type.
func checkFullyTyped(p *Program) error {
	for _, n := range p.Nodes {
		if _, ok := n.(*PackageDecl); ok {
			continue // package declarations are not values
		}
		if n.(baseNode).base().typ == nil {
			return fmt.Errorf("node %q (%T) has no type", n.Name(), n)
		}
		exprs, err := nodeExpressions(n)
		if err != nil {
			return fmt.Errorf("node %q: %w", n.Name(), err)
		}
		for _, e := range exprs {
			if err := checkTyped(e); err != nil {
				return fmt.Errorf("node %q: %w", n.Name(), err)
			}
		}
	}
	return nil
}

// nodeExpressions returns the bound expressions of a node, or an error when
// the node lacks a part binding always sets.
func nodeExpressions(n Node) ([]model.Expression, error) {
	var out []model.Expression
	add := func(es ...model.Expression) {
		for _, e := range es {
			if e != nil {
				out = append(out, e)
			}
		}
	}
	addOptions := func(o *ResourceOptions) {
		if o == nil {
			return
		}
		add(o.Range, o.Parent, o.Provider, o.Providers, o.DependsOn, o.Protect, o.RetainOnDelete,
			o.IgnoreChanges, o.HideDiffs, o.ReplaceOnChanges, o.AdditionalSecretOutputs,
			o.DeleteBeforeReplace, o.Version, o.CustomTimeouts, o.PluginDownloadURL, o.DeletedWith,
			o.ReplaceWith, o.Import, o.Aliases, o.ReplacementTrigger, o.EnvVarMappings, o.Hooks)
	}
	switch n := n.(type) {
	case *ConfigVariable:
		add(n.DefaultValue)
	case *LocalVariable:
		add(n.Value)
	case *OutputVariable:
		add(n.Value)
	case *Hook:
		add(n.Command, n.OnDryRun, n.IgnoreErrors)
	case *Resource:
		if n.Options == nil {
			return nil, errors.New("has no options")
		}
		add(n.ID)
		for _, in := range n.Inputs {
			add(in.Value)
		}
		addOptions(n.Options)
	case *Component:
		if n.Options == nil {
			return nil, errors.New("has no options")
		}
		for _, in := range n.Inputs {
			add(in.Value)
		}
		addOptions(n.Options)
	}
	return out, nil
}

// checkTyped returns an error when e or one of its descendants has no type.
func checkTyped(e model.Expression) error {
	var err error
	model.Walk(e, func(x model.Expression) bool {
		if err != nil {
			return false
		}
		if x.Type() == nil {
			err = fmt.Errorf("%T at %s has no type", x, x.Range())
			return false
		}
		return true
	})
	return err
}

// TestCheckFullyTyped checks the fuzz target's invariant check: it accepts a
// bound program and names a node that lacks its type or its options.
func TestCheckFullyTyped(t *testing.T) {
	src := `resource pet "random:index/randomPet:RandomPet" {}
x = [for p in [pet] : p.id]`
	p := mustBind(t, src)
	if err := checkFullyTyped(p); err != nil {
		t.Fatalf("bound program: %v", err)
	}
	pet := p.Node("pet").(*Resource)
	opts := pet.Options
	pet.Options = nil
	if err := checkFullyTyped(p); err == nil || !strings.Contains(err.Error(), `"pet"`) {
		t.Errorf("resource without options: %v", err)
	}
	pet.Options = opts
	x := p.Node("x").(*LocalVariable)
	x.typ = nil
	if err := checkFullyTyped(p); err == nil || !strings.Contains(err.Error(), `node "x"`) {
		t.Errorf("local without a type: %v", err)
	}
}
