package server

import (
	"bufio"
	"io"
	"net"
)

// Why gather: a hashed asset is tens of kilobytes. Written as fasthttp
// writes a body, it is first copied into the connection's write buffer
// behind the headers and then copied again into the kernel; under load
// the first copy was a tenth of the server's CPU. A gathered answer keeps
// the headers fasthttp has buffered and hands headers and body to the
// kernel in one writev, the body straight from the bytes held in memory.

// gatherMin is the smallest body worth the detour: below it the copy
// costs less than the extra bookkeeping.
const gatherMin = 16 << 10

// GatherListener wraps ln so that FastServer's answers of large files
// held in memory leave with one writev and no copy of the body. Without
// it the same answers are written the ordinary way.
func GatherListener(ln net.Listener) net.Listener { return gatherListener{ln} }

type gatherListener struct{ net.Listener }

func (l gatherListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	g := &gatherConn{Conn: c}
	g.body.c = g
	return g, nil
}

// gatherConn holds what fasthttp flushes while holding is set, to send it
// together with the body that follows. One answer is written at a time
// on a connection, so one body writer per connection serves them all.
type gatherConn struct {
	net.Conn
	holding bool
	held    []byte
	body    gatherBody
}

func (c *gatherConn) Write(p []byte) (int, error) {
	if c.holding {
		c.held = append(c.held, p...)
		return len(p), nil
	}
	return c.Conn.Write(p)
}

// gatherBody is a response body stream: fasthttp hands its WriteTo the
// buffered writer that already holds the headers.
type gatherBody struct {
	c    *gatherConn
	data []byte
	read int // for Read, which fasthttp uses only if WriteTo is bypassed
}

func (b *gatherBody) set(data []byte) *gatherBody {
	b.data, b.read = data, 0
	return b
}

func (b *gatherBody) Read(p []byte) (int, error) {
	if b.read >= len(b.data) {
		return 0, io.EOF
	}
	n := copy(p, b.data[b.read:])
	b.read += n
	return n, nil
}

func (b *gatherBody) WriteTo(w io.Writer) (int64, error) {
	data := b.data[b.read:]
	b.data, b.read = nil, 0 // not kept past this answer
	bw, ok := w.(*bufio.Writer)
	if !ok {
		n, err := w.Write(data)
		return int64(n), err
	}
	c := b.c
	c.holding = true
	err := bw.Flush()
	c.holding = false
	if err != nil {
		c.held = nil
		return 0, err
	}
	head := len(c.held)
	bufs := net.Buffers{c.held, data}
	n, err := bufs.WriteTo(c.Conn)
	c.held = c.held[:0]
	if cap(c.held) > 4<<10 {
		c.held = nil // pipelined answers held with it: not kept per connection
	}
	return max(n-int64(head), 0), err
}
