delta = (true ? {} : (can(notImplemented("nope")) ? { for instanceof, yield in range(3) : "x" => 1.5... if true } : {
  "k1" = []
  ("null") = []
}))
