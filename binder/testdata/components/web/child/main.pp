config indexDocument string {}

config errorDocument string {
	default = "error.html"
}

resource bucket "aws:s3/bucket:Bucket" {
	website = { indexDocument = indexDocument, errorDocument = errorDocument }
}

output endpoint {
	value = bucket.websiteEndpoint
}
