# typescale — common tasks. `make run` and `make test` are the README's two set-up commands.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CATEGORY ?= all
FIXTURE ?= Fixtures/detail.json

.PHONY: build release test run bench bench-kiwi fuzz fuzz-build mutate degenerate-table screenshots install uninstall install-check clean

build:
	$(SWIFT) build

# The release binary links the Swift runtime statically: it runs on a machine without the
# toolchain, and carries its fonts (no resource bundle beside it).
release:
	$(SWIFT) build -c release --static-swift-stdlib

# The whole test suite (unit, property, fuzz, golden and end-to-end tests), then the
# installed release binary (install-check), then every screen against the JSON Schema.
test:
	@mkdir -p .build
	@$(SWIFT) build --build-tests > .build/test-build.log 2>&1; status=$$?; cat .build/test-build.log; exit $$status
	@! grep 'warning:' .build/test-build.log || { echo "make test: the build printed compiler warnings"; exit 1; }
	$(SWIFT) test --skip-build --parallel
	$(MAKE) install-check
	@rm -rf .build/ib-imports; for file in Fixtures/ib/*.xib Fixtures/ib/*.storyboard ../shared/ib-samples/*.xib ../shared/ib-samples/*.storyboard; do \
	  [ -e "$$file" ] || continue; \
	  .build/debug/typescale import "$$file" -o ".build/ib-imports/$$(basename "$$file")" > /dev/null 2>&1 || { echo "make test: cannot import $$file"; exit 1; }; \
	done
	Tests/Tools/schema/validate.sh .build/ib-imports

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

# Fuzzing (README "Fuzzing"): libFuzzer on the JSON screen reader and everything after it, in
# its own build folder (instrumented objects never mix with the release build), one process,
# niced; new corpus entries go to the first folder, .build/fuzz-corpus (never the committed
# seeds), findings to .build/fuzz-artifacts.
FUZZ_SECONDS ?= 60
FUZZ_TIMEOUT ?= 2
FUZZ_RSS_MB ?= 2048
FUZZ_MAX_LEN ?= 16384
FUZZ_SCRATCH = .build/fuzz
# JSON screens by default; FUZZ_FORMAT=ib fuzzes Interface Builder XML (its own seeds and dictionary).
FUZZ_FORMAT ?= json
FUZZ_SEEDS = $(if $(filter ib,$(FUZZ_FORMAT)),Tests/Fuzz/corpus-ib,Tests/Fuzz/corpus)
FUZZ_DICT = Tests/Fuzz/$(FUZZ_FORMAT).dict

fuzz-build:
	$(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) --product typescale-fuzz \
	  -Xswiftc -sanitize=fuzzer -Xlinker --export-dynamic

fuzz: fuzz-build
	mkdir -p .build/fuzz-corpus-$(FUZZ_FORMAT) .build/fuzz-artifacts
	nice $(FUZZ_SCRATCH)/release/typescale-fuzz .build/fuzz-corpus-$(FUZZ_FORMAT) $(FUZZ_SEEDS) \
	  -dict=$(FUZZ_DICT) -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) \
	  -rss_limit_mb=$(FUZZ_RSS_MB) -max_len=$(FUZZ_MAX_LEN) -artifact_prefix=.build/fuzz-artifacts/ \
	  -print_final_stats=1

# Tests/LayoutSolverTests/DegenerateKnownAnswers.swift made again from its seed with HiGHS
# (bench/degenerate.sh makes the venv with the pinned highspy; ~15 s). CHECK=1 only compares
# and fails when the committed table differs.
degenerate-table:
	bench/degenerate.sh $(if $(CHECK),--check)

# Contact sheets and a change report drawn by headless Chromium into screenshots/ (git-ignored),
# to look at; not part of `make test` (needs Debian's chromium package).
screenshots:
	Tests/Tools/screenshots.sh

# bin/typescale, licences under share/typescale/, the man page and the shell completions
# (made by the binary from its command table). DESTDIR stages a package (make install
# DESTDIR=/tmp/pkg PREFIX=/usr); uninstall removes exactly what install wrote.
DEST = $(DESTDIR)$(PREFIX)
INSTALLED = bin/typescale share/typescale/LICENSE share/typescale/Inter-LICENSE.txt \
	share/man/man1/typescale.1 share/bash-completion/completions/typescale \
	share/zsh/site-functions/_typescale share/fish/vendor_completions.d/typescale.fish
install: release
	install -d $(DEST)/bin $(DEST)/share/typescale $(DEST)/share/man/man1 \
		$(DEST)/share/bash-completion/completions $(DEST)/share/zsh/site-functions \
		$(DEST)/share/fish/vendor_completions.d
	install -m 755 .build/release/typescale $(DEST)/bin/typescale
	install -m 644 LICENSE $(DEST)/share/typescale/LICENSE
	install -m 644 Sources/TypeScale/Resources/Fonts/Inter-LICENSE.txt $(DEST)/share/typescale/Inter-LICENSE.txt
	.build/release/typescale man > $(DEST)/share/man/man1/typescale.1
	.build/release/typescale completions bash > $(DEST)/share/bash-completion/completions/typescale
	.build/release/typescale completions zsh > $(DEST)/share/zsh/site-functions/_typescale
	.build/release/typescale completions fish > $(DEST)/share/fish/vendor_completions.d/typescale.fish

uninstall:
	rm -f $(addprefix $(DEST)/,$(INSTALLED))
	-rmdir -p $(DEST)/share/typescale $(DEST)/share/man/man1 $(DEST)/share/bash-completion/completions \
		$(DEST)/share/zsh/site-functions $(DEST)/share/fish/vendor_completions.d $(DEST)/bin 2>/dev/null

# Installs into a scratch prefix and checks the installed binary: no libswift in ldd, runs
# from another directory and through a symlink, uninstall leaves nothing (part of make test).
install-check:
	Tests/Tools/install-check.sh

clean:
	rm -rf .build
