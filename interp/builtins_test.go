package interp

import (
	"crypto/sha256"
	"encoding/base64"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model/refine"
)

// TestBuiltinNames checks that Builtins evaluates exactly the builtins of
// the binder's table.
func TestBuiltinNames(t *testing.T) {
	fns := Builtins(nil)
	got := make([]string, 0, len(fns))
	for name := range fns {
		got = append(got, name)
	}
	sort.Strings(got)
	want := binder.BuiltinNames()
	for _, name := range want {
		if fns[name] == nil {
			t.Errorf("builtin %q of the binder's table has no evaluation", name)
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Builtins evaluates %v, binder has %v", got, want)
	}
	if !reflect.DeepEqual(builtinNames(), want) {
		t.Errorf("builtinNames() = %v, binder has %v", builtinNames(), want)
	}
}

// builtinCase is one call of a builtin: its result is want, or an error
// whose text contains err (and whose operand is operand when err is set).
type builtinCase struct {
	desc    string
	fn      string
	args    []cty.Value
	want    cty.Value
	err     string
	operand int
}

func bs(s string) cty.Value                 { return cty.StringVal(s) }
func bn(i int64) cty.Value                  { return cty.NumberIntVal(i) }
func bsec(v cty.Value) cty.Value            { return v.Mark(SecretMark) }
func bargs(vs ...cty.Value) []cty.Value     { return vs }
func btuple(vs ...cty.Value) cty.Value      { return cty.TupleVal(vs) }
func blist(vs ...cty.Value) cty.Value       { return cty.ListVal(vs) }
func bobj(m map[string]cty.Value) cty.Value { return cty.ObjectVal(m) }
func bentry(k, v cty.Value) cty.Value {
	return cty.ObjectVal(map[string]cty.Value{"key": k, "value": v})
}

// builtinCases are the table tests of every builtin.
var builtinCases = []builtinCase{
	// length
	{desc: "string graphemes", fn: "length", args: bargs(bs("👨‍👩‍👧‍👦-family-👶")), want: bn(10)},
	{desc: "flags", fn: "length", args: bargs(bs("🇩🇪🇫🇷🇯🇵")), want: bn(3)},
	{desc: "accents", fn: "length", args: bargs(bs("cafe\u0301 nai\u0308ve")), want: bn(10)},
	{desc: "skin tone", fn: "length", args: bargs(bs("👋🏽👋")), want: bn(2)},
	{desc: "empty string", fn: "length", args: bargs(bs("")), want: bn(0)},
	{desc: "combining marks", fn: "length", args: bargs(bs("e\u0301e\u0301")), want: bn(2)},
	{desc: "list", fn: "length", args: bargs(blist(bs("a"), bs("b"))), want: bn(2)},
	{desc: "tuple", fn: "length", args: bargs(btuple(bs("a"), bn(1), cty.True)), want: bn(3)},
	{desc: "map", fn: "length", args: bargs(cty.MapVal(map[string]cty.Value{"a": bn(1)})), want: bn(1)},
	{desc: "object", fn: "length", args: bargs(bobj(map[string]cty.Value{"a": bn(1), "b": bs("x")})), want: bn(2)},
	{desc: "set", fn: "length", args: bargs(cty.SetVal([]cty.Value{bs("a"), bs("b")})), want: bn(2)},
	{desc: "secret string", fn: "length", args: bargs(bsec(bs("abc"))), want: bsec(bn(3))},
	{desc: "secret list", fn: "length", args: bargs(bsec(blist(bs("a")))), want: bsec(bn(1))},
	{desc: "number", fn: "length", args: bargs(bn(3)), err: "must be a string, list", operand: 0},
	{desc: "null", fn: "length", args: bargs(cty.NullVal(cty.List(cty.String))), err: "null", operand: 0},
	{desc: "no arguments", fn: "length", args: bargs(), err: "takes 1 argument", operand: -1},

	// element
	{desc: "index", fn: "element", args: bargs(blist(bs("a"), bs("b"), bs("c")), bn(1)), want: bs("b")},
	{desc: "wraps", fn: "element", args: bargs(blist(bs("a"), bs("b"), bs("c")), bn(4)), want: bs("b")},
	{desc: "tuple", fn: "element", args: bargs(btuple(bs("a"), bn(2)), bn(1)), want: bn(2)},
	{desc: "index string", fn: "element", args: bargs(blist(bs("a"), bs("b")), bs("1")), want: bs("b")},
	{desc: "negative", fn: "element", args: bargs(blist(bs("a")), bn(-1)), err: "negative", operand: 1},
	{desc: "fraction", fn: "element", args: bargs(btuple(bs("a")), cty.NumberFloatVal(0.5)), err: "invalid index", operand: -1},
	{desc: "empty", fn: "element", args: bargs(cty.ListValEmpty(cty.String), bn(0)), err: "empty list", operand: -1},
	{desc: "not a list", fn: "element", args: bargs(bs("abc"), bn(0)), err: "cannot read elements", operand: -1},
	{desc: "secret list", fn: "element", args: bargs(bsec(blist(bs("a"))), bn(0)), want: bsec(bs("a"))},
	{desc: "secret element", fn: "element", args: bargs(btuple(bs("a"), bsec(bs("b"))), bn(1)), want: bsec(bs("b"))},
	{desc: "other element secret", fn: "element", args: bargs(btuple(bs("a"), bsec(bs("b"))), bn(0)), want: bs("a")},
	{desc: "secret index", fn: "element", args: bargs(blist(bs("a")), bsec(bn(0))), want: bsec(bs("a"))},

	// entries
	{desc: "map sorted", fn: "entries", args: bargs(cty.MapVal(map[string]cty.Value{"b": bs("2"), "a": bs("1")})),
		want: blist(bentry(bs("a"), bs("1")), bentry(bs("b"), bs("2")))},
	{desc: "object sorted", fn: "entries", args: bargs(bobj(map[string]cty.Value{"b": bn(2), "a": bs("1")})),
		want: btuple(bentry(bs("a"), bs("1")), bentry(bs("b"), bn(2)))},
	{desc: "list by index", fn: "entries", args: bargs(blist(bn(10), bn(20))),
		want: blist(bentry(bn(0), bn(10)), bentry(bn(1), bn(20)))},
	{desc: "tuple by index", fn: "entries", args: bargs(btuple(bn(1), bn(2), bn(3))),
		want: blist(bentry(bn(0), bn(1)), bentry(bn(1), bn(2)), bentry(bn(2), bn(3)))},
	{desc: "empty map", fn: "entries", args: bargs(cty.MapValEmpty(cty.String)),
		want: cty.ListValEmpty(cty.Object(map[string]cty.Type{"key": cty.String, "value": cty.String}))},
	{desc: "empty object", fn: "entries", args: bargs(cty.EmptyObjectVal),
		want: cty.ListValEmpty(cty.Object(map[string]cty.Type{"key": cty.String, "value": cty.DynamicPseudoType}))},
	{desc: "secret map", fn: "entries", args: bargs(bsec(cty.MapVal(map[string]cty.Value{"a": bs("1")}))),
		want: bsec(blist(bentry(bs("a"), bs("1"))))},
	{desc: "secret value", fn: "entries", args: bargs(cty.MapVal(map[string]cty.Value{"a": bsec(bs("1")), "b": bs("2")})),
		want: blist(bentry(bs("a"), bsec(bs("1"))), bentry(bs("b"), bs("2")))},
	{desc: "string", fn: "entries", args: bargs(bs("x")), err: "must be a map", operand: 0},

	// join
	{desc: "strings", fn: "join", args: bargs(bs("|"), blist(bs("a"), bs("b"))), want: bs("a|b")},
	{desc: "numbers and bools", fn: "join", args: bargs(bs(","), btuple(bn(1), cty.NumberFloatVal(2.5), cty.True, bs("x"))),
		want: bs("1,2.5,true,x")},
	{desc: "big number", fn: "join", args: bargs(bs(","), btuple(cty.NumberFloatVal(1e21))), want: bs("1000000000000000000000")},
	{desc: "empty", fn: "join", args: bargs(bs(","), cty.ListValEmpty(cty.String)), want: bs("")},
	{desc: "secret element", fn: "join", args: bargs(bs(","), btuple(bs("a"), bsec(bs("b")))), want: bsec(bs("a,b"))},
	{desc: "secret separator", fn: "join", args: bargs(bsec(bs(",")), btuple(bs("a"), bs("b"))), want: bsec(bs("a,b"))},
	{desc: "object element", fn: "join", args: bargs(bs(","), btuple(cty.EmptyObjectVal)), err: "string required", operand: 1},
	{desc: "null element", fn: "join", args: bargs(bs(","), blist(bs("a"), cty.NullVal(cty.String))), err: "null", operand: 1},

	// split
	{desc: "split", fn: "split", args: bargs(bs("-"), bs("a-b-c")), want: blist(bs("a"), bs("b"), bs("c"))},
	{desc: "no separator", fn: "split", args: bargs(bs("-"), bs("abc")), want: blist(bs("abc"))},
	{desc: "empty string", fn: "split", args: bargs(bs("-"), bs("")), want: blist(bs(""))},
	{desc: "secret", fn: "split", args: bargs(bs("-"), bsec(bs("a-b"))), want: bsec(blist(bs("a"), bs("b")))},
	{desc: "arity", fn: "split", args: bargs(bs("-")), err: "takes 2 argument", operand: -1},

	// lookup
	{desc: "map present", fn: "lookup", args: bargs(cty.MapVal(map[string]cty.Value{"a": bs("1")}), bs("a"), bs("d")), want: bs("1")},
	{desc: "map missing", fn: "lookup", args: bargs(cty.MapVal(map[string]cty.Value{"a": bs("1")}), bs("b"), bs("d")), want: bs("d")},
	{desc: "object present", fn: "lookup", args: bargs(bobj(map[string]cty.Value{"a": bn(1)}), bs("a"), bn(0)), want: bn(1)},
	{desc: "no default present", fn: "lookup", args: bargs(cty.MapVal(map[string]cty.Value{"a": bs("1")}), bs("a")), want: bs("1")},
	{desc: "no default missing", fn: "lookup", args: bargs(cty.MapVal(map[string]cty.Value{"a": bs("1")}), bs("b")),
		err: `no element with key "b"`, operand: 1},
	{desc: "secret map", fn: "lookup", args: bargs(bsec(cty.MapVal(map[string]cty.Value{"a": bs("1")})), bs("a"), bs("d")), want: bsec(bs("1"))},
	{desc: "secret default", fn: "lookup", args: bargs(cty.MapVal(map[string]cty.Value{"a": bs("1")}), bs("b"), bsec(bs("d"))), want: bsec(bs("d"))},
	{desc: "other value secret", fn: "lookup", args: bargs(cty.MapVal(map[string]cty.Value{"a": bs("1"), "b": bsec(bs("2"))}), bs("a"), bs("d")), want: bs("1")},
	{desc: "not a map", fn: "lookup", args: bargs(blist(bs("a")), bs("a"), bs("d")), err: "must be a map", operand: 0},
	{desc: "too many", fn: "lookup", args: bargs(cty.EmptyObjectVal, bs("a"), bs("d"), bs("e")), err: "at most 3", operand: 3},

	// range
	{desc: "limit", fn: "range", args: bargs(bn(3)), want: blist(bn(0), bn(1), bn(2))},
	{desc: "start limit", fn: "range", args: bargs(bn(1), bn(4)), want: blist(bn(1), bn(2), bn(3))},
	{desc: "step", fn: "range", args: bargs(bn(0), bn(10), bn(4)), want: blist(bn(0), bn(4), bn(8))},
	{desc: "down", fn: "range", args: bargs(bn(3), bn(0), bn(-1)), want: blist(bn(3), bn(2), bn(1))},
	{desc: "empty", fn: "range", args: bargs(bn(0)), want: cty.ListValEmpty(cty.Number)},
	{desc: "negative limit", fn: "range", args: bargs(bn(-1)), want: cty.ListValEmpty(cty.Number)},
	{desc: "start past limit", fn: "range", args: bargs(bn(5), bn(1)), want: cty.ListValEmpty(cty.Number)},
	{desc: "step past limit", fn: "range", args: bargs(bn(5), bn(1), bn(2)), want: cty.ListValEmpty(cty.Number)},
	{desc: "secret", fn: "range", args: bargs(bsec(bn(1))), want: bsec(blist(bn(0)))},
	{desc: "zero step", fn: "range", args: bargs(bn(0), bn(1), bn(0)), err: "step must not be zero", operand: 2},
	{desc: "wrong direction", fn: "range", args: bargs(bn(0), bn(10), bn(-1)), want: cty.ListValEmpty(cty.Number)},
	{desc: "too long", fn: "range", args: bargs(bn(2000)), err: "more than 1024", operand: -1},
	{desc: "fraction", fn: "range", args: bargs(cty.NumberFloatVal(1.5)), want: blist(bn(0), bn(1))},
	{desc: "no arguments", fn: "range", args: bargs(), err: "must have one", operand: -1},

	// max, min
	{desc: "ints", fn: "max", args: bargs(bn(3), bn(7), bn(5)), want: bn(7)},
	{desc: "floats", fn: "max", args: bargs(cty.NumberFloatVal(1.5), cty.NumberFloatVal(-2)), want: cty.NumberFloatVal(1.5)},
	{desc: "string number", fn: "max", args: bargs(bn(3), bs("4")), want: bn(4)},
	{desc: "secret", fn: "max", args: bargs(bn(3), bsec(bn(1))), want: bsec(bn(3))},
	{desc: "none", fn: "max", args: bargs(), err: "at least one", operand: -1},
	{desc: "not a number", fn: "max", args: bargs(bs("x")), err: "number is required", operand: 0},
	{desc: "ints", fn: "min", args: bargs(bn(3), bn(7), bn(-5)), want: bn(-5)},
	{desc: "exact big ints", fn: "min", args: bargs(bn(9007199254740993), bn(9007199254740995)), want: bn(9007199254740993)},
	{desc: "secret", fn: "min", args: bargs(bsec(bn(3)), bn(1)), want: bsec(bn(1))},
	{desc: "none", fn: "min", args: bargs(), err: "at least one", operand: -1},

	// singleOrNone
	{desc: "one", fn: "singleOrNone", args: bargs(blist(bn(1))), want: bn(1)},
	{desc: "empty list", fn: "singleOrNone", args: bargs(cty.ListValEmpty(cty.String)), want: cty.NullVal(cty.String)},
	{desc: "empty tuple", fn: "singleOrNone", args: bargs(cty.EmptyTupleVal), want: cty.NullVal(cty.DynamicPseudoType)},
	{desc: "two", fn: "singleOrNone", args: bargs(blist(bn(1), bn(2))), err: "at most one element", operand: 0},
	{desc: "secret", fn: "singleOrNone", args: bargs(bsec(blist(bs("a")))), want: bsec(bs("a"))},
	{desc: "not a list", fn: "singleOrNone", args: bargs(bs("a")), err: "must be a list", operand: 0},

	// toJSON
	{desc: "string", fn: "toJSON", args: bargs(bs("a\"b")), want: bs(`"a\"b"`)},
	{desc: "html escapes", fn: "toJSON", args: bargs(bs("<a&b>")), want: bs(`"\u003ca\u0026b\u003e"`)},
	{desc: "number", fn: "toJSON", args: bargs(cty.NumberFloatVal(1e21)), want: bs(`1000000000000000000000`)},
	{desc: "fraction", fn: "toJSON", args: bargs(cty.NumberFloatVal(0.5)), want: bs(`0.5`)},
	{desc: "bool", fn: "toJSON", args: bargs(cty.True), want: bs(`true`)},
	{desc: "null", fn: "toJSON", args: bargs(cty.NullVal(cty.DynamicPseudoType)), want: bs(`null`)},
	{desc: "array", fn: "toJSON", args: bargs(btuple(bs("x"), bn(1))), want: bs(`["x",1]`)},
	{desc: "object sorted", fn: "toJSON", args: bargs(bobj(map[string]cty.Value{"key": bs("value"), "count": bn(1), "nil": cty.NullVal(cty.String)})),
		want: bs(`{"count":1,"key":"value","nil":null}`)},
	{desc: "nested secret", fn: "toJSON", args: bargs(bobj(map[string]cty.Value{"a": bsec(bs("s")), "b": blist(bs("x"))})),
		want: bsec(bs(`{"a":"s","b":["x"]}`))},
	{desc: "unknown", fn: "toJSON", args: bargs(cty.UnknownVal(cty.String)), want: cty.UnknownVal(cty.String).RefineNotNull()},

	// secret, unsecret
	{desc: "mark", fn: "secret", args: bargs(bs("a")), want: bsec(bs("a"))},
	{desc: "twice", fn: "secret", args: bargs(bsec(bs("a"))), want: bsec(bs("a"))},
	{desc: "null", fn: "secret", args: bargs(cty.NullVal(cty.String)), want: bsec(cty.NullVal(cty.String))},
	{desc: "object", fn: "secret", args: bargs(bobj(map[string]cty.Value{"a": bn(1)})), want: bsec(bobj(map[string]cty.Value{"a": bn(1)}))},
	{desc: "unmark", fn: "unsecret", args: bargs(bsec(bs("a"))), want: bs("a")},
	{desc: "plain", fn: "unsecret", args: bargs(bs("a")), want: bs("a")},
	{desc: "nested", fn: "unsecret", args: bargs(btuple(bsec(bs("a")), bs("b"))), want: btuple(bs("a"), bs("b"))},
	{desc: "other marks kept", fn: "unsecret", args: bargs(bs("a").Mark("other").Mark(SecretMark)), want: bs("a").Mark("other")},

	// base64, sha1
	{desc: "encode", fn: "toBase64", args: bargs(bs("hello ✓")), want: bs("aGVsbG8g4pyT")},
	{desc: "secret", fn: "toBase64", args: bargs(bsec(bs("a"))), want: bsec(bs("YQ=="))},
	{desc: "decode", fn: "fromBase64", args: bargs(bs("aGVsbG8g4pyT")), want: bs("hello ✓")},
	{desc: "invalid", fn: "fromBase64", args: bargs(bs("!!")), err: "not valid base64", operand: 0},
	{desc: "not utf-8", fn: "fromBase64", args: bargs(bs("/w==")), err: "UTF-8", operand: 0},
	{desc: "number argument", fn: "toBase64", args: bargs(bn(12)), want: bs("MTI=")},
	{desc: "hash", fn: "sha1", args: bargs(bs("abc")), want: bs("a9993e364706816aba3e25717850c26c9cd0d89d")},
	{desc: "secret", fn: "sha1", args: bargs(bsec(bs(""))), want: bsec(bs("da39a3ee5e6b4b0d3255bfef95601890afd80709"))},
	{desc: "null", fn: "sha1", args: bargs(cty.NullVal(cty.String)), err: "null", operand: 0},
	{desc: "list", fn: "sha1", args: bargs(blist(bs("a"))), err: "string required", operand: 0},

	// run information
	{desc: "project", fn: "project", want: bs("proj")},
	{desc: "stack", fn: "stack", want: bs("dev")},
	{desc: "organization", fn: "organization", want: bs("org")},
	{desc: "rootDirectory", fn: "rootDirectory", want: bs("/root/dir")},
	{desc: "cwd", fn: "cwd", want: bs("/root/dir")},
	{desc: "arity", fn: "project", args: bargs(bs("x")), err: "takes 0 argument", operand: -1},

	// try, can, recover
	{desc: "first", fn: "try", args: bargs(bs("a"), bs("b")), want: bs("a")},
	{desc: "secret first", fn: "try", args: bargs(bsec(bs("a")), bs("b")), want: bsec(bs("a"))},
	{desc: "secret fallback", fn: "try", args: bargs(bs("a"), bsec(bs("b"))), want: bs("a")},
	{desc: "null", fn: "try", args: bargs(cty.NullVal(cty.String), bs("b")), want: cty.NullVal(cty.String)},
	{desc: "none", fn: "try", args: bargs(), err: "at least 1", operand: -1},
	{desc: "true", fn: "can", args: bargs(bs("a")), want: cty.True},
	{desc: "secret", fn: "can", args: bargs(bsec(bs("a"))), want: bsec(cty.True)},
	{desc: "value", fn: "recover", args: bargs(bsec(bs("a")), bs("b")), want: bsec(bs("a"))},

	// notImplemented
	{desc: "error", fn: "notImplemented", args: bargs(bs("tf function foo")), err: "not implemented: tf function foo", operand: -1},

	// resources
	{desc: "name", fn: "pulumiResourceName",
		args: bargs(bobj(map[string]cty.Value{"urn": bs("urn:pulumi:stack::project::simple:index:Resource::res1"), "id": bs("i")})),
		want: bs("res1")},
	{desc: "type", fn: "pulumiResourceType",
		args: bargs(bobj(map[string]cty.Value{"urn": bs("urn:pulumi:stack::project::simple:index:Resource::res1")})),
		want: bs("simple:index:Resource")},
	{desc: "child name", fn: "pulumiResourceName",
		args: bargs(bobj(map[string]cty.Value{"urn": bs("urn:pulumi:s::p::my:C$simple:index:Resource::a::b")})),
		want: bs("a::b")},
	{desc: "child type", fn: "pulumiResourceType",
		args: bargs(bobj(map[string]cty.Value{"urn": bs("urn:pulumi:s::p::my:C$simple:index:Resource::a")})),
		want: bs("simple:index:Resource")},
	{desc: "secret output", fn: "pulumiResourceName",
		args: bargs(bobj(map[string]cty.Value{"urn": bs("urn:pulumi:s::p::t:m:R::n"), "pw": bsec(bs("x"))})),
		want: bs("n")},
	{desc: "unknown urn", fn: "pulumiResourceType",
		args: bargs(bobj(map[string]cty.Value{"urn": cty.UnknownVal(cty.String)})), want: cty.UnknownVal(cty.String).RefineNotNull()},
	{desc: "no urn", fn: "pulumiResourceName", args: bargs(cty.EmptyObjectVal), err: "must be a resource", operand: 0},
	{desc: "bad urn", fn: "pulumiResourceType", args: bargs(bobj(map[string]cty.Value{"urn": bs("x")})), err: "not a Pulumi URN", operand: 0},

	// getOutput
	{desc: "from outputs", fn: "getOutput",
		args: bargs(bobj(map[string]cty.Value{"urn": bs("u"), "outputs": bobj(map[string]cty.Value{"plain": bs("p"), "secret": bsec(bs("s"))})}), bs("plain")),
		want: bs("p")},
	{desc: "secret output", fn: "getOutput",
		args: bargs(bobj(map[string]cty.Value{"urn": bs("u"), "outputs": bobj(map[string]cty.Value{"plain": bs("p"), "secret": bsec(bs("s"))})}), bs("secret")),
		want: bsec(bs("s"))},
	{desc: "map outputs", fn: "getOutput",
		args: bargs(bobj(map[string]cty.Value{"outputs": cty.MapVal(map[string]cty.Value{"a": bn(1)})}), bs("a")), want: bn(1)},
	{desc: "missing output", fn: "getOutput",
		args: bargs(bobj(map[string]cty.Value{"outputs": cty.EmptyObjectVal}), bs("a")), want: cty.NullVal(cty.DynamicPseudoType)},
	{desc: "no outputs", fn: "getOutput", args: bargs(bobj(map[string]cty.Value{"urn": bs("u")}), bs("name")), want: bs("name")},
	{desc: "not a resource", fn: "getOutput", args: bargs(bs("x"), bs("name")), err: "StackReference", operand: 0},

	// assets and archives
	{desc: "stringAsset", fn: "stringAsset", args: bargs(bs("text")), want: builtinAssetVal("asset", "text", "text")},
	{desc: "fileAsset", fn: "fileAsset", args: bargs(bs("a.txt")), want: builtinAssetVal("asset", "path", "a.txt")},
	{desc: "remoteAsset", fn: "remoteAsset", args: bargs(bs("https://x/a")), want: builtinAssetVal("asset", "uri", "https://x/a")},
	{desc: "fileArchive", fn: "fileArchive", args: bargs(bs("dir")), want: builtinAssetVal("archive", "path", "dir")},
	{desc: "remoteArchive", fn: "remoteArchive", args: bargs(bs("https://x/a.zip")), want: builtinAssetVal("archive", "uri", "https://x/a.zip")},
	{desc: "secret text", fn: "stringAsset", args: bargs(bsec(bs("t"))), want: bsec(builtinAssetVal("asset", "text", "t"))},
	{desc: "assets", fn: "assetArchive",
		args: bargs(bobj(map[string]cty.Value{"b": builtinAssetVal("asset", "text", "t"), "a": builtinAssetVal("archive", "path", "d")})),
		want: builtinAssetVal("archive", "assets", `{"a":{"$archive":{"path":"d"}},"b":{"$asset":{"text":"t"}}}`)},
	{desc: "not an asset", fn: "assetArchive", args: bargs(bobj(map[string]cty.Value{"a": bs("x")})), err: `"a" is not an asset`, operand: 0},
	{desc: "not a map", fn: "assetArchive", args: bargs(bs("x")), err: "must be a map", operand: 0},
}

// TestBuiltins runs builtinCases and checks that every builtin has cases.
func TestBuiltins(t *testing.T) {
	fns := Builtins(&BuiltinEnv{Project: "proj", Stack: "dev", Organization: "org", RootDirectory: "/root/dir"})
	covered := map[string]bool{}
	for _, c := range builtinCases {
		covered[c.fn] = true
		t.Run(c.fn+"/"+c.desc, func(t *testing.T) {
			fn := fns[c.fn]
			if fn == nil {
				t.Fatalf("no builtin %q", c.fn)
			}
			got, err := fn(c.args)
			if c.err != "" {
				if err == nil {
					t.Fatalf("got %#v, want an error containing %q", got, c.err)
				}
				if !strings.Contains(err.Error(), c.err) {
					t.Errorf("error %q does not contain %q", err, c.err)
				}
				ee, ok := err.(*refine.Error)
				if !ok {
					t.Fatalf("error %T is not a *refine.Error", err)
				}
				if ee.Operand != c.operand {
					t.Errorf("error operand %d, want %d", ee.Operand, c.operand)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if !got.RawEquals(c.want) {
				t.Errorf("got %#v, want %#v", got, c.want)
			}
		})
	}
	for _, name := range binder.BuiltinNames() {
		if !covered[name] && !builtinCoveredElsewhere[name] {
			t.Errorf("builtin %q has no table test", name)
		}
	}
}

// builtinCoveredElsewhere names the builtins tested by their own functions.
var builtinCoveredElsewhere = map[string]bool{"readFile": true, "filebase64": true, "filebase64sha256": true}

// TestBuiltinFiles checks the builtins that read files.
func TestBuiltinFiles(t *testing.T) {
	root := t.TempDir()
	content := "hello <file>\n"
	if err := os.WriteFile(filepath.Join(root, "testfile.txt"), []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "binary"), []byte{0xff, 0x00}, 0o644); err != nil {
		t.Fatal(err)
	}
	fns := Builtins(&BuiltinEnv{RootDirectory: root})
	sum := sha256.Sum256([]byte(content))
	cases := []builtinCase{
		{desc: "relative", fn: "readFile", args: bargs(bs("testfile.txt")), want: bs(content)},
		{desc: "absolute", fn: "readFile", args: bargs(bs(filepath.Join(root, "testfile.txt"))), want: bs(content)},
		{desc: "secret path", fn: "readFile", args: bargs(bsec(bs("testfile.txt"))), want: bsec(bs(content))},
		{desc: "missing", fn: "readFile", args: bargs(bs("nope.txt")), err: `cannot read file "nope.txt"`, operand: 0},
		{desc: "binary", fn: "readFile", args: bargs(bs("binary")), err: "UTF-8", operand: 0},
		{desc: "base64", fn: "filebase64", args: bargs(bs("testfile.txt")), want: bs(base64.StdEncoding.EncodeToString([]byte(content)))},
		{desc: "binary base64", fn: "filebase64", args: bargs(bs("binary")), want: bs("/wA=")},
		{desc: "missing base64", fn: "filebase64", args: bargs(bs("nope")), err: "cannot read", operand: 0},
		{desc: "sha256", fn: "filebase64sha256", args: bargs(bs("testfile.txt")), want: bs(base64.StdEncoding.EncodeToString(sum[:]))},
		{desc: "missing sha256", fn: "filebase64sha256", args: bargs(bs("nope")), err: "cannot read", operand: 0},
	}
	for _, c := range cases {
		t.Run(c.fn+"/"+c.desc, func(t *testing.T) {
			got, err := fns[c.fn](c.args)
			if c.err != "" {
				ee, ok := err.(*refine.Error)
				if !ok || !strings.Contains(err.Error(), c.err) || ee.Operand != c.operand {
					t.Fatalf("got %#v, %v; want an error on operand %d containing %q", got, err, c.operand, c.err)
				}
				return
			}
			if err != nil || !got.RawEquals(c.want) {
				t.Errorf("got %#v, %v; want %#v", got, err, c.want)
			}
		})
	}
}

// TestBuiltinDefaults checks the run information of an empty BuiltinEnv.
func TestBuiltinDefaults(t *testing.T) {
	fns := Builtins(nil)
	for name, want := range map[string]string{"project": "project", "stack": "stack", "organization": "organization"} {
		got, err := fns[name](nil)
		if err != nil || !got.RawEquals(bs(want)) {
			t.Errorf("%s() = %#v, %v; want %q", name, got, err, want)
		}
	}
}

// TestBuiltinUnknowns checks that unknown arguments give unknown results,
// with their marks, and no errors.
func TestBuiltinUnknowns(t *testing.T) {
	fns := Builtins(nil)
	for _, name := range []string{"length", "toBase64", "fromBase64", "sha1", "readFile", "stringAsset", "fileAsset", "split"} {
		args := []cty.Value{bsec(cty.UnknownVal(cty.String))}
		if name == "split" {
			args = append([]cty.Value{bs("-")}, args...)
		}
		got, err := fns[name](args)
		if err != nil || got.IsKnown() || !got.HasMark(SecretMark) {
			t.Errorf("%s(unknown secret) = %#v, %v; want an unknown secret", name, got, err)
		}
	}
	got, err := fns["join"]([]cty.Value{bs(","), cty.DynamicVal})
	if err != nil || got.IsKnown() {
		t.Errorf("join with a dynamic value = %#v, %v; want unknown", got, err)
	}
	got, err = fns["assetArchive"]([]cty.Value{bobj(map[string]cty.Value{"a": cty.UnknownVal(AssetObjectType)})})
	if err != nil || got.IsKnown() {
		t.Errorf("assetArchive with an unknown member = %#v, %v; want unknown", got, err)
	}
}

// TestBuiltinNoPanics calls every builtin with odd arguments: it must
// return, with an error or not, and never panic.
func TestBuiltinNoPanics(t *testing.T) {
	fns := Builtins(nil)
	odd := []cty.Value{cty.NilVal, cty.DynamicVal, cty.NullVal(cty.DynamicPseudoType), cty.NullVal(cty.String),
		bs("x"), bn(-3), cty.NumberFloatVal(0.5), cty.True, cty.EmptyTupleVal, cty.EmptyObjectVal,
		cty.ListValEmpty(cty.String), cty.MapValEmpty(cty.Number), bsec(cty.DynamicVal), cty.UnknownVal(cty.EmptyObject),
		bobj(map[string]cty.Value{"urn": bn(1), "outputs": bs("x")}), bobj(map[string]cty.Value{"outputs": cty.NullVal(cty.Map(cty.String))})}
	for _, name := range binder.BuiltinNames() {
		fn := fns[name]
		for n := 0; n <= 3; n++ {
			args := make([]cty.Value, n)
			var rec func(i int)
			rec = func(i int) {
				if i == n {
					got, err := fn(append([]cty.Value(nil), args...))
					if err == nil && got == cty.NilVal {
						t.Errorf("%s%#v returned NilVal and no error", name, args)
					}
					return
				}
				for _, v := range odd {
					args[i] = v
					rec(i + 1)
				}
			}
			rec(0)
		}
	}
}

// TestAssetJSON checks the trace encoding of assets and archives and its
// inverse.
func TestAssetJSON(t *testing.T) {
	fns := Builtins(nil)
	call := func(name string, args ...cty.Value) cty.Value {
		v, err := fns[name](args)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return v
	}
	text := call("stringAsset", bs("hi"))
	archive := call("assetArchive", cty.MapVal(map[string]cty.Value{
		"file.txt": text,
		"dir":      call("fileArchive", bs("./dir")),
	}))
	cases := []struct {
		v    cty.Value
		want map[string]any
	}{
		{text, map[string]any{"$asset": map[string]any{"text": "hi"}}},
		{call("fileAsset", bs("a.txt")), map[string]any{"$asset": map[string]any{"path": "a.txt"}}},
		{call("remoteAsset", bs("https://a")), map[string]any{"$asset": map[string]any{"uri": "https://a"}}},
		{call("fileArchive", bs("d")), map[string]any{"$archive": map[string]any{"path": "d"}}},
		{call("remoteArchive", bs("https://z")), map[string]any{"$archive": map[string]any{"uri": "https://z"}}},
		{bsec(text), map[string]any{"$asset": map[string]any{"text": "hi"}}},
		{archive, map[string]any{"$archive": map[string]any{"assets": map[string]any{
			"file.txt": map[string]any{"$asset": map[string]any{"text": "hi"}},
			"dir":      map[string]any{"$archive": map[string]any{"path": "./dir"}},
		}}}},
	}
	for i, c := range cases {
		got, ok := AssetJSON(c.v)
		if !ok || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%d: AssetJSON(%#v) = %v, %v; want %v", i, c.v, got, ok, c.want)
			continue
		}
		back, ok := AssetFromJSON(got)
		if plain, _ := c.v.UnmarkDeep(); !ok || !back.RawEquals(plain) {
			t.Errorf("%d: AssetFromJSON(%v) = %#v, %v; want %#v", i, got, back, ok, plain)
		}
	}
	for _, v := range []cty.Value{bs("x"), cty.EmptyObjectVal, cty.NullVal(AssetObjectType), cty.UnknownVal(AssetObjectType),
		builtinAssetVal("asset", "assets", "{}"), builtinAssetVal("thing", "path", "p"), builtinAssetVal("archive", "text", "t")} {
		if got, ok := AssetJSON(v); ok || IsAsset(v) {
			t.Errorf("AssetJSON(%#v) = %v, true; want false", v, got)
		}
	}
	for _, m := range []map[string]any{{}, {"$asset": "x"}, {"$asset": map[string]any{"text": 1}},
		{"$archive": map[string]any{"assets": map[string]any{"a": "b"}}}, {"$asset": map[string]any{"assets": map[string]any{}}}} {
		if v, ok := AssetFromJSON(m); ok {
			t.Errorf("AssetFromJSON(%v) = %#v, true; want false", m, v)
		}
	}
}

// TestUnsecretAndIsSecret checks the exported mark helpers.
func TestUnsecretAndIsSecret(t *testing.T) {
	v := bobj(map[string]cty.Value{"a": bsec(bs("x")), "b": blist(bsec(bn(1)).Mark("keep"))})
	if !IsSecret(v) || IsSecret(Unsecret(v)) {
		t.Errorf("IsSecret(%#v) or IsSecret(Unsecret) wrong", v)
	}
	if got := Unsecret(v); !got.GetAttr("b").Index(bn(0)).HasMark("keep") {
		t.Errorf("Unsecret dropped another mark: %#v", got)
	}
	if _, typ, ok := SplitURN("urn:pulumi:s::p::a:b:C::n"); ok && typ != "n" {
		t.Errorf("SplitURN name = %q", typ)
	}
}
