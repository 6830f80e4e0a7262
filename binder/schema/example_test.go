package schema_test

import (
	"fmt"

	"github.com/pclgen/pclgen/binder/schema"
)

// A loader searches its locations in order: here a schema held in memory
// first, then a directory. Each package is read once, whichever goroutine
// asks first.
func ExampleNewLoaderFrom() {
	loader := schema.NewLoaderFrom(
		schema.Bytes(map[string][]byte{
			"acme-1.0.0.json": []byte(`{"name": "acme", "version": "1.0.0"}`),
		}),
		schema.Dir("testdata/versions"),
	)
	for _, req := range [][2]string{{"acme", ""}, {"multi", "1.9.0"}, {"rel", ""}, {"nope", ""}} {
		p, err := loader.Load(req[0], req[1])
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s %s from %s\n", p.Name, p.Version, p.File)
	}
	// Output:
	// acme 1.0.0 from acme-1.0.0.json
	// multi 1.9.0 from testdata/versions/multi-1.9.0.yaml
	// rel 1.0.0 from testdata/versions/rel-1.0.0.json
	// no schema for package nope; pclgen looked in the schemas in memory, testdata/versions; provide the schema as a file named nope-VERSION.json in one of those locations
}
