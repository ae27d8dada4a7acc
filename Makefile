# typescale — common tasks. `make run` and `make test` are the README's two set-up commands.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CATEGORY ?= all
FIXTURE ?= Fixtures/detail.json

.PHONY: build release test run bench bench-kiwi install uninstall install-check clean

build:
	$(SWIFT) build

# The release binary links the Swift runtime statically: it runs on a machine without the
# toolchain, and carries its fonts (no resource bundle beside it).
release:
	$(SWIFT) build -c release --static-swift-stdlib

# The whole test suite (unit, property, fuzz, golden and end-to-end tests), then the
# installed release binary (install-check), then every screen against the JSON Schema.
test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	$(MAKE) install-check
	Tests/Tools/schema/validate.sh

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

# bin/typescale, licences under share/typescale/. DESTDIR stages a package (make install
# DESTDIR=/tmp/pkg PREFIX=/usr); uninstall removes exactly what install wrote.
INSTALLED = bin/typescale share/typescale/LICENSE share/typescale/Inter-LICENSE.txt
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/typescale
	install -m 755 .build/release/typescale $(DESTDIR)$(PREFIX)/bin/typescale
	install -m 644 LICENSE $(DESTDIR)$(PREFIX)/share/typescale/LICENSE
	install -m 644 Sources/TypeScale/Resources/Fonts/Inter-LICENSE.txt $(DESTDIR)$(PREFIX)/share/typescale/Inter-LICENSE.txt

uninstall:
	rm -f $(addprefix $(DESTDIR)$(PREFIX)/,$(INSTALLED))
	-rmdir $(DESTDIR)$(PREFIX)/share/typescale 2>/dev/null

# Installs into a scratch prefix and checks the installed binary: no libswift in ldd, runs
# from another directory and through a symlink, uninstall leaves nothing (part of make test).
install-check:
	Tests/Tools/install-check.sh

clean:
	rm -rf .build
