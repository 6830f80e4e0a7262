import pulumi

from parts import Parts

# A component's outputs named like members of the SDKs' component resource
# class (its URN's getter, registerOutputs, getProvider) are fields of
# their own, which neither shadow the members the SDK calls nor are
# shadowed by them.
parts = Parts("parts", {"size": 3})
pulumi.export("registered", parts.register_outputs_)
pulumi.export("provider", parts.get_provider_)
