# Taproom: `make run` builds and starts the app, `make test` runs every test, `make check` the
# fast ones (a minute), `make server` builds `taproom-server` (what `taproom serve` runs).
SWIFT      ?= swift
PREFIX     ?= /usr/local
# The programs `install` installs: the release build's folder (a shell substitution, run when used).
BIN        ?= $$($(SWIFT) build -c release --show-bin-path)
# Build: ncursesw, SQLite, pkg-config, and libcurl with OpenSSL (the HTTP of `taproom --server`).
# Tests and benchmarks: tmux (the end-to-end tests drive the
# real binaries in it), GNU time (peak memory in `make bench`), curl and openssl (the server's
# end-to-end tests talk HTTP and HTTPS to the real `taproom serve` with a self-signed certificate)
# and PostgreSQL (the PostgreSQL backend's tests start a private server with its initdb and pg_ctl).
# python3-venv: `make api-check`'s virtual environment for schemathesis.
DEB_DEPS   := libncursesw5-dev libsqlite3-dev pkg-config libcurl4-openssl-dev tmux time curl openssl postgresql python3-venv
# `make bench` only: wrk, the HTTP load generator of the server benchmark (scripts/server-bench.sh).
BENCH_DEPS := wrk
# Swift runs the tests in parallel workers; two cores is the machine size we plan for.
TEST_FLAGS ?= --parallel --num-workers 2
# Every build that tests checks the arrows: a target may import only what Package.swift says it depends on.
IMPORT_CHECK := --explicit-target-dependency-import-check error
# The slow tests, which `make check` leaves out and `make test` runs: the real binaries in a pty or
# against a real server, PostgreSQL started by the tests, the seeded journeys and the monkey.
END_TO_END := EndToEnd|Monkey|Journey|KeysTests|CataloguePostgresTests|CLITests|PasswordPrompt|Serve[A-Z]|AgreesWithSQL|SortKeyTests
# Where `make bench` writes its generated CSVs and databases, and the import sizes it measures.
BENCH_DIR  ?= $(or $(TMPDIR),/tmp)/taproom-import-bench
IMPORT_ROWS ?= 100000 1000000
APP_SCALE_ROWS ?= 1000000
SERVER_BENCH_ROWS ?= 100000

.PHONY: all deps build release server run test check tsan bench fuzz api-check install install-built manual clean

all: build

# Installs the Debian packages named in $(1), only when one is missing.
define install-missing
	@missing=""; for p in $(1); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y $$missing; \
	fi
endef

# The Debian packages the build and the tests need.
deps:
	$(call install-missing,$(DEB_DEPS))

build: deps
	$(SWIFT) build

# The app and its commands only: no server stack is built (`make server` builds that).
release: deps
	$(SWIFT) build -c release --product taproom

# `taproom-server`, the program `taproom serve` runs (Hummingbird, PostgreSQL), beside `taproom`.
server: deps
	$(SWIFT) build -c release --product taproom-server

run: release
	$$($(SWIFT) build -c release --show-bin-path)/taproom $(ARGS)

# XCTest only (no Swift Testing suites exist); the closing line is counted from the xunit report.
test: deps
	$(SWIFT) build --build-tests $(IMPORT_CHECK)
	@status=0; $(SWIFT) test --skip-build --disable-swift-testing $(TEST_FLAGS) --xunit-output .build/xunit.xml || status=$$?; \
	sh scripts/test-summary.sh .build/xunit.xml; exit $$status

# The unit tests of every library and the headless app, without the end-to-end ones: the loop
# a developer runs after each change.
check: deps
	$(SWIFT) build --build-tests $(IMPORT_CHECK)
	@status=0; $(SWIFT) test --skip-build --disable-swift-testing $(TEST_FLAGS) --skip '$(END_TO_END)' --xunit-output .build/xunit-check.xml || status=$$?; \
	sh scripts/test-summary.sh .build/xunit-check.xml; exit $$status

# The tests of everything that runs work on several threads, under ThreadSanitizer, built in its
# own folder so it leaves `make test`'s build alone. A data race fails the run. The rest (virtual
# time, the headless app, widgets, parsers, the end-to-end tests' other processes) runs on one
# thread, where a race cannot happen: `make test` has proved it already. TSAN_FLAGS narrows it
# further, e.g. TSAN_FLAGS="--filter RxCoreTests".
# LOCKING_WITH_PTHREADS makes every `Locked` lock with a pthread mutex, whose ordering the
# sanitizer sees (it does not see Synchronization.Mutex's futex calls; Sources/Locking/Locked.swift).
TSAN_TESTS := --filter '^(LockingTests|RxCoreTests|RxCoreBlockingTests|CatalogueServicesTests|CatalogueClientTests|TaproomServerTests)\.' \
	--filter '^CatalogueTests\.(SQLite|RevisionStream|SearchWhileIndexLoads|SearchBeforeIndexLoads|StoreClosing|BulkImport|Streaming|DeferredSearchIndex)' \
	--filter '^CataloguePostgresTests\.(PostgresConformance|RevisionChanges|SearchMirror|ConnectionPoolRenewal)' --skip EndToEnd
# Each test runs in a process of its own, and ThreadSanitizer sleeps a second before a process
# exits (to catch races at exit) unless told otherwise: 50 ms keeps a little of that, for 685 tests.
TSAN_BUILD := --sanitize=thread --scratch-path .build/tsan -Xswiftc -DLOCKING_WITH_PTHREADS
tsan: deps
	$(SWIFT) build --build-tests $(TSAN_BUILD)
	@status=0; TSAN_OPTIONS="atexit_sleep_ms=50 $$TSAN_OPTIONS" $(SWIFT) test --skip-build $(TSAN_BUILD) --disable-swift-testing $(TEST_FLAGS) $(TSAN_TESTS) $(TSAN_FLAGS) --xunit-output .build/tsan/xunit.xml || status=$$?; \
	sh scripts/test-summary.sh .build/tsan/xunit.xml; exit $$status

# Import at 100,000 and 1,000,000 rows against the Python yardstick (scripts/import-bench.sh;
# its CSVs are generated into $(BENCH_DIR), outside the repository). The app's figures come
# last: AppBenchmarks (in process, headless), the same over $(APP_SCALE_ROWS) imported beers
# (scripts/app-scale-bench.sh; the database is kept in $(BENCH_DIR) and reused), then the
# bytes the real taproom writes through ncurses per keystroke (scripts/terminal-bytes.sh, needs tmux),
# and last the server under load with wrk over $(SERVER_BENCH_ROWS) beers, on SQLite and on a
# private PostgreSQL, one, two and four server processes (scripts/server-bench.sh).
bench: deps
	$(call install-missing,$(BENCH_DEPS))
	$(SWIFT) build -c release --product RxBenchmarks
	$(SWIFT) build -c release --product CatalogueBenchmarks
	$(SWIFT) build -c release --product AppBenchmarks
	$(SWIFT) build -c release --product taproom
	$(SWIFT) build -c release --product taproom-server
	$$($(SWIFT) build -c release --show-bin-path)/RxBenchmarks $(ARGS)
	$$($(SWIFT) build -c release --show-bin-path)/CatalogueBenchmarks $(ARGS)
	BENCH_DIR="$(BENCH_DIR)" sh scripts/import-bench.sh "$$($(SWIFT) build -c release --show-bin-path)" $(IMPORT_ROWS)
	$$($(SWIFT) build -c release --show-bin-path)/AppBenchmarks
	BENCH_DIR="$(BENCH_DIR)" sh scripts/app-scale-bench.sh "$$($(SWIFT) build -c release --show-bin-path)" $(APP_SCALE_ROWS)
	sh scripts/terminal-bytes.sh "$$($(SWIFT) build -c release --show-bin-path)/taproom"
	BENCH_DIR="$(BENCH_DIR)" sh scripts/server-bench.sh "$$($(SWIFT) build -c release --show-bin-path)" $(SERVER_BENCH_ROWS)

# schemathesis (PyPI, pinned) in its own virtual environment, made once in $(API_CHECK_VENV).
SCHEMATHESIS_VERSION := 4.32.5
API_CHECK_VENV := .build-venv
$(API_CHECK_VENV)/schemathesis-$(SCHEMATHESIS_VERSION):
	python3 -m venv $(API_CHECK_VENV)
	$(API_CHECK_VENV)/bin/pip install --quiet schemathesis==$(SCHEMATHESIS_VERSION)
	touch $@

# docs/openapi.json against a live `taproom serve` with schemathesis --checks all, on SQLite and
# on a PostgreSQL it starts (scripts/api-check.sh): any failure fails it.
api-check: deps $(API_CHECK_VENV)/schemathesis-$(SCHEMATHESIS_VERSION)
	$(SWIFT) build --product taproom
	$(SWIFT) build --product taproom-server
	sh scripts/api-check.sh "$$($(SWIFT) build --show-bin-path)" $(API_CHECK_VENV)/bin/schemathesis

# libFuzzer over every parser of outside input, FUZZ_SECONDS (default 60) per target (scripts/fuzz.sh).
fuzz: deps
	bash scripts/fuzz.sh

# Installs the release build under $(DESTDIR)$(PREFIX): the two programs, the bundled catalogue,
# the manual page and the bash, zsh and fish completions.
install: release server
	$(MAKE) install-built

# What `install` copies, from the programs already built in BIN (the release build unless BIN is
# given), building nothing of the package: the completions are what `taproom
# --generate-completion-script` prints, the manual page what `manual` makes.
install-built: manual
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 "$(BIN)/taproom" $(DESTDIR)$(PREFIX)/bin/taproom
	install -m 0755 "$(BIN)/taproom-server" $(DESTDIR)$(PREFIX)/bin/taproom-server
	# The bundled catalogue, where taproom looks beside an installed binary (../share/taproom).
	install -d $(DESTDIR)$(PREFIX)/share/taproom/Taproom_Catalogue.resources
	install -m 0644 "$(BIN)/Taproom_Catalogue.resources/catalogue.csv" \
	  $(DESTDIR)$(PREFIX)/share/taproom/Taproom_Catalogue.resources/catalogue.csv
	install -d $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 0644 .build/man/taproom.1 $(DESTDIR)$(PREFIX)/share/man/man1/taproom.1
	install -d $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	"$(BIN)/taproom" --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/taproom
	"$(BIN)/taproom" --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_taproom
	"$(BIN)/taproom" --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/taproom.fish

# The manual page, .build/man/taproom.1, made from the command definitions of the taproom in BIN by
# swift-argument-parser's own generator: the `generate-manual` tool that its GenerateManual plugin
# runs, built from the package's checkout (offline). The plugin itself (`swift package
# generate-manual`) would first build every product of this package in release, benchmarks
# included, for the same page. Dated by the last commit, so the same sources make the same page.
manual:
	$(SWIFT) build -c release --package-path .build/checkouts/swift-argument-parser \
	  --scratch-path .build/generate-manual --product generate-manual
	mkdir -p .build/man
	.build/generate-manual/release/generate-manual "$(BIN)/taproom" --output-directory .build/man \
	  --date "$$(git log -1 --format=%cs 2>/dev/null || date -u +%F)"

clean:
	rm -rf .build $(API_CHECK_VENV)
