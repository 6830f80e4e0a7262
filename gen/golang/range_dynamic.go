package golang

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
)

// A range of any type (an untyped config value, a try) is a bool, a number,
// a list or a map only when the program runs. The binder types the
// resources as a list; the program makes the instances PCL makes for the
// value the range turns out to be, named as PCL names them.

func init() {
	goHelpers["rangeEntries"] = func(f *fileGen) string {
		fmtPkg := f.imports.std("fmt")
		mathPkg := f.imports.std("math")
		slicesPkg := f.imports.std("slices")
		reflectPkg := f.imports.std("reflect")
		stringsPkg := f.imports.std("strings")
		return `
// rangeEntry is one instance of a resource ranged over a value of any
// type: its range.key and range.value, and what its name adds to the
// resource's.
type rangeEntry struct {
	key interface{}
	value interface{}
	suffix string
}

// rangeEntries returns the instances a range of any type makes, as PCL
// makes them: true makes one (named as the resource), false none, a whole
// number that many, a list one per element and a map one per key.
func rangeEntries(v interface{}) ([]rangeEntry, error) {
	var entries []rangeEntry
	switch v := v.(type) {
	case bool:
		if v {
			entries = append(entries, rangeEntry{key: true, value: true})
		}
	case int, float64:
		n, ok := v.(int)
		if f, isFloat := v.(float64); isFloat {
			n, ok = int(f), f >= 0 && f == ` + mathPkg + `.Trunc(f)
		}
		if !ok || n < 0 {
			return nil, ` + fmtPkg + `.Errorf("a count of resources must be a non-negative whole number, not %v", v)
		}
		for i := 0; i < n; i++ {
			entries = append(entries, rangeEntry{key: i, value: i, suffix: ` + fmtPkg + `.Sprintf("-%v", i)})
		}
	default:
		// A list or a map, of any Go element type.
		rv := ` + reflectPkg + `.ValueOf(v)
		switch {
		case rv.Kind() == ` + reflectPkg + `.Slice:
			for i := 0; i < rv.Len(); i++ {
				entries = append(entries, rangeEntry{key: i, value: rv.Index(i).Interface(), suffix: ` + fmtPkg + `.Sprintf("-%v", i)})
			}
		case rv.Kind() == ` + reflectPkg + `.Map && rv.Type().Key().Kind() == ` + reflectPkg + `.String:
			keys := rv.MapKeys()
			` + slicesPkg + `.SortFunc(keys, func(a, b ` + reflectPkg + `.Value) int {
				return ` + stringsPkg + `.Compare(a.String(), b.String())
			})
			for _, k := range keys {
				entries = append(entries, rangeEntry{key: k.String(), value: rv.MapIndex(k).Interface(), suffix: "-" + k.String()})
			}
		default:
			return nil, ` + fmtPkg + `.Errorf("a range must be a number, bool, list or map, not %v", v)
		}
	}
	return entries, nil
}
`
	}
	reservedNames["rangeEntries"] = true
	reservedNames["rangeEntry"] = true
}

// dynamicRangeLoop writes the loop that creates the resources of n, named
// logical, once per instance that src, a plain interface{} value, makes
// (see rangeEntries), into a new slice target.
func (f *fileGen) dynamicRangeLoop(c *fnCtx, n binder.Node, src, target, goType string, create func(in *fnCtx, name string) string) {
	var body strings.Builder
	in := c.child(&body, c.fail)
	in.RangeValueUsed = new(bool)
	res := in.scope.Declare("res")
	entries := c.scope.Declare(target + "Range")
	entry := in.scope.Declare("entry")
	in.RangeKey, in.RangeValue = entry+".key", entry+".value"
	name := f.childName(n.LogicalName()) + " + " + entry + ".suffix"
	call := create(in, name)
	c.out.WriteString(entries + ", err := " + f.helper("rangeEntries") + "(" + src + ")\nif err != nil {\n" + c.fail + "\n}\n")
	// err is declared now: a resource created later without a variable
	// assigns it.
	c.errDeclared = true
	c.out.WriteString("var " + target + " []" + goType + "\n")
	c.out.WriteString("for _, " + entry + " := range " + entries + " {\n")
	c.out.WriteString(body.String())
	c.out.WriteString(res + ", err := " + call + "\nif err != nil {\n" + c.fail + "\n}\n" + target + " = append(" + target + ", " + res + ")\n}\n")
}
