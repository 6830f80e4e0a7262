package model

import (
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"
)

type conversionCase struct {
	name     string
	from, to Type
	kind     ConversionKind
	// reason, when set, must appear in the reason of a NoConversion.
	reason string
}

func runConversionCases(t *testing.T, cases []conversionCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			kind, reason := Conversion(c.from, c.to)
			if kind != c.kind {
				t.Fatalf("Conversion(%v, %v) = %v (%q), want %v", c.from, c.to, kind, reason, c.kind)
			}
			if kind == NoConversion {
				if reason == "" {
					t.Fatalf("Conversion(%v, %v): empty reason for NoConversion", c.from, c.to)
				}
				if !strings.Contains(reason, c.reason) {
					t.Fatalf("Conversion(%v, %v) reason %q does not contain %q", c.from, c.to, reason, c.reason)
				}
			} else if reason != "" {
				t.Fatalf("Conversion(%v, %v) = %v with reason %q; reasons are only for failures", c.from, c.to, kind, reason)
			}
		})
	}
}

func TestConversionPrimitives(t *testing.T) {
	S, U, N := SafeConversion, UnsafeConversion, NoConversion
	runConversionCases(t, []conversionCase{
		{"convert/bool->bool=safe", BoolType, BoolType, S, ""},
		{"convert/int->int=safe", IntType, IntType, S, ""},
		{"convert/number->number=safe", NumberType, NumberType, S, ""},
		{"convert/string->string=safe", StringType, StringType, S, ""},
		{"convert/int->string=safe", IntType, StringType, S, ""},
		{"convert/int->number=safe", IntType, NumberType, S, ""},
		{"convert/string->int=unsafe", StringType, IntType, U, ""},
		{"convert/number->int=unsafe", NumberType, IntType, U, ""},
		{"convert/hcl/number->string=safe", NumberType, StringType, S, ""},
		{"convert/hcl/bool->string=safe", BoolType, StringType, S, ""},
		{"convert/hcl/string->number=unsafe", StringType, NumberType, U, ""},
		{"convert/hcl/string->bool=unsafe", StringType, BoolType, U, ""},
		{"convert/bool->int=none", BoolType, IntType, N, "cannot convert bool to int"},
		{"convert/int->bool=none", IntType, BoolType, N, "cannot convert int to bool"},
		{"convert/bool->number=none", BoolType, NumberType, N, "cannot convert bool to number"},
		{"convert/number->bool=none", NumberType, BoolType, N, "cannot convert number to bool"},
		{"convert/copied-primitive-is-the-same-type", &PrimitiveType{Kind: IntKind}, NumberType, S, ""},
	})
}

func TestConversionDynamic(t *testing.T) {
	S, U := SafeConversion, UnsafeConversion
	var cases []conversionCase
	for _, ty := range []Type{BoolType, IntType, StringType, NoneType, tyList(IntType), tyObj("a", IntType),
		tyUnion(IntType, NoneType), tyOutput(StringType), tyPromise(IntType), AssetType, tyColorEnum(), tyConstString("x")} {
		cases = append(cases,
			conversionCase{"convert/dynamic/" + ty.String() + "->dynamic=safe", ty, DynamicType, S, ""},
			conversionCase{"convert/dynamic/dynamic->" + ty.String() + "=unsafe", DynamicType, ty, U, ""})
	}
	cases = append(cases,
		conversionCase{"convert/dynamic/dynamic->dynamic=safe", DynamicType, DynamicType, S, ""},
		conversionCase{"convert/dynamic/dynamic->union-with-dynamic=safe", DynamicType, tyUnion(NoneType, DynamicType), S, ""},
		conversionCase{"convert/dynamic/dynamic->output(dynamic)=safe", DynamicType, tyOutput(DynamicType), S, ""},
		conversionCase{"convert/dynamic/list(dynamic)->list(int)=unsafe", tyList(DynamicType), tyList(IntType), U, ""})
	runConversionCases(t, cases)
}

func TestConversionNone(t *testing.T) {
	S, N := SafeConversion, NoConversion
	runConversionCases(t, []conversionCase{
		{"convert/none->none=safe", NoneType, NoneType, S, ""},
		{"convert/none->dynamic=safe", NoneType, DynamicType, S, ""},
		{"convert/none->union(T,none)=safe", NoneType, tyOpt(StringType), S, ""},
		{"convert/none->union(none,T)=safe", NoneType, &UnionType{ElementTypes: []Type{NoneType, IntType}}, S, ""},
		{"convert/none->string=none", NoneType, StringType, N, "only allowed where the type is optional, such as union(string, none)"},
		{"convert/none->list=none", NoneType, tyList(StringType), N, "cannot convert none to list(string)"},
		{"convert/none->object=none", NoneType, tyObj("a", IntType), N, "optional"},
		{"convert/none->union-without-none=none", NoneType, tyUnion(StringType, IntType), N, "null is only allowed"},
		{"convert/none->output(optional)=safe", NoneType, tyOutput(tyOpt(StringType)), S, ""},
		{"convert/none->output(string)=none", NoneType, tyOutput(StringType), N, "cannot convert none to string"},
		{"convert/string->none=none", StringType, NoneType, N, "only null converts to none"},
		{"convert/object->none=none", tyObj(), NoneType, N, "only null converts to none"},
		{"convert/copied-none-is-none", &noneType{}, tyOpt(IntType), S, ""},
	})
}

func TestConversionUnions(t *testing.T) {
	S, U, N := SafeConversion, UnsafeConversion, NoConversion
	runConversionCases(t, []conversionCase{
		{"convert/union/safe-if-any-element-safe", IntType, tyUnion(BoolType, StringType), S, ""},
		{"convert/union/safe-if-one-safe-and-one-unsafe", StringType, tyUnion(IntType, StringType), S, ""},
		{"convert/union/unsafe-if-only-unsafe", StringType, tyUnion(IntType, BoolType), U, ""},
		{"convert/union/none-if-no-element", tyList(StringType), tyUnion(IntType, BoolType), N, "list(string) does not convert to any of int, bool"},
		{"convert/from-union/safe-if-all-safe", tyUnion(IntType, NumberType), StringType, S, ""},
		{"convert/from-union/unsafe-if-some-unsafe", tyUnion(IntType, StringType), NumberType, U, ""},
		{"convert/from-union/unsafe-if-some-do-not-convert", tyUnion(StringType, tyList(StringType)), StringType, U, ""},
		{"convert/from-union/none-if-no-element-converts", tyUnion(tyList(IntType), BoolType), IntType, N, "none of the union's element types converts"},
		{"convert/from-union/optional->non-optional=unsafe", tyOpt(StringType), StringType, U, ""},
		{"convert/union->superset-union=safe", tyUnion(IntType, BoolType), tyUnion(BoolType, StringType, IntType), S, ""},
		{"convert/union->reordered-union=safe", tyUnion(IntType, BoolType), tyUnion(BoolType, IntType), S, ""},
		{"convert/union->union-elementwise=safe", tyUnion(IntType, BoolType), tyUnion(NumberType, StringType), S, ""},
		{"convert/union/output-needs-apply", tyOutput(StringType), tyUnion(StringType, IntType), N, "apply"},
		{"convert/union/output-into-union-with-output=safe", tyOutput(StringType), tyUnion(tyOutput(StringType), NoneType), S, ""},
		{"convert/union/into-union-with-dynamic=safe", tyList(IntType), tyUnion(DynamicType, NoneType), S, ""},
		{"convert/empty-union-is-none", &UnionType{}, tyOpt(IntType), S, ""},
	})
}

func TestConversionEventuals(t *testing.T) {
	S, U, N := SafeConversion, UnsafeConversion, NoConversion
	runConversionCases(t, []conversionCase{
		{"convert/promise/T->promise(T)=safe", IntType, tyPromise(IntType), S, ""},
		{"convert/promise/T->promise(U)-follows-T->U", StringType, tyPromise(IntType), U, ""},
		{"convert/promise/promise(V)->promise(U)=safe-if-V->U-safe", tyPromise(IntType), tyPromise(NumberType), S, ""},
		{"convert/promise/promise(V)->promise(U)=unsafe-if-V->U-unsafe", tyPromise(NumberType), tyPromise(IntType), U, ""},
		{"convert/promise/promise(V)->promise(U)=none-if-V->U-none", tyPromise(StringType), tyPromise(tyList(StringType)), N, "cannot convert string to list(string)"},
		{"convert/promise/T->promise(U)=none-if-T->U-none", tyList(IntType), tyPromise(IntType), N, "cannot convert list(int) to int"},
		{"convert/promise/output->promise=none", tyOutput(IntType), tyPromise(IntType), N, "an output cannot be used where a promise is expected"},
		{"convert/output/T->output(T)=safe", IntType, tyOutput(IntType), S, ""},
		{"convert/output/T->output(U)-follows-T->U", StringType, tyOutput(IntType), U, ""},
		{"convert/output/output(V)->output(U)=safe", tyOutput(IntType), tyOutput(StringType), S, ""},
		{"convert/output/output(V)->output(U)=unsafe", tyOutput(StringType), tyOutput(IntType), U, ""},
		{"convert/output/promise(V)->output(U)=safe", tyPromise(IntType), tyOutput(NumberType), S, ""},
		{"convert/output/promise(V)->output(U)=unsafe", tyPromise(NumberType), tyOutput(IntType), U, ""},
		{"convert/output/T->output(U)=none", tyList(StringType), tyOutput(IntType), N, "cannot convert list(string) to int"},
		{"convert/output/output(V)->output(U)=none", tyOutput(BoolType), tyOutput(IntType), N, "cannot convert bool to int"},
		{"convert/output->T=none-needs-apply", tyOutput(StringType), StringType, N, "use an apply"},
		{"convert/promise->T=none-needs-apply", tyPromise(StringType), StringType, N, "use an apply"},
		{"convert/output->list=none-needs-apply", tyOutput(tyList(IntType)), tyList(IntType), N, "output"},
		{"convert/output->dynamic=safe", tyOutput(StringType), DynamicType, S, ""},
		{"convert/union-of-outputs->output=safe", tyUnion(tyOutput(StringType), StringType), tyOutput(StringType), S, ""},
		{"convert/output-of-union->output=safe", tyOutput(tyUnion(IntType, NumberType)), tyOutput(NumberType), S, ""},
	})
}

func TestConversionOpaqueEnumConst(t *testing.T) {
	S, U, N := SafeConversion, UnsafeConversion, NoConversion
	color := tyColorEnum()
	small := tySmallIntEnum()
	otherColor := &EnumType{Token: "pkg:index:Other", ElementType: StringType, Elements: []cty.Value{cty.StringVal("red")}}
	runConversionCases(t, []conversionCase{
		{"convert/opaque/Asset->AssetOrArchive=safe", AssetType, AssetOrArchiveType, S, ""},
		{"convert/opaque/Archive->AssetOrArchive=safe", ArchiveType, AssetOrArchiveType, S, ""},
		{"convert/opaque/AssetOrArchive->Asset=none", AssetOrArchiveType, AssetType, N, "cannot convert AssetOrArchive to Asset"},
		{"convert/opaque/Asset->Archive=none", AssetType, ArchiveType, N, "cannot convert Asset to Archive"},
		{"convert/opaque/same-name=safe", &OpaqueType{Name: "Asset"}, AssetType, S, ""},
		{"convert/opaque/string->Asset=none", StringType, AssetType, N, "cannot convert string to Asset"},
		{"convert/opaque/Asset->string=none", AssetType, StringType, N, "cannot convert Asset to string"},
		{"convert/opaque/Resource->Resource=safe", ResourceRefType, ResourceRefType, S, ""},
		{"convert/opaque/Asset->output(AssetOrArchive)=safe", AssetType, tyOutput(AssetOrArchiveType), S, ""},
		{"convert/enum->element-type=safe", color, StringType, S, ""},
		{"convert/enum->what-its-element-converts-to", small, NumberType, S, ""},
		{"convert/enum->incompatible=none", color, tyList(StringType), N, "cannot convert string to list(string)"},
		{"convert/element-type->enum=unsafe", StringType, color, U, ""},
		{"convert/convertible->enum=unsafe", NumberType, small, U, ""},
		{"convert/incompatible->enum=none", tyList(IntType), color, N, "cannot convert list(int) to enum(pkg:index:Color)"},
		{"convert/enum-constant->enum=safe", tyConstString("red"), color, S, ""},
		{"convert/non-member-constant->enum=none", tyConstString("blue"), color, N, `"blue" is not one of the enum's values`},
		{"convert/enum->other-enum=unsafe", color, otherColor, U, ""},
		{"convert/const->underlying=safe", tyConstString("x"), StringType, S, ""},
		{"convert/const->what-underlying-converts-to", tyConstInt(1), NumberType, S, ""},
		{"convert/const->incompatible=none", tyConstString("x"), tyList(StringType), N, "cannot convert string to list(string)"},
		{"convert/underlying->const=unsafe", StringType, tyConstString("x"), U, ""},
		{"convert/convertible->const=unsafe", BoolType, tyConstString("true"), U, ""},
		{"convert/incompatible->const=none", tyList(StringType), tyConstString("x"), N, `cannot convert list(string) to const(string, "x")`},
		{"convert/const->same-const=safe", tyConstString("x"), tyConstString("x"), S, ""},
		{"convert/const->other-const=none", tyConstString("x"), tyConstString("y"), N, "the values differ"},
		{"convert/const(int)->const(number)-same-value=safe", tyConstInt(2), &ConstType{Type: NumberType, Value: cty.NumberFloatVal(2)}, S, ""},
	})
}

func TestConversionCollections(t *testing.T) {
	S, U, N := SafeConversion, UnsafeConversion, NoConversion
	runConversionCases(t, []conversionCase{
		{"convert/list(int)->list(number)=safe", tyList(IntType), tyList(NumberType), S, ""},
		{"convert/list(string)->list(int)=unsafe", tyList(StringType), tyList(IntType), U, ""},
		{"convert/list->list=none-with-element-reason", tyList(StringType), tyList(tyList(StringType)), N, "cannot convert list(string) to list(list(string)): cannot convert string to list(string)"},
		{"convert/set->list=safe", tySet(IntType), tyList(IntType), S, ""},
		{"convert/set->list-follows-elements", tySet(StringType), tyList(IntType), U, ""},
		{"convert/list->set=unsafe", tyList(IntType), tySet(IntType), U, ""},
		{"convert/list->set=none-if-elements-do-not", tyList(BoolType), tySet(IntType), N, "cannot convert bool to int"},
		{"convert/set->set=safe", tySet(IntType), tySet(StringType), S, ""},
		{"convert/tuple->list=safe-if-all-elements-safe", tyTuple(IntType, StringType), tyList(StringType), S, ""},
		{"convert/tuple->list=unsafe-if-an-element-unsafe", tyTuple(IntType, StringType), tyList(IntType), U, ""},
		{"convert/tuple->list=none-if-an-element-does-not", tyTuple(IntType, tyList(IntType)), tyList(IntType), N, "element 1: cannot convert list(int) to int"},
		{"convert/empty-tuple->list=safe", tyTuple(), tyList(BoolType), S, ""},
		{"convert/tuple->set=safe", tyTuple(IntType, IntType), tySet(NumberType), S, ""},
		{"convert/tuple->set=none", tyTuple(BoolType), tySet(IntType), N, "element 0"},
		{"convert/map->map=safe", tyMap(IntType), tyMap(StringType), S, ""},
		{"convert/map->map=unsafe", tyMap(StringType), tyMap(IntType), U, ""},
		{"convert/map->map=none", tyMap(BoolType), tyMap(IntType), N, "cannot convert map(bool) to map(int)"},
		{"convert/object->map=safe", tyObj("a", IntType, "b", StringType), tyMap(StringType), S, ""},
		{"convert/object->map=unsafe", tyObj("a", IntType, "b", StringType), tyMap(IntType), U, ""},
		{"convert/object->map=none", tyObj("a", tyList(IntType)), tyMap(StringType), N, `attribute "a": cannot convert list(int) to string`},
		{"convert/empty-object->map=safe", tyObj(), tyMap(IntType), S, ""},
		{"convert/map->object=unsafe", tyMap(StringType), tyObj("a", StringType), U, ""},
		{"convert/map->object=unsafe-even-if-safe-elements", tyMap(IntType), tyObj("a", NumberType), U, ""},
		{"convert/map->object=none", tyMap(tyList(StringType)), tyObj("a", StringType), N, `attribute "a"`},
		{"convert/tuple->tuple=elementwise", tyTuple(IntType, IntType), tyTuple(NumberType, StringType), S, ""},
		{"convert/tuple->tuple=unsafe-element", tyTuple(StringType), tyTuple(IntType), U, ""},
		{"convert/tuple->tuple=none-element", tyTuple(IntType, BoolType), tyTuple(IntType, IntType), N, "element 1: cannot convert bool to int"},
		{"convert/tuple->tuple=length-mismatch", tyTuple(IntType), tyTuple(IntType, IntType), N, "the source has 1 element but the target has 2 elements"},
		{"convert/list->tuple=none", tyList(IntType), tyTuple(IntType), N, "cannot convert list(int) to tuple([int])"},
		{"convert/list->map=none", tyList(IntType), tyMap(IntType), N, "cannot convert list(int) to map(int)"},
		{"convert/map->list=none", tyMap(IntType), tyList(IntType), N, "cannot convert map(int) to list(int)"},
		{"convert/object->list=none", tyObj(), tyList(IntType), N, "cannot convert object({}) to list(int)"},
		{"convert/string->list=none", StringType, tyList(StringType), N, "cannot convert string to list(string)"},
		{"convert/list->string=none", tyList(StringType), StringType, N, "cannot convert list(string) to string"},
		{"convert/tuple->object=none", tyTuple(), tyObj(), N, "cannot convert tuple([]) to object({})"},
	})
}

func TestConversionObjects(t *testing.T) {
	S, U, N := SafeConversion, UnsafeConversion, NoConversion
	runConversionCases(t, []conversionCase{
		{"convert/object->same-object=safe", tyObj("a", IntType), tyObj("a", IntType), S, ""},
		{"convert/object/attributes-convert=safe", tyObj("a", IntType), tyObj("a", NumberType), S, ""},
		{"convert/object/unsafe-attribute=unsafe", tyObj("port", StringType), tyObj("port", IntType), U, ""},
		{"convert/object/attribute-reason", tyObj("port", tyList(StringType)), tyObj("port", IntType), N, `attribute "port": cannot convert list(string) to int`},
		{"convert/object/nested-attribute-reason", tyObj("a", tyObj("port", BoolType)), tyObj("a", tyObj("port", IntType)), N, `attribute "a": attribute "port": cannot convert bool to int`},
		{"convert/object/missing-required-attribute", tyObj("a", IntType), tyObj("a", IntType, "x", StringType), N, `object is missing required attribute "x"`},
		{"convert/object/missing-optional-attribute=safe", tyObj("a", IntType), tyObj("a", IntType, "x", tyOpt(StringType)), S, ""},
		{"convert/object/missing-dynamic-attribute=safe", tyObj(), tyObj("x", DynamicType), S, ""},
		{"convert/object/missing-output-optional-attribute=safe", tyObj(), tyObj("x", tyOutput(tyOpt(StringType))), S, ""},
		{"convert/object/extra-attributes-dropped=safe", tyObj("a", IntType, "b", StringType), tyObj("a", IntType), S, ""},
		{"convert/object/tokens-do-not-matter", &ObjectType{Token: "pkg:index:A", Properties: map[string]Type{"a": IntType}}, tyObj("a", NumberType), S, ""},
		{"convert/object/optional->required=unsafe", tyObj("a", tyOpt(IntType)), tyObj("a", IntType), U, ""},
	})
}

func TestConversionRecursive(t *testing.T) {
	S, U, N := SafeConversion, UnsafeConversion, NoConversion
	a1, b1 := tyMutualPair()
	a2, _ := tyMutualPair()
	runConversionCases(t, []conversionCase{
		{"convert/recursive/same-structure=safe", tyRecursiveNode(IntType), tyRecursiveNode(IntType), S, ""},
		{"convert/recursive/element-safe=safe", tyRecursiveNode(IntType), tyRecursiveNode(StringType), S, ""},
		{"convert/recursive/element-unsafe=unsafe", tyRecursiveNode(StringType), tyRecursiveNode(IntType), U, ""},
		{"convert/recursive/element-none=none", tyRecursiveNode(tyList(IntType)), tyRecursiveNode(IntType), N, `attribute "value"`},
		{"convert/recursive/to-structural", tyRecursiveNode(IntType), tyObj("value", NumberType), S, ""},
		{"convert/recursive/from-structural", tyObj("value", IntType), tyRecursiveNode(IntType), S, ""},
		{"convert/recursive/mutual=safe", a1, a2, S, ""},
		{"convert/recursive/mutual-mismatch=none", a1, b1, N, "object is missing required attribute"},
		{"convert/recursive/to-map", tyRecursiveNode(StringType), tyMap(DynamicType), S, ""},
	})
}

func TestConversionReasonsAreSentences(t *testing.T) {
	// Every NoConversion over a generated set of pairs has a reason that
	// names what failed.
	types := tyGenerateTypes(7, 80, false)
	for _, from := range types {
		for _, to := range types {
			kind, reason := Conversion(from, to)
			if kind == NoConversion && (reason == "" || !strings.Contains(reason, "cannot") && !strings.Contains(reason, "missing")) {
				t.Errorf("Conversion(%v, %v): reason %q is not an explanation", from, to, reason)
			}
		}
	}
}

func TestConversionKindString(t *testing.T) {
	for k, want := range map[ConversionKind]string{NoConversion: "none", UnsafeConversion: "unsafe", SafeConversion: "safe", 7: "ConversionKind(7)"} {
		if got := k.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", int(k), got, want)
		}
	}
	if NoConversion.Exists() || !UnsafeConversion.Exists() || !SafeConversion.Exists() {
		t.Error("Exists is true exactly for unsafe and safe conversions")
	}
	if !(NoConversion < UnsafeConversion && UnsafeConversion < SafeConversion) {
		t.Error("conversion kinds are ordered none < unsafe < safe")
	}
}

func TestConversionNil(t *testing.T) {
	if k, reason := Conversion(nil, StringType); k != NoConversion || reason == "" {
		t.Errorf("Conversion(nil, string) = %v, %q", k, reason)
	}
}
