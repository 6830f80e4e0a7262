package gen

import (
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// DistinctTypes reports whether values of the PCL types a and b can never
// be equal, unless both are null. PCL's == and != (HCL's) compare values
// without converting them, so values whose types differ as PCL represents
// them are unequal: an int and a string, a bool and a number, a list and a
// map, a list and a tuple, a map and an object, two objects of other
// attributes. int and number are both numbers; a dynamic type, or a union
// of types of different kinds, may hold a value of either type, so it is
// not distinct from any. Outputs and promises compare the values they
// resolve to. Backends print such an equality as "both are null", for
// their own == would convert, compare by reference, or not compile.
func DistinctTypes(a, b model.Type) bool {
	ca, cb := eval.CtyTypeOf(a), eval.CtyTypeOf(b)
	return ca.TestConformance(cb) != nil && cb.TestConformance(ca) != nil
}
