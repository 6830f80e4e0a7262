package golang

import (
	"strings"

	"github.com/pclgen/pclgen/model"
)

// This file prints assets and archives given to inputs. The Go SDK holds
// a value that is an asset or an archive (try(fileAsset(p), fileArchive(p)),
// a conditional between the two) as pulumi.AssetOrArchive, an interface
// that no input type implements: it is given to an input through the asset
// or archive it holds.

// assetKindUnion returns AssetOrArchive for a union whose members, but for
// null, are assets, archives or either, of which there are at least two.
func assetKindUnion(u *model.UnionType) (model.Type, bool) {
	n := 0
	for _, e := range u.ElementTypes {
		switch e {
		case model.NoneType:
		case model.AssetType, model.ArchiveType, model.AssetOrArchiveType:
			n++
		default:
			return nil, false
		}
	}
	return model.AssetOrArchiveType, n > 1
}

// opaqueInput prints the plain value e, of Go type from, as an input of the
// opaque type t: an asset, an archive, or either. (A dynamic value is
// asserted to t before, see needsConversion.)
func (c *fnCtx) opaqueInput(e model.Expression, t *model.OpaqueType, from model.Type) string {
	if gt := c.f.plainType(from); gt == c.f.pulumi()+".AssetOrArchive" || gt == "interface{}" {
		// An archive input given a value that may be an asset (PCL's
		// unsafe conversion) fails if it is one.
		switch t {
		case model.AssetOrArchiveType:
			return c.f.helper("assetOrArchiveInput") + "(" + c.plain(e, precLowest) + ")"
		case model.AssetType:
			return c.f.helper("assetInput") + "(" + c.plain(e, precLowest) + ")"
		case model.ArchiveType:
			return c.f.helper("archiveInput") + "(" + c.plain(e, precLowest) + ")"
		}
	}
	// pulumi.Asset and pulumi.Archive implement the input interfaces of
	// their own type and of pulumi.AssetOrArchiveInput.
	return c.plain(e, precLowest)
}

func init() {
	for _, kind := range []string{"AssetOrArchive", "Asset", "Archive"} {
		name := strings.ToLower(kind[:1]) + kind[1:] + "Input"
		what := map[string]string{"AssetOrArchive": "either", "Asset": "an asset", "Archive": "an archive"}[kind]
		goHelpers[name] = func(f *fileGen) string {
			p := f.pulumi()
			return `
// ` + name + ` returns v, an asset or an archive (held as a
// pulumi.AssetOrArchive, or as an interface{} where it is an element of a
// collection of values of several types), as an input that takes ` + what + `,
// nil (no value) when v is nil.
func ` + name + `(v interface{}) ` + p + `.` + kind + `Input {
	if v == nil {
		return nil
	}
	return v.(` + p + `.` + kind + `Input)
}
`
		}
	}
}
