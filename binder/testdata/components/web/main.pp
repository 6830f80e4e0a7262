component site "./child" {
	indexDocument = "index.html"
}

output endpoint {
	value = site.endpoint
}
