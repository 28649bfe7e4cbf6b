package bench

import (
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"time"
)

var (
	wrkRPS    = regexp.MustCompile(`Requests/sec:\s+([\d.]+)`)
	wrkP99    = regexp.MustCompile(`\n\s+99%\s+([\d.]+)(us|ms|s)`)
	wrkNon2xx = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
	wrkSocket = regexp.MustCompile(`Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
)

// Wrk runs wrk with conns connections for d and reads its summary.
func Wrk(url string, conns int, d time.Duration) ServeResult {
	out, err := exec.Command("wrk", "-t2", "-c"+strconv.Itoa(conns), "-d"+strconv.Itoa(int(d.Seconds()))+"s", "--latency",
		"-H", "Accept-Encoding: gzip", url).CombinedOutput()
	r := ServeResult{Path: url}
	if err != nil {
		r.Errors = -1
		return r
	}
	return parseWrk(url, string(out))
}

func parseWrk(url, out string) ServeResult {
	r := ServeResult{Path: url}
	if m := wrkRPS.FindStringSubmatch(out); m != nil {
		r.RPS, _ = strconv.ParseFloat(m[1], 64)
	}
	if m := wrkP99.FindStringSubmatch(out); m != nil {
		v, _ := strconv.ParseFloat(m[1], 64)
		unit := map[string]time.Duration{"us": time.Microsecond, "ms": time.Millisecond, "s": time.Second}[m[2]]
		r.P99 = time.Duration(v * float64(unit))
	}
	if m := wrkNon2xx.FindStringSubmatch(out); m != nil {
		n, _ := strconv.ParseInt(m[1], 10, 64)
		r.Errors += n
	}
	if m := wrkSocket.FindStringSubmatch(out); m != nil {
		for _, s := range m[1:] {
			n, _ := strconv.ParseInt(s, 10, 64)
			r.Errors += n
		}
	}
	if r.RPS == 0 {
		r.Errors = -1
		fmt.Println(out)
	}
	return r
}
