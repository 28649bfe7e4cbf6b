package server

import (
	"context"
	"io"
	"net"
	"net/http"
	"sync"
	"time"
)

// net/http writes an answer's headers and its body in separate write
// calls once the body passes its 4 KB buffer: two TCP segments where one
// would do, and on a busy server the per-segment cost is most of the work
// (nginx avoids it with TCP_CORK). A coalescing connection lets the
// handler hold back writes while it writes one answer and send them with a
// single call: `mage serve` answered 0.46x nginx's requests per second on
// a 4.5 KB file before, see `go run mage.go bench:serve` for after.

// HTTPServer is the server `mage serve` runs h with.
func HTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
		ConnContext: func(ctx context.Context, c net.Conn) context.Context {
			if cc, ok := c.(*coalescingConn); ok {
				return context.WithValue(ctx, connKey{}, cc)
			}
			return ctx
		},
	}
}

// Listener wraps ln so that its connections can coalesce an answer's
// writes; HTTPServer hands them to the handler.
func Listener(ln net.Listener) net.Listener { return coalescingListener{ln} }

type coalescingListener struct{ net.Listener }

func (l coalescingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &coalescingConn{Conn: c}, nil
}

type connKey struct{}

type coalescingConn struct {
	net.Conn
	mu   sync.Mutex
	held bool
	buf  []byte
}

func (c *coalescingConn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.held {
		c.buf = append(c.buf, p...)
		return len(p), nil
	}
	return c.Conn.Write(p)
}

// ReadFrom keeps the kernel's sendfile for large files read from disk.
func (c *coalescingConn) ReadFrom(r io.Reader) (int64, error) {
	c.mu.Lock()
	held := c.held
	c.mu.Unlock()
	if rf, ok := c.Conn.(io.ReaderFrom); ok && !held {
		return rf.ReadFrom(r)
	}
	return io.Copy(writerOnly{c}, r)
}

type writerOnly struct{ io.Writer }

func (c *coalescingConn) hold() {
	c.mu.Lock()
	c.held = true
	c.mu.Unlock()
}

// release sends what was held back, in one write.
func (c *coalescingConn) release() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.held = false
	if len(c.buf) == 0 {
		return nil
	}
	_, err := c.Conn.Write(c.buf)
	if cap(c.buf) > 1<<20 {
		c.buf = nil // do not keep a large file's worth per idle connection
	} else {
		c.buf = c.buf[:0]
	}
	return err
}

// writeWhole sends an answer whose headers are set and whose body is in
// memory: through one write when the connection can coalesce.
func writeWhole(w http.ResponseWriter, r *http.Request, status int, body []byte) {
	cc, _ := r.Context().Value(connKey{}).(*coalescingConn)
	if cc == nil {
		w.WriteHeader(status)
		if r.Method != http.MethodHead {
			w.Write(body)
		}
		return
	}
	cc.hold()
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
	// Push net/http's buffer into the held bytes, then send them.
	http.NewResponseController(w).Flush()
	cc.release()
}
