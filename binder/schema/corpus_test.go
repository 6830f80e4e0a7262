package schema

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// corpusOpaque lists, per corpus schema, the undeclared type tokens that
// "#/types/..." references point at (decoded as *TokenType). Every other
// schema must have none, and no schema may have invalid types.
var corpusOpaque = map[string][]string{
	// The provider input refers to a type the schema does not declare.
	"dangling-reference-bad-0.1.0.json": {"dangling-reference:a:b"},
	// "overlay" refers to a type the schema does not declare.
	"localref-1.0.0.json": {"localref:index/Index:Overlay"},
	// These reach the AWS substitute, which refers to one undeclared type.
	"typeddict-1.0.0.json":   {"aws:s3/routingRules:RoutingRule"},
	"awsx-1.0.0-beta.5.json": {"aws:s3/routingRules:RoutingRule"},
	// AWS refers to resources, a few opaque tokens, and some enums with a
	// module spelled in another case under "#/types/". References name types
	// exactly, so all of these are opaque.
	"importer-1.0.0.json": {
		"importer:ec2/launchConfiguration:LaunchConfiguration",
		"importer:ecr/lifecyclePolicyDocument:LifecyclePolicyDocument",
		"importer:iam/documents:PolicyDocument", "importer:iam/instanceProfile:InstanceProfile",
		"importer:iam/role:Role", "importer:index/aRN:ARN", "importer:index/region:Region",
		"importer:lambda/function:Function", "importer:rds/engineType:EngineType", "importer:s3/bucket:Bucket",
		"importer:sns/topic:Topic",
	},
	"aws-5.x-20220926.json": {
		"aws:alb/ipAddressType:IpAddressType", "aws:alb/loadBalancerType:LoadBalancerType",
		"aws:apigateway/deployment:Deployment", "aws:apigateway/restApi:RestApi",
		"aws:autoscaling/metrics:Metric", "aws:autoscaling/notificationType:NotificationType",
		"aws:cloudwatch/logGroup:LogGroup", "aws:ec2/launchConfiguration:LaunchConfiguration",
		"aws:ec2/placementGroup:PlacementGroup", "aws:ecr/lifecyclePolicyDocument:LifecyclePolicyDocument",
		"aws:elasticbeanstalk/application:Application",
		"aws:elasticbeanstalk/applicationVersion:ApplicationVersion", "aws:iam/documents:PolicyDocument",
		"aws:iam/group:Group", "aws:iam/instanceProfile:InstanceProfile", "aws:iam/role:Role",
		"aws:iam/user:User", "aws:index/aRN:ARN", "aws:index/region:Region", "aws:iot/policy:Policy",
		"aws:lambda/function:Function", "aws:rds/engineType:EngineType", "aws:s3/bucket:Bucket", "aws:s3/routingRules:RoutingRule", "aws:sns/topic:Topic",
	},
}

// corpusFiles lists the corpus schema files.
func corpusFiles(t *testing.T, root string) []string {
	var files []string
	for _, dir := range []string{root, filepath.Join(root, "conformance"), filepath.Join(root, "substitutes")} {
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			n := e.Name()
			if strings.HasSuffix(n, ".json") || strings.HasSuffix(n, ".yaml") {
				files = append(files, filepath.Join(dir, n))
			}
		}
	}
	if len(files) < 90 {
		t.Fatalf("found only %d corpus schemas", len(files))
	}
	return files
}

// TestCorpusDecodeEverything loads every corpus schema and decodes every
// resource, function and type, following all references, including those
// into other packages of the same directory (and into the AWS substitute).
func TestCorpusDecodeEverything(t *testing.T) {
	root := corpusSchemas(t)
	subs := filepath.Join(root, "substitutes")
	for _, file := range corpusFiles(t, root) {
		rel, _ := filepath.Rel(root, file)
		t.Run(rel, func(t *testing.T) {
			t.Parallel()
			l := NewLoader(filepath.Dir(file), subs)
			p, err := l.LoadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if p.Name == "" {
				t.Fatal("empty package name")
			}
			invalid, tokens, err := decodeAll(p)
			if err != nil {
				t.Fatal(err)
			}
			for _, problem := range invalid {
				t.Errorf("invalid type: %s", problem)
			}
			want := corpusOpaque[filepath.Base(file)]
			if strings.Join(tokens, " ") != strings.Join(want, " ") {
				t.Errorf("opaque token types:\n got %q\nwant %q", tokens, want)
			}
		})
	}
}

// TestCorpusIndexMatchesEncodingJSON checks the index of every corpus JSON
// schema against encoding/json's reading of the whole file: the same tokens
// in each section, each with the same value text.
func TestCorpusIndexMatchesEncodingJSON(t *testing.T) {
	root := corpusSchemas(t)
	for _, file := range corpusFiles(t, root) {
		if !strings.HasSuffix(file, ".json") {
			continue
		}
		rel, _ := filepath.Rel(root, file)
		t.Run(rel, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			idx, err := indexJSON(data)
			if err != nil {
				t.Fatal(err)
			}
			var whole map[string]json.RawMessage
			if err := json.Unmarshal(data, &whole); err != nil {
				t.Fatal(err)
			}
			for key, sp := range idx.fields {
				if !bytes.Equal(whole[key], data[sp.start:sp.end]) {
					t.Errorf("field %q: index span differs from encoding/json", key)
				}
			}
			sections := map[string][]rawEntry{"resources": idx.resources, "functions": idx.functions, "types": idx.types}
			for name, entries := range sections {
				var ref map[string]json.RawMessage
				if raw, ok := whole[name]; ok {
					if err := json.Unmarshal(raw, &ref); err != nil {
						t.Fatal(err)
					}
				}
				if len(entries) != len(ref) {
					t.Errorf("%s: index has %d entries, encoding/json %d", name, len(entries), len(ref))
				}
				for _, e := range entries {
					if !bytes.Equal(ref[e.token], data[e.val.start:e.val.end]) {
						t.Errorf("%s %q: index span differs from encoding/json", name, e.token)
					}
				}
			}
		})
	}
}
