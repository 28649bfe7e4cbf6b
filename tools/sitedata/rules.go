package sitedata

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
)

// RulesDigest is a short digest of schema rules: parts of a schema, as
// JSON values under names of the caller's choosing, without their
// annotations (title, description). A Go check that stands in for a schema
// pins the digest of the rules it was written against, so that a change to
// those rules fails its test until the check is changed too. parts is
// changed.
func RulesDigest(parts map[string]any) string {
	// names: the keys of v are names (of properties, definitions, parts),
	// not keywords, so a property called "title" is a rule, kept.
	var strip func(v any, names bool)
	strip = func(v any, names bool) {
		switch v := v.(type) {
		case map[string]any:
			if !names {
				delete(v, "title")
				delete(v, "description")
			}
			for k, x := range v {
				strip(x, !names && (k == "properties" || k == "patternProperties" || k == "$defs" || k == "dependentSchemas"))
			}
		case []any:
			for _, x := range v {
				strip(x, false)
			}
		}
	}
	strip(parts, true)
	rules, _ := json.Marshal(parts)
	sum := sha256.Sum256(rules)
	return hex.EncodeToString(sum[:8])
}
