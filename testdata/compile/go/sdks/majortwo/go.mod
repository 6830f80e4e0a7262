module github.com/pulumi/pulumi-majortwo/sdk/v2

go 1.26.8

require github.com/pulumi/pulumi/sdk/v3 v3.263.0
