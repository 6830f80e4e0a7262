package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"unicode"

	"github.com/pulumi/pulumi-aws/sdk/v5/go/aws/ec2"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		port := 8080
		if param, err := cfg.TryInt("port"); err == nil {
			port = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		var zones []string
		if err := cfg.TryObject("zones", &zones); errors.Is(err, config.ErrMissingVar) {
			zones = []string{"a", "b"}
		} else if err != nil {
			return err
		}
		var labels map[string]string
		if err := cfg.TryObject("labels", &labels); errors.Is(err, config.ErrMissingVar) {
			labels = map[string]string{"team": "infra"}
		} else if err != nil {
			return err
		}
		image := "ami-0123456789"
		if param, err := cfg.Try("image"); err == nil {
			image = param
		} else if !errors.Is(err, config.ErrMissingVar) {
			return err
		}
		base, err := ec2.NewSecurityGroup(ctx, "base", &ec2.SecurityGroupArgs{Description: pulumi.String("base")})
		if err != nil {
			return err
		}
		group, err := ec2.NewSecurityGroup(ctx, "group", &ec2.SecurityGroupArgs{
			// A template over an output with a literal percent sign.
			Description: pulumi.Sprintf("100%% open for %v", base.Name),
			Ingress: func() ec2.SecurityGroupIngressArray {
				result := ec2.SecurityGroupIngressArray{}
				for _, z := range zones {
					result = append(result, &ec2.SecurityGroupIngressArgs{
						Protocol:    pulumi.String("tcp"),
						FromPort:    pulumi.Int(port),
						ToPort:      pulumi.Int(port + 1),
						CidrBlocks:  pulumi.StringArray{pulumi.String("10.0.0.0/16")},
						Description: pulumi.String(z),
					})
				}
				return result
			}(),
			Tags: pulumi.ToStringMap(labels),
		}, pulumi.Protect(false), pulumi.DeleteBeforeReplace(true), pulumi.IgnoreChanges([]string{"tags"}))
		if err != nil {
			return err
		}
		upperName := pulumi.Sprintf("%v-%v", group.Name, group.Arn)
		server, err := ec2.NewInstance(ctx, "server", &ec2.InstanceArgs{
			Ami:                 pulumi.String(image),
			InstanceType:        pulumi.String("t3.micro"),
			SecurityGroups:      pulumi.StringArray{group.Name},
			VpcSecurityGroupIds: pulumi.StringArray{group.ID()},
			Tags:                pulumi.StringMap{"Name": upperName, "Zone": pulumi.String(zones[0])},
		})
		if err != nil {
			return err
		}
		var perZone []*ec2.SecurityGroup
		for index, value := range zones {
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("perZone-%v", index), &ec2.SecurityGroupArgs{Name: pulumi.String(fmt.Sprintf("zone-%v-%v", index, value))})
			if err != nil {
				return err
			}
			perZone = append(perZone, res)
		}
		perLabel := map[string]*ec2.SecurityGroup{}
		perLabelRange := labels
		for _, key := range slices.Sorted(maps.Keys(perLabelRange)) {
			value := perLabelRange[key]
			res, err := ec2.NewSecurityGroup(ctx, fmt.Sprintf("perLabel-%v", key), &ec2.SecurityGroupArgs{Description: pulumi.String(value).ToStringOutput()})
			if err != nil {
				return err
			}
			perLabel[key] = res
		}
		_ = perLabel
		var maybe *ec2.SecurityGroup
		if port > 80 {
			res, err := ec2.NewSecurityGroup(ctx, "maybe", nil)
			if err != nil {
				return err
			}
			maybe = res
		}
		_ = maybe
		resourceNames := func() pulumi.StringArray {
			result := pulumi.StringArray{}
			for _, item := range perZone {
				result = append(result, item.Name)
			}
			return result
		}()
		ctx.Export("secretArn", pulumi.ToSecret(server.Arn).(pulumi.StringOutput))
		ctx.Export("json", pulumi.ToOutput(pulumi.Map{"arn": server.Arn, "port": pulumi.Int(port)}).ApplyT(func(v interface{}) (string, error) {
			data, err := json.Marshal(v)
			return string(data), err
		}).(pulumi.StringOutput))
		ctx.Export("publicIp", server.PublicIp)
		ctx.Export("lengthOfName", group.Name.ApplyT(func(name2 string) (int, error) {
			return graphemeCount(name2) * 2, nil
		}).(pulumi.IntOutput))
		ctx.Export("firstZone", resourceNames[0].(pulumi.StringInput).ToStringOutput())
		ctx.Export("names", resourceNames)
		return nil
	})
}

// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := unicode.In(r, unicode.Mn, unicode.Me, unicode.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := unicode.Is(unicode.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
}
