// Package javacompile checks that generated Java programs compile against
// pinned Pulumi Java SDKs. Input: a compile directory (testdata/compile/java:
// a pom.xml that pins com.pulumi:pulumi and the provider SDKs, whose jars
// `mvn dependency:resolve` downloads into the local Maven repository, and in
// sdks/ the sources of stand-in SDKs for packages Maven Central does not
// serve) and generated programs; output: each program's javac errors.
//
// Open lists the jars with `mvn -o dependency:build-classpath` and compiles
// the stand-in SDKs, once: it keeps both under deps/ (not checked in) with
// the SHA-256 of pom.xml and the stand-ins' sources, and redoes them when
// that changes. Later Opens read the classpath from deps/classpath.txt
// without running Maven, which takes seconds.
//
// Check writes the programs into the directory's work/SET/DIR/ directories
// (work/ is not checked in) and compiles all of them with one javac: starting
// javac and reading the classes of the SDKs takes most of the time, so one
// run for all programs is much faster than one per program. The classes go to
// work/SET/_classes/, for a run under the SDK's mocks. javac runs with
// C1 alone (-XX:TieredStopAtLevel=1), which takes two thirds of the time of
// the default on a few hundred programs.
//
// # The programs
//
// One javac run compiles a set of classes whose names are unique, and
// generated programs are alike: each is a project whose classes sit in one
// package of a fixed name (App in package generated_program, say). So Check
// moves each program's classes into a package of its own, by rewriting, in
// the files it wrote, the program's package declarations and its imports of
// its own packages: a program whose DirName is D and whose files declare
// package P is compiled as package D.P (Package(name, P)), a file without a
// package declaration as package D. The rewrite stays on the lines it
// changes, so javac's line numbers are those of the generated files. What
// this asks of a generator:
//
//   - a program's .java files may be anywhere in its file tree (javac gets
//     them by name, so the directories need not match the packages);
//   - a package declaration starts a line and ends on it ("package P;"), and
//     so does each import ("import P.X;", "import static P.X.y;", "import
//     P.*;"), before any comment that has such a line in it;
//   - each file X.java declares class X (the rewrite tells the program's own
//     classes from others by it);
//   - the program names its own classes by simple name or through an import,
//     never by a qualified name in the code (P.X.y() is not rewritten, and
//     would name the class of no program);
//   - several packages in one program are fine (P and P.components), as is
//     the same package name in every program.
//
// For the runs under the SDK's mocks (com.pulumi.test.PulumiTest.runTest
// takes the program as a Consumer<Context>), the entry class should have
// its program in a static method, public static void stack(Context ctx),
// which main passes to Pulumi.run(App::stack): the mock driver then calls
// Package(name, P)+".App"'s stack with Result.Classes and the Classpath on
// its class path.
//
// Messages: errors fail the program they are about; warnings (javac's
// -Xlint:all, less the categories about the class path) are kept apart and
// fail nothing. Message lines about no program's file (a provider jar's
// class files, say) are dropped, unless javac fails without an error about
// a program, which Check reports as its error.
package javacompile

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
)

// ErrNotInstalled is wrapped by Open's error when the compile directory
// cannot be used yet: javac, java or mvn is not on PATH, or the jars of its
// pom.xml are not in the local Maven repository. The error says what to run
// (DownloadCommand for the jars).
var ErrNotInstalled = errors.New("the Java compile environment is not installed")

// DownloadCommand returns the command that downloads the jars of the
// compile directory at path into the local Maven repository (~/.m2 unless
// Maven's settings say otherwise): run it once, with network access, before
// Open.
func DownloadCommand(path string) string {
	return "mvn -B -q -f " + filepath.Join(path, "pom.xml") + " dependency:resolve"
}

// Release is the Java release the programs are compiled for (javac
// --release).
const Release = "17"

// Dir is a compile directory whose jars are downloaded.
type Dir struct {
	// Path is the directory.
	Path string
	// Classpath lists the jars of the pinned SDKs and their dependencies
	// and the directory of the compiled stand-in SDKs: what a program
	// compiles and runs with (Result.Classes added).
	Classpath []string
	// packages holds the Pulumi packages the SDKs are for.
	packages map[string]bool
}

// pom is what Open reads of pom.xml.
type pom struct {
	Dependencies []struct {
		GroupID    string `xml:"groupId"`
		ArtifactID string `xml:"artifactId"`
	} `xml:"dependencies>dependency"`
}

// depsDir is the directory under the compile directory that holds the
// cached classpath and the compiled stand-ins.
const depsDir = "deps"

// Open returns the compile directory at path with its classpath, which it
// computes when pom.xml or the stand-in SDKs changed since it last did. The
// error wraps ErrNotInstalled when a tool or the jars are missing.
func Open(path string) (*Dir, error) {
	path, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	pomSrc, err := os.ReadFile(filepath.Join(path, "pom.xml"))
	if err != nil {
		return nil, err
	}
	var p pom
	if err := xml.Unmarshal(pomSrc, &p); err != nil {
		return nil, fmt.Errorf("%s/pom.xml: %w", path, err)
	}
	d := &Dir{Path: path, packages: map[string]bool{}}
	for _, dep := range p.Dependencies {
		if dep.GroupID == "com.pulumi" && dep.ArtifactID != "pulumi" {
			d.packages[dep.ArtifactID] = true
		}
	}
	standIns, err := JavaSources(filepath.Join(path, "sdks"))
	if err != nil {
		return nil, err
	}
	for _, f := range standIns {
		d.packages[strings.SplitN(f, "/", 2)[0]] = true
	}
	for _, tool := range []string{"javac", "java"} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("%s: %w: %s is not on PATH (install a JDK %s or later: apt-get install openjdk-%s-jdk-headless)", path, ErrNotInstalled, tool, Release, Release)
		}
	}
	key, err := cacheKey(path, pomSrc, standIns)
	if err != nil {
		return nil, err
	}
	if cp, ok := readClasspath(path, key); ok {
		d.Classpath = cp
		return d, nil
	}
	if d.Classpath, err = resolve(path, key, standIns); err != nil {
		return nil, err
	}
	return d, nil
}

// Has reports whether there is an SDK for the Pulumi package name (a
// com.pulumi artifact of pom.xml, or a stand-in of sdks/).
func (d *Dir) Has(name string) bool { return d.packages[name] }

// ClasspathString returns the Classpath as javac's and java's -cp take it.
func (d *Dir) ClasspathString() string {
	return strings.Join(d.Classpath, string(os.PathListSeparator))
}

// cacheKey returns the SHA-256 of what the classpath is made from: pom.xml
// and the stand-ins' sources.
func cacheKey(path string, pomSrc []byte, standIns []string) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "pom.xml %d\n", len(pomSrc))
	h.Write(pomSrc)
	for _, f := range standIns {
		src, err := os.ReadFile(filepath.Join(path, "sdks", filepath.FromSlash(f)))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "\nsdks/%s %d\n", f, len(src))
		h.Write(src)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// keyLine starts the first line of deps/classpath.txt, before the cache
// key; each further line is an entry of the classpath.
const keyLine = "# sha256 of pom.xml and sdks/: "

// readClasspath returns the classpath cached for key, when it is and every
// entry still exists.
func readClasspath(path, key string) ([]string, bool) {
	src, err := os.ReadFile(filepath.Join(path, depsDir, "classpath.txt"))
	if err != nil {
		return nil, false
	}
	lines := strings.Split(strings.TrimSpace(string(src)), "\n")
	if len(lines) < 2 || lines[0] != keyLine+key {
		return nil, false
	}
	cp := lines[1:]
	for _, entry := range cp {
		if _, err := os.Stat(entry); err != nil {
			return nil, false
		}
	}
	return cp, true
}

// resolve lists the jars of pom.xml with Maven, offline, compiles the
// stand-ins against them, and writes the classpath to deps/classpath.txt
// under key. Two processes may do it at once: each writes its own files and
// renames them into place.
func resolve(path, key string, standIns []string) ([]string, error) {
	mvn, err := exec.LookPath("mvn")
	if err != nil {
		return nil, fmt.Errorf("%s: %w: mvn is not on PATH (apt-get install maven), then run `%s`", path, ErrNotInstalled, DownloadCommand(path))
	}
	deps := filepath.Join(path, depsDir)
	if err := os.MkdirAll(deps, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(deps, "tmp-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	listed := filepath.Join(tmp, "classpath")
	cmd := exec.Command(mvn, "-B", "-q", "-o", "-f", filepath.Join(path, "pom.xml"),
		"dependency:build-classpath", "-Dmdep.outputFile="+listed, "-Dmdep.includeScope=runtime")
	cmd.Dir = path
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s: %w: the jars of pom.xml are not all in the local Maven repository: run `%s` first (mvn -o dependency:build-classpath: %v)\n%s",
			path, ErrNotInstalled, DownloadCommand(path), err, lastLines(ansiEscape.ReplaceAll(out, nil), 20))
	}
	src, err := os.ReadFile(listed)
	if err != nil {
		return nil, err
	}
	var cp []string
	for _, entry := range strings.Split(strings.TrimSpace(string(src)), string(os.PathListSeparator)) {
		if entry != "" {
			cp = append(cp, entry)
		}
	}
	if len(standIns) > 0 {
		classes, _, err := CompileOnce(context.Background(), filepath.Join(path, "sdks"), deps, "sdks-", cp, nil)
		if err != nil {
			return nil, err
		}
		cp = append(cp, classes)
	}
	file := filepath.Join(tmp, "classpath.txt")
	if err := os.WriteFile(file, []byte(keyLine+key+"\n"+strings.Join(cp, "\n")+"\n"), 0o644); err != nil {
		return nil, err
	}
	if err := os.Rename(file, filepath.Join(deps, "classpath.txt")); err != nil {
		return nil, err
	}
	return cp, nil
}

// writeArgFile writes args to a javac @-file, one a line, quoted.
func writeArgFile(name string, args []string) error {
	var b strings.Builder
	for _, a := range args {
		b.WriteString(quoteArg(a))
		b.WriteByte('\n')
	}
	return os.WriteFile(name, []byte(b.String()), 0o644)
}

// quoteArg quotes an argument for a javac @-file: in double quotes, with
// backslashes and double quotes escaped.
func quoteArg(a string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(a) + `"`
}

// ansiEscape matches the escape sequences of colors, which Maven prints
// even in batch mode.
var ansiEscape = regexp.MustCompile("\x1b\\[[0-9;]*m")

// lastLines returns the last n lines of out.
func lastLines(out []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// Program is a generated program to compile: its name (made into a
// directory and package name) and its files; the .java files are compiled.
type Program = gentest.Program

// Result is the outcome of compiling a set of programs.
type Result struct {
	// Failures maps the name of each program that does not compile to
	// javac's errors about its files.
	Failures map[string]string
	// Warnings maps the name of each program javac warned about to the
	// warnings. They fail nothing.
	Warnings map[string]string
	// Took is how long javac ran.
	Took time.Duration
	// Classes is the directory of the compiled classes. It has those of
	// every program only when none failed: javac writes no class of the
	// files it gets to after an error, so a run under mocks checks the
	// programs that compiled again to get theirs.
	Classes string
}

// Names returns the names of the failed programs, sorted.
func (r *Result) Names() []string { return slices.Sorted(maps.Keys(r.Failures)) }

// notIdentChar matches what DirName replaces.
var notIdentChar = regexp.MustCompile(`[^A-Za-z0-9_]`)

// reserved holds the words that are not Java identifiers.
var reserved = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`abstract assert boolean break byte case catch char class const
		continue default do double else enum extends final finally float for goto if implements
		import instanceof int interface long native new package private protected public return
		short static strictfp super switch synchronized this throw throws transient try void
		volatile while true false null _`) {
		reserved[w] = true
	}
}

// DirName returns the directory a program named name is written to, which
// is also the first component of its packages: the name with characters
// other than ASCII letters, digits and '_' replaced by '_', and "p" put
// before a name that is empty, starts with a digit or '_' (names starting
// with '_' are the harness's own), or is a Java keyword.
func DirName(name string) string {
	d := notIdentChar.ReplaceAllString(name, "_")
	if d == "" || d[0] == '_' || (d[0] >= '0' && d[0] <= '9') || reserved[d] {
		d = "p" + d
	}
	return d
}

// Package returns the package that Check compiles the package pkg of the
// program named name as ("" is the unnamed package).
func Package(name, pkg string) string {
	if pkg == "" {
		return DirName(name)
	}
	return DirName(name) + "." + pkg
}

// The harness's own entries of work/SET/, which DirName does not give.
const (
	classesDir = "_classes"
	argFile    = "_javac.args"
)

// lintOptions turns on javac's warnings, but for those about the class path
// and the SDKs' class files, which are about no program.
const lintOptions = "-Xlint:all,-classfile,-path,-options,-processing"

// Check writes programs into work/set/ (replacing what was there), gives
// each its own packages (see the package doc) and compiles them all with one
// javac, stopping it when ctx ends. The error is for a failure that cannot
// be put down to particular programs.
func (d *Dir) Check(ctx context.Context, set string, programs []Program) (*Result, error) {
	javac, err := exec.LookPath("javac")
	if err != nil {
		return nil, err
	}
	work := filepath.Join(d.Path, "work", set)
	byDir, err := gentest.WriteWork(work, programs, DirName)
	if err != nil {
		return nil, err
	}
	res := &Result{Failures: map[string]string{}, Warnings: map[string]string{}, Classes: filepath.Join(work, classesDir)}
	var files []string
	for _, p := range programs {
		dir := DirName(p.Name)
		var sources []string
		for _, f := range p.Files {
			if strings.HasSuffix(f.Path, ".java") {
				sources = append(sources, dir+"/"+f.Path)
			}
		}
		if err := rewritePackages(work, dir, sources); err != nil {
			return nil, err
		}
		files = append(files, sources...)
	}
	if err := os.MkdirAll(res.Classes, 0o755); err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return res, nil
	}
	args := []string{
		"-encoding", "UTF-8", "--release", Release, "-proc:none", lintOptions,
		"-Xmaxerrs", "1000000", "-Xmaxwarns", "1000000",
		"-d", classesDir, "-cp", d.ClasspathString(),
		// No source path: javac compiles the files named here and
		// nothing it would find elsewhere (in a jar that ships sources).
		"-sourcepath", classesDir, "-implicit:none",
	}
	for _, f := range files {
		args = append(args, filepath.FromSlash(f))
	}
	if err := writeArgFile(filepath.Join(work, argFile), args); err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, javac, "-J-XX:+UseSerialGC", "-J-XX:TieredStopAtLevel=1", "@"+argFile)
	cmd.Dir = work
	out, took, failed, err := gentest.RunCheck(ctx, "javac", cmd)
	res.Took = took
	if err != nil {
		return nil, err
	}
	if !attribute(out, byDir, res.Failures, res.Warnings) && failed {
		return nil, fmt.Errorf("javac in %s failed:\n%s", work, out)
	}
	return res, nil
}

// packageDecl matches a package declaration, which takes its own line.
var packageDecl = regexp.MustCompile(`(?m)^([ \t]*package[ \t]+)([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)([ \t]*;)`)

// DeclaredPackage returns the package a Java file's source declares, "" for
// the unnamed package.
func DeclaredPackage(src []byte) string {
	if m := packageDecl.FindSubmatch(src); m != nil {
		return string(m[2])
	}
	return ""
}

// importDecl matches an import declaration, one a line.
var importDecl = regexp.MustCompile(`(?m)^([ \t]*import[ \t]+(?:static[ \t]+)?)([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)((?:\.\*)?[ \t]*;)`)

// rewritePackages moves the sources of the program in work/dir (paths
// relative to work, slash-separated) into packages under dir: it puts dir.
// before the package of each file's package declaration (or declares
// package dir in a file without one) and before the names of its imports
// of its own: a package it declares (import P.*) or a class it declares
// (import P.X, P.X.*, P.X.Y, static P.X.y), where file X.java is taken to
// declare class X.
func rewritePackages(work, dir string, sources []string) error {
	srcs := make([][]byte, len(sources))
	// The classes of each package of the program.
	own := map[string]map[string]bool{}
	for i, f := range sources {
		src, err := os.ReadFile(filepath.Join(work, filepath.FromSlash(f)))
		if err != nil {
			return err
		}
		srcs[i] = src
		if pkg := DeclaredPackage(src); pkg != "" {
			if own[pkg] == nil {
				own[pkg] = map[string]bool{}
			}
			own[pkg][strings.TrimSuffix(filepath.Base(filepath.FromSlash(f)), ".java")] = true
		}
	}
	ours := func(name string) bool {
		if own[name] != nil {
			return true
		}
		for i := strings.IndexByte(name, '.'); i >= 0; {
			rest := name[i+1:]
			class, _, _ := strings.Cut(rest, ".")
			if own[name[:i]][class] {
				return true
			}
			j := strings.IndexByte(rest, '.')
			if j < 0 {
				break
			}
			i += 1 + j
		}
		return false
	}
	for i, f := range sources {
		src := srcs[i]
		if loc := packageDecl.FindSubmatchIndex(src); loc != nil {
			src = append(append(append([]byte{}, src[:loc[4]]...), dir+"."...), src[loc[4]:]...)
		} else {
			// On the first line, so that the line numbers stay.
			src = append([]byte("package "+dir+"; "), src...)
		}
		src = importDecl.ReplaceAllFunc(src, func(imp []byte) []byte {
			m := importDecl.FindSubmatch(imp)
			if !ours(string(m[2])) {
				return imp
			}
			return []byte(string(m[1]) + dir + "." + string(m[2]) + string(m[3]))
		})
		if err := os.WriteFile(filepath.Join(work, filepath.FromSlash(f)), src, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// diagnostic matches the first line of a javac message about a source file:
// FILE:LINE: error: MESSAGE (or warning:).
var diagnostic = regexp.MustCompile(`^(\S[^:]*\.java):\d+: (error|warning): `)

// summary matches javac's closing counts ("2 errors", "1 warning") and notes.
var summary = regexp.MustCompile(`^(\d+ (errors?|warnings?)|Note: .*|(error|warning): .*)$`)

// classFileMessage matches the first line of a javac message about a class
// file: JAR(CLASS): warning: MESSAGE.
var classFileMessage = regexp.MustCompile(`^\S.*\.class\): (error|warning): `)

// attribute adds each javac message about a file of a program's directory
// (its first line and the lines after it, up to the next message) to that
// program's errors or warnings, and reports whether any error was.
func attribute(out []byte, byDir map[string]string, failures, warnings map[string]string) bool {
	var current map[string]string
	name := ""
	any := false
	for _, line := range strings.Split(strings.ReplaceAll(string(out), "\r\n", "\n"), "\n") {
		if m := diagnostic.FindStringSubmatch(line); m != nil {
			current = nil
			dir, _, _ := strings.Cut(filepath.ToSlash(m[1]), "/")
			if n, ok := byDir[dir]; ok {
				name = n
				current = warnings
				if m[2] == "error" {
					current = failures
					any = true
				}
				current[name] += line + "\n"
			}
			continue
		}
		if summary.MatchString(line) || classFileMessage.MatchString(line) {
			// The end of the messages, a note, a message about no file,
			// or one about a class file.
			current = nil
			continue
		}
		if current != nil && line != "" {
			current[name] += line + "\n"
		}
	}
	return any
}
