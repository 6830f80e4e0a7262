package interp

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// Assets and archives are cty objects of type AssetObjectType:
//
//	{__pclAsset = "asset" | "archive", source = SOURCE, value = STRING}
//
// where SOURCE is "text" (stringAsset; value is the text), "path"
// (fileAsset, fileArchive; value is the path as the program gave it), "uri"
// (remoteAsset, remoteArchive) or "assets" (assetArchive; value is the JSON
// of the archive's members, each in the trace encoding AssetJSON returns).
// Every asset and archive has the one type, so that maps and lists of them
// are ordinary cty collections.

// builtinAssetAttr is the attribute that marks an asset or archive object.
const builtinAssetAttr = "__pclAsset"

// AssetObjectType is the cty type of every asset and archive value.
var AssetObjectType = cty.Object(map[string]cty.Type{
	builtinAssetAttr: cty.String,
	"source":         cty.String,
	"value":          cty.String,
})

// builtinAssetVal returns an asset ("asset") or archive ("archive") value.
func builtinAssetVal(kind, source, value string) cty.Value {
	return cty.ObjectVal(map[string]cty.Value{
		builtinAssetAttr: cty.StringVal(kind),
		"source":         cty.StringVal(source),
		"value":          cty.StringVal(value),
	})
}

// IsAsset reports whether v (ignoring marks) is a known asset or archive
// value.
func IsAsset(v cty.Value) bool {
	_, ok := AssetJSON(v)
	return ok
}

// AssetJSON returns the trace encoding of an asset or archive value (its
// marks ignored): {"$asset": {"text"|"path"|"uri": S}},
// {"$archive": {"path"|"uri": S}} or {"$archive": {"assets": {NAME: VALUE}}}.
// ok is false when v is not a known, non-null asset or archive.
func AssetJSON(v cty.Value) (map[string]any, bool) {
	v, _ = v.UnmarkDeep()
	if !v.IsWhollyKnown() || v.IsNull() || !v.Type().Equals(AssetObjectType) {
		return nil, false
	}
	kind := v.GetAttr(builtinAssetAttr)
	source, value := v.GetAttr("source"), v.GetAttr("value")
	if kind.IsNull() || source.IsNull() || value.IsNull() {
		return nil, false
	}
	var key string
	switch kind.AsString() {
	case "asset":
		key = "$asset"
		if s := source.AsString(); s != "text" && s != "path" && s != "uri" {
			return nil, false
		}
	case "archive":
		key = "$archive"
		if s := source.AsString(); s != "path" && s != "uri" && s != "assets" {
			return nil, false
		}
	default:
		return nil, false
	}
	var inner any = value.AsString()
	if source.AsString() == "assets" {
		var members map[string]any
		if err := json.Unmarshal([]byte(value.AsString()), &members); err != nil {
			return nil, false
		}
		inner = members
	}
	return map[string]any{key: map[string]any{source.AsString(): inner}}, true
}

// AssetFromJSON returns the asset or archive value of a trace encoding
// (the inverse of AssetJSON); ok is false when m is not one.
func AssetFromJSON(m map[string]any) (cty.Value, bool) {
	if len(m) != 1 {
		return cty.NilVal, false
	}
	for key, body := range m {
		kind := map[string]string{"$asset": "asset", "$archive": "archive"}[key]
		fields, ok := body.(map[string]any)
		if kind == "" || !ok || len(fields) != 1 {
			return cty.NilVal, false
		}
		for source, value := range fields {
			switch s := value.(type) {
			case string:
				v := builtinAssetVal(kind, source, s)
				if _, ok := AssetJSON(v); !ok {
					return cty.NilVal, false
				}
				return v, true
			case map[string]any:
				if kind != "archive" || source != "assets" {
					return cty.NilVal, false
				}
				for _, member := range s {
					mm, ok := member.(map[string]any)
					if !ok {
						return cty.NilVal, false
					}
					if _, ok := AssetFromJSON(mm); !ok {
						return cty.NilVal, false
					}
				}
				data, err := json.Marshal(s)
				if err != nil {
					return cty.NilVal, false
				}
				return builtinAssetVal(kind, source, string(data)), true
			}
		}
	}
	return cty.NilVal, false
}

// builtinAssetFunc returns the function of one string argument that builds
// an asset or archive (kind) from source.
func builtinAssetFunc(kind, source string) function.Function {
	param := map[string]string{"text": "value", "path": "path", "uri": "uri"}[source]
	return function.New(&function.Spec{
		Params: []function.Parameter{{Name: param, Type: cty.String}},
		Type:   function.StaticReturnType(AssetObjectType),
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			return builtinAssetVal(kind, source, args[0].AsString()), nil
		},
	})
}

// builtinAssetArchiveFunc is assetArchive(assets): the archive of a map (or
// object) of names to assets and archives.
var builtinAssetArchiveFunc = function.New(&function.Spec{
	Params: []function.Parameter{{Name: "assets", Type: cty.DynamicPseudoType}},
	Type: func(args []cty.Value) (cty.Type, error) {
		if ty := args[0].Type(); !ty.IsMapType() && !ty.IsObjectType() {
			return cty.NilType, builtinArgErrorf(0, "must be a map of assets and archives, not %s", ty.FriendlyName())
		}
		return AssetObjectType, nil
	},
	Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
		m := args[0]
		if !m.IsWhollyKnown() {
			return cty.UnknownVal(AssetObjectType).RefineNotNull(), nil
		}
		members := map[string]any{}
		var names []string
		for it := m.ElementIterator(); it.Next(); {
			k, el := it.Element()
			enc, ok := AssetJSON(el)
			if !ok {
				names = append(names, k.AsString())
				continue
			}
			members[k.AsString()] = enc
		}
		if len(names) > 0 {
			sort.Strings(names)
			return cty.NilVal, builtinArgErrorf(0, "the value of %q is not an asset or archive", names[0])
		}
		data, err := json.Marshal(members)
		if err != nil {
			return cty.NilVal, fmt.Errorf("encoding the archive: %w", err)
		}
		return builtinAssetVal("archive", "assets", string(data)), nil
	},
})
