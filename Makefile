# typescale — common tasks. `make run` and `make test` are the README's two set-up commands.
PREFIX ?= /usr/local
SWIFT ?= swift
CATEGORY ?= all
FIXTURE ?= Fixtures/detail.json

.PHONY: build release test run bench bench-kiwi screenshots install clean

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

# Contact sheets and a change report drawn by headless Chromium into screenshots/ (git-ignored),
# to look at; not part of `make test` (needs Debian's chromium package).
screenshots:
	Tests/Tools/screenshots.sh

install: release
	install -d $(PREFIX)/bin
	install .build/release/typescale $(PREFIX)/bin/typescale
	cp -R .build/release/typescale_TypeScale.resources $(PREFIX)/bin/

clean:
	rm -rf .build
