#!/usr/bin/env bash
# The API suite on the PostgreSQL server at 127.0.0.1:5432 with a streaming read replica on 5433
# (scripts/replica-setup.sh), in a database of its own that is dropped afterwards. Run after
# `npm run build`.
#   bash scripts/test-postgres.sh          the files whose subject is the database server: the replica,
#                                          processes sharing it, start-up together, statement timeouts
#                                          and cancels, NOTIFY, the search SQL and triggers (CI runs this)
#   bash scripts/test-postgres.sh --all    every API file (npm run test:postgres; about 5 minutes on two cores)
# The two sweeps of bad input check how requests are parsed and refused, the same code on either
# database (PGlite is PostgreSQL): they run in the embedded pass only.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 from the `node` package, as `npm run` has it: the tests start the server with `node`.
export PATH="$PWD/node_modules/.bin:$PATH"

SERVER_FILES=(
  tests/api/read-replica.test.ts
  tests/api/two-processes.test.ts
  tests/api/startup-race.test.ts
  tests/api/bounded-search.test.ts
  tests/api/page-cache.test.ts
  tests/api/health.test.ts
  tests/api/metrics.test.ts
  tests/api/lifecycle.test.ts
  tests/api/db-rules.test.ts
  tests/api/review-purge.test.ts
  tests/api/search-index.test.ts
  tests/api/search-ranking.test.ts
  tests/api/search-filters.test.ts
  tests/api/niche-listing.test.ts
  tests/api/public-coaches.test.ts
  tests/api/reviews.test.ts
  tests/api/insights-counting.test.ts
)

files=("${SERVER_FILES[@]}")
if [ "${1:-}" = "--all" ]; then files=(); fi

pg="postgresql://postgres@127.0.0.1:5432"
db="coach_test_$(date +%s)_$$"
psql "$pg/postgres" -v ON_ERROR_STOP=1 -qc "create database $db"
trap 'psql "$pg/postgres" -qc "drop database if exists $db with (force)" || true' EXIT
bash scripts/replica-setup.sh start

# The file filters before the options: --project would take them as more project names.
REPLICA_URL="postgresql://postgres@127.0.0.1:5433" DATABASE_URL="$pg/$db" vitest run \
  "${files[@]}" --project api \
  --exclude tests/api/bad-input-sweep.test.ts --exclude tests/api/bad-form-sweep.test.ts \
  --reporter=default --reporter=json --outputFile.json=test-results/api-postgres.json
