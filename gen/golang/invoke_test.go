package golang

import (
	"strings"
	"testing"
)

func TestOutputFormInvokes(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      []string
	}{
		{
			name: "scalar result in a local",
			src:  "n = invoke(\"widgets:index:countParts\", { text = \"a b\" })\nresource \"w\" \"widgets:index:Widget\" {\n  name = \"parts-${n}\"\n}\n",
			want: []string{
				`n := widgets.CountPartsOutput(ctx, widgets.CountPartsOutputArgs{Text: pulumi.String("a b")})`,
				`Name: pulumi.Sprintf("parts-%v", n)`,
			},
		},
		{
			name: "multi-argument inputs with options",
			src:  "resource \"prov\" \"pulumi:providers:widgets\" {}\noutput \"joined\" {\n  value = invoke(\"widgets:index:joinNames\", \"a\", null, { provider = prov })\n}\n",
			want: []string{`widgets.JoinNamesOutput(ctx, pulumi.String("a"), nil, pulumi.Provider(prov))`},
		},
		{
			name: "argument from an output form invoke",
			src:  "j = invoke(\"widgets:index:joinNames\", \"a\")\nt = invoke(\"widgets:index:getTags\", { prefix = j.result })\noutput \"tags\" {\n  value = t\n}\n",
			want: []string{"t := widgets.GetTagsOutput(ctx, widgets.GetTagsOutputArgs{Prefix: j.ApplyT(", `ctx.Export("tags", t)`},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errs := generateSource(t, tt.src)
			if len(errs) > 0 {
				t.Fatalf("errors: %q", errs)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("main.go does not contain %q:\n%s", w, out)
				}
			}
		})
	}
}
