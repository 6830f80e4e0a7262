package main

import (
	"encoding/json"
	"fmt"

	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// singleOrNone of a list of two objects of other attributes: PCL's run
		// fails (the list has more than one element), and so does each generated
		// program, which compiles although the list holds values of no one type.
		ctx.Export("args", pulumi.Map{"november": func() pulumi.MapInput {
			v := func() map[string]interface{} {
				list := []interface{}{
					map[string]interface{}{"charlie": 11, "uniform": "x"},
					map[string]interface{}{"bravo": "b", "uniform": "t"},
				}
				if len(list) == 0 {
					return nil
				}
				if len(list) != 1 {
					panic("singleOrNone: the list has more than one element")
				}
				return fromJSON[map[string]interface{}](list[0])
			}()
			if v == nil {
				return nil
			}
			return pulumi.ToMap(v)
		}()})
		return nil
	})
}

// fromJSON converts a value read from JSON config into T; a value that is
// not a T (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(data, &t)
	}
	if err != nil {
		panic(fmt.Errorf("reading config: %w", err))
	}
	return t
}
