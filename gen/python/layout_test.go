package python

import "testing"

// TestLayout checks the line splitting against what black prints for the
// same statements.
func TestLayout(t *testing.T) {
	long := func(s string) code { return atom(quote(s)) }
	tests := []struct {
		name string
		stmt code
		want string
	}{
		{
			name: "an alternative of None splits at or before its subscript",
			stmt: cat(atom("enabled = "), optionalParens(bracketed("[", []code{cat(atom(`item["enabled"]`), delim("for", prioComprehension), atom("item in "),
				bracketed("(", []code{cat(atom("arguments_of_the_component_with_a_long_name"), bracketed("[", []code{long("lifecycle_rules_of_the_bucket_with_a_long_name")}, "]", bkSubscript), delim("or", prioLogic), atom("[]"))}, ")", bkParen))}, "]", bkCollection))),
			want: "enabled = [\n    item[\"enabled\"]\n    for item in (\n        arguments_of_the_component_with_a_long_name[\n            \"lifecycle_rules_of_the_bucket_with_a_long_name\"\n        ]\n        or []\n    )\n]\n",
		},
		{
			name: "fits",
			stmt: cat(atom("x = "), optionalParens(call("f", atom("a"), atom("b")))),
			want: "x = f(a, b)\n",
		},
		{
			name: "call arguments on one line",
			stmt: cat(atom("bucket = "), optionalParens(call("aws.s3.Bucket", long("bucket-with-a-long-name"), cat(atom("acl="), long("private-read-write-acl")), cat(atom("force_destroy="), atom("True"))))),
			want: "bucket = aws.s3.Bucket(\n    \"bucket-with-a-long-name\", acl=\"private-read-write-acl\", force_destroy=True\n)\n",
		},
		{
			name: "call arguments one per line",
			stmt: cat(atom("bucket = "), optionalParens(call("aws.s3.Bucket", long("bucket-with-a-long-name"), cat(atom("acl="), long("private-read-write-acl")), cat(atom("force_destroy="), atom("True")), cat(atom("tags="), atom("tags"))))),
			want: "bucket = aws.s3.Bucket(\n    \"bucket-with-a-long-name\",\n    acl=\"private-read-write-acl\",\n    force_destroy=True,\n    tags=tags,\n)\n",
		},
		{
			name: "a split collection is exploded",
			stmt: cat(atom("names = "), optionalParens(bracketed("[", []code{long("a-fairly-long-name-number-one"), long("a-fairly-long-name-number-two"), long("three-four-five-six")}, "]", bkCollection))),
			want: "names = [\n    \"a-fairly-long-name-number-one\",\n    \"a-fairly-long-name-number-two\",\n    \"three-four-five-six\",\n]\n",
		},
		{
			name: "a long string stays",
			stmt: cat(atom("text = "), optionalParens(long("a string that is much too long to fit on one line, but black leaves it where it is, really"))),
			want: "text = \"a string that is much too long to fit on one line, but black leaves it where it is, really\"\n",
		},
		{
			name: "a string that fits in parentheses",
			stmt: cat(atom("text = "), optionalParens(long("a string that is much too long to fit on one line, but fits in parentheses nicely."))),
			want: "text = (\n    \"a string that is much too long to fit on one line, but fits in parentheses nicely.\"\n)\n",
		},
		{
			name: "operators in parentheses",
			stmt: cat(atom("total = "), optionalParens(cat(atom("first_long_operand_name"), delim("+", prioAdd), atom("second_long_operand_name"), delim("+", prioAdd), atom("third_operand_with_long_name")))),
			want: "total = (\n    first_long_operand_name + second_long_operand_name + third_operand_with_long_name\n)\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := &writer{}
			w.stmt(tt.stmt)
			if got := w.b.String(); got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}
