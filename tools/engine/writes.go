package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// batchOp is one item of a batch request.
type batchOp struct {
	Action string          `json:"action"`
	Body   json.RawMessage `json:"body"`
}

// applyBatch runs a batch against a copy of the index and publishes the
// copy only if every operation succeeded: a bad operation anywhere leaves
// the served index unchanged.
func (e *Engine) applyBatch(name string, ops []batchOp) (objectIDs []string, err error) {
	if err := validIndexName(name); err != nil {
		return nil, err
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	next, err := e.cloneOrEmpty(name)
	if err != nil {
		return nil, err
	}
	objectIDs = []string{}
	removed := map[int]bool{}
	put := func(o *object) {
		if i, ok := next.byID[o.id]; ok {
			next.objects[i] = o
			delete(removed, i)
			return
		}
		next.byID[o.id] = len(next.objects)
		next.objects = append(next.objects, o)
	}
	del := func(id string) {
		if i, ok := next.byID[id]; ok {
			removed[i] = true
			delete(next.byID, id)
		}
	}
	for i, op := range ops {
		body := bytes.TrimSpace(op.Body)
		if len(body) > e.opts.MaxRecordBytes {
			return nil, badParam("Record at the position %d is too big size=%d bytes. Contact us if you need an extended quota (limit %d bytes)",
				i, len(body), e.opts.MaxRecordBytes)
		}
		switch op.Action {
		case "addObject", "updateObject":
			doc, err := decodeJSONObject(body)
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			id, err := objectIDOf(doc)
			if err == errMissingObjectID && op.Action == "addObject" {
				id, err = newObjectID(), nil
			}
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			o, err := newObject(doc, id)
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			put(o)
			objectIDs = append(objectIDs, id)
		case "partialUpdateObject", "partialUpdateObjectNoCreate":
			doc, err := decodeJSONObject(body)
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			id, err := objectIDOf(doc)
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			merged := map[string]any{}
			if j, ok := next.byID[id]; ok {
				for k, v := range next.objects[j].doc {
					merged[k] = v
				}
			} else if op.Action == "partialUpdateObjectNoCreate" {
				objectIDs = append(objectIDs, id)
				continue
			}
			for k, v := range doc {
				merged[k] = v
			}
			o, err := newObject(merged, id)
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			put(o)
			objectIDs = append(objectIDs, id)
		case "deleteObject":
			doc, err := decodeJSONObject(body)
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			id, err := objectIDOf(doc)
			if err != nil {
				return nil, badParam("requests[%d].body: %v", i, err)
			}
			del(id)
			objectIDs = append(objectIDs, id)
		case "clear":
			next.objects, next.byID, removed = nil, map[string]int{}, map[int]bool{}
		case "delete":
			return nil, badParam("requests[%d]: action delete is only allowed in a multi-index batch", i)
		default:
			return nil, badParam("requests[%d]: unknown action %q", i, op.Action)
		}
	}
	if len(removed) > 0 {
		kept := next.objects[:0:0]
		for i, o := range next.objects {
			if !removed[i] {
				kept = append(kept, o)
			}
		}
		next.objects = kept
		next.byID = make(map[string]int, len(kept))
		for i, o := range kept {
			next.byID[o.id] = i
		}
	}
	next.updatedAt = time.Now().UTC()
	return objectIDs, e.commit(name, next)
}

// setSettings merges body into the index settings (creating the index).
func (e *Engine) setSettings(name string, body rawSettings) error {
	if err := validIndexName(name); err != nil {
		return err
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	next, err := e.cloneOrEmpty(name)
	if err != nil {
		return err
	}
	merged := next.settings.merge(body)
	cfg, err := merged.compile()
	if err != nil {
		return badParam("%v", err)
	}
	next.settings, next.cfg = merged, cfg
	next.updatedAt = time.Now().UTC()
	return e.commit(name, next)
}

// indexOperation is the body of POST /1/indexes/{src}/operation.
type indexOperation struct {
	Operation   string   `json:"operation"`
	Destination string   `json:"destination"`
	Scope       []string `json:"scope"`
}

// operation copies or moves an index. A move replaces the destination
// atomically, on disk too (one rename), and removes the source. A copy
// with a scope copies only that part ("settings"; "rules" and "synonyms"
// exist in no index here, so they copy nothing) and leaves the
// destination's records alone.
func (e *Engine) operation(src string, op indexOperation) error {
	if err := validIndexName(op.Destination); err != nil {
		return err
	}
	e.wmu.Lock()
	defer e.wmu.Unlock()
	s := e.get(src)
	if s == nil {
		return errIndexNotFound
	}
	switch op.Operation {
	case "move":
		if src == op.Destination {
			return nil
		}
		if e.closed.Load() {
			return fmt.Errorf("engine is closed")
		}
		if e.dir != "" {
			if err := moveIndexFile(e.dir, src, op.Destination); err != nil {
				return err
			}
		}
		e.publish(map[string]*snapshot{op.Destination: s}, []string{src})
		e.scheduleWarm(op.Destination, s)
		return nil
	case "copy":
		if src == op.Destination {
			return badParam("cannot copy index %q onto itself", src)
		}
		var next *snapshot
		var err error
		if len(op.Scope) == 0 {
			if next, err = s.clone(); err != nil {
				return err
			}
			next.createdAt = time.Now().UTC()
		} else {
			for _, sc := range op.Scope {
				if sc != "settings" && sc != "rules" && sc != "synonyms" {
					return badParam("unknown scope %q (want settings, rules or synonyms)", sc)
				}
			}
			if next, err = e.cloneOrEmpty(op.Destination); err != nil {
				return err
			}
			for _, sc := range op.Scope {
				if sc == "settings" {
					next.settings, next.cfg = s.settings, s.cfg
				}
			}
		}
		next.updatedAt = time.Now().UTC()
		return e.commit(op.Destination, next)
	}
	return badParam("operation must be copy or move, got %q", op.Operation)
}

// deleteIndex removes an index; deleting a missing index succeeds, as in
// Algolia.
func (e *Engine) deleteIndex(name string) error {
	e.wmu.Lock()
	defer e.wmu.Unlock()
	if e.get(name) == nil {
		return nil
	}
	if e.dir != "" {
		if err := removeIndexFile(e.dir, name); err != nil {
			return err
		}
	}
	e.publish(nil, []string{name})
	return nil
}

// clearIndex removes every record and keeps the settings.
func (e *Engine) clearIndex(name string) error {
	e.wmu.Lock()
	defer e.wmu.Unlock()
	cur := e.get(name)
	if cur == nil {
		return errIndexNotFound
	}
	next, err := cur.clone()
	if err != nil {
		return err
	}
	next.objects, next.byID = nil, map[string]int{}
	next.updatedAt = time.Now().UTC()
	return e.commit(name, next)
}

// cloneOrEmpty returns a modifiable copy of index name, or a new empty
// index. The caller holds wmu.
func (e *Engine) cloneOrEmpty(name string) (*snapshot, error) {
	if cur := e.get(name); cur != nil {
		return cur.clone()
	}
	return emptySnapshot(), nil
}

// decodeJSONObject decodes a JSON object, keeping numbers exact.
func decodeJSONObject(raw []byte) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var doc map[string]any
	if err := dec.Decode(&doc); err != nil {
		return nil, fmt.Errorf("invalid JSON: %v", err)
	}
	if doc == nil {
		return nil, fmt.Errorf("a record must be a JSON object")
	}
	if dec.More() {
		return nil, fmt.Errorf("invalid JSON: data after the object")
	}
	return doc, nil
}
