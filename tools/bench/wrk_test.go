package bench

import (
	"testing"
	"time"
)

func TestParseWrk(t *testing.T) {
	out := `Running 10s test @ http://127.0.0.1:1/
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms    1.00ms  30.00ms   90.00%
  Latency Distribution
     50%    1.90ms
     75%    2.40ms
     90%    3.10ms
     99%    6.52ms
  301234 requests in 10.00s, 1.00GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests per sec: 1
Requests/sec:  30123.40
Transfer/sec:    100.00MB
`
	r := parseWrk("u", out)
	if r.RPS != 30123.40 || r.P99 != 6520*time.Microsecond || r.Errors != 7 {
		t.Fatalf("%+v", r)
	}
}
