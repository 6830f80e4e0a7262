import pulumi
import pulumi_acme as acme

config = pulumi.Config()

# A greeting for whoever the stack's config names.

name = config.get("name", default="world")
greeting = acme.Greeting("greeting", message=f"Hello, {name}!")
pulumi.export("length", greeting.length)
