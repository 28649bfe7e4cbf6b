package server

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

// countingListener counts the writes its connections get.
type countingListener struct {
	net.Listener
	writes *atomic.Int64
}

func (l countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	return countingConn{c, l.writes}, err
}

type countingConn struct {
	net.Conn
	writes *atomic.Int64
}

func (c countingConn) Write(p []byte) (int, error) { c.writes.Add(1); return c.Conn.Write(p) }

// writesPerAnswer serves a 20 KB page and counts the socket writes of two
// answers on one kept-alive connection.
func writesPerAnswer(t *testing.T, coalesce bool) int64 {
	dir := t.TempDir()
	body := strings.Repeat("<p>VoceChat keeps messages on your own server.</p>\n", 400)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte(body), 0o644)
	h := New(Options{Dir: dir, Headers: Headers{CSP: "default-src 'self'"}})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var writes atomic.Int64
	var served net.Listener = countingListener{ln, &writes}
	if coalesce {
		served = Listener(served)
	}
	srv := HTTPServer(h)
	go srv.Serve(served)
	defer srv.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rd := bufio.NewReader(c)
	for i := 0; i < 2; i++ {
		fmt.Fprintf(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
		res, err := http.ReadResponse(rd, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if string(got) != body || res.Header.Get("Content-Security-Policy") == "" {
			t.Fatalf("answer %d: %d bytes, headers %v", i, len(got), res.Header)
		}
	}
	return writes.Load()
}

// An answer from memory leaves in one write (one TCP segment) instead of
// headers and body apart, and stays byte for byte the same.
func TestAnswersFromMemoryLeaveInOneWrite(t *testing.T) {
	if n := writesPerAnswer(t, false); n < 4 {
		t.Fatalf("without coalescing, 2 answers took %d writes: the test no longer sees the problem it guards", n)
	}
	if n := writesPerAnswer(t, true); n != 2 {
		t.Fatalf("2 answers took %d writes, want 2", n)
	}
}
