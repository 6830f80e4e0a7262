from parts import Parts

# A component whose resources nothing reads, ranged over values of every
# kind: their locals would be unused variables to linters.
parts = Parts("parts", {"flags": ["a", "b"]})
