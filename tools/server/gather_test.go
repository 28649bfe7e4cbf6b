package server

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"testing"
)

// recordingListener's connections log every Write that reaches them.
type recordingListener struct {
	net.Listener
	mu     sync.Mutex
	writes [][]byte // the slices as passed, not copies
}

func (l *recordingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &recordingConn{Conn: c, l: l}, nil
}

type recordingConn struct {
	net.Conn
	l *recordingListener
}

func (c *recordingConn) Write(p []byte) (int, error) {
	c.l.mu.Lock()
	c.l.writes = append(c.l.writes, p)
	c.l.mu.Unlock()
	return c.Conn.Write(p)
}

func (l *recordingListener) log() [][]byte {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([][]byte(nil), l.writes...)
}

func serveGathered(t *testing.T, s *Site) (string, *recordingListener) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	rec := &recordingListener{Listener: ln}
	fast := FastServer(s)
	go fast.Serve(GatherListener(rec))
	t.Cleanup(func() { fast.Shutdown() })
	return ln.Addr().String(), rec
}

func sameArray(a, b []byte) bool { return len(a) > 0 && len(b) > 0 && &a[0] == &b[0] }

// A large file leaves as headers then the body itself: the body slice that
// reaches the connection is the one held in memory, not a copy, and the
// headers come just before it, not flushed on their own earlier.
func TestGatheredAnswerSendsTheHeldBodyUncopied(t *testing.T) {
	_, s := site(t)
	addr, rec := serveGathered(t, s)
	f := s.h.memLookup("_assets/big-0f1e2d.js")
	if f == nil || len(f.gz) < gatherMin || len(f.raw) < gatherMin {
		t.Fatal("the fixture's big script is not in memory in both forms above gatherMin")
	}
	for _, c := range []struct {
		hdr  []string
		want []byte
	}{{[]string{"Accept-Encoding", "gzip"}, f.gz}, {nil, f.raw}} {
		before := len(rec.log())
		res, body := rawGet(t, addr, "GET", "/_assets/big-0f1e2d.js", c.hdr...)
		if res.StatusCode != http.StatusOK || body != string(c.want) {
			t.Fatalf("%v: %d, %d bytes, want %d", c.hdr, res.StatusCode, len(body), len(c.want))
		}
		writes := rec.log()[before:]
		if len(writes) != 2 || !sameArray(writes[1], c.want) || len(writes[1]) != len(c.want) ||
			!bytes.HasPrefix(writes[0], []byte("HTTP/1.1 200 OK\r\n")) || !bytes.HasSuffix(writes[0], []byte("\r\n\r\n")) {
			t.Fatalf("%v: %d writes reached the connection; want the headers, then the body held in memory", c.hdr, len(writes))
		}
	}
}

// Small files and HEAD answers are written the ordinary way.
func TestSmallAndHeadAnswersAreNotGathered(t *testing.T) {
	_, s := site(t)
	addr, rec := serveGathered(t, s)
	small := s.h.memLookup("_assets/app-abc123.js")
	big := s.h.memLookup("_assets/big-0f1e2d.js")
	rawGet(t, addr, "GET", "/_assets/app-abc123.js", "Accept-Encoding", "gzip")
	res, body := rawGet(t, addr, "HEAD", "/_assets/big-0f1e2d.js")
	if res.StatusCode != http.StatusOK || body != "" || res.ContentLength != int64(len(big.raw)) {
		t.Fatalf("HEAD of the big script: %d, body %d bytes, length %d", res.StatusCode, len(body), res.ContentLength)
	}
	for _, w := range rec.log() {
		if sameArray(w, small.gz) || sameArray(w, big.raw) || sameArray(w, big.gz) {
			t.Fatal("a small file or a HEAD answer went the gathered way")
		}
	}
}

// Pipelined requests: answers held back for a gathered one still leave
// first, in order.
func TestGatheredAnswersKeepPipelinedOrder(t *testing.T) {
	_, s := site(t)
	addr, _ := serveGathered(t, s)
	f := s.h.memLookup("_assets/big-0f1e2d.js")
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	paths := []string{"/zh-cn/install/docker", "/_assets/big-0f1e2d.js", "/img/a.svg", "/_assets/big-0f1e2d.js", "/zh-cn/install/docker"}
	var reqs bytes.Buffer
	for _, p := range paths {
		fmt.Fprintf(&reqs, "GET %s HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n", p)
	}
	if _, err := c.Write(reqs.Bytes()); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(c)
	for i, p := range paths {
		res, err := http.ReadResponse(br, &http.Request{Method: "GET"})
		if err != nil {
			t.Fatalf("answer %d (%s): %v", i, p, err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if p == "/_assets/big-0f1e2d.js" {
			if !bytes.Equal(body, f.gz) {
				t.Fatalf("answer %d (%s): %d bytes, want the %d gzip bytes", i, p, len(body), len(f.gz))
			}
		} else if res.StatusCode != http.StatusOK || bytes.Contains(body, f.gz[:64]) {
			t.Fatalf("answer %d (%s): %d, %d bytes", i, p, res.StatusCode, len(body))
		}
	}
}
