import pulumi
import pulumi_random as random

# Indexing a list past its end is an error: the run fails there. The list is
# computed from a resource's output, so the index is read when the output is
# known (in Go, in an apply).
name = random.RandomString("name", length=8)
parts = name.result.apply(lambda result: result.split("-"))
pulumi.export("first", parts[0])
pulumi.export("fourth", parts[3])
