package gen

import (
	"testing"
)

// TestMayBeSecret walks the sources of secrecy (a secret call, a secret
// config, a component input one instance sets to a secret, schema-secret
// output and input properties, a resource with a secret input or
// additionalSecretOutputs, an invoke of a secret argument or result), the
// ways to reach them (locals, ranges, loops, components' outputs), and
// what stays plain (unsecret, plain inputs, other properties).
func TestMayBeSecret(t *testing.T) {
	files := map[string]string{
		"main.pp": `
config "token" "string" {
  secret = true
}
config "plain" "string" {}
viaLocal = "x-${token}"
plainLocal = "x-${plain}"
resource "pw" "random:index/randomPassword:RandomPassword" {
  length = 10
}
resource "fromSecret" "random:index/randomPet:RandomPet" {
  prefix = token
}
resource "hidden" "random:index/randomPet:RandomPet" {
  options {
    additionalSecretOutputs = ["id"]
  }
}
resource "counted" "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = [plain, secret("s")]
  }
}
component "given" "./comp" {
  value = token
}
component "plainly" "./comp" {
  value = "a"
}
component "never" "./other" {
  value = plain
}
output "secretCall" { value = secret("a") }
output "unsecret" { value = unsecret(secret("a")) }
output "secretConfig" { value = token }
output "plainConfig" { value = plain }
output "viaLocal" { value = viaLocal }
output "plainLocal" { value = plainLocal }
output "secretOutput" { value = pw.result }
output "plainOutput" { value = pw.length }
output "wholeResource" { value = pw }
output "fromSecretInput" { value = fromSecret.id }
output "additional" { value = hidden.id }
output "rangedInputs" { value = counted[0].prefix }
output "loop" { value = [for x in [token] : x] }
output "conditional" { value = true ? plain : token }
output "secretArgs" { value = invoke("simple:index:getSecret", { name = token }).name }
output "secretResult" { value = invoke("simple:index:getSecret", { name = plain }).name }
output "componentOutput" { value = given.out }
output "plainComponent" { value = never.out }
`,
		"comp/main.pp":  "config \"value\" \"string\" {}\noutput \"out\" { value = value }\n",
		"other/main.pp": "config \"value\" \"string\" {}\noutput \"out\" { value = value }\n",
	}
	prog, _ := bindTree(t, files)
	s := NewSecrecy(prog)
	want := map[string]bool{
		"secretCall": true, "unsecret": false, "secretConfig": true, "plainConfig": false,
		"viaLocal": true, "plainLocal": false, "secretOutput": true, "plainOutput": false,
		"wholeResource": true, "fromSecretInput": true, "additional": true, "rangedInputs": true,
		"loop": true, "conditional": true, "secretArgs": true, "secretResult": true,
		"componentOutput": true, "plainComponent": false,
	}
	for _, o := range prog.Outputs() {
		t.Run(o.Name(), func(t *testing.T) {
			w, ok := want[o.Name()]
			if !ok {
				t.Fatalf("no expectation for output %s", o.Name())
			}
			if got := s.MayBeSecret(o.Value, nil); got != w {
				t.Errorf("MayBeSecret = %v, want %v", got, w)
			}
		})
	}
	// The component program's input is secret for one of its instances.
	for _, c := range prog.Components() {
		if c.Name() == "given" {
			for _, o := range c.Program.Outputs() {
				if !s.MayBeSecret(o.Value, nil) {
					t.Errorf("component output %s: MayBeSecret = false, want true", o.Name())
				}
			}
		}
	}
}
