package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The one element of a list whose objects have other attributes: the list
		// holds values of no one Go type, and the element converts to the object
		// PCL's unification gives.
		ctx.Export("picked", pulumi.Map{"november": func() pulumi.MapInput {
			v := func() map[string]interface{} {
				list := func() []map[string]interface{} {
					result := []map[string]interface{}{}
					for _, o2 := range []interface{}{
						map[string]interface{}{"charlie": 11, "uniform": "x"},
						map[string]interface{}{"bravo": "b", "uniform": "t"},
					} {
						o := o2.(map[string]interface{})
						if !(o["uniform"].(string) == "x") {
							continue
						}
						result = append(result, o)
					}
					return result
				}()
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return list[0]
			}()
			if v == nil {
				return nil
			}
			return pulumi.ToMap(v)
		}()})
		return nil
	})
}
