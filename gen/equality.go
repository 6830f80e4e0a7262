package gen

import (
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// DistinctTypes reports whether values of the PCL types a and b can never
// be equal, unless both are null (eval.DistinctTypes). Backends print such
// an equality as "both are null", for their own == would convert, compare
// by reference, or not compile.
func DistinctTypes(a, b model.Type) bool { return eval.DistinctTypes(a, b) }
