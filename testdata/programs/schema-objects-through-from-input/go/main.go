package main

import (
	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Collections that hold the schema object outputs of resources, resolved
		// whole: Python's pulumi.Output.from_input rebuilds the objects they hold
		// as plain dicts, whose properties are read as keys.
		group, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{Ingress: ec2.SecurityGroupIngressArray{
			&ec2.SecurityGroupIngressArgs{
				FromPort: pulumi.Int(80),
				ToPort:   pulumi.Int(81),
				Protocol: pulumi.String("tcp"),
			},
			&ec2.SecurityGroupIngressArgs{
				FromPort: pulumi.Int(443),
				ToPort:   pulumi.Int(444),
				Protocol: pulumi.String("tcp"),
			},
		}})
		if err != nil {
			return err
		}
		rules := ec2.SecurityGroupIngressArray{
			group.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) (ec2.SecurityGroupIngress, error) {
				return ingress[0], nil
			}).(ec2.SecurityGroupIngressOutput),
			group.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) (ec2.SecurityGroupIngress, error) {
				return ingress[1], nil
			}).(ec2.SecurityGroupIngressOutput),
		}
		byName := pulumi.Map{
			"first": group.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) (ec2.SecurityGroupIngress, error) {
				return ingress[0], nil
			}).(ec2.SecurityGroupIngressOutput),
			"port": pulumi.Int(22),
		}
		ctx.Export("ports", func() pulumi.Array {
			result := pulumi.Array{}
			for _, r2 := range rules {
				r := r2.(ec2.SecurityGroupIngressInput)
				result = append(result, r.ToSecurityGroupIngressOutput().ApplyT(func(r3 ec2.SecurityGroupIngress) (int, error) {
					return r3.FromPort, nil
				}).(pulumi.IntOutput))
			}
			return result
		}())
		ctx.Export("second", rules[1].(ec2.SecurityGroupIngressInput).ToSecurityGroupIngressOutput().ApplyT(func(v ec2.SecurityGroupIngress) (int, error) {
			return v.ToPort, nil
		}).(pulumi.IntOutput))
		ctx.Export("described", pulumi.Sprintf("%v-%v", rules[0].(ec2.SecurityGroupIngressInput).ToSecurityGroupIngressOutput().ApplyT(func(v ec2.SecurityGroupIngress) (string, error) {
			return v.Protocol, nil
		}).(pulumi.StringOutput), group.Name))
		ctx.Export("byName", pulumi.Array{
			byName["first"].(ec2.SecurityGroupIngressInput).ToSecurityGroupIngressOutput().ApplyT(func(first ec2.SecurityGroupIngress) (int, error) {
				return first.FromPort, nil
			}).(pulumi.IntOutput),
			byName["port"].(pulumi.IntInput).ToIntOutput(),
		})
		return nil
	})
}
