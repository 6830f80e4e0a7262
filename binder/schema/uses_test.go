package schema

import (
	"path/filepath"
	"testing"
)

// TestElementUses checks which object types the aws test schema uses as
// the items of arrays and the values of maps.
func TestElementUses(t *testing.T) {
	p, err := NewLoader(filepath.Join("..", "..", "testdata", "schemas")).Load("aws", "5.16.2")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		tok          string
		list, mapped bool
	}{
		{"aws:ec2/AmiEbsBlockDevice:AmiEbsBlockDevice", true, false},
		{"aws:ec2/InstanceRootBlockDevice:InstanceRootBlockDevice", false, false},
		{"aws:autoscaling/PolicyTargetTrackingConfiguration:PolicyTargetTrackingConfiguration", false, false},
		{"aws:ec2/noSuchType:NoSuchType", false, false},
	} {
		t.Run(c.tok, func(t *testing.T) {
			list, mapped := p.ElementUses(c.tok)
			if list != c.list || mapped != c.mapped {
				t.Errorf("ElementUses = %v, %v; want %v, %v", list, mapped, c.list, c.mapped)
			}
			// Asked again, from the cache.
			if l2, m2 := p.ElementUses(c.tok); l2 != list || m2 != mapped {
				t.Errorf("second ElementUses = %v, %v", l2, m2)
			}
		})
	}
	if key := refKey([]byte(`{"additionalProperties" :{ "$ref"  :`)); key != "additionalProperties" {
		t.Errorf("refKey = %q", key)
	}
	if key := refKey([]byte(`"items": {"type": "ref", "plain": true, "$ref": `)); key != "items" {
		t.Errorf("refKey after other members = %q", key)
	}
	if key := refKey([]byte(`{"x": [ {"$ref": `)); key != "" {
		t.Errorf("refKey of an array element = %q", key)
	}
}
