package model

import (
	"fmt"
	"testing"
)

// Benchmarks of Conversion over types shaped like a large Pulumi schema (the
// binder converts every resource's inputs to types like these): object types
// with hundreds of optional input properties union(T, output(T), none),
// nested three deep, sharing their nested types, and recurring from the
// innermost level back to the outermost (as JSON schema types do).

const (
	benchSchemaWidth   = 200 // properties of each object type
	benchSchemaObjects = 20  // of which object-typed
	benchSchemaShared  = 4   // distinct object types each level refers to
	benchSchemaDepth   = 3   // levels of object types
)

// benchInput returns the type of an input property of type t.
func benchInput(t Type) Type { return NewUnionType(t, NewOutputType(t), NoneType) }

// benchSchemaType returns the outermost of the generated schema types.
func benchSchemaType() *ObjectType {
	root := benchSchemaLevel(1, nil)
	return root
}

// benchSchemaLevel builds an object type of the given level; root is the
// outermost type (nil when building it), to which the innermost level refers.
func benchSchemaLevel(level int, root *ObjectType) *ObjectType {
	t := &ObjectType{Token: fmt.Sprintf("bench:index:Level%d", level), Properties: map[string]Type{}}
	if root == nil {
		root = t
	}
	var children []*ObjectType
	if level < benchSchemaDepth {
		for i := 0; i < benchSchemaShared; i++ {
			child := benchSchemaLevel(level+1, root)
			child.Token = fmt.Sprintf("%s_%d", child.Token, i)
			children = append(children, child)
		}
	}
	leaves := []Type{StringType, IntType, BoolType, NumberType, NewListType(StringType), NewMapType(StringType)}
	for i := 0; i < benchSchemaWidth; i++ {
		name := fmt.Sprintf("property%03d", i)
		switch {
		case i < benchSchemaObjects && children != nil:
			t.Properties[name] = benchInput(children[i%len(children)])
		case i < benchSchemaObjects/2:
			// The innermost level refers back to the outermost.
			t.Properties[name] = benchInput(NewListType(benchInput(root)))
		default:
			t.Properties[name] = benchInput(leaves[i%len(leaves)])
		}
	}
	return t
}

// benchLiteralType returns the type of an object constructor for the schema
// type t that sets a few properties at each level, and so lacks most. When
// bad is set, one leaf deep inside has a value that does not convert.
func benchLiteralType(t *ObjectType, depth int, bad bool) *ObjectType {
	props := map[string]Type{
		"property024": StringType,                                      // string
		"property025": IntType,                                         // int
		"property027": NewOutputType(StringType),                       // number: unsafe
		"property028": NewTupleType(StringType, StringType),            // list(string)
		"property029": NewObjectType(map[string]Type{"k": StringType}), // map(string)
	}
	if bad && depth == benchSchemaDepth {
		props["property025"] = NewTupleType(BoolType)
	}
	if depth < benchSchemaDepth {
		for _, name := range []string{"property000", "property001"} {
			child := RemoveNone(t.Properties[name]).(*UnionType).ElementTypes[0].(*ObjectType)
			props[name] = benchLiteralType(child, depth+1, bad && name == "property001")
		}
	}
	return NewObjectType(props)
}

func benchConversion(b *testing.B, from, to Type, want ConversionKind) {
	if k, reason := Conversion(from, to); k != want {
		b.Fatalf("Conversion = %v (%s), want %v", k, reason, want)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Conversion(from, to)
	}
}

func BenchmarkConversionLargeObject(b *testing.B) {
	schema := benchSchemaType()
	b.Run("to-itself", func(b *testing.B) {
		benchConversion(b, schema, schema, SafeConversion)
	})
	b.Run("to-a-copy", func(b *testing.B) {
		benchConversion(b, tyDeepCopy(schema), schema, SafeConversion)
	})
	b.Run("output-to-input", func(b *testing.B) {
		// The type of a resource's output property given to an input of the
		// same type: output(T) to union(T, output(T), none).
		benchConversion(b, NewOutputType(tyDeepCopy(schema)), benchInput(schema), SafeConversion)
	})
	b.Run("from-literal-missing-most", func(b *testing.B) {
		// A number property is given an output(string): unsafe.
		benchConversion(b, benchLiteralType(schema, 1, false), benchInput(schema), UnsafeConversion)
	})
	b.Run("from-literal-failing", func(b *testing.B) {
		benchConversion(b, benchLiteralType(schema, 1, true), benchInput(schema), NoConversion)
	})
}
