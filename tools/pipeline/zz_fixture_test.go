package pipeline
import ("os"; "path/filepath"; "testing")
func TestZZFixture(t *testing.T) {
	root, _ := filepath.Abs("../..")
	res := t.TempDir()
	tl, err := fixtureE2E(root, res, os.Stdout)
	t.Logf("%+v %v", tl, err)
}
