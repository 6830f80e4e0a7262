//go:build tools

// Package deps imports every SDK the compile check builds against, so that
// `go mod tidy` in this module keeps their requirements when work/ is empty.
// The build tag keeps it out of `go build ./...`.
package deps

import (
	_ "example.com/pclgen/widgets/sdk/go/widgets"
	_ "github.com/pulumi/pulumi-aws/sdk/v5/go/aws"
	_ "github.com/pulumi/pulumi-kubernetes/sdk/v3/go/kubernetes"
	_ "github.com/pulumi/pulumi-random/sdk/v4/go/random"
	_ "github.com/pulumi/pulumi-tls/sdk/v4/go/tls"
	_ "github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	_ "github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)
