package python

import (
	"sort"
	"strings"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// sdkAPIVersions maps each API of the pulumi Python SDK that generated code
// uses to the oldest version of the SDK that has it: a module member
// ("pulumi.Stash"), a member of a class ("pulumi.Output.json_dumps"), or a
// keyword argument of a call ("pulumi.ResourceOptions(hooks=)"; "(**)" when
// the callee takes any keyword, as Output.all does). requirements.txt gives
// pulumi the highest version of the APIs a program uses as its floor (see
// sdkFloor), and TestSDKAPIsKnown fails when generated code uses an API
// that is not here.
//
// The versions are facts read from the SDK as PyPI serves it: the wheel of
// each 3.x release was searched (a bisection over the releases) for the
// name in pulumi/__init__.py, the method in the class, or the parameter in
// the class's __init__ (or the function's signature), and each entry is the
// first release that has it (the release before it does not). The 3.0.0
// wheel on PyPI is a rebuild of October 2022 with later APIs, so the APIs
// at "3.0.0" are those the 3.1.0 wheel of April 2021 already has.
// replace_on_changes at 3.6.1 agrees with the CHANGELOG of pulumi/pulumi.
//
// The Config getters take a default (config.get_int("n", default=1)) from
// 3.38.0 (get_secret from 3.87.0), but only from 3.127.0 do overloads type
// a call with a default as returning the value (int), not Optional[int];
// generated code relies on that type (a module's variable read inside a
// lambda keeps no narrowing of an `if x is None`), so "(default=)" of each
// getter is at 3.127.0, the first release with those overloads (3.126.0
// has none).
var sdkAPIVersions = map[string]string{
	"pulumi.Alias":                                       "3.0.0",
	"pulumi.Alias(name=)":                                "3.0.0",
	"pulumi.Alias(parent=)":                              "3.0.0",
	"pulumi.Alias(project=)":                             "3.0.0",
	"pulumi.Alias(stack=)":                               "3.0.0",
	"pulumi.Alias(type_=)":                               "3.0.0",
	"pulumi.AssetArchive":                                "3.0.0",
	"pulumi.ComponentResource":                           "3.0.0",
	"pulumi.Config":                                      "3.0.0",
	"pulumi.Config.get":                                  "3.0.0",
	"pulumi.Config.get(default=)":                        "3.127.0",
	"pulumi.Config.get_bool":                             "3.0.0",
	"pulumi.Config.get_bool(default=)":                   "3.127.0",
	"pulumi.Config.get_float":                            "3.0.0",
	"pulumi.Config.get_float(default=)":                  "3.127.0",
	"pulumi.Config.get_int":                              "3.0.0",
	"pulumi.Config.get_int(default=)":                    "3.127.0",
	"pulumi.Config.get_object":                           "3.0.0",
	"pulumi.Config.get_object(default=)":                 "3.127.0",
	"pulumi.Config.get_secret":                           "3.0.0",
	"pulumi.Config.get_secret(default=)":                 "3.127.0",
	"pulumi.Config.get_secret_bool":                      "3.0.0",
	"pulumi.Config.get_secret_bool(default=)":            "3.127.0",
	"pulumi.Config.get_secret_float":                     "3.0.0",
	"pulumi.Config.get_secret_float(default=)":           "3.127.0",
	"pulumi.Config.get_secret_int":                       "3.0.0",
	"pulumi.Config.get_secret_int(default=)":             "3.127.0",
	"pulumi.Config.get_secret_object":                    "3.0.0",
	"pulumi.Config.get_secret_object(default=)":          "3.127.0",
	"pulumi.Config.require":                              "3.0.0",
	"pulumi.Config.require_bool":                         "3.0.0",
	"pulumi.Config.require_float":                        "3.0.0",
	"pulumi.Config.require_int":                          "3.0.0",
	"pulumi.Config.require_object":                       "3.0.0",
	"pulumi.Config.require_secret":                       "3.0.0",
	"pulumi.Config.require_secret_bool":                  "3.0.0",
	"pulumi.Config.require_secret_float":                 "3.0.0",
	"pulumi.Config.require_secret_int":                   "3.0.0",
	"pulumi.Config.require_secret_object":                "3.0.0",
	"pulumi.CustomTimeouts":                              "3.0.0",
	"pulumi.CustomTimeouts(create=)":                     "3.0.0",
	"pulumi.CustomTimeouts(delete=)":                     "3.0.0",
	"pulumi.CustomTimeouts(read=)":                       "3.246.0",
	"pulumi.CustomTimeouts(update=)":                     "3.0.0",
	"pulumi.ErrorHook":                                   "3.219.0",
	"pulumi.FileArchive":                                 "3.0.0",
	"pulumi.FileAsset":                                   "3.0.0",
	"pulumi.Input":                                       "3.0.0",
	"pulumi.InvokeOptions":                               "3.0.0",
	"pulumi.InvokeOptions(parent=)":                      "3.0.0",
	"pulumi.InvokeOptions(plugin_download_url=)":         "3.22.0",
	"pulumi.InvokeOptions(provider=)":                    "3.0.0",
	"pulumi.InvokeOptions(version=)":                     "3.0.0",
	"pulumi.InvokeOutputOptions":                         "3.141.0",
	"pulumi.InvokeOutputOptions(depends_on=)":            "3.141.0",
	"pulumi.InvokeOutputOptions(parent=)":                "3.141.0",
	"pulumi.InvokeOutputOptions(plugin_download_url=)":   "3.141.0",
	"pulumi.InvokeOutputOptions(provider=)":              "3.141.0",
	"pulumi.InvokeOutputOptions(version=)":               "3.141.0",
	"pulumi.Output":                                      "3.0.0",
	"pulumi.Output.all":                                  "3.0.0",
	"pulumi.Output.all(**)":                              "3.0.0",
	"pulumi.Output.concat":                               "3.0.0",
	"pulumi.Output.format":                               "3.42.0",
	"pulumi.Output.from_input":                           "3.0.0",
	"pulumi.Output.json_dumps":                           "3.50.0",
	"pulumi.Output.json_loads":                           "3.51.1",
	"pulumi.Output.secret":                               "3.0.0",
	"pulumi.Output.unsecret":                             "3.0.0",
	"pulumi.ROOT_STACK_RESOURCE":                         "3.0.0",
	"pulumi.RemoteArchive":                               "3.0.0",
	"pulumi.RemoteAsset":                                 "3.0.0",
	"pulumi.ResourceHook":                                "3.182.0",
	"pulumi.ResourceHook(opts=)":                         "3.182.0",
	"pulumi.ResourceHookBinding":                         "3.182.0",
	"pulumi.ResourceHookBinding(after_create=)":          "3.182.0",
	"pulumi.ResourceHookBinding(after_delete=)":          "3.182.0",
	"pulumi.ResourceHookBinding(after_update=)":          "3.182.0",
	"pulumi.ResourceHookBinding(before_create=)":         "3.182.0",
	"pulumi.ResourceHookBinding(before_delete=)":         "3.182.0",
	"pulumi.ResourceHookBinding(before_update=)":         "3.182.0",
	"pulumi.ResourceHookBinding(on_error=)":              "3.219.0",
	"pulumi.ResourceHookOptions":                         "3.182.0",
	"pulumi.ResourceHookOptions(on_dry_run=)":            "3.182.0",
	"pulumi.ResourceOptions":                             "3.0.0",
	"pulumi.ResourceOptions(additional_secret_outputs=)": "3.0.0",
	"pulumi.ResourceOptions(aliases=)":                   "3.0.0",
	"pulumi.ResourceOptions(custom_timeouts=)":           "3.0.0",
	"pulumi.ResourceOptions(delete_before_replace=)":     "3.0.0",
	"pulumi.ResourceOptions(deleted_with=)":              "3.46.1",
	"pulumi.ResourceOptions(depends_on=)":                "3.0.0",
	"pulumi.ResourceOptions(env_var_mappings=)":          "3.220.0",
	"pulumi.ResourceOptions(hide_diffs=)":                "3.202.0",
	"pulumi.ResourceOptions(hooks=)":                     "3.182.0",
	"pulumi.ResourceOptions(ignore_changes=)":            "3.0.0",
	"pulumi.ResourceOptions(import_=)":                   "3.0.0",
	"pulumi.ResourceOptions(parent=)":                    "3.0.0",
	"pulumi.ResourceOptions(plugin_download_url=)":       "3.22.0",
	"pulumi.ResourceOptions(protect=)":                   "3.0.0",
	"pulumi.ResourceOptions(provider=)":                  "3.0.0",
	"pulumi.ResourceOptions(providers=)":                 "3.0.0",
	"pulumi.ResourceOptions(replace_on_changes=)":        "3.6.1",
	"pulumi.ResourceOptions(replace_with=)":              "3.207.0",
	"pulumi.ResourceOptions(replacement_trigger=)":       "3.214.0",
	"pulumi.ResourceOptions(retain_on_delete=)":          "3.25.0",
	"pulumi.ResourceOptions(version=)":                   "3.0.0",
	"pulumi.StackReference":                              "3.0.0",
	"pulumi.StackReference(opts=)":                       "3.0.0",
	"pulumi.StackReference(stack_name=)":                 "3.0.0",
	"pulumi.Stash":                                       "3.208.0",
	"pulumi.Stash(input=)":                               "3.208.0",
	"pulumi.Stash(opts=)":                                "3.208.0",
	"pulumi.StringAsset":                                 "3.0.0",
	"pulumi.deferred_output":                             "3.141.0",
	"pulumi.export":                                      "3.0.0",
	"pulumi.get_organization":                            "3.39.0",
	"pulumi.get_project":                                 "3.0.0",
	"pulumi.get_root_directory":                          "3.187.0",
	"pulumi.get_stack":                                   "3.0.0",
	"pulumi.runtime.invoke_output":                       "3.134.0",
	"pulumi.runtime.invoke_output(opts=)":                "3.134.0",
	"pulumi.runtime.invoke_output(typ=)":                 "3.134.0",
}

// sdkFloor returns the oldest pulumi SDK version that has every API the
// Python files use, and the APIs sdkAPIVersions does not know (a defect of
// the backend: for them, the floor is the newest version of the table).
func sdkFloor(files []gen.File) (schema.Version, []string) {
	floor := schema.Version{Major: 3}
	var newest schema.Version
	for _, v := range sdkAPIVersions {
		if pv := mustVersion(v); pv.Compare(newest) > 0 {
			newest = pv
		}
	}
	var unknown []string
	seen := map[string]bool{}
	for _, f := range files {
		if !strings.HasSuffix(f.Path, ".py") {
			continue
		}
		for _, api := range sdkAPIsUsed(string(f.Contents)) {
			v, ok := sdkAPIVersion(api)
			if !ok {
				if !seen[api] {
					seen[api] = true
					unknown = append(unknown, api)
				}
				v = newest
			}
			if v.Compare(floor) > 0 {
				floor = v
			}
		}
	}
	sort.Strings(unknown)
	return floor, unknown
}

// sdkAPIVersion returns the version of the SDK that introduced api.
func sdkAPIVersion(api string) (schema.Version, bool) {
	v, ok := sdkAPIVersions[api]
	if !ok {
		if callee, _, found := strings.Cut(api, "("); found {
			v, ok = sdkAPIVersions[callee+"(**)"]
		}
	}
	if !ok {
		return schema.Version{}, false
	}
	return mustVersion(v), true
}

func mustVersion(s string) schema.Version {
	v, err := schema.ParseVersion(s)
	if err != nil {
		panic("sdkAPIVersions: " + err.Error())
	}
	return v
}
