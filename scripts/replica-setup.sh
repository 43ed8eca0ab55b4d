#!/usr/bin/env bash
# A streaming read replica of the PostgreSQL server on this machine, for the replica and scale
# tests (decision 0071): `scripts/replica-setup.sh start` copies the primary with pg_basebackup
# (-R writes the standby settings) into $REPLICA_DIR and starts it on $REPLICA_PORT; `stop` stops
# it. Idempotent: a replica already answering is kept. Needs the PostgreSQL server binaries
# (Debian's postgresql package) and a primary that accepts replication from 127.0.0.1: the script
# adds a `host replication` line to the primary's pg_hba.conf (trust, loopback only) if none is there.
set -euo pipefail

PRIMARY_PORT="${PRIMARY_PORT:-5432}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
REPLICA_DIR="${REPLICA_DIR:-/tmp/coach-replica}"
BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}"
primary=(psql -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atq)

# pg_ctl refuses to run as root: the server runs as the postgres user, which owns its files.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop() {
  if [ -f "$REPLICA_DIR/postmaster.pid" ]; then
    as_postgres "$BIN/pg_ctl" -D "$REPLICA_DIR" -m fast stop >/dev/null || true
  fi
}

start() {
  if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$REPLICA_PORT" &&
    [ "$(psql -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atqc 'select pg_is_in_recovery()')" = t ]; then
    echo "replica: already streaming on port $REPLICA_PORT"
    return
  fi
  stop
  local hba
  hba=$("${primary[@]}" -c "show hba_file")
  if ! grep -Eq '^\s*host\s+replication\s+all\s+127\.0\.0\.1/32' "$hba"; then
    echo "host replication all 127.0.0.1/32 trust" >>"$hba"
    "${primary[@]}" -c "select pg_reload_conf()" >/dev/null
  fi
  rm -rf "$REPLICA_DIR"
  mkdir -p "$(dirname "$REPLICA_DIR")"
  echo "replica: pg_basebackup from port $PRIMARY_PORT into $REPLICA_DIR"
  "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$REPLICA_DIR" -R -X stream -c fast
  # Debian keeps the configuration outside the data folder: the replica gets a small one of its own.
  cat >"$REPLICA_DIR/postgresql.conf" <<EOF
port = $REPLICA_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$REPLICA_DIR'
hot_standby = on
max_connections = 200
shared_buffers = 128MB
EOF
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$REPLICA_DIR/pg_hba.conf"
  : >"$REPLICA_DIR/pg_ident.conf"
  if [ "$(id -u)" = 0 ]; then chown -R postgres: "$REPLICA_DIR"; fi
  chmod 700 "$REPLICA_DIR"
  as_postgres "$BIN/pg_ctl" -D "$REPLICA_DIR" -l "$REPLICA_DIR/server.log" -w start >/dev/null
  for _ in $(seq 1 100); do
    if [ "$("${primary[@]}" -c "select count(*) from pg_stat_replication where state = 'streaming'")" -gt 0 ]; then
      echo "replica: streaming on port $REPLICA_PORT"
      return
    fi
    sleep 0.1
  done
  echo "replica: started but not streaming; see $REPLICA_DIR/server.log" >&2
  exit 1
}

case "${1:-start}" in
start) start ;;
stop) stop ;;
*)
  echo "usage: $0 start|stop" >&2
  exit 2
  ;;
esac
