package binder

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// valueSubject names, in diagnostics, the value a conversion check is about
// and the values nested in it.
type valueSubject struct {
	// what names the whole value: "The default value".
	what string
	// noun, when set, names the value and its nested values by their path
	// instead: `Property "website.indexDocument"`.
	noun string
}

// describe names the value at path ("" for the whole value).
func (s valueSubject) describe(path string) string {
	switch {
	case s.noun != "" && path != "":
		return s.noun + " " + strconv.Quote(path)
	case path == "":
		return s.what
	}
	return s.what + " at " + path
}

// checkConversion reports a value that cannot convert to t (see
// conversionDiags); what names the value. It returns the value with its
// constants converted (see foldConstants).
func (b *binder) checkConversion(e model.Expression, t model.Type, rng hcl.Range, what string) model.Expression {
	b.report(b.conversionDiags(e, t, rng, valueSubject{what: what}, "")...)
	return foldConstants(e, t)
}

// conversionDiags checks that the value e (at rng, named path within s)
// converts to t. Object and tuple constructors are checked item by item, so a
// problem is reported at the innermost value that has it, with its path
// (`website.indexDocument`, `rules[0].name`); an object constructor that
// lacks a required property is reported itself. A constant given where only
// enum values are accepted must be one of them.
func (b *binder) conversionDiags(e model.Expression, t model.Type, rng hcl.Range, s valueSubject, path string) hcl.Diagnostics {
	if e == nil || t == nil {
		return nil
	}
	var diags hcl.Diagnostics
	switch x := unparenthesized(e).(type) {
	case *model.ObjectConsExpression:
		if obj := objectTarget(t); obj != nil {
			diags = b.objectConversionDiags(x, obj, rng, s, path)
		} else if elem := mapTarget(t); elem != nil {
			for _, item := range x.Items {
				if key, ok := stringLiteral(item.Key); ok {
					diags = append(diags, b.conversionDiags(item.Value, elem, item.Value.Range(), s, joinKey(path, key))...)
				}
			}
		}
	case *model.TupleConsExpression:
		if elem := listTarget(t); elem != nil {
			for i, v := range x.Expressions {
				diags = append(diags, b.conversionDiags(v, elem, v.Range(), s, path+"["+strconv.Itoa(i)+"]")...)
			}
		}
	}
	if kind, reason := model.Conversion(e.Type(), t); kind == model.NoConversion {
		if len(diags) > 0 {
			// The nested problems are what makes the whole value not
			// convert.
			return diags
		}
		return hcl.Diagnostics{mismatchDiagnostic(e.Type(), t, reason, rng, s.describe(path))}
	}
	if len(diags) > 0 {
		// The value converts, so the nested problems are enum constants.
		// They are certain only when the constructor can be nothing but
		// the one type descended into.
		if singleAlternative(t) {
			return diags
		}
		return nil
	}
	if d := enumValueDiagnostic(e, t, rng, s.describe(path)); d != nil {
		return hcl.Diagnostics{d}
	}
	if d := constantDiagnostic(e, t, rng, s.describe(path)); d != nil {
		return hcl.Diagnostics{d}
	}
	return nil
}

// singleAlternative reports whether t has one alternative apart from none
// and its eventual forms: union(T, output(T), none) has one, T.
func singleAlternative(t model.Type) bool {
	alts := alternatives(t)
	for _, a := range alts[1:] {
		if !model.Equal(a, alts[0]) {
			return false
		}
	}
	return len(alts) > 0
}

// objectConversionDiags checks the items of an object constructor against
// the properties of obj, and that it has every required property.
func (b *binder) objectConversionDiags(x *model.ObjectConsExpression, obj *model.ObjectType, rng hcl.Range, s valueSubject, path string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	given := map[string]bool{}
	allLiteral := true
	for _, item := range x.Items {
		key, ok := stringLiteral(item.Key)
		if !ok {
			allLiteral = false
			continue
		}
		given[key] = true
		// Unknown keys are reported by checkObjectKeys.
		if pt, ok := obj.Properties[key]; ok {
			diags = append(diags, b.conversionDiags(item.Value, pt, item.Value.Range(), s, joinKey(path, key))...)
		}
	}
	if !allLiteral {
		return diags
	}
	for _, name := range sortedTypeKeys(obj.Properties) {
		if given[name] {
			continue
		}
		if kind, _ := model.Conversion(model.NoneType, obj.Properties[name]); kind != model.NoConversion {
			continue
		}
		what := s.describe(path)
		if what == "" {
			what = "The object"
		}
		by := ""
		if obj.Token != "" && path != "" {
			// The type of a nested object; the type of the whole value is
			// clear from where it is.
			by = fmt.Sprintf(" by type %q", obj.Token)
		}
		diags = append(diags, errorf(rng, "Missing required property",
			"%s has no %q property, which is required%s.", what, name, by))
	}
	return diags
}

// mismatchDiagnostic describes a value of type from that does not convert to
// to. When the value is not eventual, the target is shown without the output
// alternatives that input types add, which are beside the point.
func mismatchDiagnostic(from, to model.Type, reason string, rng hcl.Range, what string) *hcl.Diagnostic {
	if !deepEventuals(from) {
		if plain := plainAlternatives(to); plain != to {
			if kind, r := model.Conversion(from, plain); kind == model.NoConversion {
				to, reason = plain, r
			}
		}
	}
	detail := what + " has type " + from.String() + ", which does not convert to " + to.String() + "."
	if reason = conversionReason(from, reason); reason != "" {
		detail += " " + capitalize(reason)
		if !strings.HasSuffix(detail, ".") {
			detail += "."
		}
	}
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Type mismatch", Detail: detail, Subject: &rng}
}

// conversionReason returns the part of a conversion's reason that says more
// than "cannot convert A to B", which the diagnostic says already.
func conversionReason(from model.Type, reason string) string {
	if strings.HasPrefix(reason, "cannot convert ") {
		_, rest, ok := strings.Cut(reason, ": ")
		if !ok {
			return ""
		}
		reason = rest
	}
	if strings.HasPrefix(reason, from.String()+" does not convert to any of ") {
		return ""
	}
	return reason
}

// plainAlternatives returns t without the eventual and none alternatives of
// its outermost union (and without an outermost output or promise): what a
// plain value that is not null must convert to. It returns t when there are
// none to remove.
func plainAlternatives(t model.Type) model.Type {
	switch x := t.(type) {
	case *model.OutputType:
		return plainAlternatives(x.ElementType)
	case *model.PromiseType:
		return plainAlternatives(x.ElementType)
	case *model.UnionType:
		var kept []model.Type
		for _, e := range x.ElementTypes {
			switch e.(type) {
			case *model.OutputType, *model.PromiseType:
			default:
				if e != model.NoneType {
					kept = append(kept, e)
				}
			}
		}
		if len(kept) == 0 || len(kept) == len(x.ElementTypes) {
			return t
		}
		return model.NewUnionType(kept...)
	}
	return t
}

// enumValueDiagnostic reports a constant e where t accepts only enum values
// and the constant is none of them: Pulumi's enums are closed, so such a
// constant cannot be right.
func enumValueDiagnostic(e model.Expression, t model.Type, rng hcl.Range, what string) *hcl.Diagnostic {
	var enums []*model.EnumType
	for _, alt := range alternatives(t) {
		enum, ok := alt.(*model.EnumType)
		if !ok {
			return nil // other values are accepted too
		}
		if !containsEnum(enums, enum) {
			enums = append(enums, enum)
		}
	}
	if len(enums) == 0 || deepEventuals(e.Type()) {
		return nil
	}
	v, known, _ := eval.ConstantFold(e, eval.Env{})
	if !known || v.IsNull() || !v.Type().IsPrimitiveType() {
		return nil
	}
	comparable := false
	var values, names []string
	for _, enum := range enums {
		for _, el := range enum.Elements {
			if !el.Type().Equals(v.Type()) {
				continue
			}
			comparable = true
			if el.Equals(v).True() {
				return nil
			}
			values = append(values, constantString(el))
			if el.Type() == cty.String {
				names = append(names, el.AsString())
			}
		}
	}
	if !comparable {
		// The constant converts to the enums' element type, if at all: the
		// conversion check has the last word.
		return nil
	}
	enumName := "the enum"
	if len(enums) == 1 && enums[0].Token != "" {
		enumName = fmt.Sprintf("enum %q", enums[0].Token)
	}
	hint := ""
	if v.Type() == cty.String {
		hint = didYouMean(v.AsString(), names)
	}
	return errorf(rng, "Invalid enum value", "%s is %s, which is not a value of %s.%s The values are %s.",
		what, constantString(v), enumName, hint, strings.Join(values, ", "))
}

func containsEnum(enums []*model.EnumType, e *model.EnumType) bool {
	for _, x := range enums {
		if x == e || model.Equal(x, e) {
			return true
		}
	}
	return false
}

// constantString writes a primitive constant as PCL source.
func constantString(v cty.Value) string {
	switch v.Type() {
	case cty.String:
		return strconv.Quote(v.AsString())
	case cty.Number:
		return v.AsBigFloat().Text('g', -1)
	case cty.Bool:
		return strconv.FormatBool(v.True())
	}
	return v.GoString()
}

// unparenthesized returns e without enclosing parentheses.
func unparenthesized(e model.Expression) model.Expression {
	for {
		p, ok := e.(*model.ParenthesesExpression)
		if !ok {
			return e
		}
		e = p.Expression
	}
}

// joinKey appends an object key to a property path: `.key`, or `["key"]`
// when the key is not an identifier.
func joinKey(path, key string) string {
	if hclsyntax.ValidIdentifier(key) {
		if path == "" {
			return key
		}
		return path + "." + key
	}
	return path + "[" + strconv.Quote(key) + "]"
}
