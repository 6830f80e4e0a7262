// Command pclfuzz runs campaigns of random, well-typed PCL programs
// (gen/pclsynth) through pclgen: for each of N seeds it generates a program,
// binds it, generates each language, compile-checks the generated programs
// in batches (one go build, one tsc, one run of the Python checks per
// -batch programs) and, with -mock, runs them under each SDK's mocks and compares
// their traces with the interpreter's (the Go programs are then vetted and
// compiled once, by the run's build). A program the binder rejects is a
// bug of the generator. Each failure is shrunk (declarations, attributes and
// subexpressions dropped while the same stage of the same language still
// fails) and written, with its seed and the failure, under -out.
//
//	go run ./cmd/pclfuzz -n 200 -seed 1 [-size 12] [-lang go,typescript,python] [-mock] [-out DIR]
//	go run ./cmd/pclfuzz -n 1 -seed 9801 -write DIR   (writes the program of seed 9801, checks none)
//
// It prints per-stage counts, the coverage table with -coverage, and ends
// with `SUMMARY fuzz <passed>/<attempted>`; the exit status is 1 when a
// program failed, 2 for a usage error.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pclgen/pclgen/gen/pclsynth"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pclfuzz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg Config
	var langs string
	fs.IntVar(&cfg.N, "n", 100, "the number of programs")
	fs.Int64Var(&cfg.Seed, "seed", 1, "the first seed (programs use seed, seed+1, ...)")
	fs.IntVar(&cfg.Size, "size", 12, "about the number of declarations of a program")
	fs.StringVar(&langs, "lang", "go,typescript,python", "the languages, comma-separated")
	fs.BoolVar(&cfg.Compile, "compile", true, "compile-check the generated programs")
	fs.BoolVar(&cfg.Mock, "mock", false, "run the programs under mocks and compare them with the interpreter")
	fs.StringVar(&cfg.Out, "out", filepath.Join("testdata", "fuzz-findings"), "where shrunk failures are written")
	fs.BoolVar(&cfg.Coverage, "coverage", false, "print the coverage table")
	fs.BoolVar(&cfg.Known, "known", false, "generate the constructs of known backend bugs too")
	fs.BoolVar(&cfg.Widgets, "widgets", false, "use the widgets schema even when compiling TypeScript or Python (which have no widgets SDK)")
	fs.IntVar(&cfg.ShrinkBudget, "shrink", 0, "how many candidate programs shrinking may try per failure (0: 400 for bind and generate, 40 for compile and run; -1: do not shrink)")
	fs.StringVar(&cfg.Root, "root", ".", "the pclgen checkout")
	fs.IntVar(&cfg.Batch, "batch", DefaultBatch, "how many programs are compiled and run at once")
	write := fs.String("write", "", "write each seed's program into `DIR`/seed-N and check none")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || cfg.N < 0 {
		fs.Usage()
		return 2
	}
	for _, l := range strings.Split(langs, ",") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if _, ok := backends[l]; !ok {
			fmt.Fprintf(stderr, "pclfuzz: unknown language %q (go, typescript, python)\n", l)
			return 2
		}
		cfg.Langs = append(cfg.Langs, l)
	}
	if cfg.Mock && !cfg.Compile {
		fmt.Fprintln(stderr, "pclfuzz: -mock needs -compile")
		return 2
	}
	if *write != "" {
		if err := WritePrograms(cfg, *write); err != nil {
			fmt.Fprintf(stderr, "pclfuzz: %v\n", err)
			return 1
		}
		return 0
	}
	start := time.Now()
	res, err := Run(context.Background(), cfg, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "pclfuzz: %v\n", err)
		return 1
	}
	res.Print(stdout, cfg)
	fmt.Fprintf(stdout, "took %s\n", time.Since(start).Round(time.Millisecond))
	if cfg.Coverage {
		res.Coverage.Print(stdout, res.Schemas)
	}
	fmt.Fprintf(stdout, "SUMMARY fuzz %d/%d\n", res.Passed, res.Attempted)
	if res.Passed < res.Attempted {
		return 1
	}
	return 0
}

var _ = pclsynth.Generate
