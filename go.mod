module vocedocs

go 1.26.0

require vocedocs/tools v0.0.0

require github.com/magefile/mage v1.17.2 // indirect

replace vocedocs/tools => ./tools

require vocedocs/schemas v0.0.0

replace vocedocs/schemas => ./schemas
