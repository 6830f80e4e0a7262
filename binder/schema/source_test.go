package schema

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

// readTree returns the files directly in dir by base name.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range ents {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

// locationKinds returns a loader of each kind of location over the schema
// files of the directory dir: the directory itself, a copy in an fs.FS
// under "sub/dir", the same through os.DirFS, and the files in memory.
func locationKinds(t *testing.T, dir string) map[string]*Loader {
	t.Helper()
	files := readTree(t, dir)
	mapFS := fstest.MapFS{}
	for name, data := range files {
		mapFS[path.Join("sub", "dir", name)] = &fstest.MapFile{Data: data}
	}
	return map[string]*Loader{
		"Dir":      NewLoaderFrom(Dir(dir)),
		"FS":       NewLoaderFrom(FS(mapFS, "sub/dir")),
		"os.DirFS": NewLoaderFrom(FS(os.DirFS(filepath.Dir(dir)), filepath.Base(dir))),
		"Bytes":    NewLoaderFrom(Bytes(files)),
	}
}

// TestLocationsChooseAlike asks every kind of location the same questions
// (exact, nearest and newest versions, YAML files, unversioned files,
// missing packages) and wants the answers a directory gives.
func TestLocationsChooseAlike(t *testing.T) {
	kinds := locationKinds(t, "testdata/versions")
	queries := []struct {
		name, version string
		nearest       bool
	}{
		{"multi", "", false}, {"multi", "1.0.0", false}, {"multi", "v1.0.0", false},
		{"multi", "1.9.0", false}, {"multi", "1.5.0", false}, {"multi", "1.5.0", true},
		{"multi", "3.0.0-alpha.1.internal", false}, {"rel", "", false}, {"rel", "1.0.0-rc.1", false},
		{"unv", "", false}, {"unv", "0.2.0", false}, {"nover", "", false}, {"nover", "7.0.0", true},
		{"fileonly", "4.5.6", false}, {"impostor", "", false}, {"absent", "", false},
	}
	answer := func(l *Loader, q struct {
		name, version string
		nearest       bool
	}) string {
		load := l.Load
		if q.nearest {
			load = l.LoadNearest
		}
		p, err := load(q.name, q.version)
		var nf *NotFoundError
		switch {
		case errors.As(err, &nf):
			return fmt.Sprintf("not found; available: %d", len(nf.Available))
		case err != nil:
			return "error: " + err.Error()
		}
		return p.Name + "@" + p.Version + " from " + path.Base(filepath.ToSlash(p.File))
	}
	for _, q := range queries {
		want := answer(kinds["Dir"], q)
		for kind, l := range kinds {
			if got := answer(l, q); got != want {
				t.Errorf("%s: %s@%s (nearest %v) = %s; the directory gives %s", kind, q.name, q.version, q.nearest, got, want)
			}
		}
	}
}

// TestLocationsResolveReferences follows references between packages
// within each kind of location.
func TestLocationsResolveReferences(t *testing.T) {
	for kind, l := range locationKinds(t, "testdata/xref") {
		t.Run(kind, func(t *testing.T) {
			user, err := l.Load("user", "2.0.0")
			if err != nil {
				t.Fatal(err)
			}
			c, err := user.Resource("user:index:Client")
			if err != nil {
				t.Fatal(err)
			}
			base, err := l.Load("base", "1.1.0")
			if err != nil {
				t.Fatal(err)
			}
			if obj, ok := c.Property("endpoint").Type.(*ObjectType); !ok || obj.Package != base {
				t.Errorf("endpoint = %v, want an object of %s", c.Property("endpoint").Type, base.File)
			}
		})
	}
}

// TestLocationsInOrder: the first location that has a version wins, and a
// later location supplies what earlier ones lack.
func TestLocationsInOrder(t *testing.T) {
	mem := Bytes(map[string][]byte{
		"multi-1.0.0.json": []byte(`{"name": "multi", "version": "1.0.0", "displayName": "memory"}`),
	})
	l := NewLoaderFrom(mem, Dir("testdata/versions"))
	p, err := l.Load("multi", "1.0.0")
	if err != nil || p.DisplayName != "memory" || p.File != "multi-1.0.0.json" {
		t.Errorf("multi@1.0.0 = %+v, %v; want the in-memory schema", p, err)
	}
	p, err = l.Load("multi", "1.10.0")
	if err != nil || filepath.Base(p.File) != "multi-1.10.0.json" || p.File == "multi-1.10.0.json" {
		t.Errorf("multi@1.10.0 = %v, %v; want the directory's", p, err)
	}
	if got := strings.Join(l.Dirs(), ", "); got != "the schemas in memory, testdata/versions" {
		t.Errorf("Dirs() = %s", got)
	}
}

func TestSubstituteFS(t *testing.T) {
	fsys := fstest.MapFS{
		"subs/aws-any.json": {Data: []byte(`{"name": "aws", "displayName": "substitute"}`)},
		"subs/other.json":   {Data: []byte(`{"name": "other"}`)},
	}
	l := NewLoaderFrom(Dir("testdata/versions"))
	l.SubstituteFS("aws", fsys, "subs/aws-any.json")
	l.SubstituteFS("wrong", fsys, "subs/other.json")
	for _, v := range []string{"5.4.0", "6.0.0"} {
		p, err := l.Load("aws", v)
		if err != nil || p.DisplayName != "substitute" || p.Version != v || p.File != "subs/aws-any.json" {
			t.Errorf("aws@%s = %+v, %v", v, p, err)
		}
	}
	if _, err := l.Load("wrong", ""); err == nil || !strings.Contains(err.Error(), "holds package other") {
		t.Errorf("a substitute holding another package: %v", err)
	}
}

// TestNotFoundInMemory: the advice names the locations, not the command
// line's flags, when a location is not a directory of the machine.
func TestNotFoundInMemory(t *testing.T) {
	l := NewLoaderFrom(Bytes(map[string][]byte{"other-1.0.0.json": []byte(`{"name": "other"}`)}), FS(fstest.MapFS{}, "missing"))
	_, err := l.Load("acme", "1.2.0")
	var nf *NotFoundError
	if !errors.As(err, &nf) {
		t.Fatalf("want a *NotFoundError, got %v", err)
	}
	msg := err.Error()
	for _, want := range []string{"no schema for package acme version 1.2.0", "the schemas in memory", "missing (of an fs.FS)",
		"cannot read missing (of an fs.FS)", "acme-1.2.0.json in one of those locations"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message lacks %q: %s", want, msg)
		}
	}
	if strings.Contains(msg, "--schemas") {
		t.Errorf("the message gives command-line advice: %s", msg)
	}
}

// TestBytesSharedBetweenGoroutines loads and decodes one in-memory package
// from many goroutines (run with -race): each gets the same package and
// the same decoded resource.
func TestBytesSharedBetweenGoroutines(t *testing.T) {
	l := NewLoaderFrom(Bytes(readTree(t, "testdata/demo")))
	const n = 16
	pkgs := make([]*Package, n)
	res := make([]*Resource, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			p, err := l.LoadNearest("demo", "1.0.0")
			if err != nil {
				t.Error(err)
				return
			}
			r, err := p.Resource("demo:storage:Bucket")
			if err != nil {
				t.Error(err)
				return
			}
			if _, err := r.InputProperty("website").Type.(*ObjectType).Properties(); err != nil {
				t.Error(err)
			}
			pkgs[i], res[i] = p, r
		})
	}
	wg.Wait()
	for i := range n {
		if pkgs[i] != pkgs[0] || res[i] != res[0] {
			t.Fatalf("goroutine %d got another package or resource", i)
		}
	}
}
