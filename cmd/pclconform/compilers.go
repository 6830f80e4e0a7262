package main

// compilers maps each language whose -compile stage is not Go's to the
// constructor of its stage, which checks the files the gen stage made
// (out). Each language registers itself from its own file.
var compilers = map[string]func(out *generated) (stage, error){}
