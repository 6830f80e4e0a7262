package gen

import (
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// PropertyPaths returns the property paths that e, the value of a resource
// option such as ignoreChanges, spells when it is a list written out: each
// element a string, or a traversal written as the path itself
// (rules[0].name). ok is false when e is not a list written out (the
// backend prints it as a list value); diags reports elements that are
// neither.
func PropertyPaths(e model.Expression) (paths []string, ok bool, diags hcl.Diagnostics) {
	tup, ok := e.(*model.TupleConsExpression)
	if !ok {
		return nil, false, nil
	}
	for _, el := range tup.Expressions {
		if s, isString := StringLiteral(el); isString {
			paths = append(paths, s)
			continue
		}
		if st, isRef := el.(*model.ScopeTraversalExpression); isRef {
			paths = append(paths, TraversalPath(st.Traversal))
			continue
		}
		diags = append(diags, Errorf(el.Range(), "Invalid property path",
			"A property path must be a property name followed by attributes and indexes, such as rules[0].name."))
	}
	return paths, true, diags
}

// TraversalPath spells a traversal as a property path: `a.b[0]["c"]`.
func TraversalPath(t hcl.Traversal) string {
	var b strings.Builder
	for _, step := range t {
		switch s := step.(type) {
		case hcl.TraverseRoot:
			b.WriteString(s.Name)
		case hcl.TraverseAttr:
			b.WriteString("." + s.Name)
		case hcl.TraverseIndex:
			if s.Key.Type() == cty.String {
				b.WriteString("[" + strconv.Quote(s.Key.AsString()) + "]")
			} else {
				i, _ := s.Key.AsBigFloat().Int64()
				b.WriteString("[" + strconv.FormatInt(i, 10) + "]")
			}
		}
	}
	return b.String()
}
