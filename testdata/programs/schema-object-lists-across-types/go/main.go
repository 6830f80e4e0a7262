package main

import (
	"errors"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")

		// Fuzz seed 10574: a list of one schema object type (a security group's
		// egress rules, an output) given where a list of another of the same shape
		// is taken (ingress rules), whole, through a loop, through a conditional
		// and secret.
		flag := true
		if param, err := cfg.TryBool("flag"); err == nil {
			flag = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		first, err := ec2.NewSecurityGroup(ctx, "first", &ec2.SecurityGroupArgs{
			Egress: ec2.SecurityGroupEgressArray{&ec2.SecurityGroupEgressArgs{
				FromPort:   pulumi.Int(1),
				ToPort:     pulumi.Int(2),
				Protocol:   pulumi.String("tcp"),
				CidrBlocks: pulumi.StringArray{pulumi.String("10.0.0.0/8")},
			}},
			Ingress: ec2.SecurityGroupIngressArray{&ec2.SecurityGroupIngressArgs{
				FromPort:    pulumi.Int(443),
				ToPort:      pulumi.Int(443),
				Protocol:    pulumi.String("tcp"),
				Description: pulumi.String("https"),
			}},
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "whole", &ec2.SecurityGroupArgs{
			Ingress: first.Egress.ApplyT(func(vs []ec2.SecurityGroupEgress) []ec2.SecurityGroupIngress {
				if vs == nil {
					return nil
				}
				rs := make([]ec2.SecurityGroupIngress, len(vs))
				for i, v := range vs {
					var r ec2.SecurityGroupIngress
					r.CidrBlocks = v.CidrBlocks
					r.Description = v.Description
					r.FromPort = v.FromPort
					r.Ipv6CidrBlocks = v.Ipv6CidrBlocks
					r.PrefixListIds = v.PrefixListIds
					r.Protocol = v.Protocol
					r.SecurityGroups = v.SecurityGroups
					r.Self = v.Self
					r.ToPort = v.ToPort
					rs[i] = r
				}
				return rs
			}).(ec2.SecurityGroupIngressArrayOutput),
			Egress: pulumi.ToSecret(first.Ingress).(ec2.SecurityGroupIngressArrayOutput).ApplyT(func(vs []ec2.SecurityGroupIngress) []ec2.SecurityGroupEgress {
				if vs == nil {
					return nil
				}
				rs := make([]ec2.SecurityGroupEgress, len(vs))
				for i, v := range vs {
					var r ec2.SecurityGroupEgress
					r.CidrBlocks = v.CidrBlocks
					r.Description = v.Description
					r.FromPort = v.FromPort
					r.Ipv6CidrBlocks = v.Ipv6CidrBlocks
					r.PrefixListIds = v.PrefixListIds
					r.Protocol = v.Protocol
					r.SecurityGroups = v.SecurityGroups
					r.Self = v.Self
					r.ToPort = v.ToPort
					rs[i] = r
				}
				return rs
			}).(ec2.SecurityGroupEgressArrayOutput),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "looped", &ec2.SecurityGroupArgs{
			Ingress: ec2.SecurityGroupIngressArray{first.Egress.ApplyT(func(egress []ec2.SecurityGroupEgress) (ec2.SecurityGroupEgress, error) {
				return egress[0], nil
			}).(ec2.SecurityGroupEgressOutput).ApplyT(func(v ec2.SecurityGroupEgress) ec2.SecurityGroupIngress {
				var r ec2.SecurityGroupIngress
				r.CidrBlocks = v.CidrBlocks
				r.Description = v.Description
				r.FromPort = v.FromPort
				r.Ipv6CidrBlocks = v.Ipv6CidrBlocks
				r.PrefixListIds = v.PrefixListIds
				r.Protocol = v.Protocol
				r.SecurityGroups = v.SecurityGroups
				r.Self = v.Self
				r.ToPort = v.ToPort
				return r
			}).(ec2.SecurityGroupIngressOutput)},
			Egress: first.Ingress.ApplyT(func(ingress []ec2.SecurityGroupIngress) ([]ec2.SecurityGroupIngress, error) {
				return func() []ec2.SecurityGroupIngress {
					result := []ec2.SecurityGroupIngress{}
					for _, rule := range ingress {
						if !(rule.FromPort > 0) {
							continue
						}
						result = append(result, rule)
					}
					return result
				}(), nil
			}).(ec2.SecurityGroupIngressArrayOutput).ApplyT(func(vs []ec2.SecurityGroupIngress) []ec2.SecurityGroupEgress {
				if vs == nil {
					return nil
				}
				rs := make([]ec2.SecurityGroupEgress, len(vs))
				for i, v := range vs {
					var r ec2.SecurityGroupEgress
					r.CidrBlocks = v.CidrBlocks
					r.Description = v.Description
					r.FromPort = v.FromPort
					r.Ipv6CidrBlocks = v.Ipv6CidrBlocks
					r.PrefixListIds = v.PrefixListIds
					r.Protocol = v.Protocol
					r.SecurityGroups = v.SecurityGroups
					r.Self = v.Self
					r.ToPort = v.ToPort
					rs[i] = r
				}
				return rs
			}).(ec2.SecurityGroupEgressArrayOutput),
		})
		if err != nil {
			return err
		}
		_, err = ec2.NewSecurityGroup(ctx, "chosen", &ec2.SecurityGroupArgs{Ingress: func() ec2.SecurityGroupIngressArrayInput {
			if flag {
				return first.Egress.ApplyT(func(vs []ec2.SecurityGroupEgress) []ec2.SecurityGroupIngress {
					if vs == nil {
						return nil
					}
					rs := make([]ec2.SecurityGroupIngress, len(vs))
					for i, v := range vs {
						var r ec2.SecurityGroupIngress
						r.CidrBlocks = v.CidrBlocks
						r.Description = v.Description
						r.FromPort = v.FromPort
						r.Ipv6CidrBlocks = v.Ipv6CidrBlocks
						r.PrefixListIds = v.PrefixListIds
						r.Protocol = v.Protocol
						r.SecurityGroups = v.SecurityGroups
						r.Self = v.Self
						r.ToPort = v.ToPort
						rs[i] = r
					}
					return rs
				}).(ec2.SecurityGroupIngressArrayOutput)
			}
			return first.Ingress
		}()})
		if err != nil {
			return err
		}
		return nil
	})
}
