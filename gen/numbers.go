package gen

import (
	"math/big"
	"strconv"
	"strings"
)

// FloatText prints f as the shortest decimal that reads back as the same
// float64 (f is rounded to the nearest float64 first), with an exponent
// written without a plus sign or leading zeros, as TypeScript and Python
// print them: 1e300, 1e-7, 0.1, 2. Callers that need the text to read as a
// float, not an integer, add a fraction when it has neither '.' nor 'e'.
func FloatText(f *big.Float) string {
	f64, _ := f.Float64()
	s := strconv.FormatFloat(f64, 'g', -1, 64)
	mant, exp, ok := strings.Cut(s, "e")
	if !ok {
		return s
	}
	neg := strings.HasPrefix(exp, "-")
	exp = strings.TrimLeft(strings.TrimLeft(exp, "+-"), "0")
	if neg {
		exp = "-" + exp
	}
	return mant + "e" + exp
}
