# Quick start: `make` (set up, render and verify the matrix), then `swift test`.
SWIFT ?= swift

.PHONY: all setup build verify test record list format lint clean

all: verify

setup:
	./scripts/setup-system.sh

build: setup
	$(SWIFT) build

## Render every variant, compare with Snapshots/, write failure artifacts to snapshot-output/.
verify: setup
	$(SWIFT) run snapshot verify
	@echo "references: Snapshots/   failure artifacts (when any): snapshot-output/artifacts/"

test: setup
	$(SWIFT) test

## Re-record every reference (review the PNG diff before committing).
record: setup
	$(SWIFT) run snapshot record

list: setup
	$(SWIFT) run snapshot list

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

lint:
	$(SWIFT) format lint --recursive Package.swift Sources Tests

clean:
	rm -rf .build snapshot-output
