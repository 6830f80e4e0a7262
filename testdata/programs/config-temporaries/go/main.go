package main

import (
	"errors"
	"fmt"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Config, locals and resources named like the temporaries generated code
		// needs: the temporaries take other names, so every value is read and none
		// is hidden.
		param := "p"
		if param2, err := cfg.Try("param"); err == nil {
			param = param2
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		value := 2
		if param2, err := cfg.TryInt("value"); err == nil {
			value = param2
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		result := true
		if param2, err := cfg.TryBool("result"); err == nil {
			result = param2
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		errVar := 1.5
		if param2, err := cfg.TryFloat64("err"); err == nil {
			errVar = param2
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var cfgVar *string
		if param2, err := cfg.Try("cfg"); err == nil {
			cfgVar = &param2
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		ctxVar := "c"
		if param2, err := cfg.Try("ctx"); err == nil {
			ctxVar = param2
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var index []string
		if err := cfg.TryObject("index", &index); errors.Is(err, config.ErrMissingVar) {
			index = []string{"i", "j"}
		} else if err != nil {
			return err
		}
		key := "k"
		if param2, err := cfg.Try("key"); err == nil {
			key = param2
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		res := param + "-" + ctxVar
		var item []*random.RandomString
		for index2 := 0; index2 < value; index2++ {
			res2, err := random.NewRandomString(ctx, fmt.Sprintf("item-%v", index2), &random.RandomStringArgs{
				Length:          pulumi.Int(value + index2),
				Special:         pulumi.Bool(result),
				OverrideSpecial: pulumi.String(res),
			})
			if err != nil {
				return err
			}
			item = append(item, res2)
		}
		_ = item
		ctx.Export("param", pulumi.String(param))
		ctx.Export("words", func() pulumi.Array {
			result2 := pulumi.Array{}
			for _, w := range index {
				result2 = append(result2, pulumi.String(fmt.Sprintf("%v-%v-%v-%v", w, res, result, key)))
			}
			return result2
		}())
		ctx.Export("err", pulumi.Float64(errVar))
		ctx.Export("cfg", pulumi.StringPtrFromPtr(cfgVar))
		return nil
	})
}
