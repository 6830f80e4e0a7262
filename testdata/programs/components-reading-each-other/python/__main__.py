import pulumi

from half import Half

# Two instances that read each other's outputs. A component must not hand
# its args to its base class: the SDK would wait for their outputs before
# registering it, and each instance would wait for the other forever.
pong_own, resolve_pong_own = pulumi.deferred_output()
ping = Half("ping", {"peer": pong_own})
pong = Half("pong", {"peer": ping.own})
resolve_pong_own(pulumi.Output.from_input(pong.own))
pulumi.export("pingPeer", ping.seen)
pulumi.export("pongPeer", pong.seen)
