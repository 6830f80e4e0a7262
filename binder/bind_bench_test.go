package binder

import (
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/syntax"
)

const awsThreeResources = `
resource vpc "aws:ec2/vpc:Vpc" {
	cidrBlock = "10.0.0.0/16"
	tags = { Name = "main" }
}

resource role "aws:iam/role:Role" {
	assumeRolePolicy = toJSON({ Version = "2012-10-17", Statement = [] })
	tags = { Vpc = vpc.id }
}

resource bucket "aws:s3/bucket:Bucket" {
	website = { indexDocument = "index.html" }
	tags = { Role = role.arn, Vpc = vpc.id }
}

output bucketName { value = bucket.bucket }
`

const kubernetesDeploymentService = `
resource deployment "kubernetes:apps/v1:Deployment" {
	metadata = { name = "web" }
	spec = {
		replicas = 2
		selector = { matchLabels = { app = "web" } }
		template = {
			metadata = { labels = { app = "web" } }
			spec = { containers = [{ name = "web", image = "nginx", ports = [{ containerPort = 80 }] }] }
		}
	}
}

resource service "kubernetes:core/v1:Service" {
	metadata = { name = "web", labels = deployment.spec.template.metadata.labels }
	spec = {
		type = "LoadBalancer"
		selector = { app = "web" }
		ports = [{ port = 80, targetPort = 80 }]
	}
}

output ip { value = service.status.loadBalancer.ingress[0].ip }
`

// benchBind binds src once per iteration with a fresh loader over dirs, so
// that each operation pays for loading the schemas.
func benchBind(b *testing.B, src string, dirs ...string) {
	file, diags := syntax.ParseFile("main.pp", []byte(src))
	if diags.HasErrors() {
		b.Fatal(diags)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, diags := BindFiles([]*syntax.File{file}, Options{Loader: schema.NewLoader(dirs...)})
		if diags.HasErrors() {
			b.Fatal(diags)
		}
	}
}

func BenchmarkBindAWSThreeResources(b *testing.B) {
	shared := sharedDir(b)
	if shared == "" {
		b.Skip("../shared (the PCL corpus) is absent beside the module root")
	}
	benchBind(b, awsThreeResources, filepath.Join(shared, "corpus", "schemas", "substitutes"))
}

func BenchmarkBindKubernetes(b *testing.B) {
	shared := sharedDir(b)
	if shared == "" {
		b.Skip("../shared (the PCL corpus) is absent beside the module root")
	}
	benchBind(b, kubernetesDeploymentService, filepath.Join(shared, "corpus", "schemas"))
}
