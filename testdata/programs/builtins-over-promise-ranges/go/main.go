package main

import (
	"fmt"
	"maps"
	"slices"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Resources ranged over a plain invoke's result, which every backend
		// resolves before it creates them: the collection of resources is plain,
		// so builtins over it (length, element, join of a splat) are plain too,
		// in locals and in the inputs and outputs that read them.
		ami, err := ec2.LookupAmi(ctx, &ec2.LookupAmiArgs{Owners: []string{"self", "amazon"}})
		if err != nil {
			return err
		}
		var pets []*random.RandomPet
		for index := range func() []string {
			result := []string{}
			for _, o := range ami.Owners {
				result = append(result, o)
			}
			return result
		}() {
			res, err := random.NewRandomPet(ctx, fmt.Sprintf("pets-%v", index), &random.RandomPetArgs{Length: pulumi.Int(2)})
			if err != nil {
				return err
			}
			pets = append(pets, res)
		}
		named := map[string]*random.RandomString{}
		namedRange := func() map[string]string {
			result := map[string]string{}
			for _, o := range ami.Owners {
				key := o
				if _, dup := result[key]; dup {
					panic(fmt.Sprintf("Duplicate object key: two elements produce the key %q", key))
				}
				result[key] = o
			}
			return result
		}()
		for _, key := range slices.Sorted(maps.Keys(namedRange)) {
			res, err := random.NewRandomString(ctx, fmt.Sprintf("named-%v", key), &random.RandomStringArgs{Length: pulumi.Int(4)})
			if err != nil {
				return err
			}
			named[key] = res
		}
		count := len(func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, item := range pets {
				result = append(result, item.Length)
			}
			return result
		}())
		lengths := func() pulumi.IntArray {
			result := pulumi.IntArray{}
			for _, p := range pets {
				result = append(result, p.Length)
			}
			return result
		}()
		keyCount := len(named)
		second := element(pets, 1)
		_, err = random.NewRandomPet(ctx, "summary", &random.RandomPetArgs{
			Length:    pulumi.Int(count%3 + keyCount),
			Prefix:    pulumi.String(fmt.Sprintf("n%v-%v", count, keyCount)),
			Separator: second.Separator,
		})
		if err != nil {
			return err
		}
		ctx.Export("count", pulumi.Int(count))
		ctx.Export("lengths", pulumi.Int(len(lengths)))
		ctx.Export("secondLength", second.Length)
		return nil
	})
}

// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}
