package engine

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"
)

// benchConn is the bench's client: one keep-alive connection that writes
// each query whole and reads the answer with net/http's own parser. The
// client shares the engine's two cores, so what it spends is taken from
// the figures: net/http's Transport (two goroutines and a channel hand-off
// per connection and request) took about a tenth of the CPU of a
// 16-client run, this about a third of that.
type benchConn struct {
	c    net.Conn
	br   *bufio.Reader
	head []byte // request line and headers up to Content-Length's value
	req  []byte
}

func dialBench(addr, path string) (*benchConn, error) {
	c, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return nil, err
	}
	head := fmt.Appendf(nil, "POST %s HTTP/1.1\r\nHost: %s\r\nContent-Type: text/plain\r\nContent-Length: ", path, addr)
	return &benchConn{c: c, br: bufio.NewReaderSize(c, 64<<10), head: head}, nil
}

// post sends one query and reads its answer through; it must be a 200
// with a body.
func (b *benchConn) post(body []byte) error {
	b.req = append(append(b.req[:0], b.head...), strconv.Itoa(len(body))...)
	b.req = append(append(b.req, "\r\n\r\n"...), body...)
	b.c.SetDeadline(time.Now().Add(30 * time.Second))
	if _, err := b.c.Write(b.req); err != nil {
		return err
	}
	resp, err := http.ReadResponse(b.br, nil)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(resp.Body)
		return fmt.Errorf("bench query: status %d: %s", resp.StatusCode, msg)
	}
	// Read through, not kept: the client shares the engine's process, and
	// its garbage would wake the collector on the engine's time.
	n, err := io.Copy(io.Discard, resp.Body)
	if err == nil && n == 0 {
		err = fmt.Errorf("bench query: empty answer")
	}
	if err == nil && resp.Close {
		err = fmt.Errorf("bench query: the server closed the connection")
	}
	return err
}

func (b *benchConn) Close() error { return b.c.Close() }
