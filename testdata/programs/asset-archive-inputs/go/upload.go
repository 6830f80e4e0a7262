package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// UploadArgs are the inputs of a Upload component.
type UploadArgs struct {
	Bucket pulumi.StringInput
	Source pulumi.Input
}

// Upload is a component resource.
type Upload struct {
	pulumi.ResourceState
	Etag pulumi.StringOutput
}

// NewUpload creates a Upload component and its resources.
func NewUpload(ctx *pulumi.Context, name string, args *UploadArgs, opts ...pulumi.ResourceOption) (*Upload, error) {
	if args == nil {
		args = &UploadArgs{}
	}
	componentResource := &Upload{}
	componentInputs := pulumi.Map{
		"bucket": pulumi.Any(args.Bucket),
		"source": pulumi.Any(args.Source),
	}
	err := ctx.RegisterComponentResourceV2("components:index:Upload", name, componentInputs, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	// A component whose source input is untyped: it takes whatever asset or
	// archive its instance gives and passes it to an input that takes either.
	bucket := args.Bucket.ToStringOutput()
	source := pulumi.Any(args.Source)
	object, err := s3.NewBucketObject(ctx, name+"-object", &s3.BucketObjectArgs{
		Bucket: bucket,
		Key:    pulumi.String("component"),
		Source: source.ApplyT(func(source2 interface{}) (pulumi.AssetOrArchive, error) {
			return source2.(pulumi.AssetOrArchive), nil
		}).(pulumi.AssetOrArchiveOutput),
	}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Etag = object.Etag
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{"etag": componentResource.Etag}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
