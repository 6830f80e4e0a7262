package javacompile

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
)

func TestDirName(t *testing.T) {
	for in, want := range map[string]string{
		"programs-aws-webserver": "programs_aws_webserver",
		"multi/0":                "multi_0",
		"a b+c.d":                "a_b_c_d",
		"_hidden":                "p_hidden",
		"_classes":               "p_classes",
		"0day":                   "p0day",
		"class":                  "pclass",
		"":                       "p",
		"Upper":                  "Upper",
	} {
		if got := DirName(in); got != want {
			t.Errorf("DirName(%q) = %q, want %q", in, got, want)
		}
	}
	if got := Package("set-x", "generated_program"); got != "set_x.generated_program" {
		t.Errorf("Package = %q", got)
	}
	if got := Package("set-x", ""); got != "set_x" {
		t.Errorf("Package of the unnamed package = %q", got)
	}
}

func TestRewritePackages(t *testing.T) {
	work := t.TempDir()
	files := map[string]string{
		"prog/src/App.java": `// A comment.
package generated_program;

import com.pulumi.Pulumi;
import generated_program.components.Web;
import generated_program.components.*;
import static generated_program.Util.helper;
import static generated_program.components.Web.Args.make;
import generatedprogram.Other;
import generated_program.notAClass.X;

public class App {}
`,
		"prog/src/Util.java":           "package generated_program;\nclass Util {}\n",
		"prog/src/components/Web.java": "package generated_program.components;\n\nimport generated_program.Util;\n\npublic class Web {}\n",
		"prog/Loose.java":              "import java.util.List;\nclass Loose {}\n",
	}
	var sources []string
	for name, src := range files {
		p := filepath.Join(work, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		sources = append(sources, name)
	}
	if err := rewritePackages(work, "prog", sources); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		src, err := os.ReadFile(filepath.Join(work, filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		return string(src)
	}
	want := `// A comment.
package prog.generated_program;

import com.pulumi.Pulumi;
import prog.generated_program.components.Web;
import prog.generated_program.components.*;
import static prog.generated_program.Util.helper;
import static prog.generated_program.components.Web.Args.make;
import generatedprogram.Other;
import generated_program.notAClass.X;

public class App {}
`
	if got := read("prog/src/App.java"); got != want {
		t.Errorf("App.java:\n%s\nwant:\n%s", got, want)
	}
	if got := read("prog/src/components/Web.java"); got != "package prog.generated_program.components;\n\nimport prog.generated_program.Util;\n\npublic class Web {}\n" {
		t.Errorf("Web.java:\n%s", got)
	}
	if got := read("prog/Loose.java"); got != "package prog; import java.util.List;\nclass Loose {}\n" {
		t.Errorf("Loose.java:\n%s", got)
	}
}

func TestAttribute(t *testing.T) {
	out := `/root/.m2/repository/com/pulumi/aws/5.16.2/aws-5.16.2.jar(/com/pulumi/aws/s3/Bucket.class): warning: Cannot find annotation method 'type()' in type 'Export'
bad_0/src/main/java/generated_program/App.java:12: error: cannot find symbol
        ctx.export("x", undefinedName);
                        ^
  symbol:   variable undefinedName
  location: class App
warned/App.java:3: warning: [rawtypes] found raw type: List
List l = null;
^
  missing type arguments for generic class List<E>
  where E is a type-variable:
    E extends Object declared in interface List
bad_0/src/main/java/generated_program/App.java:14: error: ';' expected
        var y = 1
                 ^
Note: Some input files use unchecked or unsafe operations.
2 errors
1 warning
`
	byDir := map[string]string{"bad_0": "bad/0", "warned": "warned", "good": "good"}
	failures, warnings := map[string]string{}, map[string]string{}
	if !attribute([]byte(out), byDir, failures, warnings) {
		t.Fatal("no error attributed")
	}
	if len(failures) != 1 || len(warnings) != 1 {
		t.Fatalf("failures %v, warnings %v", failures, warnings)
	}
	bad := failures["bad/0"]
	for _, part := range []string{"App.java:12: error: cannot find symbol", "location: class App", "App.java:14: error: ';' expected", "var y = 1"} {
		if !strings.Contains(bad, part) {
			t.Errorf("bad/0's failure lacks %q:\n%s", part, bad)
		}
	}
	for _, part := range []string{"Note:", "2 errors", "rawtypes", "annotation method"} {
		if strings.Contains(bad, part) {
			t.Errorf("bad/0's failure has %q:\n%s", part, bad)
		}
	}
	if w := warnings["warned"]; !strings.Contains(w, "[rawtypes]") || !strings.Contains(w, "declared in interface List") || strings.Contains(w, "bad_0") {
		t.Errorf("warned's warnings:\n%s", w)
	}
	if attribute([]byte("error: invalid flag: -foo\n"), byDir, map[string]string{}, map[string]string{}) {
		t.Error("a message about no file was attributed")
	}
}

// TestOpenErrors checks Open without a pom.xml, and without javac.
func TestOpenErrors(t *testing.T) {
	if _, err := Open(t.TempDir()); err == nil || errors.Is(err, ErrNotInstalled) {
		t.Errorf("Open of a directory without pom.xml: %v", err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "pom.xml"), []byte("<project><dependencies><dependency><groupId>com.pulumi</groupId><artifactId>aws</artifactId><version>5.16.2</version></dependency></dependencies></project>"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", t.TempDir())
	_, err := Open(dir)
	if !errors.Is(err, ErrNotInstalled) || !strings.Contains(err.Error(), "javac is not on PATH") {
		t.Errorf("Open without javac: %v", err)
	}
}

// TestRepositoryPom checks the checked-in compile directory's pom.xml: it
// pins the SDKs the Java checks compile against, and the stand-ins cover
// the packages Maven Central does not serve.
func TestRepositoryPom(t *testing.T) {
	dir := filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "java")
	src, err := os.ReadFile(filepath.Join(dir, "pom.xml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, pin := range []string{
		"<artifactId>pulumi</artifactId>\n      <version>1.1.0</version>",
		"<artifactId>aws</artifactId>\n      <version>5.16.2</version>",
		"<artifactId>kubernetes</artifactId>\n      <version>3.18.3</version>",
	} {
		if !strings.Contains(string(src), pin) {
			t.Errorf("pom.xml does not pin %s", pin)
		}
	}
	sources, err := JavaSources(filepath.Join(dir, "sdks"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"random/com/pulumi/random/RandomPet.java", "tls/com/pulumi/tls/PrivateKey.java"} {
		found := false
		for _, s := range sources {
			found = found || s == f
		}
		if !found {
			t.Errorf("no stand-in sdks/%s", f)
		}
	}
}

// openRepositoryDir opens testdata/compile/java, skipping the test unless
// the checks against the toolchains run.
func openRepositoryDir(t *testing.T) *Dir {
	t.Helper()
	gentest.RequireChecks(t, "javac")
	start := time.Now()
	d, err := Open(filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "java"))
	if errors.Is(err, ErrNotInstalled) {
		gentest.SkipWithoutTool(t, err.Error())
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("Open took %v", time.Since(start))
	return d
}

// TestCheck compiles, in one javac run, programs that use each SDK (all in
// package generated_program), a program of two packages, a program in the
// unnamed package, and one that does not compile.
func TestCheck(t *testing.T) {
	d := openRepositoryDir(t)
	for _, pkg := range []string{"aws", "kubernetes", "random", "tls"} {
		if !d.Has(pkg) {
			t.Errorf("no SDK of %s", pkg)
		}
	}
	if d.Has("eks") {
		t.Error("Has(eks)")
	}
	programs := []Program{
		{Name: "random-pet", Files: []gen.File{App(`import com.pulumi.random.RandomPet;
import com.pulumi.random.RandomPetArgs;
import java.util.Map;
`, `        var pet = new RandomPet("pet", RandomPetArgs.builder()
            .length(2)
            .separator("-")
            .keepers(Map.of("k", "v"))
            .build());
        ctx.export("name", pet.id());
        ctx.export("greeting", Output.format("hello, %s", pet.id()));
        ctx.export("prefix", pet.prefix().applyValue(p -> p.orElse("")));`)}},
		{Name: "tls-key", Files: []gen.File{App(`import com.pulumi.tls.PrivateKey;
import com.pulumi.tls.PrivateKeyArgs;
`, `        var key = new PrivateKey("key", PrivateKeyArgs.builder()
            .algorithm("RSA")
            .rsaBits(4096)
            .build());
        ctx.export("publicKey", key.publicKeyPem());
        ctx.export("privateKey", Output.ofSecret("x").apply(x -> key.privateKeyPem()));`)}},
		{Name: "aws-bucket", Files: []gen.File{App(`import com.pulumi.aws.s3.Bucket;
import com.pulumi.aws.s3.BucketArgs;
import com.pulumi.aws.s3.inputs.BucketWebsiteArgs;
import com.pulumi.resources.CustomResourceOptions;
`, `        var bucket = new Bucket("bucket", BucketArgs.builder()
            .acl("private")
            .website(BucketWebsiteArgs.builder().indexDocument("index.html").build())
            .tags(java.util.Map.of("Name", "bucket"))
            .build(), CustomResourceOptions.builder().protect(true).build());
        ctx.export("bucketName", bucket.bucket());
        ctx.export("url", Output.format("s3://%s/", bucket.bucket()));`)}},
		{Name: "kubernetes-namespace", Files: []gen.File{App(`import com.pulumi.kubernetes.core_v1.Namespace;
import com.pulumi.kubernetes.core_v1.NamespaceArgs;
import com.pulumi.kubernetes.meta_v1.inputs.ObjectMetaArgs;
`, `        var ns = new Namespace("ns", NamespaceArgs.builder()
            .metadata(ObjectMetaArgs.builder().name("apps").labels(java.util.Map.of("team", "a")).build())
            .build());
        ctx.export("namespace", ns.metadata().applyValue(m -> m.get().name().orElse("")));`)}},
		{Name: "two-packages", Files: []gen.File{
			App(`import com.pulumi.random.RandomString;
import generated_program.components.Pets;
import static generated_program.Names.PREFIX;
`, `        var pets = new Pets("pets");
        var s = new RandomString(PREFIX + "s", com.pulumi.random.RandomStringArgs.builder().length(8).special(false).build());
        ctx.export("pets", pets.names());
        ctx.export("s", s.result());`),
			JavaFile("Names", "package generated_program;\n\nfinal class Names {\n    static final String PREFIX = \"p-\";\n}\n"),
			{Path: "src/main/java/generated_program/components/Pets.java", Contents: []byte(`package generated_program.components;

import com.pulumi.core.Output;
import com.pulumi.random.RandomPet;
import java.util.List;

public final class Pets {
    private final RandomPet a;
    private final RandomPet b;

    public Pets(String name) {
        this.a = new RandomPet(name + "-a");
        this.b = new RandomPet(name + "-b");
    }

    public Output<List<String>> names() {
        return Output.all(a.id(), b.id());
    }
}
`)},
		}},
		{Name: "unnamed-package", Files: []gen.File{{Path: "Main.java", Contents: []byte(`import com.pulumi.Pulumi;

public class Main {
    public static void main(String[] args) {
        Pulumi.run(ctx -> ctx.export("answer", 42));
    }
}
`)}}},
		{Name: "bad", Files: []gen.File{App(`import com.pulumi.random.RandomPet;
import com.pulumi.random.RandomPetArgs;
`, `        var pet = new RandomPet("pet", RandomPetArgs.builder().length("two").build());
        ctx.export("name", pet.nickname());`)}},
	}
	// A set of this process's: other test binaries may run this test at
	// the same time.
	set := fmt.Sprintf("javacompile-test-%d", os.Getpid())
	t.Cleanup(func() { os.RemoveAll(filepath.Join(d.Path, "work", set)) })
	res, err := d.Check(context.Background(), set, programs)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("javac took %v for %d programs", res.Took, len(programs))
	if got := strings.Join(res.Names(), ","); got != "bad" {
		t.Fatalf("failed programs: %s\n%v", got, res.Failures)
	}
	bad := res.Failures["bad"]
	for _, part := range []string{
		"bad/src/main/java/generated_program/App.java:15: error:",
		"length(\"two\")",
		"bad/src/main/java/generated_program/App.java:16: error: cannot find symbol",
		"nickname()",
	} {
		if !strings.Contains(bad, part) {
			t.Errorf("bad's failure lacks %q:\n%s", part, bad)
		}
	}
	for dir, warnings := range res.Warnings {
		t.Logf("warnings of %s:\n%s", dir, warnings)
	}
	for _, class := range []string{
		Package("random-pet", "generated_program") + ".App",
		Package("two-packages", "generated_program.components") + ".Pets",
		Package("unnamed-package", "") + ".Main",
	} {
		file := filepath.Join(res.Classes, filepath.FromSlash(strings.ReplaceAll(class, ".", "/"))+".class")
		if _, err := os.Stat(file); err != nil {
			t.Errorf("class %s was not written: %v", class, err)
		}
	}

	// A second check replaces the set.
	res, err = d.Check(context.Background(), set, programs[:1])
	if err != nil || len(res.Failures) != 0 {
		t.Errorf("checking random-pet again: %v, %v", err, res.Failures)
	}
	if _, err := os.Stat(filepath.Join(d.Path, "work", set, "bad")); err == nil {
		t.Error("the second check kept the first check's programs")
	}

	// A context that has ended stops javac.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := d.Check(ctx, set, programs); err == nil {
		t.Error("a cancelled check did not fail")
	}
}

// TestOpenNotDownloaded checks Open of a compile directory whose jars are
// not in the local Maven repository (an empty one): the error says to
// download them.
func TestOpenNotDownloaded(t *testing.T) {
	gentest.RequireChecks(t, "javac")
	src, err := os.ReadFile(filepath.Join(gentest.RepoRoot(t), "testdata", "compile", "java", "pom.xml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "pom.xml"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("MAVEN_OPTS", "-Dmaven.repo.local="+t.TempDir())
	_, err = Open(dir)
	if _, missing := exec.LookPath("mvn"); missing != nil {
		gentest.SkipWithoutTool(t, "mvn is not on PATH (apt-get install maven)")
	}
	if !errors.Is(err, ErrNotInstalled) || !strings.Contains(err.Error(), DownloadCommand(dir)) {
		t.Errorf("Open without the jars: %v", err)
	}
	t.Log(err)
}
