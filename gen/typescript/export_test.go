package typescript

// Format is format, for the external tests (golden_test.go).
var Format = format
