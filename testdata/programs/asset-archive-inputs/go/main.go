package main

import (
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/lambda"
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/s3"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Issue 12 item 11: assets and archives given to inputs that take an asset or
		// an archive (source of aws:s3/bucketObject takes either, code of
		// aws:lambda/function takes an archive): each builtin that makes one, try of
		// an asset and an archive, a conditional between them, paths from config,
		// locals, outputs of other resources, a component input, and stack outputs.
		sourcePath := "files/hello.txt"
		if param, err := cfg.Try("sourcePath"); err == nil {
			sourcePath = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		useArchive := false
		if param, err := cfg.TryBool("useArchive"); err == nil {
			useArchive = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		localAsset := pulumi.NewFileAsset("files/hello.txt")
		localArchive := pulumi.NewFileArchive("site")
		eitherLocal := func() pulumi.AssetOrArchive {
			if v, ok := func() (v pulumi.AssetOrArchive, ok bool) {
				defer func() {
					if recover() != nil {
						ok = false
					}
				}()
				return pulumi.NewFileAsset(sourcePath), true
			}(); ok {
				return v
			}
			return pulumi.NewFileArchive(sourcePath)
		}()
		mixed := []interface{}{localAsset, localArchive, pulumi.NewStringAsset("third")}
		byName := map[string]interface{}{
			"page": pulumi.NewFileAsset("site/index.html"),
			"site": pulumi.NewFileArchive("site"),
		}
		bucket, err := s3.NewBucket(ctx, "bucket", nil)
		if err != nil {
			return err
		}
		fromFile, err := s3.NewBucketObject(ctx, "fromFile", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("file"),
			Source: pulumi.NewFileAsset("files/hello.txt"),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromString", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("string"),
			Source: pulumi.NewStringAsset("hello from a string asset"),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromRemote", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("remote"),
			Source: pulumi.NewRemoteAsset("https://example.com/hello.txt"),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromDirectory", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("directory"),
			Source: pulumi.NewFileArchive("site"),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromRemoteArchive", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("remote-archive"),
			Source: pulumi.NewRemoteArchive("https://example.com/site.zip"),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromArchiveMap", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("archive-map"),
			Source: pulumi.NewAssetArchive(map[string]interface{}{
				"index.html": pulumi.NewFileAsset("site/index.html"),
				"lib":        pulumi.NewFileArchive("site/lib"),
				"note.txt":   pulumi.NewStringAsset("a note"),
			}),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromTry", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("try"),
			Source: assetOrArchiveInput(func() pulumi.AssetOrArchive {
				if v, ok := func() (v pulumi.AssetOrArchive, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return pulumi.NewFileAsset(sourcePath), true
				}(); ok {
					return v
				}
				return pulumi.NewFileArchive(sourcePath)
			}()),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromConditional", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("conditional"),
			Source: assetOrArchiveInput(func() pulumi.AssetOrArchive {
				if useArchive {
					return pulumi.NewFileArchive("site")
				}
				return pulumi.NewFileAsset("files/hello.txt")
			}()),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromConfigPath", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("config-path"),
			Source: pulumi.NewFileAsset(sourcePath),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromLocal", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("local"),
			Source: localAsset,
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromLocalArchive", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("local-archive"),
			Source: localArchive,
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromTryLocal", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("try-local"),
			Source: assetOrArchiveInput(eitherLocal),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromOutputText", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("output-text"),
			Source: bucket.Arn.ApplyT(func(arn string) (pulumi.Asset, error) {
				return pulumi.NewStringAsset(arn), nil
			}).(pulumi.AssetOutput),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromOtherSource", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("other-source"),
			Source: fromFile.Source,
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromOutputConditional", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("output-conditional"),
			Source: bucket.Arn.ApplyT(func(arn string) (pulumi.AssetOrArchive, error) {
				return func() pulumi.AssetOrArchive {
					if arn != "" {
						return pulumi.NewFileAsset("files/hello.txt")
					}
					return pulumi.NewFileArchive("site")
				}(), nil
			}).(pulumi.AssetOrArchiveOutput),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromArchiveOfLocals", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("archive-of-locals"),
			Source: pulumi.NewAssetArchive(map[string]interface{}{
				"either.txt": eitherLocal,
				"hello.txt":  localAsset,
				"site":       localArchive,
			}),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromArchiveOfOutputs", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("archive-of-outputs"),
			Source: bucket.Arn.ApplyT(func(arn string) (pulumi.Archive, error) {
				return pulumi.NewAssetArchive(map[string]interface{}{"arn.txt": pulumi.NewStringAsset(arn), "site": localArchive}), nil
			}).(pulumi.ArchiveOutput),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromListElement", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("list-element"),
			Source: mixed[1].(pulumi.Archive),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromMapElement", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("map-element"),
			Source: byName["site"].(pulumi.Archive),
		})
		if err != nil {
			return err
		}
		perName := map[string]*s3.BucketObject{}
		perNameRange := byName
		for _, key := range slices.Sorted(maps.Keys(perNameRange)) {
			value := perNameRange[key].(pulumi.AssetOrArchive)
			res, err := s3.NewBucketObject(ctx, fmt.Sprintf("perName-%v", key), &s3.BucketObjectArgs{
				Bucket: bucket.Bucket,
				Key:    pulumi.String("per-name-" + key),
				Source: assetOrArchiveInput(value),
			})
			if err != nil {
				return err
			}
			perName[key] = res
		}
		_ = perName
		_, err = s3.NewBucketObject(ctx, "fromNullBranch", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("null-branch"),
			Source: assetOrArchiveInput(func() pulumi.AssetOrArchive {
				if useArchive {
					return nil
				}
				return eitherLocal
			}()),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromNestedConditional", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("nested-conditional"),
			Source: assetOrArchiveInput(func() pulumi.AssetOrArchive {
				if useArchive {
					return pulumi.NewRemoteAsset("https://example.com/hello.txt")
				}
				return func() pulumi.AssetOrArchive {
					if sourcePath == "" {
						return pulumi.NewFileArchive("site")
					}
					return pulumi.NewStringAsset("nested")
				}()
			}()),
		})
		if err != nil {
			return err
		}
		_, err = s3.NewBucketObject(ctx, "fromOutputOrLocal", &s3.BucketObjectArgs{
			Bucket: bucket.Bucket,
			Key:    pulumi.String("output-or-local"),
			Source: bucket.Arn.ApplyT(func(arn string) (pulumi.AssetOrArchive, error) {
				return func() pulumi.AssetOrArchive {
					if arn == "" {
						return eitherLocal
					}
					return pulumi.NewStringAsset(arn)
				}(), nil
			}).(pulumi.AssetOrArchiveOutput),
		})
		if err != nil {
			return err
		}
		function, err := lambda.NewFunction(ctx, "function", &lambda.FunctionArgs{
			Role:    pulumi.String("arn:aws:iam::123456789012:role/lambda"),
			Handler: pulumi.String("index.handler"),
			Runtime: pulumi.String("nodejs18.x"),
			Code:    pulumi.NewFileArchive("site"),
		})
		if err != nil {
			return err
		}
		_, err = lambda.NewFunction(ctx, "functionFromMap", &lambda.FunctionArgs{
			Role:    pulumi.String("arn:aws:iam::123456789012:role/lambda"),
			Handler: pulumi.String("index.handler"),
			Code:    pulumi.NewAssetArchive(map[string]interface{}{"index.js": pulumi.NewStringAsset("exports.handler = async () => \"ok\";")}),
		})
		if err != nil {
			return err
		}
		_, err = lambda.NewFunction(ctx, "functionFromLocal", &lambda.FunctionArgs{Role: function.Role, Code: localArchive})
		if err != nil {
			return err
		}
		_, err = lambda.NewFunction(ctx, "functionFromOther", &lambda.FunctionArgs{Role: function.Role, Code: function.Code})
		if err != nil {
			return err
		}

		// An archive input given a value that is an asset or an archive: PCL's
		// unsafe conversion, which holds as the value is an archive.
		_, err = lambda.NewFunction(ctx, "functionFromTry", &lambda.FunctionArgs{
			Role: function.Role,
			Code: archiveInput(func() pulumi.AssetOrArchive {
				if v, ok := func() (v pulumi.AssetOrArchive, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return pulumi.NewFileArchive("site"), true
				}(); ok {
					return v
				}
				return pulumi.NewFileAsset(sourcePath)
			}()),
		})
		if err != nil {
			return err
		}
		_, err = lambda.NewFunction(ctx, "functionFromNullBranch", &lambda.FunctionArgs{
			Role: function.Role,
			Code: archiveInput(func() pulumi.AssetOrArchive {
				if useArchive {
					return nil
				}
				return func() pulumi.AssetOrArchive {
					if v, ok := func() (v pulumi.AssetOrArchive, ok bool) {
						defer func() {
							if recover() != nil {
								ok = false
							}
						}()
						return pulumi.NewFileArchive("site"), true
					}(); ok {
						return v
					}
					return pulumi.NewFileAsset(sourcePath)
				}()
			}()),
		})
		if err != nil {
			return err
		}
		_, err = lambda.NewFunction(ctx, "functionFromOutputConditional", &lambda.FunctionArgs{
			Role: function.Role,
			Code: bucket.Arn.ApplyT(func(arn string) (pulumi.Archive, error) {
				return func() pulumi.Archive {
					if arn != "" {
						return pulumi.NewFileArchive("site")
					}
					return pulumi.NewAssetArchive(map[string]interface{}{"index.js": pulumi.NewStringAsset(arn)})
				}(), nil
			}).(pulumi.ArchiveOutput),
		})
		if err != nil {
			return err
		}
		upload, err := NewUpload(ctx, "upload", &UploadArgs{
			Bucket: bucket.Bucket,
			Source: pulumi.NewFileAsset("files/hello.txt"),
		})
		if err != nil {
			return err
		}
		_, err = NewUpload(ctx, "uploadTry", &UploadArgs{
			Bucket: bucket.Bucket,
			Source: assetOrArchiveInput(func() pulumi.AssetOrArchive {
				if v, ok := func() (v pulumi.AssetOrArchive, ok bool) {
					defer func() {
						if recover() != nil {
							ok = false
						}
					}()
					return pulumi.NewFileAsset(sourcePath), true
				}(); ok {
					return v
				}
				return pulumi.NewFileArchive(sourcePath)
			}()),
		})
		if err != nil {
			return err
		}
		_, err = NewUpload(ctx, "uploadOutput", &UploadArgs{
			Bucket: bucket.Bucket,
			Source: bucket.Arn.ApplyT(func(arn string) (pulumi.Asset, error) {
				return pulumi.NewStringAsset(arn), nil
			}).(pulumi.AssetOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("asset", localAsset)
		ctx.Export("archive", pulumi.NewFileArchive("site"))
		ctx.Export("tried", assetOrArchiveInput(eitherLocal))
		ctx.Export("chosen", assetOrArchiveInput(func() pulumi.AssetOrArchive {
			if useArchive {
				return localArchive
			}
			return localAsset
		}()))
		ctx.Export("eventualChoice", bucket.Arn.ApplyT(func(arn string) (pulumi.AssetOrArchive, error) {
			return func() pulumi.AssetOrArchive {
				if arn != "" {
					return localAsset
				}
				return localArchive
			}(), nil
		}).(pulumi.AssetOrArchiveOutput))
		ctx.Export("orNull", assetOrArchiveInput(func() pulumi.AssetOrArchive {
			if useArchive {
				return nil
			}
			return eitherLocal
		}()))
		ctx.Export("mixed", pulumi.ToArray(mixed))
		ctx.Export("objectSource", fromFile.Source)
		ctx.Export("functionCode", function.Code)
		ctx.Export("componentEtag", upload.Etag)
		return nil
	})
}

// archiveInput returns v, an asset or an archive (held as a
// pulumi.AssetOrArchive, or as an interface{} where it is an element of a
// collection of values of several types), as an input that takes an archive,
// nil (no value) when v is nil.
func archiveInput(v interface{}) pulumi.ArchiveInput {
	if v == nil {
		return nil
	}
	return v.(pulumi.ArchiveInput)
}

// assetOrArchiveInput returns v, an asset or an archive (held as a
// pulumi.AssetOrArchive, or as an interface{} where it is an element of a
// collection of values of several types), as an input that takes either,
// nil (no value) when v is nil.
func assetOrArchiveInput(v interface{}) pulumi.AssetOrArchiveInput {
	if v == nil {
		return nil
	}
	return v.(pulumi.AssetOrArchiveInput)
}
