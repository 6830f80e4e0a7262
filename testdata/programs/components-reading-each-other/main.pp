# Two instances that read each other's outputs. A component must not hand
# its args to its base class: the SDK would wait for their outputs before
# registering it, and each instance would wait for the other forever.
component "ping" "./half" {
  peer = pong.own
}

component "pong" "./half" {
  peer = ping.own
}

output "pingPeer" {
  value = ping.seen
}

output "pongPeer" {
  value = pong.seen
}
