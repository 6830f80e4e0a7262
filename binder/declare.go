package binder

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/model"
)

// blockTypes are the top-level block types, with the label counts they take.
var blockTypes = map[string]struct {
	minLabels, maxLabels int
	labels               string
}{
	"config":    {1, 2, `config NAME ["TYPE"]`},
	"resource":  {2, 2, `resource NAME "TOKEN"`},
	"read":      {2, 2, `read NAME "TOKEN"`},
	"component": {1, 2, `component NAME ["SOURCE"]`},
	"output":    {1, 2, `output NAME ["TYPE"]`},
	"hook":      {1, 2, `hook [KIND] NAME`},
	"package":   {0, 1, `package ["NAME"]`},
	"pulumi":    {0, 0, `pulumi`},
}

func blockTypeNames() []string {
	return []string{"component", "config", "hook", "output", "package", "pulumi", "read", "resource"}
}

// declare creates the program's nodes from the top-level attributes and
// blocks of every file, in source order, and defines them in the program
// scope.
func (b *binder) declare() {
	var pulumiBlock *hclsyntax.Block
	for _, f := range b.program.Files {
		body := f.Body
		if body == nil {
			continue
		}
		// Attributes and blocks interleave in the source; order them by
		// position.
		type item struct {
			attr  *hclsyntax.Attribute
			block *hclsyntax.Block
			pos   int
		}
		var items []item
		for _, a := range body.Attributes {
			items = append(items, item{attr: a, pos: a.SrcRange.Start.Byte})
		}
		for _, blk := range body.Blocks {
			items = append(items, item{block: blk, pos: blk.TypeRange.Start.Byte})
		}
		sortItems(len(items), func(i, j int) bool { return items[i].pos < items[j].pos },
			func(i, j int) { items[i], items[j] = items[j], items[i] })
		for _, it := range items {
			if it.attr != nil {
				n := &LocalVariable{Syntax: it.attr}
				n.name, n.syntax, n.nameRange = it.attr.Name, it.attr, it.attr.NameRange
				b.addNode(n)
				continue
			}
			blk := it.block
			if blk.Type == "pulumi" && b.checkLabels(blk) {
				if pulumiBlock != nil {
					b.report(errorf(blk.DefRange(), "Duplicate pulumi block",
						"A program may have only one pulumi block; the first is at %s.", pulumiBlock.DefRange()))
					continue
				}
				pulumiBlock = blk
				b.bindPulumiBlock(blk)
				continue
			}
			if n := b.declareBlock(blk); n != nil {
				b.addNode(n)
			}
		}
	}
	b.exprs = make([][]model.Expression, len(b.nodes))
}

func sortItems(n int, less func(i, j int) bool, swap func(i, j int)) {
	// Insertion sort: bodies are small and mostly ordered already.
	for i := 1; i < n; i++ {
		for j := i; j > 0 && less(j, j-1); j-- {
			swap(j, j-1)
		}
	}
}

// checkLabels reports a block with an unknown type or the wrong number of
// labels, returning false for them.
func (b *binder) checkLabels(blk *hclsyntax.Block) bool {
	if blk.Body == nil {
		// Only parse errors leave a block without a body; they are reported.
		return false
	}
	spec, ok := blockTypes[blk.Type]
	if !ok {
		b.report(errorf(blk.TypeRange, "Unknown block type",
			"There is no top-level block type %q.%s The block types are %s.", blk.Type, didYouMean(blk.Type, blockTypeNames()), quotedList(blockTypeNames())))
		return false
	}
	if n := len(blk.Labels); n < spec.minLabels || n > spec.maxLabels {
		rng := blk.DefRange()
		if n > spec.maxLabels {
			rng = blk.LabelRanges[spec.maxLabels]
		}
		want := fmt.Sprintf("%d", spec.minLabels)
		if spec.maxLabels != spec.minLabels {
			want = fmt.Sprintf("%d or %d", spec.minLabels, spec.maxLabels)
		}
		b.report(errorf(rng, "Wrong number of block labels",
			"A %s block takes %s labels (%s), but this one has %d.", blk.Type, want, spec.labels, n))
		return false
	}
	return true
}

// declareBlock creates the node a top-level block declares, or nil.
func (b *binder) declareBlock(blk *hclsyntax.Block) baseNode {
	if !b.checkLabels(blk) {
		return nil
	}
	var n baseNode
	switch blk.Type {
	case "config":
		n = &ConfigVariable{}
	case "resource", "read":
		r := &Resource{Token: blk.Labels[1], Read: blk.Type == "read", tokenRange: blk.LabelRanges[1]}
		n = r
	case "component":
		c := &Component{}
		if len(blk.Labels) == 2 {
			c.Source, c.sourceRange = blk.Labels[1], blk.LabelRanges[1]
		}
		n = c
	case "output":
		n = &OutputVariable{}
	case "hook":
		h := &Hook{Kind: "resource"}
		if len(blk.Labels) == 2 {
			h.Kind = blk.Labels[0]
			if h.Kind != "resource" && h.Kind != "error" {
				b.report(errorf(blk.LabelRanges[0], "Unknown hook kind",
					"A hook is a `resource` hook or an `error` hook, not %q.", h.Kind))
			}
		}
		n = h
	case "package":
		d := &PackageDecl{}
		n = d
		b.declarePackage(d, blk)
	}
	base := n.base()
	base.block, base.syntax = blk, blk
	if len(blk.Labels) > 0 {
		idx := 0
		if blk.Type == "hook" && len(blk.Labels) == 2 {
			idx = 1
		}
		base.name, base.nameRange = blk.Labels[idx], blk.LabelRanges[idx]
	} else {
		base.nameRange = blk.DefRange()
	}
	if blk.Type == "package" && base.name == "" {
		if d := n.(*PackageDecl); d.Parameterization != nil {
			base.name = d.Parameterization.Name
		} else {
			base.name = d.BaseProviderName
		}
		if base.name == "" {
			b.report(errorf(blk.DefRange(), "Missing package name",
				"A package block needs a name: a label, a parameterization block with a name, or a baseProviderName."))
		}
	}
	return n
}

// addNode records a node and defines it in the program scope, reporting
// duplicate names. Outputs have a namespace of their own (an output may share
// the name of the config variable it exports); package declarations are not
// in scope.
func (b *binder) addNode(n baseNode) {
	base := n.base()
	base.index = len(b.nodes)
	b.nodes = append(b.nodes, n)
	switch n := n.(type) {
	case *OutputVariable:
		if prev, ok := b.outputs[n.name]; ok {
			b.duplicate(n, prev)
			return
		}
		b.outputs[n.name] = n
		return
	case *PackageDecl:
		return
	}
	if prev, ok := b.byName[base.name]; ok {
		b.duplicate(n, prev)
		return
	}
	b.byName[base.name] = n
	b.scope.Define(base.name, n)
}

func (b *binder) duplicate(n, prev Node) {
	prevRange := rangeOf(prev)
	b.report(&hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Duplicate declaration",
		Detail: fmt.Sprintf("The name %q is declared twice: first at %s and again here. Rename one of them.",
			n.Name(), prevRange),
		Subject: ptr(rangeOf(n)),
		Context: ptr(prevRange),
	})
}

func ptr[T any](v T) *T { return &v }

// declarePackage reads a package block's attributes, which are all string
// literals.
func (b *binder) declarePackage(d *PackageDecl, blk *hclsyntax.Block) {
	str := func(body *hclsyntax.Body, name string) string {
		a, ok := body.Attributes[name]
		if !ok {
			return ""
		}
		s, ok := syntaxString(a.Expr)
		if !ok {
			b.report(errorf(a.Expr.Range(), "Invalid package attribute", "The %s attribute of a package block must be a string literal.", name))
		}
		return s
	}
	known := map[string]bool{"baseProviderName": true, "baseProviderVersion": true, "baseProviderDownloadUrl": true, "baseProviderPluginDownloadURL": true}
	for _, name := range sortedAttrs(blk.Body) {
		if !known[name] {
			b.report(errorf(blk.Body.Attributes[name].NameRange, "Unknown package attribute",
				"A package block has no attribute %q.%s", name, didYouMean(name, []string{"baseProviderName", "baseProviderVersion"})))
		}
	}
	d.BaseProviderName = str(blk.Body, "baseProviderName")
	d.BaseProviderVersion = str(blk.Body, "baseProviderVersion")
	for _, inner := range blk.Body.Blocks {
		if inner.Type != "parameterization" {
			b.report(errorf(inner.DefRange(), "Unexpected block", "A package block may only contain a parameterization block, not a %q block.", inner.Type))
			continue
		}
		if d.Parameterization != nil {
			b.report(errorf(inner.DefRange(), "Duplicate parameterization", "A package block may have only one parameterization block."))
			continue
		}
		d.Parameterization = &Parameterization{
			Name:    str(inner.Body, "name"),
			Version: str(inner.Body, "version"),
			Value:   str(inner.Body, "value"),
		}
	}
}

// bindPulumiBlock reads `pulumi { requiredVersionRange = ... }`.
func (b *binder) bindPulumiBlock(blk *hclsyntax.Block) {
	for _, name := range sortedAttrs(blk.Body) {
		a := blk.Body.Attributes[name]
		if name != "requiredVersionRange" {
			b.report(errorf(a.NameRange, "Unknown pulumi attribute",
				"The pulumi block has no attribute %q; its only attribute is \"requiredVersionRange\".", name))
			continue
		}
		b.pulumiAttr = a
	}
	for _, inner := range blk.Body.Blocks {
		b.report(errorf(inner.DefRange(), "Unexpected block", "The pulumi block contains no blocks."))
	}
}
