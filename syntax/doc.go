// Package syntax parses PCL source: input .pp files (a file, a list, or a
// program directory), output hclsyntax bodies with their comments indexed for
// later stages.
//
// PCL is HCL native syntax, so parsing is delegated to hclsyntax. This
// package adds program loading ([ParseFile], [ParseFiles], [ParseDir],
// [ParsePath], [LoadProgram]), source lookups by range ([Program]), and a
// comment index built once per file so that backends can carry comments
// into generated code. The package is purely syntactic: it knows nothing of
// resources, outputs or other PCL concepts.
//
// # Nodes
//
// Comments attach to nodes, identified by their source range:
//
//   - a block: [hclsyntax.Block.Range] (type keyword through closing brace);
//   - an attribute: [hclsyntax.Attribute.SrcRange];
//   - an object-constructor item: [ItemRange] (key start through value end);
//   - an expression, including tuple elements and object keys and values:
//     the expression's Range().
//
// Lookups compare the start and end byte offsets of the given range with the
// owning node's range, so a range must be passed exactly as hclsyntax reports
// it. A range whose Filename is set and differs from the file's name matches
// nothing.
//
// # Attachment rules
//
// Every comment in a file is attached exactly once, as a leading, trailing or
// dangling comment, by the first rule below that applies. A "significant"
// token is any token other than a comment or a newline; end of file counts as
// a significant token that starts no node.
//
//  1. Trailing. Let P be the last significant token before the comment; if P
//     is a comma, and the token before the comma is on the same line, use
//     that token instead. If the comment starts on the line where P ends and
//     some node ends exactly where P ends, the comment trails the outermost
//     such node (the one starting earliest): in `a = f(x) # c` the comment
//     trails the attribute, not the call. Exception: a /* block */ comment
//     followed, on the line where it ends, by the start of a node leads that
//     node instead, as in `[1, /* two */ 2]`.
//  2. Leading. Otherwise, let N be the next significant token after the
//     comment. If a node starts at N, the comment leads the outermost such
//     node (the one ending last): comments above a block lead the block, not
//     its type keyword; comments above `Name = "x"` in an object lead the
//     item, not its key. A comment after an opening brace, bracket or
//     parenthesis on the same line, as in `tags = { # the name`, therefore
//     leads the first item inside. All comments between two significant
//     tokens that lead the same node are kept in source order; a comment
//     separated from the node by a blank line (anywhere between the comment
//     and the node) is marked Detached, as file headers usually are.
//  3. Dangling. Otherwise (N closes a body, object, tuple, call or template,
//     N is the end of file, or N is a token no node starts at, such as a
//     block label), the comment dangles in the innermost enclosing node: a
//     block (reported for both Block.Range() and Block.Body.SrcRange, unless
//     parse errors left the body with the same range as another node), an
//     attribute, an item, an expression, or the file itself (reported for the
//     file Body.SrcRange). Comments on their own lines after the last item of
//     a block body, object or tuple, and at the end of the file, dangle.
//
// Nodes that share a start or end offset with the owning node (a binary
// expression and its left operand, an attribute and its value expression)
// report no comments for that boundary, so a backend that prints the
// comments of every node it visits prints each comment once.
//
// # Comment text
//
// [Comment.Text] has the comment markers and the line terminator stripped and
// nothing else: `# note` gives " note". Each line comment (# or //) is its own
// Comment, so a run of three // lines gives three entries. A /* block */
// comment is one entry whose text may span lines, with CRLF normalised to LF.
//
// # Limits
//
// Parsing never panics. hclsyntax parses recursively, so input nested more
// deeply than [MaxNestingDepth] levels (brackets, templates, prefix operators,
// conditionals, splats) is rejected with a diagnostic before parsing.
package syntax
