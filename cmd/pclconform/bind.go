package main

import (
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// bindOptions returns the binder options of a test: its schemas, and the
// options the manifest's bind_options_or_providers column names (as Pulumi's
// codegen tests bind those programs).
func bindOptions(p *testProgram, loader *schema.Loader) binder.Options {
	has := func(opt string) bool {
		for _, o := range strings.Split(p.bindOptions, ",") {
			if strings.TrimSpace(o) == opt {
				return true
			}
		}
		return false
	}
	return binder.Options{
		Loader:                 loader,
		SkipResourceTypecheck:  has("SkipResourceTypechecking"),
		SkipInvokeTypecheck:    has("SkipInvokeTypechecking"),
		AllowMissingVariables:  has("AllowMissingVariables"),
		AllowMissingProperties: has("AllowMissingProperties"),
	}
}

// bindDirectory binds the program in dir.
func bindDirectory(dir string, opts binder.Options) (*binder.Program, hcl.Diagnostics) {
	return binder.BindDirectory(dir, opts)
}
