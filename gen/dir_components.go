package gen

import (
	"path/filepath"
	"sort"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file lists what every backend generates for the components a program
// reads from directories: each directory's program once, as a type (a class)
// of its own in a file (a module) of its own, named after the directory; and
// the inputs of each instance that set a config variable of the program.

// DirComponent is a component program read from a directory, which a backend
// generates once, however many instances there are.
type DirComponent struct {
	Dir     string
	Program *binder.Program
	// OutputType is the output type of the first instance that has one, or
	// nil.
	OutputType *model.ObjectType
	// Name is the name of the generated type: the naming's spelling of the
	// directory's base name, numbered (Unique) when it is reserved or
	// another directory component has it.
	Name string
}

// ComponentNaming is how a backend names the types of directory components.
type ComponentNaming struct {
	// Spell spells a type's name from the base name of the directory.
	Spell func(base string) string
	// Reserved reports the names no component type may have; nil for none.
	Reserved func(name string) bool
}

// ComponentFiles generates the files of the directory components prog uses,
// at any depth, each directory once, and returns them sorted by path. record
// makes a backend's record of each component, in the order the programs
// first use them (a component before those its program uses; the types are
// named in that order), and of all of them before the first file, since any
// instance may decide what a component's file holds; file generates the file
// of one, nested components first.
func ComponentFiles[I any](prog *binder.Program, naming ComponentNaming, record func(*DirComponent) I, file func(I) File) []File {
	w := &componentWalk{byDir: map[string]*DirComponent{}, names: map[string]bool{}, naming: naming}
	w.walk(prog)
	records := make(map[*DirComponent]I, len(w.firstUse))
	for _, c := range w.firstUse {
		records[c] = record(c)
	}
	files := make([]File, 0, len(w.nestedFirst))
	for _, c := range w.nestedFirst {
		files = append(files, file(records[c]))
	}
	sort.SliceStable(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	return files
}

// componentWalk finds the directory components of a program.
type componentWalk struct {
	byDir                 map[string]*DirComponent
	firstUse, nestedFirst []*DirComponent
	names                 map[string]bool
	naming                ComponentNaming
}

// walk records the directory components prog uses and, the first time one
// is seen, those its program uses.
func (w *componentWalk) walk(prog *binder.Program) {
	for _, c := range prog.Components() {
		if c.Program == nil || c.Dir == "" {
			continue
		}
		if dc, ok := w.byDir[c.Dir]; ok {
			if dc.OutputType == nil {
				dc.OutputType = c.OutputType
			}
			continue
		}
		dc := &DirComponent{Dir: c.Dir, Program: c.Program, OutputType: c.OutputType}
		dc.Name = Unique(w.naming.Spell(filepath.Base(c.Dir)), func(n string) bool {
			return w.names[n] || w.naming.Reserved != nil && w.naming.Reserved(n)
		})
		w.names[dc.Name] = true
		w.byDir[c.Dir] = dc
		w.firstUse = append(w.firstUse, dc)
		w.walk(c.Program)
		w.nestedFirst = append(w.nestedFirst, dc)
	}
}

// ConfigInput is an input of a component instance that sets a config
// variable of the component's program.
type ConfigInput struct {
	*binder.Input
	Config *binder.ConfigVariable
}

// ConfigInputs returns the inputs of a component instance that set config
// variables of its program, in source order (none when it has no program).
func ConfigInputs(c *binder.Component) []ConfigInput {
	if c.Program == nil {
		return nil
	}
	var out []ConfigInput
	for _, in := range c.Inputs {
		if v, ok := c.Program.Node(in.Name).(*binder.ConfigVariable); ok {
			out = append(out, ConfigInput{Input: in, Config: v})
		}
	}
	return out
}

// UnreadComponent is the error of a component instance a backend cannot
// generate: one whose program it did not read from a directory. language
// names the backend's target ("Go").
func UnreadComponent(comp *binder.Component, language string) *hcl.Diagnostic {
	return Errorf(NodeRange(comp), "Unsupported component",
		"The %s generator supports only components whose program it can read from a directory, so component %q cannot be generated.", language, comp.Name())
}

// ComponentTypes are the output types of the components a program and
// its components instantiate, known by their annotations: a backend whose
// component classes hold outputs under names of their own (a name their
// base class has) reads them through it.
type ComponentTypes map[any]bool

// Record records the output types of the components prog instantiates.
func (ct ComponentTypes) Record(prog *binder.Program) {
	for _, c := range prog.Components() {
		if c.OutputType != nil {
			for _, a := range c.OutputType.Annotations {
				ct[a] = true
			}
		}
	}
}

// Has reports whether t is the output type of a recorded component.
func (ct ComponentTypes) Has(t model.Type) bool {
	o, ok := t.(*model.ObjectType)
	if !ok {
		return false
	}
	for _, a := range o.Annotations {
		if ct[a] {
			return true
		}
	}
	return false
}
