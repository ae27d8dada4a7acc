# typescale — common tasks. `make run` and `make test` are the README's two set-up commands.
PREFIX ?= /usr/local
SWIFT ?= swift
CATEGORY ?= all
FIXTURE ?= Fixtures/detail.json

.PHONY: build release test run bench bench-kiwi mutate install clean

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

# The whole test suite (unit, property, fuzz, golden and end-to-end tests).
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

# The main job on a bundled example: every category of the detail form.
run: build
	.build/debug/typescale layout $(FIXTURE) --category $(CATEGORY)

# Benchmarks: typescale's medians (table here, JSON and the systems in bench/out), then the
# same systems through kiwisolver (bench/README.md).
bench: release
	.build/release/typescale-bench --export bench/out
	$(MAKE) bench-kiwi

# The kiwisolver peer alone, on the systems of the last `make bench`.
bench-kiwi:
	bench/kiwi_peer.sh bench/out

# Mutation testing: plants each bug of bench/mutate/mutants.json in a scratch copy
# (.build/mutate/tree), rebuilds, runs the tests, prints the score and the survivors. Takes
# tens of minutes; not part of `make test`. MUTANTS=id1,id2 runs some of them.
mutate:
	bench/mutate/mutate.py $(if $(MUTANTS),--only $(MUTANTS))

install: release
	install -d $(PREFIX)/bin
	install .build/release/typescale $(PREFIX)/bin/typescale
	cp -R .build/release/typescale_TypeScale.resources $(PREFIX)/bin/

clean:
	rm -rf .build
