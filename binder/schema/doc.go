// Package schema loads Pulumi package schemas: input JSON or YAML schema files found on a search path, output packages whose resources, functions and types are decoded lazily on first use.
//
// A Loader searches locations for files named NAME-VERSION.json or NAME.json
// (or .yaml, .yml) and caches the packages it loads. A location is a
// directory of the machine (Dir; the commands' --schemas flags and
// PCLGEN_SCHEMA_PATH, see LoaderFromEnv), a directory of an fs.FS such as
// an embed.FS (FS), or schema files held in memory (Bytes). The binder asks
// a Source, the interface *Loader implements, for each package; a Loader,
// and every package it returns, is safe for concurrent use, so many
// programs may be bound at once against one set of schemas. Loading a package reads the file and indexes it with
// a hand-written JSON scanner that records the byte span of every entry of
// "resources", "functions" and "types" without decoding them; only the small
// top-level fields are decoded. An entry is decoded with encoding/json when
// it is first looked up, and the result is cached. YAML schemas are converted
// to JSON text first and then take the same path. Loader.Substitute maps a
// package name, at every version, to one fixed schema file instead.
//
// Lookups accept a member's schema token ("aws:s3/bucket:Bucket") as well as
// its canonical form ("aws:s3:Bucket"), where the module is evaluated with
// the schema's meta.moduleFormat and "pkg:Name" means "pkg:index:Name".
//
// Types form a small sum type (see Type). Object and enum types are
// canonical pointers per package, and object bodies are decoded on first use,
// so recursive types work. References into other packages
// ("/aws/v5.4.0/schema.json#/types/...") are resolved through the Loader.
// This package does not depend on the model package: the binder converts
// schema types into model types.
package schema
