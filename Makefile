# Thin aliases for the npm scripts (see README).
.PHONY: install start dev test lint build bench ci

install:
	npm install

start:
	npm start

dev:
	npm run dev

test:
	npm test

lint:
	npm run lint

build:
	npm run build

bench:
	npm run bench

ci:
	bash .ci/run
