#!/usr/bin/env bash
# A throwaway PostgreSQL for the database tests, from Debian's server binaries.
#
#   bash scripts/postgres-for-tests.sh start   # prints the connection URL as its last line
#   bash scripts/postgres-for-tests.sh stop    # stops it and deletes its files
#   bash scripts/postgres-for-tests.sh url     # prints the URL of the running one
#
# It installs the `postgresql` package when the binaries are missing and this runs as
# root, creates a cluster in a new temporary folder, and listens on a free loopback
# port only (no Unix socket outside that folder). As root, the server runs as the
# `postgres` user, since PostgreSQL refuses to run as root.
# Use the URL as TEST_DATABASE_URL:
#   export TEST_DATABASE_URL="$(bash scripts/postgres-for-tests.sh start | tail -n1)"
set -euo pipefail

STATE_FILE="$(dirname "$(mktemp -u)")/horizon-postgres-for-tests.state"

log() { echo "postgres-for-tests: $*" >&2; }

find_bin_dir() {
  local initdb
  initdb="$(ls -1 /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n1 || true)"
  [[ -n "$initdb" ]] && dirname "$initdb"
}

ensure_binaries() {
  local dir
  dir="$(find_bin_dir || true)"
  if [[ -z "$dir" ]]; then
    if [[ "$(id -u)" -ne 0 ]]; then
      log "PostgreSQL server binaries not found and not root: install Debian's postgresql package."
      return 1
    fi
    log "installing Debian's postgresql package"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq postgresql >&2 || { apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2; }
    dir="$(find_bin_dir || true)"
    [[ -n "$dir" ]] || { log "installation did not provide initdb"; return 1; }
  fi
  echo "$dir"
}

free_port() {
  local node="node"
  [[ -x ./node_modules/.bin/node ]] && node="./node_modules/.bin/node"
  "$node" -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

# Runs a command as the cluster's owner.
as_owner() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

start() {
  if [[ -f "$STATE_FILE" ]]; then
    # shellcheck disable=SC1090
    source "$STATE_FILE"
    if as_owner "$BIN_DIR/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
      log "already running"
      echo "$URL"
      return 0
    fi
    rm -f "$STATE_FILE"
  fi

  local bin_dir dir port url
  bin_dir="$(ensure_binaries)"
  dir="$(mktemp -d -t horizon-pg-XXXXXX)"
  if [[ "$(id -u)" -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || { log "the postgres user is missing"; return 1; }
    chown postgres "$dir"
  fi
  port="$(free_port)"
  as_owner "$bin_dir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; return 1; }
  as_owner "$bin_dir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >&2 || { cat "$dir/server.log" >&2; return 1; }
  url="postgres://postgres@127.0.0.1:$port/postgres"
  printf 'BIN_DIR=%q\nDIR=%q\nURL=%q\n' "$bin_dir" "$dir" "$url" >"$STATE_FILE"
  log "running on 127.0.0.1:$port (data in $dir)"
  echo "$url"
}

stop() {
  [[ -f "$STATE_FILE" ]] || { log "not running"; return 0; }
  # shellcheck disable=SC1090
  source "$STATE_FILE"
  as_owner "$BIN_DIR/pg_ctl" -D "$DIR/data" -m fast -w stop >&2 || true
  rm -rf "$DIR" "$STATE_FILE"
  log "stopped"
}

url() {
  [[ -f "$STATE_FILE" ]] || { log "not running"; return 1; }
  # shellcheck disable=SC1090
  source "$STATE_FILE"
  echo "$URL"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  url) url ;;
  *) echo "usage: $0 start|stop|url" >&2; exit 2 ;;
esac
