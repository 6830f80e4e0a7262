from compa import Compa

# pclfuzz's shrunk program: conditionals whose branches are objects
# holding secrets (outputs) in a component.
set_ = Compa("set", {"nil": 1, "echo": []})
