component c "./comp" {
}
output read {
  value = [c.xray, c.listed]
}
