package golang

import (
	"strings"
	"testing"
)

const widgetSource = "resource \"widget\" \"widgets:index:Widget\" {\n  name = \"a\"\n}\n"

func TestMethodCalls(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      []string
	}{
		{
			name: "plain result in a local",
			src:  "n = call(widget, \"count\", {})\noutput \"double\" {\n  value = n * 2\n}\n",
			want: []string{"count, err := widget.Count(ctx)", `ctx.Export("double", pulumi.Int(n*2))`},
		},
		{
			name: "plain result as an argument",
			src:  "output \"area\" {\n  value = call(widget, \"resize\", { factor = call(widget, \"count\", {}) }).area\n}\n",
			want: []string{"widget.Resize(ctx, &widgets.WidgetResizeArgs{Factor: pulumi.Float64(float64(count))})"},
		},
		{
			name: "output result in a local",
			src:  "r = call(widget, \"resize\", { factor = 2 })\noutput \"area\" {\n  value = r.area\n}\n",
			want: []string{"r := resize", "r.ApplyT(func(r2 widgets.WidgetResizeResult) (float64, error) {"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errs := generateSource(t, widgetSource+tt.src)
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

func TestMethodCallDiagnostics(t *testing.T) {
	for _, tt := range []struct {
		name, src string
	}{
		{"method returning nothing", "output \"none\" {\n  value = call(widget, \"reset\", {})\n}\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errs := generateSource(t, widgetSource+tt.src)
			if out != "" {
				t.Errorf("a program with errors generated main.go:\n%s", out)
			}
			if len(errs) != 1 || errs[0] != "Unsupported method call" {
				t.Errorf("errors = %q, want [\"Unsupported method call\"]", errs)
			}
		})
	}
}
