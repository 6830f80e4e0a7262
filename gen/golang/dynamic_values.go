package golang

// This file prints operations on dynamic values (untyped config, values of
// type any), which Go holds as interface{}.

// dynamicLength prints the length of s, a Go interface{} value.
func (c *fnCtx) dynamicLength(s string) string {
	c.f.helper("graphemeCount")
	return c.f.helper("dynamicLength") + "(" + s + ")"
}

func init() {
	goHelpers["dynamicLength"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		return `
// dynamicLength returns the length of v, a value of any type: the
// characters of a string, the elements of a list or a map.
func dynamicLength(v interface{}) int {
	switch v := v.(type) {
	case string:
		return graphemeCount(v)
	case []interface{}:
		return len(v)
	case map[string]interface{}:
		return len(v)
	}
	return ` + reflectPkg + `.ValueOf(v).Len()
}
`
	}
}
