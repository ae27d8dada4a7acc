# typescale — common tasks. `make run` and `make test` are the README's two set-up commands.
PREFIX ?= /usr/local
SWIFT ?= swift
CATEGORY ?= all
FIXTURE ?= Fixtures/detail.json

.PHONY: build release test run bench bench-kiwi fuzz fuzz-build install clean

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

# Fuzzing (README "Fuzzing"): libFuzzer on the JSON screen reader and everything after it, in
# its own build folder (instrumented objects never mix with the release build), one process,
# niced; new corpus entries go to the first folder, .build/fuzz-corpus (never the committed
# seeds), findings to .build/fuzz-artifacts.
FUZZ_SECONDS ?= 60
FUZZ_TIMEOUT ?= 2
FUZZ_RSS_MB ?= 2048
FUZZ_MAX_LEN ?= 16384
FUZZ_SCRATCH = .build/fuzz

fuzz-build:
	$(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) --product typescale-fuzz \
	  -Xswiftc -sanitize=fuzzer -Xlinker --export-dynamic

fuzz: fuzz-build
	mkdir -p .build/fuzz-corpus .build/fuzz-artifacts
	nice $(FUZZ_SCRATCH)/release/typescale-fuzz .build/fuzz-corpus Tests/Fuzz/corpus \
	  -dict=Tests/Fuzz/json.dict -max_total_time=$(FUZZ_SECONDS) -timeout=$(FUZZ_TIMEOUT) \
	  -rss_limit_mb=$(FUZZ_RSS_MB) -max_len=$(FUZZ_MAX_LEN) -artifact_prefix=.build/fuzz-artifacts/ \
	  -print_final_stats=1

install: release
	install -d $(PREFIX)/bin
	install .build/release/typescale $(PREFIX)/bin/typescale
	cp -R .build/release/typescale_TypeScale.resources $(PREFIX)/bin/

clean:
	rm -rf .build
