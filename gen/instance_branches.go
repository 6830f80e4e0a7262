package gen

import (
	"slices"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// InstanceBranches returns e with each branch of a conditional that is a
// reference to a resource or component (an instance), where the
// conditional is of an object type of no resource (a choice of an instance
// and an object constructor, which PCL unifies to the object of their
// properties), replaced by the object constructor of the instance's
// properties the conditional's type names, each read from the instance:
// the choice's value is an object, where backends hold an instance as its
// class (Python's resources are not subscriptable, Go's are no maps). The
// bound expression is not modified.
func InstanceBranches(e model.Expression) model.Expression {
	e = MapChildren(e, InstanceBranches)
	x, ok := e.(*model.ConditionalExpression)
	if !ok {
		return e
	}
	obj, ok := model.RemoveNone(x.Type()).(*model.ObjectType)
	if !ok || model.IsResourceObject(obj) {
		return e
	}
	t, f := instanceObject(x.TrueResult, obj), instanceObject(x.FalseResult, obj)
	if t == x.TrueResult && f == x.FalseResult {
		return e
	}
	c := model.NewConditionalExpression(x.Condition, t, f, x.Type())
	c.Syntax = x.Syntax
	return c
}

// instanceObject returns e, when it is a reference to an instance, as the
// object constructor of its properties obj names; else e.
func instanceObject(e model.Expression, obj *model.ObjectType) model.Expression {
	st, ok := Unparenthesized(e).(*model.ScopeTraversalExpression)
	if !ok {
		return e
	}
	inst, ok := st.Type().(*model.ObjectType)
	if !ok || !model.IsResourceObject(inst) {
		return e
	}
	keys := make([]string, 0, len(obj.Properties))
	for k := range obj.Properties {
		if _, has := inst.Properties[k]; has {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	items := make([]model.ObjectConsItem, len(keys))
	for i, k := range keys {
		steps := append(slices.Clone(st.Traversal[1:]), hcl.TraverseAttr{Name: k})
		items[i] = model.ObjectConsItem{
			Key:   model.NewLiteralValueExpression(cty.StringVal(k), model.StringType),
			Value: model.NewScopeTraversalExpression(st.RootName, st.Definition, steps, nil),
		}
	}
	return model.NewObjectConsExpression(items, nil)
}
