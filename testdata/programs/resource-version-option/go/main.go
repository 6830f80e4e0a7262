package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A version option that names the version of the package's own SDK is the
		// program's option all the same: the registration carries it, as it
		// carries another version, and a resource without the option carries none.
		_, err := random.NewRandomId(ctx, "own", &random.RandomIdArgs{ByteLength: pulumi.Int(4)}, pulumi.Version("4.11.2"))
		if err != nil {
			return err
		}
		_, err = random.NewRandomPet(ctx, "other", nil, pulumi.Version("4.10.0"))
		if err != nil {
			return err
		}
		_, err = random.NewRandomString(ctx, "plain", &random.RandomStringArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		return nil
	})
}
