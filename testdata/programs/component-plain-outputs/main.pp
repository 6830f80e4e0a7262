// A component's outputs are outputs to the program that uses it, those with
// plain values too: read directly, through a local, in a comparison, a
// template and a loop.
component c "./comp" {
  n = 2
}

count = c.plainNumber
names = c.plainNames

output doubled { value = c.plainNumber * 2 }
output positive { value = count >= 1 }
output text { value = "${c.plainText}!" }
output upper { value = [for s in names : "${s}-x"] }
