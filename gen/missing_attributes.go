package gen

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file finds the attribute reads that PCL fails and a language may
// not. A choice between object constructors of different keys
// (`c ? {a = 1} : {a = 1, d = 2}`) is of an object type whose properties
// the branches differ in are optional, and its value is the branch as
// written, without them: reading `d` where the first was chosen fails in
// PCL, where TypeScript reads undefined and Go a zero value. The choice is
// read so wherever its value is found: through locals, at the elements of
// the tuples and the attributes of the objects that hold it
// (`pair[1].d`, `holder.inner.d`), in parentheses, as the parameters of
// the applies that read it and as the variables of the loops over the
// collections that hold it. A backend reads the attributes LackingSteps
// marks checked.

// LackingSteps reports which steps of a traversal, from the value of
// origin (the expression whose value the traversal starts from: a local's
// value, a relative traversal's source), read an attribute or key the
// value they read from may lack. b binds the variables origin reads (see
// Bindings.BindValue and BindElement). It returns nil when no step does.
func LackingSteps(b *Bindings, origin model.Expression, steps hcl.Traversal) []bool {
	w := &valueWalker{b: b, budget: walkBudget}
	return w.lackingSteps([]model.Expression{origin}, steps)
}

// LackingVariableSteps is LackingSteps for a traversal from the variable v
// bound in b: an apply's parameter is the value of its argument, a loop's
// value variable any element of the tuple or object constructor it ranges
// over.
func LackingVariableSteps(b *Bindings, v *model.Variable, steps hcl.Traversal) []bool {
	if !readsKey(steps) {
		return nil
	}
	w := &valueWalker{b: b, budget: walkBudget}
	return w.lackingSteps(w.variableValues(v, 0), steps)
}

// MayReadNull reports whether the value steps read from origin (a local's
// value) may be a null written in the program: a property null in one
// branch of a choice of objects, an element null in a tuple constructor.
// A backend that holds such a value as its language's nil, where it holds
// the other values as outputs, reads it checked.
func MayReadNull(b *Bindings, origin model.Expression, steps hcl.Traversal) bool {
	w := &valueWalker{b: b, budget: walkBudget}
	cur := []model.Expression{origin}
	for _, step := range steps {
		var next []model.Expression
		for _, e := range cur {
			for _, v := range w.valuesOf(e, 0) {
				next = append(next, w.stepValues(v, step, 0)...)
			}
		}
		cur = capped(next)
	}
	for _, e := range cur {
		for _, v := range w.valuesOf(e, 0) {
			for _, leaf := range ValueLeaves(v) {
				if IsNull(leaf) {
					return true
				}
			}
		}
	}
	return false
}

// lackingSteps marks the steps from any of the values cur that may read an
// attribute the value lacks.
func (w *valueWalker) lackingSteps(cur []model.Expression, steps hcl.Traversal) []bool {
	if !readsKey(steps) {
		// (Most reads: a whole value, an element of a list.)
		return nil
	}
	var lacking []bool
	for i, step := range steps {
		key, isKey := TraverserKey(step)
		var next []model.Expression
		for _, e := range cur {
			for _, v := range w.valuesOf(e, 0) {
				if isKey && w.mayLackValue(v, key, 0) {
					if lacking == nil {
						lacking = make([]bool, len(steps))
					}
					lacking[i] = true
				}
				next = append(next, w.stepValues(v, step, 0)...)
			}
		}
		if cur = next; len(cur) == 0 {
			break
		}
	}
	return lacking
}

// readsKey reports whether any of steps reads an attribute or a string key.
func readsKey(steps hcl.Traversal) bool {
	for _, step := range steps {
		if _, ok := TraverserKey(step); ok {
			return true
		}
	}
	return false
}

// WrappedNode is a definition that stands for a node of the program read
// another way (PromiseRanged, Created, a backend's retyped reference).
type WrappedNode interface {
	WrappedNode() binder.Node
}

// UnwrapNode returns the definition def stands for: the node of a
// WrappedNode, at any depth, or def itself.
func UnwrapNode(def model.Definition) model.Definition {
	for i := 0; i < maxValueDepth; i++ {
		w, ok := def.(WrappedNode)
		if !ok {
			break
		}
		def = w.WrappedNode()
	}
	return def
}

// valueWalker follows values for LackingSteps: b binds the variables they
// read, and budget bounds the expressions valuesOf visits (a chain of locals
// each holding the one before twice would double them at each).
type valueWalker struct {
	b      *Bindings
	budget int
}

// walkBudget is the number of expressions a valueWalker visits at most.
const walkBudget = 4096

// maxValueDepth bounds the locals, variables and choices valuesOf and
// mayLackValue follow (a bound program's locals form no cycle; the bound
// keeps a malformed one from looping), and maxValues the values valuesOf
// gives (a chain of locals each holding the one before twice would double
// them at each).
const (
	maxValueDepth = 32
	maxValues     = 64
)

// mayLackValue reports whether the value of v (one of valuesOf) may lack
// key: it is a choice of an object type that makes key optional with a
// branch that is (through locals and variables) an object constructor
// without it.
func (w *valueWalker) mayLackValue(v model.Expression, key string, depth int) bool {
	if depth > maxValueDepth || !mayLackKey(model.ResolveOutputs(v.Type()), key) {
		return false
	}
	for _, leaf := range ChoiceLeaves(v) {
		for _, l := range w.valuesOf(leaf, depth+1) {
			switch l := l.(type) {
			case *model.ObjectConsExpression:
				if !consHasKey(l, key) {
					return true
				}
			case *model.ConditionalExpression:
				if w.mayLackValue(l, key, depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// consHasKey reports whether the object constructor x surely has key: its
// type (of its constant keys) has the property.
func consHasKey(x *model.ObjectConsExpression, key string) bool {
	t, ok := x.Type().(*model.ObjectType)
	if !ok {
		return false
	}
	_, has := t.Properties[key]
	return has
}

// itemKey returns the constant key of an object constructor's item: a
// literal or a template of one literal, as PCL converts it to a string.
func itemKey(e model.Expression) (string, bool) {
	e = Unparenthesized(e)
	if t, ok := e.(*model.TemplateExpression); ok && len(t.Parts) == 1 {
		e = t.Parts[0]
	}
	if lit, ok := e.(*model.LiteralValueExpression); ok {
		return KeyText(lit.Value)
	}
	return "", false
}

// valuesOf returns the expressions whose value e may be: through
// parentheses, secret, unsecret and element, the values of locals and of
// the variables and splat elements b binds, and the elements their steps
// and indexes read of tuple and object constructors and for expressions
// (in each branch of a choice); e itself where it is none of those.
func (w *valueWalker) valuesOf(e model.Expression, depth int) []model.Expression {
	if w.budget--; depth > maxValueDepth || w.budget < 0 {
		return []model.Expression{e}
	}
	var from []model.Expression
	var steps hcl.Traversal
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return w.valuesOf(x.Expression, depth+1)
	case *model.FunctionCallExpression:
		switch {
		case (x.Name == "secret" || x.Name == "unsecret" || x.Name == ToOutputName) && len(x.Args) == 1:
			// The value, secret or not, or as an output.
			return w.valuesOf(x.Args[0], depth+1)
		case x.Name == "element" && len(x.Args) == 2:
			from = w.elementsOf(x.Args[0], depth+1)
		}
	case *model.ScopeTraversalExpression:
		switch d := UnwrapNode(x.Definition).(type) {
		case *binder.LocalVariable:
			if d.Value != nil {
				from = []model.Expression{d.Value}
			}
		case *model.Variable:
			from = w.variableValues(d, depth+1)
		}
		steps = x.Traversal[1:]
	case *model.RelativeTraversalExpression:
		from, steps = []model.Expression{x.Source}, x.Traversal
	case *model.IndexExpression:
		if lit, ok := Unparenthesized(x.Key).(*model.LiteralValueExpression); ok {
			from, steps = []model.Expression{x.Collection}, hcl.Traversal{hcl.TraverseIndex{Key: lit.Value}}
		} else {
			from = w.elementsOf(x.Collection, depth+1)
		}
	case *model.SplatItemExpression:
		if src := w.b.splatSource(x); src != nil {
			if _, isObj := model.ResolveOutputs(src.Type()).(*model.ObjectType); isObj {
				// A splat of one object is of it alone.
				return w.valuesOf(src, depth+1)
			}
			from = w.elementsOf(src, depth+1)
		}
	}
	if len(from) == 0 {
		return []model.Expression{e}
	}
	var values []model.Expression
	for _, f := range from {
		cur := w.valuesOf(f, depth+1)
		for _, step := range steps {
			var next []model.Expression
			for _, c := range cur {
				next = append(next, w.stepValues(c, step, depth+1)...)
			}
			cur = capped(next)
		}
		if len(cur) == 0 {
			// A step that reads no constructor's element: the value is
			// e's own.
			return []model.Expression{e}
		}
		values = append(values, cur...)
	}
	return capped(values)
}

// stepValues returns the values of the element step reads of v, one of
// valuesOf: of a tuple or object constructor, or of each branch of a
// choice; nil where it reads none of those.
func (w *valueWalker) stepValues(v model.Expression, step hcl.Traverser, depth int) []model.Expression {
	if depth > maxValueDepth {
		return nil
	}
	if leaves := ChoiceLeaves(v); leaves != nil {
		var values []model.Expression
		for _, leaf := range leaves {
			for _, lv := range w.valuesOf(leaf, depth+1) {
				values = append(values, w.stepValues(lv, step, depth+1)...)
			}
		}
		return capped(values)
	}
	if el := stepInto(v, step); el != nil {
		return w.valuesOf(el, depth+1)
	}
	return nil
}

// capped returns values, at most maxValues of them.
func capped(values []model.Expression) []model.Expression {
	if len(values) > maxValues {
		return values[:maxValues]
	}
	return values
}

// variableValues returns the expressions the value of v, bound in b, may
// be: its value as an apply's parameter, any element of what a loop's value
// variable ranges over (see elementsOf); nil where unknown.
func (w *valueWalker) variableValues(v *model.Variable, depth int) []model.Expression {
	o, ok := w.b.origin(v)
	if !ok {
		return nil
	}
	if !o.element {
		return w.valuesOf(o.expr, depth+1)
	}
	return w.elementsOf(o.expr, depth+1)
}

// elementsOf returns the expressions the elements of coll may be: those of
// a tuple constructor, the attributes of an object constructor, the value
// of a for expression (in each branch of a choice); nil where unknown.
func (w *valueWalker) elementsOf(coll model.Expression, depth int) []model.Expression {
	var values []model.Expression
	for _, c := range w.valuesOf(coll, depth+1) {
		for _, leaf := range ValueLeaves(c) {
			switch x := leaf.(type) {
			case *model.TupleConsExpression:
				for _, el := range x.Expressions {
					values = append(values, w.valuesOf(el, depth+1)...)
				}
			case *model.ObjectConsExpression:
				for _, item := range x.Items {
					values = append(values, w.valuesOf(item.Value, depth+1)...)
				}
			case *model.ForExpression:
				values = append(values, w.valuesOf(x.Value, depth+1)...)
			default:
				return nil
			}
		}
	}
	return capped(values)
}

// stepInto returns the expression of the element step reads of e, a tuple
// or object constructor or a for expression (its value, any element), or
// nil.
func stepInto(e model.Expression, step hcl.Traverser) model.Expression {
	switch x := e.(type) {
	case *model.ForExpression:
		if _, ok := step.(hcl.TraverseIndex); ok {
			return x.Value
		}
	case *model.TupleConsExpression:
		if i, ok := traverserIndex(step); ok && i >= 0 && i < len(x.Expressions) {
			return x.Expressions[i]
		}
	case *model.ObjectConsExpression:
		key, ok := TraverserKey(step)
		if !ok {
			return nil
		}
		var found model.Expression
		for _, item := range x.Items {
			k, ok := itemKey(item.Key)
			if !ok {
				// A key known when the program runs may be it.
				return nil
			}
			if k == key {
				found = item.Value
			}
		}
		return found
	}
	return nil
}
