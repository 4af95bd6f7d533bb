#!/usr/bin/env bash
# Postgres and Redis for the scale-out tests, as ordinary services on loopback ports, in a temporary folder.
# `source .ci/services.sh && services_start` exports DATABASE_URL and REDIS_URL; `services_stop` stops both.
# Postgres will not run as root: it runs as the postgres user, with a data folder that user owns.

services_install() {
  if ! command -v pg_config >/dev/null 2>&1 || ! command -v redis-server >/dev/null 2>&1; then
    # Each apt-get has a time limit, so that a mirror that does not answer fails the step instead of hanging CI.
    local install=(timeout --kill-after=30 900 env DEBIAN_FRONTEND=noninteractive apt-get install -y
      postgresql redis-server)
    "${install[@]}" >/dev/null 2>&1 ||
      { timeout --kill-after=30 600 apt-get update >/dev/null 2>&1 && "${install[@]}" >/dev/null 2>&1; }
  fi
  command -v pg_config >/dev/null 2>&1 && command -v redis-server >/dev/null 2>&1
}

services_start() {
  services_install || return 1
  SERVICES_DIR=$(mktemp -d)
  chmod 755 "$SERVICES_DIR"
  local bin pg_port=55432 redis_port=56379
  bin=$(pg_config --bindir)
  mkdir -p "$SERVICES_DIR/pg"
  chown postgres "$SERVICES_DIR/pg"
  timeout 300 runuser -u postgres -- "$bin/initdb" -D "$SERVICES_DIR/pg" -A trust -U tables >/dev/null || return 1
  runuser -u postgres -- "$bin/pg_ctl" -D "$SERVICES_DIR/pg" -l "$SERVICES_DIR/pg/log" -o "-c listen_addresses=127.0.0.1 -p $pg_port -k $SERVICES_DIR/pg" -w start >/dev/null || return 1
  redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --daemonize yes --pidfile "$SERVICES_DIR/redis.pid" --logfile "$SERVICES_DIR/redis.log" || return 1
  export DATABASE_URL="postgres://tables@127.0.0.1:$pg_port/postgres"
  export REDIS_URL="redis://127.0.0.1:$redis_port"
  export SERVICES_DIR
}

services_stop() {
  [ -n "${SERVICES_DIR:-}" ] || return 0
  runuser -u postgres -- "$(pg_config --bindir)/pg_ctl" -D "$SERVICES_DIR/pg" -m fast -w stop >/dev/null 2>&1
  [ -f "$SERVICES_DIR/redis.pid" ] && kill "$(cat "$SERVICES_DIR/redis.pid")" 2>/dev/null
  rm -rf "$SERVICES_DIR"
  unset SERVICES_DIR
}
