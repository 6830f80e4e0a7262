package main

import (
	"example.com/pclgen/simple/sdk/go/simple"
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Go holds a local collection some of whose elements are outputs as a
		// collection of inputs, and reads every element of it as an input, even
		// one PCL types plain: the component inputs set from such elements, directly,
		// through locals, or through the arguments of an invoke, take outputs.
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		settings := pulumi.StringMap{"name": pulumi.String("plain"), "owner": pet.ID()}
		names := pulumi.StringArray{pulumi.String("first"), pet.ID()}
		byKey := pulumi.StringMap{"a": pulumi.String("alpha"), "b": pet.ID()}
		copied := settings["name"].(pulumi.StringInput).ToStringOutput()
		secretValue := pulumi.Unsecret(ctx.InvokeOutput("simple:index:getSecret", simple.GetSecretOutputArgs{Name: settings["name"].(pulumi.StringInput).ToStringOutput()}, simple.GetSecretResultOutput{}, pulumi.InvokeOutputOptions{}).(simple.GetSecretResultOutput)).(simple.GetSecretResultOutput)
		direct, err := NewPart(ctx, "direct", &PartArgs{
			Title: settings["name"].(pulumi.StringInput).ToStringOutput(),
			Label: names[0].(pulumi.StringInput).ToStringOutput(),
			Key:   byKey["a"].(pulumi.StringInput).ToStringOutput(),
		})
		if err != nil {
			return err
		}
		throughLocals, err := NewPart(ctx, "throughLocals", &PartArgs{
			Title: copied,
			Label: pulumi.Sprintf("%v!", copied),
			Key: secretValue.ApplyT(func(secretValue2 simple.GetSecretResult) (string, error) {
				return secretValue2.Name, nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		computedIndex, err := NewPart(ctx, "computedIndex", &PartArgs{
			Title: names[len(names)-2].(pulumi.StringInput).ToStringOutput(),
			Label: secretValue.ApplyT(func(secretValue2 simple.GetSecretResult) (string, error) {
				return secretValue2.Value, nil
			}).(pulumi.StringOutput),
		})
		if err != nil {
			return err
		}
		ctx.Export("directText", direct.Text)
		ctx.Export("localText", throughLocals.Text)
		ctx.Export("indexedText", computedIndex.Text)
		return nil
	})
}

// stringOr returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func stringOr(o pulumi.StringPtrOutput, fallback pulumi.StringOutput) pulumi.StringOutput {
	return pulumi.All(o, fallback).ApplyT(func(values []interface{}) string {
		if v := values[0].(*string); v != nil {
			return *v
		}
		return values[1].(string)
	}).(pulumi.StringOutput)
}
