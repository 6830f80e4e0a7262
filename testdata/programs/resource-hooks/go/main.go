package main

import (
	"errors"
	"fmt"
	"os/exec"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Resource hooks run commands around a resource's operations; the
		// customTimeouts option bounds them.
		logFile := "hooks.log"
		if param, err := cfg.Try("logFile"); err == nil {
			logFile = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		logCreate, err := ctx.RegisterResourceHook("logCreate", func(args *pulumi.ResourceHookArgs) error {
			return exec.Command("sh", "-c", "echo created "+args.Name+" >> "+logFile).Run()
		}, &pulumi.ResourceHookOptions{OnDryRun: true})
		if err != nil {
			return err
		}
		checkDelete, err := ctx.RegisterResourceHook("checkDelete", func(args *pulumi.ResourceHookArgs) error {
			return exec.Command("test", "-n", string(args.URN)).Run()
		}, &pulumi.ResourceHookOptions{IgnoreErrors: true})
		if err != nil {
			return err
		}
		retry, err := ctx.RegisterErrorHook("retry", func(args *pulumi.ErrorHookArgs) (bool, error) {
			return exec.Command("sh", "-c", fmt.Sprintf("echo %v failed: %v errors", args.FailedOperation, len(args.Errors))).Run() == nil, nil
		})
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)}, pulumi.Timeouts(&pulumi.CustomTimeouts{Create: "2m", Read: "30s"}), pulumi.ResourceHooks(&pulumi.ResourceHookBinding{
			BeforeCreate: []*pulumi.ResourceHook{logCreate},
			AfterCreate:  []*pulumi.ResourceHook{logCreate},
			BeforeDelete: []*pulumi.ResourceHook{checkDelete},
			OnError:      []*pulumi.ErrorHook{retry},
		}))
		if err != nil {
			return err
		}
		ctx.Export("petName", pet.ID())
		return nil
	})
}
