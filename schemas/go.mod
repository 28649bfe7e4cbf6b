module vocedocs/schemas

go 1.26.0
