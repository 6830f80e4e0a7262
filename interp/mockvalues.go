package interp

import (
	"fmt"
	"hash/fnv"
	"math/big"
	"strings"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder/schema"
)

// The mock provider's outputs: a resource's outputs are its inputs plus, for
// each output property of its schema that is not among the inputs, a value
// derived from (type token, resource name, property path, property type)
// alone, so that every run of a program sees the same values:
//
//   - string: "NAME-PATH" (PATH is the property name, with ".sub" for an
//     object's property and "[0]" or ".key" for elements);
//   - integer: FNV-1a of "TOKEN\x00NAME\x00PATH" modulo 100;
//   - number: that integer plus 0.5;
//   - boolean: whether that hash is odd;
//   - array(T): one element; map(T): {"key": element} (a resource's lists
//     reach the highest literal index the program reads, and its maps hold
//     the literal keys it reads instead: see mockhints.go);
//   - object: every property of the object (to a depth of 4 nested objects);
//   - enum: its first value; a union: its first alternative;
//   - Any, Json: a string as for string;
//   - Asset, Archive, AssetOrArchive: a text asset whose text is the string;
//   - a resource reference: a string as for string.
//
// Invoke results are derived the same way, with the function token as TOKEN
// and NAME the function's member name (see mockInvokeName).

// mockDepth bounds the nesting of derived objects (schemas may be recursive).
const mockDepth = 4

// mockHash is the hash a derived number or bool comes from.
func mockHash(token, name, path string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(token))
	h.Write([]byte{0})
	h.Write([]byte(name))
	h.Write([]byte{0})
	h.Write([]byte(path))
	return h.Sum32()
}

// mockValue derives the value of a property of schema type t.
func mockValue(token, name, path string, t schema.Type) cty.Value {
	return mockValueDepth(token, name, path, t, 0, nil)
}

// mockValueDepth derives a value; hint says which list indexes and map keys
// the program reads below it (see mockhints.go), nil for none.
func mockValueDepth(token, name, path string, t schema.Type, depth int, hint *shapeHint) cty.Value {
	str := func() cty.Value { return cty.StringVal(name + "-" + path) }
	t, _ = schema.Unplain(t)
	switch t := t.(type) {
	case *schema.PrimitiveType:
		switch t.Kind {
		case schema.BoolKind:
			return cty.BoolVal(mockHash(token, name, path)%2 == 1)
		case schema.IntKind:
			return cty.NumberIntVal(int64(mockHash(token, name, path) % 100))
		case schema.NumberKind:
			return cty.NumberFloatVal(float64(mockHash(token, name, path)%100) + 0.5)
		case schema.AssetKind:
			return builtinAssetVal("asset", "text", name+"-"+path)
		case schema.ArchiveKind:
			return builtinAssetVal("asset", "text", name+"-"+path)
		}
		return str()
	case *schema.ArrayType:
		n := 1
		if hint != nil {
			for i := range hint.indexes {
				if i+1 > n {
					n = i + 1
				}
			}
		}
		elems := make([]cty.Value, n)
		for i := range elems {
			elems[i] = mockValueDepth(token, name, fmt.Sprintf("%s[%d]", path, i), t.Items, depth+1, hint.elem(i))
		}
		return cty.TupleVal(elems)
	case *schema.MapType:
		attrs := map[string]cty.Value{}
		if hint != nil {
			for k, h := range hint.keys {
				attrs[k] = mockValueDepth(token, name, path+"."+k, t.Elem, depth+1, h)
			}
		}
		if len(attrs) == 0 {
			attrs["key"] = mockValueDepth(token, name, path+".key", t.Elem, depth+1, nil)
		}
		return cty.ObjectVal(attrs)
	case *schema.EnumType:
		if len(t.Values) > 0 {
			switch v := t.Values[0].Value.(type) {
			case string:
				return cty.StringVal(v)
			case float64:
				return cty.NumberVal(new(big.Float).SetFloat64(v))
			case bool:
				return cty.BoolVal(v)
			}
		}
		if t.Elem != nil {
			return mockValueDepth(token, name, path, t.Elem, depth, hint)
		}
		return str()
	case *schema.UnionType:
		if len(t.Elements) > 0 {
			return mockValueDepth(token, name, path, t.Elements[0], depth, hint)
		}
		if t.Underlying != nil {
			return mockValueDepth(token, name, path, t.Underlying, depth, hint)
		}
		return str()
	case *schema.ObjectType:
		if depth >= mockDepth {
			return cty.EmptyObjectVal
		}
		props, err := t.Properties()
		if err != nil {
			return cty.EmptyObjectVal
		}
		attrs := map[string]cty.Value{}
		for _, p := range props {
			attrs[p.Name] = mockPropertyHint(token, name, path+"."+p.Name, p, depth+1, hint.child(p.Name))
		}
		return cty.ObjectVal(attrs)
	case *schema.TokenType:
		if t.Underlying != nil {
			return mockValueDepth(token, name, path, t.Underlying, depth, hint)
		}
		return str()
	}
	return str()
}

// mockProperty derives the value of property p, its const when it has one.
func mockProperty(token, name, path string, p *schema.Property, depth int) cty.Value {
	return mockPropertyHint(token, name, path, p, depth, nil)
}

// mockPropertyHint derives the value of property p with the hint of what
// the program reads below it.
func mockPropertyHint(token, name, path string, p *schema.Property, depth int, hint *shapeHint) cty.Value {
	switch c := p.Const.(type) {
	case string:
		return cty.StringVal(c)
	case float64:
		return cty.NumberFloatVal(c)
	case bool:
		return cty.BoolVal(c)
	}
	v := mockValueDepth(token, name, path, p.Type, depth, hint)
	if p.Secret {
		v = v.Mark(SecretMark)
	}
	return v
}

// mockInvokeName is the NAME invoke results are derived with: the member
// name of the function token.
func mockInvokeName(token string) string {
	if i := strings.LastIndex(token, ":"); i >= 0 {
		return token[i+1:]
	}
	return token
}
