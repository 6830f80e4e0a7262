package schema

import (
	"errors"
	"path/filepath"
	"testing"
)

func TestSplitToken(t *testing.T) {
	tests := []struct {
		tok                 string
		pkg, module, member string
		ok                  bool
	}{
		{"aws:s3/bucket:Bucket", "aws", "s3/bucket", "Bucket", true},
		{"aws:s3:Bucket", "aws", "s3", "Bucket", true},
		{"random:RandomPet", "random", "index", "RandomPet", true},
		{"aws::Provider", "aws", "index", "Provider", true},
		{"pulumi:providers:aws", "pulumi", "providers", "aws", true},
		{"aws", "", "", "", false},
		{":mod:Name", "", "", "", false},
		{"pkg:mod:", "", "", "", false},
		{"pkg:", "", "", "", false},
		{"pkg:a:b:c", "", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.tok, func(t *testing.T) {
			pkg, mod, member, ok := SplitToken(tt.tok)
			if pkg != tt.pkg || mod != tt.module || member != tt.member || ok != tt.ok {
				t.Errorf("SplitToken(%q) = %q, %q, %q, %v", tt.tok, pkg, mod, member, ok)
			}
		})
	}
}

func TestModuleFormat(t *testing.T) {
	tests := []struct {
		format, part, want string
	}{
		{"", "s3/bucket", "s3/bucket"},
		{"(.*)", "apps/v1", "apps/v1"},
		{"(.*)", "", "index"},
		{"(.*)(?:/[^/]*)", "s3/bucket", "s3"},
		{"(.*)(?:/[^/]*)", "ec2/transitGateway/route", "ec2/transitGateway"},
		{"(.*)(?:/[^/]*)", "s3", "s3"},
		{"(.*)(?:/[^/]*)", "index/randomPet", "index"},
		{"(.*)(?:/[^/]*)", "/thing", "index"},
		{"(.*)(?:_[^_]*)", "mod/nested_Resource", "mod/nested"},
		{"(.*)(?:_[^_]*)", "index_concatWorld", "index"},
		{"(.*)(?:_[^_]*)", "mod", "mod"},
		// A format the fast paths do not cover goes through regexp.
		{"^([a-z]+)\\d*$", "compute2", "compute"},
		{"^([a-z]+)\\d*$", "Compute", "Compute"},
	}
	for _, tt := range tests {
		t.Run(tt.format+"/"+tt.part, func(t *testing.T) {
			f, err := newModuleFormat(tt.format)
			if err != nil {
				t.Fatal(err)
			}
			if got := f.module(tt.part); got != tt.want {
				t.Errorf("module(%q) = %q, want %q", tt.part, got, tt.want)
			}
			if got := f.module(tt.part); got != tt.want {
				t.Errorf("second module(%q) = %q, want %q", tt.part, got, tt.want)
			}
		})
	}
	if _, err := newModuleFormat("(unclosed"); err == nil {
		t.Error("bad regexp accepted")
	}
}

// TestLookupForms looks members up by every accepted spelling.
func TestLookupForms(t *testing.T) {
	l := NewLoader("testdata/tokens")
	tok, err := l.Load("tok", "")
	if err != nil {
		t.Fatal(err)
	}
	plain, err := l.Load("plainfmt", "")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		pkg       *Package
		kind      string
		lookup    string
		want      string // schema token; "" for not found
		ambiguous bool
	}{
		{tok, "resource", "tok:mod_Resource:Resource", "tok:mod_Resource:Resource", false},
		{tok, "resource", "tok:mod:Resource", "tok:mod_Resource:Resource", false},
		{tok, "resource", "tok:mod/nested:Resource", "tok:mod/nested_Resource:Resource", false},
		{tok, "resource", "tok:mod/nested_Resource:Resource", "tok:mod/nested_Resource:Resource", false},
		{tok, "resource", "tok:grp:Dup", "", true},
		{tok, "resource", "tok:grp_a:Dup", "tok:grp_a:Dup", false},
		{tok, "resource", "tok:grp:Dup2", "tok:grp:Dup2", false},
		{tok, "resource", "tok:grp_x:Dup2", "tok:grp_x:Dup2", false},
		{tok, "resource", "tok:other:Resource", "", false},
		{tok, "resource", "nonsense", "", false},
		{tok, "function", "tok:index:thing", "tok:index_thing:thing", false},
		{tok, "function", "tok:thing", "tok:index_thing:thing", false},
		{tok, "function", "tok::thing", "tok:index_thing:thing", false},
		{tok, "function", "tok:mod:concat", "tok:mod_concat:concat", false},
		{tok, "type", "tok:mod:Shape", "tok:mod_Shape:Shape", false},
		{tok, "type", "tok:mod:Resource", "", false},
		// Without a module format, a trailing member segment may be dropped.
		{plain, "resource", "plainfmt:net:Router", "plainfmt:net/router:Router", false},
		{plain, "resource", "plainfmt:net/router:Router", "plainfmt:net/router:Router", false},
		{plain, "resource", "plainfmt:index:Widget", "plainfmt:index/widget:Widget", false},
		{plain, "resource", "plainfmt:Widget", "plainfmt:index/widget:Widget", false},
		{plain, "resource", "plainfmt:index:Empty", "plainfmt::Empty", false},
		{plain, "resource", "plainfmt:Empty", "plainfmt::Empty", false},
		{plain, "resource", "plainfmt:apps/v1:Deployment", "plainfmt:apps/v1:Deployment", false},
		{plain, "resource", "plainfmt:apps/v1beta1:Deployment", "plainfmt:apps/v1beta1:Deployment", false},
		{plain, "resource", "plainfmt:apps:Deployment", "", false},
		{plain, "function", "plainfmt:index:getWidget", "plainfmt:index/getWidget:getWidget", false},
		{plain, "type", "plainfmt:net:Route", "plainfmt:net/Route:Route", false},
	}
	for _, tt := range tests {
		t.Run(tt.kind+"/"+tt.lookup, func(t *testing.T) {
			var got string
			var err error
			switch tt.kind {
			case "resource":
				var r *Resource
				if r, err = tt.pkg.Resource(tt.lookup); err == nil {
					got = r.Token
				}
			case "function":
				var f *Function
				if f, err = tt.pkg.Function(tt.lookup); err == nil {
					got = f.Token
				}
			case "type":
				var ty Type
				if ty, err = tt.pkg.Type(tt.lookup); err == nil {
					got = ty.(*ObjectType).Token
				}
			}
			switch {
			case tt.want != "":
				if err != nil || got != tt.want {
					t.Errorf("got %q, %v; want %q", got, err, tt.want)
				}
			case tt.ambiguous:
				var le *LookupError
				if !errors.As(err, &le) || len(le.Candidates) < 2 || errors.Is(err, ErrNotFound) {
					t.Errorf("want an ambiguity error, got %q, %v", got, err)
				}
			default:
				if !errors.Is(err, ErrNotFound) {
					t.Errorf("want not found, got %q, %v", got, err)
				}
			}
		})
	}
}

func TestCanonicalToken(t *testing.T) {
	p := loadDemo(t)
	tests := map[string]string{
		"demo:storage/bucket:Bucket":   "demo:storage:Bucket",
		"demo:storage:Bucket":          "demo:storage:Bucket",
		"demo:index/getThing:getThing": "demo:index:getThing",
		"demo:getThing":                "demo:index:getThing",
		"not-a-token":                  "not-a-token",
	}
	for in, want := range tests {
		if got := p.CanonicalToken(in); got != want {
			t.Errorf("CanonicalToken(%q) = %q, want %q", in, got, want)
		}
	}
	if got := p.TokenModule("demo:storage/bucket:Bucket"); got != "storage" {
		t.Errorf("TokenModule = %q", got)
	}
	if got := p.TokenModule("bad"); got != "" {
		t.Errorf("TokenModule(bad) = %q", got)
	}
}

// TestCorpusTokens looks up the tokens the corpus programs use.
func TestCorpusTokens(t *testing.T) {
	root := corpusSchemas(t)
	l := NewLoader(root, filepath.Join(root, "conformance"), filepath.Join(root, "substitutes"))
	tests := []struct {
		pkg, kind, lookup, want string
	}{
		{"aws", "resource", "aws:s3:Bucket", "aws:s3/bucket:Bucket"},
		{"aws", "resource", "aws:s3/bucket:Bucket", "aws:s3/bucket:Bucket"},
		{"aws", "resource", "aws:s3:BucketObject", "aws:s3/bucketObject:BucketObject"},
		{"aws", "resource", "aws:ec2:Vpc", "aws:ec2/vpc:Vpc"},
		{"aws", "resource", "aws:iam:Role", "aws:iam/role:Role"},
		{"aws", "resource", "pulumi:providers:aws", "pulumi:providers:aws"},
		{"aws", "function", "aws:index:getAvailabilityZones", "aws:index/getAvailabilityZones:getAvailabilityZones"},
		{"aws", "function", "aws:ec2:getVpc", "aws:ec2/getVpc:getVpc"},
		{"aws", "type", "aws:s3:BucketWebsite", "aws:s3/BucketWebsite:BucketWebsite"},
		{"random", "resource", "random:index/randomPassword:RandomPassword", "random:index/randomPassword:RandomPassword"},
		{"random", "resource", "random:index:RandomPet", "random:index/randomPet:RandomPet"},
		{"kubernetes", "resource", "kubernetes:apps/v1:Deployment", "kubernetes:apps/v1:Deployment"},
		{"module-format", "function", "module-format:mod:concatWorld", "module-format:mod_concatWorld:concatWorld"},
		{"module-format", "function", "module-format:mod/nested:concatWorld", "module-format:mod/nested_concatWorld:concatWorld"},
		{"module-format", "function", "module-format:index:concatWorld", "module-format:index_concatWorld:concatWorld"},
		{"module-format", "function", "module-format:concatWorld", "module-format:index_concatWorld:concatWorld"},
		{"simple-invoke", "function", "simple-invoke:myInvoke", "simple-invoke:index:myInvoke"},
		{"snowflake", "resource", "snowflake:index/tagAssociation:TagAssociation", "snowflake:index/tagAssociation:TagAssociation"},
	}
	for _, tt := range tests {
		t.Run(tt.lookup, func(t *testing.T) {
			p, err := l.Load(tt.pkg, "")
			if err != nil {
				t.Fatal(err)
			}
			var got string
			if tt.kind == "resource" {
				r, err := p.Resource(tt.lookup)
				if err != nil {
					t.Fatal(err)
				}
				got = r.Token
			} else if tt.kind == "function" {
				f, err := p.Function(tt.lookup)
				if err != nil {
					t.Fatal(err)
				}
				got = f.Token
			} else {
				ty, err := p.Type(tt.lookup)
				if err != nil {
					t.Fatal(err)
				}
				got = ty.String()
			}
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
