package interp

import (
	"strings"
	"testing"
)

// TestInvokeArgumentConversions checks that invoke and call arguments are
// converted to their parameters' types, collections element by element,
// as resource inputs are.
func TestInvokeArgumentConversions(t *testing.T) {
	tr, _ := runFiles(t, map[string]string{"main.pp": `
config sizes "list(number)" {
  default = [1, 2.5]
}
config factor "string" {
  default = "2"
}
config flag "bool" {
  default = true
}
listed = invoke("aws:ec2/getAmi:getAmi", {
  owners  = [for s in sizes : s]
  filters = [for s in sizes : { name = s, values = [s, flag] }]
})
joined = invoke("widgets:index:joinNames", sizes[0], flag)
resource wid "widgets:index:Widget" {
  name = "w"
}
output area {
  value = call(wid, "resize", { factor = factor }).area
}
output owners {
  value = listed.imageId
}
output joined {
  value = joined.result
}`}, Options{})
	if tr.Error != "" {
		t.Fatalf("run failed: %s", tr.Error)
	}
	got := jsonOf(tr.Invokes)
	for _, want := range []string{
		`"owners":["1","2.5"]`,
		`"filters":[{"name":"1","values":["1","true"]},{"name":"2.5","values":["2.5","true"]}]`,
		`{"token":"widgets:index:joinNames","args":{"first":"1","second":"true"}}`,
		`"widgets:index:Widget/resize","args":{"factor":2}`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("invokes %s\nlack %s", got, want)
		}
	}
}
