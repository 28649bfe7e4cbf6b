package engine

import (
	"bytes"
	"compress/gzip"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Handler serves the engine's REST API under /1/. Anything else is a 404
// in Algolia's error shape.
//
// Keys travel as X-Algolia-API-Key / X-Algolia-Application-Id headers or as
// the x-algolia-api-key / x-algolia-application-id query parameters (which
// DocSearch uses, to avoid a CORS preflight). Reads need the search key or
// the admin key (any key when Options.SearchKey is empty); writes need the
// admin key.
func (e *Engine) Handler() http.Handler { return http.HandlerFunc(e.serveHTTP) }

// route is a matched API path.
type route struct {
	kind     string
	index    string
	objectID string
	task     string
	// methods maps each allowed method to whether it writes.
	methods map[string]bool
}

const (
	get, post, put, del = http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete
)

// reserved are index sub-paths of Algolia's API this engine does not serve;
// they must not be taken for object ids.
var reserved = map[string]bool{
	"browse": true, "deleteByQuery": true, "facets": true, "rules": true,
	"synonyms": true, "keys": true, "objects": true,
}

func matchRoute(escapedPath string) (route, bool) {
	rest, ok := strings.CutPrefix(escapedPath, "/1/")
	if !ok {
		return route{}, false
	}
	var seg []string
	for _, s := range strings.Split(rest, "/") {
		u, err := url.QueryUnescape(s)
		if err != nil {
			return route{}, false
		}
		seg = append(seg, u)
	}
	if len(seg) > 0 && seg[len(seg)-1] == "" {
		seg = seg[:len(seg)-1] // tolerate a trailing slash
	}
	switch {
	case len(seg) == 2 && seg[0] == "task":
		return route{kind: "task", task: seg[1], methods: map[string]bool{get: false}}, true
	case len(seg) == 0 || seg[0] != "indexes":
		return route{}, false
	case len(seg) == 1:
		return route{kind: "list", methods: map[string]bool{get: false}}, true
	}
	idx := seg[1]
	if idx == "*" {
		if len(seg) == 3 && seg[2] == "queries" {
			return route{kind: "queries", methods: map[string]bool{post: false}}, true
		}
		return route{}, false
	}
	if idx == "" {
		return route{}, false
	}
	r := route{index: idx}
	switch {
	case len(seg) == 2:
		r.kind, r.methods = "index", map[string]bool{get: false, post: true, del: true}
	case len(seg) == 3 && seg[2] == "query":
		r.kind, r.methods = "query", map[string]bool{post: false}
	case len(seg) == 3 && seg[2] == "batch":
		r.kind, r.methods = "batch", map[string]bool{post: true}
	case len(seg) == 3 && seg[2] == "clear":
		r.kind, r.methods = "clear", map[string]bool{post: true}
	case len(seg) == 3 && seg[2] == "settings":
		r.kind, r.methods = "settings", map[string]bool{get: false, put: true}
	case len(seg) == 3 && seg[2] == "operation":
		r.kind, r.methods = "operation", map[string]bool{post: true}
	case len(seg) == 4 && seg[2] == "task":
		r.kind, r.task, r.methods = "task", seg[3], map[string]bool{get: false}
	case len(seg) >= 3 && reserved[seg[2]]:
		return route{}, false
	case len(seg) == 3:
		r.kind, r.objectID, r.methods = "object", seg[2], map[string]bool{get: false, put: true, del: true}
	case len(seg) == 4 && seg[3] == "partial":
		r.kind, r.objectID, r.methods = "partial", seg[2], map[string]bool{post: true}
	default:
		return route{}, false
	}
	return r, true
}

// httpError is an answer in Algolia's error shape.
type httpError struct {
	status int
	msg    string
}

func (e *httpError) Error() string { return e.msg }

func fail(status int, msg string) error { return &httpError{status, msg} }

func (e *Engine) serveHTTP(w http.ResponseWriter, r *http.Request) {
	under := strings.HasPrefix(r.URL.Path, "/1/")
	if under {
		e.cors(w, r)
	}
	if r.Method == http.MethodOptions && under {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	rt, ok := matchRoute(r.URL.EscapedPath())
	if !ok {
		writeError(w, fail(http.StatusNotFound, "Path not found"))
		return
	}
	write, ok := rt.methods[r.Method]
	if !ok {
		allow := make([]string, 0, len(rt.methods))
		for m := range rt.methods {
			allow = append(allow, m)
		}
		slices.Sort(allow)
		w.Header().Set("Allow", strings.Join(allow, ", "))
		writeError(w, fail(http.StatusMethodNotAllowed, "Method not allowed"))
		return
	}
	if err := e.authorize(r, write); err != nil {
		writeError(w, err)
		return
	}
	limit := e.opts.MaxQueryBytes
	if rt.kind == "batch" {
		limit = e.opts.MaxBatchBytes
	}
	body, err := readBody(r, limit)
	if err != nil {
		writeError(w, err)
		return
	}
	v, err := e.dispatch(r, rt, body)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (e *Engine) dispatch(r *http.Request, rt route, body []byte) (any, error) {
	now := func() string { return time.Now().UTC().Format("2006-01-02T15:04:05.000Z") }
	switch rt.kind {
	case "queries":
		return e.serveQueries(r, body)
	case "query":
		obj, err := decodeObjectBody(body, true)
		if err != nil {
			return nil, err
		}
		p, ps, err := requestParams(obj)
		if err != nil {
			return nil, err
		}
		return e.search(r.Context(), rt.index, p, ps)
	case "list":
		return e.listIndexes(), nil
	case "task":
		if _, err := strconv.ParseInt(rt.task, 10, 64); err != nil {
			return nil, badParam("invalid task id %q", rt.task)
		}
		return map[string]any{"status": "published", "pendingTask": false}, nil
	case "settings":
		if r.Method == get {
			s := e.get(rt.index)
			if s == nil {
				return nil, errIndexNotFound
			}
			return s.settings, nil
		}
		obj, err := decodeObjectBody(body, false)
		if err != nil {
			return nil, err
		}
		if err := e.setSettings(rt.index, rawSettings(obj)); err != nil {
			return nil, err
		}
		return map[string]any{"taskID": e.nextTask(), "updatedAt": now()}, nil
	case "batch":
		var req struct {
			Requests []batchOp `json:"requests"`
		}
		if err := decodeStrict(body, &req); err != nil {
			return nil, err
		}
		ids, err := e.applyBatch(rt.index, req.Requests)
		if err != nil {
			return nil, err
		}
		return map[string]any{"taskID": e.nextTask(), "objectIDs": ids}, nil
	case "operation":
		var op indexOperation
		if err := decodeStrict(body, &op); err != nil {
			return nil, err
		}
		if err := e.operation(rt.index, op); err != nil {
			return nil, err
		}
		return map[string]any{"taskID": e.nextTask(), "updatedAt": now()}, nil
	case "clear":
		if err := e.clearIndex(rt.index); err != nil {
			return nil, err
		}
		return map[string]any{"taskID": e.nextTask(), "updatedAt": now()}, nil
	case "index":
		switch r.Method {
		case get:
			p, err := parseParams(stripKeys(r.URL.Query()).Encode())
			if err != nil {
				return nil, err
			}
			return e.search(r.Context(), rt.index, p, p.encode())
		case del:
			if err := e.deleteIndex(rt.index); err != nil {
				return nil, err
			}
			return map[string]any{"taskID": e.nextTask(), "deletedAt": now()}, nil
		}
		ids, err := e.applyBatch(rt.index, []batchOp{{Action: "addObject", Body: body}})
		if err != nil {
			return nil, err
		}
		return map[string]any{"taskID": e.nextTask(), "createdAt": now(), "objectID": ids[0]}, nil
	case "object":
		switch r.Method {
		case get:
			return e.getObject(rt.index, rt.objectID, r.URL.Query().Get("attributesToRetrieve"))
		case del:
			b, _ := json.Marshal(map[string]string{"objectID": rt.objectID})
			if _, err := e.applyBatch(rt.index, []batchOp{{Action: "deleteObject", Body: b}}); err != nil {
				return nil, err
			}
			return map[string]any{"taskID": e.nextTask(), "deletedAt": now()}, nil
		}
		b, err := withObjectID(body, rt.objectID)
		if err != nil {
			return nil, err
		}
		if _, err := e.applyBatch(rt.index, []batchOp{{Action: "updateObject", Body: b}}); err != nil {
			return nil, err
		}
		return map[string]any{"taskID": e.nextTask(), "updatedAt": now(), "objectID": rt.objectID}, nil
	case "partial":
		b, err := withObjectID(body, rt.objectID)
		if err != nil {
			return nil, err
		}
		action := "partialUpdateObject"
		if r.URL.Query().Get("createIfNotExists") == "false" {
			action = "partialUpdateObjectNoCreate"
		}
		if _, err := e.applyBatch(rt.index, []batchOp{{Action: action, Body: b}}); err != nil {
			return nil, err
		}
		return map[string]any{"taskID": e.nextTask(), "updatedAt": now(), "objectID": rt.objectID}, nil
	}
	return nil, fail(http.StatusNotFound, "Path not found")
}

// serveQueries answers POST /1/indexes/*/queries.
func (e *Engine) serveQueries(r *http.Request, body []byte) (any, error) {
	var req struct {
		Requests []map[string]json.RawMessage `json:"requests"`
		Strategy string                       `json:"strategy"`
	}
	if reqs, strategy, ok := plainQueries(body); ok {
		req.Requests, req.Strategy = reqs, strategy
	} else if err := decodeStrict(body, &req); err != nil {
		return nil, err
	}
	results := make(queriesAnswer, 0, len(req.Requests))
	for i, q := range req.Requests {
		var name string
		if err := jsonString(q["indexName"], &name); err != nil || name == "" {
			return nil, badParam("requests[%d]: indexName is missing", i)
		}
		if t, ok := q["type"]; ok {
			var typ string
			if json.Unmarshal(t, &typ); typ != "default" {
				return nil, badParam("requests[%d]: type %s is not supported by the local search engine", i, t)
			}
		}
		p, ps, err := requestParams(q)
		if err != nil {
			return nil, err
		}
		res, err := e.search(r.Context(), name, p, ps)
		if err != nil {
			return nil, err
		}
		results = append(results, res)
	}
	return results, nil
}

// requestParams reads a request's params and the string to echo back: the
// v4 params string as sent, or the canonical encoding of v5 inline keys.
func requestParams(obj map[string]json.RawMessage) (*params, string, error) {
	p, err := paramsFromJSON(obj)
	if err != nil {
		return nil, "", err
	}
	if raw, ok := obj["params"]; ok {
		inline := false
		for k := range obj {
			if k != "params" && k != "indexName" && k != "type" {
				inline = true
			}
		}
		var s string
		if !inline && jsonString(raw, &s) == nil {
			return p, s, nil
		}
	}
	return p, p.encode(), nil
}

func (e *Engine) listIndexes() any {
	m := *e.indexes.Load()
	items := []map[string]any{}
	for _, name := range sortedKeys(m) {
		s := m[name]
		if s.materialize() != nil {
			continue
		}
		size := 0
		for _, o := range s.objects {
			size += len(o.raw)
		}
		items = append(items, map[string]any{
			"name":                 name,
			"createdAt":            s.createdAt.Format(time.RFC3339Nano),
			"updatedAt":            s.updatedAt.Format(time.RFC3339Nano),
			"entries":              len(s.objects),
			"dataSize":             size,
			"fileSize":             size,
			"lastBuildTimeS":       0,
			"numberOfPendingTasks": 0,
			"pendingTask":          false,
		})
	}
	return map[string]any{"items": items, "nbPages": 1}
}

func (e *Engine) getObject(index, id, attrs string) (any, error) {
	s := e.get(index)
	if s == nil {
		return nil, errIndexNotFound
	}
	if err := s.materialize(); err != nil {
		return nil, err
	}
	i, ok := s.byID[id]
	if !ok {
		return nil, errObjectNotFound
	}
	doc := s.objects[i].doc
	if attrs == "" {
		return s.objects[i].raw, nil
	}
	list, err := listParam("attributesToRetrieve", attrs)
	if err != nil {
		return nil, err
	}
	return retrieveAttrs(doc, list), nil
}

func withObjectID(body []byte, id string) ([]byte, error) {
	doc, err := decodeJSONObject(body)
	if err != nil {
		return nil, badParam("%v", err)
	}
	doc["objectID"] = id
	return json.Marshal(doc)
}

func stripKeys(v url.Values) url.Values {
	out := url.Values{}
	for k, x := range v {
		if !strings.HasPrefix(strings.ToLower(k), "x-algolia-") {
			out[k] = x
		}
	}
	return out
}

// authorize checks the application id and API key of a request.
func (e *Engine) authorize(r *http.Request, write bool) error {
	key := r.Header.Get("X-Algolia-API-Key")
	if key == "" {
		key = r.URL.Query().Get("x-algolia-api-key")
	}
	app := r.Header.Get("X-Algolia-Application-Id")
	if app == "" {
		app = r.URL.Query().Get("x-algolia-application-id")
	}
	invalid := fail(http.StatusForbidden, "Invalid Application-ID or API key")
	if e.opts.AppID != "" && app != e.opts.AppID {
		return invalid
	}
	eq := func(a, b string) bool { return b != "" && subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }
	admin := eq(key, e.opts.AdminKey)
	if write {
		if admin {
			return nil
		}
		if eq(key, e.opts.SearchKey) {
			return fail(http.StatusForbidden, "Method not allowed with this API key")
		}
		return invalid
	}
	if admin || e.opts.SearchKey == "" || eq(key, e.opts.SearchKey) {
		return nil
	}
	return invalid
}

// cors lets pages served from this machine (and Options.AllowOrigins) call
// the API from a browser.
func (e *Engine) cors(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	if origin == "" || !e.originAllowed(origin) {
		return
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	h.Add("Vary", "Origin")
	if r.Method == http.MethodOptions {
		h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS")
		if req := r.Header.Get("Access-Control-Request-Headers"); req != "" {
			h.Set("Access-Control-Allow-Headers", req)
		} else {
			h.Set("Access-Control-Allow-Headers", "Content-Type, X-Algolia-API-Key, X-Algolia-Application-Id, X-Algolia-Agent")
		}
		h.Set("Access-Control-Max-Age", "86400")
	}
}

func (e *Engine) originAllowed(origin string) bool {
	for _, o := range e.opts.AllowOrigins {
		if o == "*" || o == origin {
			return true
		}
	}
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	host := u.Hostname()
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// readBody reads at most limit bytes of request body (after gzip
// decoding), answering 413 beyond.
func readBody(r *http.Request, limit int64) ([]byte, error) {
	tooBig := fail(http.StatusRequestEntityTooLarge, "Request body is too large (limit "+strconv.FormatInt(limit, 10)+" bytes)")
	if r.ContentLength > limit && r.Header.Get("Content-Encoding") == "" {
		return nil, tooBig
	}
	var src io.Reader = r.Body
	if strings.EqualFold(r.Header.Get("Content-Encoding"), "gzip") {
		gz, err := gzip.NewReader(io.LimitReader(r.Body, limit+1))
		if err != nil {
			return nil, badParam("invalid gzip body")
		}
		defer gz.Close()
		src = gz
	}
	b, err := io.ReadAll(io.LimitReader(src, limit+1))
	if err != nil {
		return nil, badParam("cannot read body: %v", err)
	}
	if int64(len(b)) > limit {
		return nil, tooBig
	}
	return b, nil
}

// decodeObjectBody decodes a JSON object body; an empty body is {} when
// allowed.
func decodeObjectBody(body []byte, emptyOK bool) (map[string]json.RawMessage, error) {
	if len(bytes.TrimSpace(body)) == 0 && emptyOK {
		return map[string]json.RawMessage{}, nil
	}
	var obj map[string]json.RawMessage
	if err := decodeStrict(body, &obj); err != nil {
		return nil, err
	}
	if obj == nil {
		return nil, badParam("body must be a JSON object")
	}
	return obj, nil
}

func decodeStrict(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(v); err != nil {
		return badParam("Invalid JSON: %s", unwrapJSONError(err))
	}
	if dec.More() {
		return badParam("Invalid JSON: data after the value")
	}
	return nil
}

func writeError(w http.ResponseWriter, err error) {
	status, msg := http.StatusInternalServerError, err.Error()
	var he *httpError
	var pe *errParams
	switch {
	case errors.As(err, &he):
		status = he.status
	case errors.As(err, &pe):
		status = http.StatusBadRequest
	case errors.Is(err, errIndexNotFound), errors.Is(err, errObjectNotFound):
		status = http.StatusNotFound
	}
	writeJSON(w, status, map[string]any{"message": msg, "status": status})
}

// appender is an answer that writes its own JSON (search answers, whose
// hits are encoded already).
type appender interface {
	appendJSON([]byte) ([]byte, error)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	buf := getBuffer()
	defer putBuffer(buf)
	body, err := encodeAnswer(v, (*buf)[:0])
	*buf = body[:0]
	if err != nil {
		status = http.StatusInternalServerError
		body = []byte(`{"message":"cannot encode the answer","status":500}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=UTF-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	w.Write(body)
}

// encodeAnswer appends v's JSON to b (when v can append itself) or
// returns it in a new slice.
func encodeAnswer(v any, b []byte) ([]byte, error) {
	if a, ok := v.(appender); ok {
		b, err := a.appendJSON(b)
		return append(b, '\n'), err
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return out.Bytes(), err
}
