package memfs

import (
	"errors"
	"io/fs"
	"testing"
	"testing/fstest"
)

func TestFS(t *testing.T) {
	m := FS{
		"main.pp":            []byte("a = 1\n"),
		"app/main.pp":        []byte("b = 2\n"),
		"app/web/main.pp":    []byte("c = 3\n"),
		"app/web/extra.pp":   nil,
		"schemas/x-1.0.json": []byte("{}"),
		"bad//key":           []byte("unreachable"),
		"/abs":               []byte("unreachable"),
		"shadow":             []byte("a file"),
		"shadow/under":       []byte("unreachable: shadow is a file"),
	}
	if err := fstest.TestFS(m, "main.pp", "app/main.pp", "app/web/main.pp", "app/web/extra.pp", "schemas/x-1.0.json", "shadow"); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"bad//key", "/abs", "shadow/under", "nope", "app/nope"} {
		if _, err := m.ReadFile(name); err == nil {
			t.Errorf("ReadFile(%q) succeeded", name)
		}
	}
	if _, err := m.ReadFile("app"); err == nil {
		t.Error("ReadFile of a directory succeeded")
	}
	if _, err := m.ReadDir("main.pp"); err == nil {
		t.Error("ReadDir of a file succeeded")
	}
	if _, err := m.ReadDir("nope"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadDir(nope) = %v, want ErrNotExist", err)
	}
	data, _ := m.ReadFile("main.pp")
	data[0] = 'X'
	if string(m["main.pp"]) != "a = 1\n" {
		t.Error("ReadFile returned the map's bytes, not a copy")
	}
}

func TestEmptyFS(t *testing.T) {
	if err := fstest.TestFS(FS{}); err != nil {
		t.Fatal(err)
	}
}
