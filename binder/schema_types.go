package binder

import (
	"math"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// typeCache converts schema types to model types, lazily and once: each schema
// object, enum and resource is converted on first use and the result reused,
// which is also what makes recursive object types terminate.
type typeCache struct {
	objects   map[objectKey]*model.ObjectType
	enums     map[*schema.EnumType]*model.EnumType
	resources map[*schema.Resource]*resourceTypes
}

// objectKey identifies one conversion of a schema object: as an input type
// (properties accept outputs) or as a plain output type.
type objectKey struct {
	obj   *schema.ObjectType
	input bool
}

// resourceTypes are the model types of one schema resource.
type resourceTypes struct {
	// outputs is object(outputs..., id, urn) with every property output(T).
	outputs *model.ObjectType
	// inputs is the object of the resource's input properties, each an
	// input type.
	inputs *model.ObjectType
	// state is the object of the state inputs (for `read` blocks).
	state *model.ObjectType
}

func newTypeCache() *typeCache {
	return &typeCache{
		objects:   map[objectKey]*model.ObjectType{},
		enums:     map[*schema.EnumType]*model.EnumType{},
		resources: map[*schema.Resource]*resourceTypes{},
	}
}

// inputType returns t as an input type: union(T', output(T')), where T' is t
// with its own elements, values and properties made input types. Dynamic
// stays dynamic.
func inputType(t model.Type) model.Type {
	if t == model.DynamicType {
		return t
	}
	return model.NewUnionType(t, model.NewOutputType(t))
}

// modelType converts a schema type. With input set, every level that is not
// plain accepts outputs (see inputType).
func (c *typeCache) modelType(t schema.Type, input bool) model.Type {
	if p, ok := t.(*schema.PlainType); ok {
		return c.modelType1(p.Elem, input)
	}
	mt := c.modelType1(t, input)
	if input {
		return inputType(mt)
	}
	return mt
}

// modelType1 converts t without making its outermost level an input type.
func (c *typeCache) modelType1(t schema.Type, input bool) model.Type {
	switch t := t.(type) {
	case *schema.PrimitiveType:
		return primitiveModelType(t, input)
	case *schema.ArrayType:
		return model.NewListType(c.modelType(t.Items, input))
	case *schema.MapType:
		return model.NewMapType(c.modelType(t.Elem, input))
	case *schema.UnionType:
		elems := make([]model.Type, 0, len(t.Elements))
		for _, e := range t.Elements {
			elems = append(elems, c.modelType1(unplain(e), input))
		}
		if len(elems) == 0 {
			return model.DynamicType
		}
		return model.NewUnionTypeAnnotated([]any{t}, elems...)
	case *schema.ObjectType:
		return c.objectType(t, input)
	case *schema.EnumType:
		return c.enumType(t)
	case *schema.ResourceType:
		r, err := t.Resource()
		if err != nil {
			return model.ResourceRefType
		}
		return c.resource(r).outputs
	case *schema.TokenType:
		if t.Underlying != nil {
			return primitiveModelType(t.Underlying, input)
		}
		return model.DynamicType
	case *schema.PlainType:
		return c.modelType1(t.Elem, input)
	}
	// *schema.InvalidType and anything unforeseen.
	return model.DynamicType
}

func unplain(t schema.Type) schema.Type {
	u, _ := schema.Unplain(t)
	return u
}

func primitiveModelType(t *schema.PrimitiveType, input bool) model.Type {
	switch t.Kind {
	case schema.BoolKind:
		return model.BoolType
	case schema.IntKind:
		return model.IntType
	case schema.NumberKind:
		return model.NumberType
	case schema.StringKind:
		return model.StringType
	case schema.ArchiveKind:
		return model.ArchiveType
	case schema.AssetKind:
		// Pulumi's Asset inputs also take archives.
		if input {
			return model.AssetOrArchiveType
		}
		return model.AssetType
	case schema.AnyResourceKind:
		return model.ResourceRefType
	}
	return model.DynamicType
}

// objectType converts a schema object, caching the result before converting
// the properties so that recursive references find it.
func (c *typeCache) objectType(t *schema.ObjectType, input bool) *model.ObjectType {
	key := objectKey{t, input}
	if o, ok := c.objects[key]; ok {
		return o
	}
	o := &model.ObjectType{Properties: map[string]model.Type{}, Token: t.Token, Annotations: []any{t}}
	c.objects[key] = o
	props, err := t.Properties()
	if err != nil {
		return o
	}
	for _, p := range props {
		o.Properties[p.Name] = c.propertyType(p, input)
	}
	return o
}

// propertyType converts a property's type: an input type unless the property
// is plain, and optional unless it is required.
func (c *typeCache) propertyType(p *schema.Property, input bool) model.Type {
	var t model.Type
	switch {
	case p.Const != nil:
		under := c.modelType1(p.Type, false)
		if v, ok := ctyValue(p.Const, under); ok {
			t = &model.ConstType{Type: under, Value: v}
		} else {
			t = under
		}
		if input && !p.Plain {
			t = inputType(t)
		}
	case input && !p.Plain:
		t = c.modelType(p.Type, true)
	default:
		t = c.modelType1(unplain(p.Type), input)
	}
	if !p.Required {
		t = model.NewOptionalType(t)
	}
	return t
}

func (c *typeCache) enumType(t *schema.EnumType) *model.EnumType {
	if e, ok := c.enums[t]; ok {
		return e
	}
	elem := primitiveModelType(t.Elem, false)
	e := &model.EnumType{Token: t.Token, ElementType: elem, Annotations: []any{t}}
	for _, v := range t.Values {
		if cv, ok := ctyValue(v.Value, elem); ok {
			e.Elements = append(e.Elements, cv)
		}
	}
	c.enums[t] = e
	return e
}

// ctyValue converts a schema constant (string, float64 or bool) to a value.
func ctyValue(v any, t model.Type) (cty.Value, bool) {
	switch v := v.(type) {
	case string:
		return cty.StringVal(v), true
	case bool:
		return cty.BoolVal(v), true
	case float64:
		if t == model.IntType && v == math.Trunc(v) && math.Abs(v) < 1<<53 {
			return cty.NumberIntVal(int64(v)), true
		}
		return cty.NumberFloatVal(v), true
	case int:
		return cty.NumberIntVal(int64(v)), true
	}
	return cty.NilVal, false
}

// resource returns the model types of a schema resource.
func (c *typeCache) resource(r *schema.Resource) *resourceTypes {
	if rt, ok := c.resources[r]; ok {
		return rt
	}
	rt := &resourceTypes{
		outputs: &model.ObjectType{Properties: map[string]model.Type{}, Token: r.Token, Annotations: []any{r}},
		inputs:  &model.ObjectType{Properties: map[string]model.Type{}, Token: r.Token, Annotations: []any{r}},
	}
	c.resources[r] = rt
	for _, p := range r.Properties {
		rt.outputs.Properties[p.Name] = model.NewOutputType(c.propertyType(p, false))
	}
	rt.outputs.Properties["id"] = model.NewOutputType(model.StringType)
	rt.outputs.Properties["urn"] = model.NewOutputType(model.StringType)
	for _, p := range r.InputProperties {
		rt.inputs.Properties[p.Name] = c.propertyType(p, true)
	}
	return rt
}

// stateInputs returns the object type of a resource's state inputs: the
// schema's stateInputs when it has them, else its outputs as inputs.
func (c *typeCache) stateInputs(r *schema.Resource) *model.ObjectType {
	rt := c.resource(r)
	if rt.state != nil {
		return rt.state
	}
	if r.StateInputs != nil {
		rt.state = c.objectType(r.StateInputs, true)
		return rt.state
	}
	rt.state = &model.ObjectType{Properties: map[string]model.Type{}, Token: r.Token, Annotations: []any{r}}
	for _, p := range r.Properties {
		q := *p
		q.Required = false
		rt.state.Properties[p.Name] = c.propertyType(&q, true)
	}
	return rt.state
}
