package main

import (
	"errors"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// A secret config variable that may be null and is not set is a secret
		// null: comparing it with null gives a secret true, and reading it gives a
		// secret null, in every SDK (TypeScript's getSecret gives undefined, which
		// is no output at all).
		var wordPlain *string
		if param, err := cfg.Try("word"); err == nil {
			wordPlain = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		word := pulumi.ToSecret(wordPlain).(pulumi.StringPtrOutput)
		var countPlain *float64
		if param, err := cfg.TryFloat64("count"); err == nil {
			countPlain = &param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		count := pulumi.ToSecret(countPlain).(pulumi.Float64PtrOutput)
		ctx.Export("wordIsNull", word.ApplyT(func(word2 *string) (bool, error) {
			return word2 == nil, nil
		}).(pulumi.BoolOutput))
		ctx.Export("countIsNull", count.ApplyT(func(count2 *float64) (bool, error) {
			return count2 == nil, nil
		}).(pulumi.BoolOutput))
		ctx.Export("wordOrDefault", pulumi.All(word).ApplyT(func(resolved []interface{}) (*string, error) {
			word2 := resolved[0].(*string)
			return func() *string {
				if word2 == nil {
					return pulumi.StringRef("none")
				}
				return word2
			}(), nil
		}).(pulumi.StringPtrOutput))
		return nil
	})
}
