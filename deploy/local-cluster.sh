#!/usr/bin/env bash
# Boardwright as several instances on one machine, for trying it: a PostgreSQL cluster of its
# own, N `serve` instances sharing it, and nginx in front (deploy/nginx/boardwright.conf with
# these ports). Uses Debian's packages (apt-get install -y postgresql nginx); downloads nothing.
#
#   deploy/local-cluster.sh run     start everything, wait for Ctrl-C, stop everything
#   deploy/local-cluster.sh start   start everything and return (state and logs in $BOARDWRIGHT_RUN)
#   deploy/local-cluster.sh stop    stop what start started (instances gracefully, with SIGTERM)
#
# Settings (environment): BOARDWRIGHT_RUN (default /tmp/boardwright-cluster; must be reachable
# by the user PostgreSQL runs as), PORT (nginx, default 8080), INSTANCES (default 2),
# FIRST_INSTANCE_PORT (default 8081), FIRST_METRICS_PORT (each instance's /metrics on loopback,
# default 9181: 9181, 9182, ...), PG_PORT (default 5433), NGINX_CONNECTIONS (nginx's
# worker_connections, default 4096: each WebSocket takes two), BOARDWRIGHT_JAR (default
# cli/target/boardwright.jar; `./mvnw -q -pl cli -am package -DskipTests` builds it), JAVA
# (default java), BOARDWRIGHT_COMPUTER_LEASE (seconds, default 10); the instances read the other
# BOARDWRIGHT_* settings of `serve` (docs/deploy.md), trust nginx (--trusted-proxy 127.0.0.1) and
# name nginx's address as the public URL unless BOARDWRIGHT_PUBLIC_URL says another.
# As root, PostgreSQL runs as the user postgres (or nobody); it refuses to run as root.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
RUN="${BOARDWRIGHT_RUN:-/tmp/boardwright-cluster}"
PORT="${PORT:-8080}"
INSTANCES="${INSTANCES:-2}"
FIRST_INSTANCE_PORT="${FIRST_INSTANCE_PORT:-8081}"
FIRST_METRICS_PORT="${FIRST_METRICS_PORT:-9181}"
PG_PORT="${PG_PORT:-5433}"
JAR="${BOARDWRIGHT_JAR:-$here/../cli/target/boardwright.jar}"
JAVA="${JAVA:-java}"
PGDATA="$RUN/postgres"
DB_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/boardwright?user=boardwright"

die() { echo "local-cluster: $*" >&2; exit 1; }

pg_bin() {
    local d
    d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
    if [ -n "$d" ] && [ -x "$d/initdb" ]; then echo "$d"; return; fi
    command -v pg_ctl >/dev/null 2>&1 || die "PostgreSQL is not installed (apt-get install -y postgresql)"
    dirname "$(command -v pg_ctl)"
}

nginx_bin() {
    local n
    n="$(command -v nginx 2>/dev/null || true)"
    [ -n "$n" ] || { [ -x /usr/sbin/nginx ] && n=/usr/sbin/nginx; }
    [ -n "$n" ] || die "nginx is not installed (apt-get install -y nginx)"
    echo "$n"
}

# PostgreSQL's programs, as an unprivileged user when this script runs as root.
as_db() {
    if [ "$(id -u)" != 0 ]; then "$@"; return; fi
    local user=postgres
    id "$user" >/dev/null 2>&1 || user=nobody
    setpriv --reuid="$(id -u "$user")" --regid="$(id -g "$user")" --clear-groups -- "$@"
}

# 0 when GET http://127.0.0.1:$1$2 answers 200 (bash's /dev/tcp: no curl needed).
http_ok() {
    local status
    status="$( (exec 3<>"/dev/tcp/127.0.0.1/$1" && printf 'GET %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "$2" >&3 \
        && head -n 1 <&3) 2>/dev/null || true)"
    [[ "$status" == *" 200 "* ]]
}

wait_healthy() { # port what
    local i
    for i in $(seq 1 600); do
        http_ok "$1" /api/health && return 0
        sleep 0.1
    done
    die "$2 did not become healthy on port $1 (logs in $RUN)"
}

start_postgres() {
    local bin
    bin="$(pg_bin)"
    if [ ! -s "$PGDATA/PG_VERSION" ]; then
        mkdir -p "$PGDATA"
        [ "$(id -u)" = 0 ] && chown "$(id -u postgres 2>/dev/null || id -u nobody)" "$PGDATA"
        as_db "$bin/initdb" -D "$PGDATA" -U boardwright --auth=trust -E UTF8 --no-locale >"$RUN/initdb.log"
    fi
    as_db "$bin/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w -t 60 \
        -o "-p $PG_PORT -k $PGDATA -c listen_addresses=127.0.0.1" start >/dev/null
    "$bin/psql" -h 127.0.0.1 -p "$PG_PORT" -U boardwright -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = 'boardwright'" | grep -q 1 \
        || "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U boardwright boardwright
    echo "PostgreSQL on 127.0.0.1:$PG_PORT ($PGDATA)"
}

start_instances() {
    [ -f "$JAR" ] || die "no jar at $JAR: build it with ./mvnw -q -pl cli -am package -DskipTests"
    local i port
    for i in $(seq 1 "$INSTANCES"); do
        port=$((FIRST_INSTANCE_PORT + i - 1))
        BOARDWRIGHT_DB="$DB_URL" nohup "$JAVA" -jar "$JAR" serve --host 127.0.0.1 --port "$port" \
            --trusted-proxy 127.0.0.1 --public-url "${BOARDWRIGHT_PUBLIC_URL:-http://127.0.0.1:$PORT}" \
            --metrics-port $((FIRST_METRICS_PORT + i - 1)) \
            >"$RUN/instance-$i.log" 2>&1 &
        echo $! >"$RUN/instance-$i.pid"
        echo "$port" >"$RUN/instance-$i.port"
    done
    for i in $(seq 1 "$INSTANCES"); do
        wait_healthy "$(cat "$RUN/instance-$i.port")" "instance $i"
        echo "instance $i on 127.0.0.1:$(cat "$RUN/instance-$i.port") (pid $(cat "$RUN/instance-$i.pid")," \
            "metrics on http://127.0.0.1:$((FIRST_METRICS_PORT + i - 1))/metrics)"
    done
}

start_nginx() {
    local conf="$RUN/nginx/nginx.conf" upstreams="" i
    mkdir -p "$RUN/nginx"
    for i in $(seq 1 "$INSTANCES"); do
        upstreams+="    server 127.0.0.1:$((FIRST_INSTANCE_PORT + i - 1)) max_fails=1 fail_timeout=5s;\n"
    done
    {
        echo "worker_processes 1;"
        echo "pid $RUN/nginx/nginx.pid;"
        echo "error_log $RUN/nginx/error.log warn;"
        echo "events { worker_connections ${NGINX_CONNECTIONS:-4096}; }"
        echo "http {"
        echo "client_body_temp_path $RUN/nginx/body; proxy_temp_path $RUN/nginx/proxy;"
        echo "fastcgi_temp_path $RUN/nginx/fastcgi; uwsgi_temp_path $RUN/nginx/uwsgi; scgi_temp_path $RUN/nginx/scgi;"
        # The shipped configuration with this machine's ports and log.
        sed -e '/^[[:space:]]*server 127\.0\.0\.1:[0-9]* /d' \
            -e "s|^upstream boardwright {|upstream boardwright {\n$upstreams|" \
            -e "s|listen 80;|listen 127.0.0.1:$PORT;|" \
            -e "s|/var/log/nginx/boardwright.log|$RUN/nginx/access.log|" \
            "$here/nginx/boardwright.conf"
        echo "}"
    } >"$conf"
    "$(nginx_bin)" -e "$RUN/nginx/error.log" -p "$RUN/nginx" -c "$conf"
    wait_healthy "$PORT" "nginx"
    echo "nginx on 127.0.0.1:$PORT"
}

start() {
    mkdir -p "$RUN"
    chmod 755 "$RUN"
    start_postgres
    start_instances
    start_nginx
    echo "Boardwright is running: open http://localhost:$PORT/ (logs in $RUN; stop: $0 stop)"
}

stop() {
    local f pid
    if [ -f "$RUN/nginx/nginx.pid" ]; then
        "$(nginx_bin)" -e "$RUN/nginx/error.log" -p "$RUN/nginx" -c "$RUN/nginx/nginx.conf" -s quit 2>/dev/null || true
    fi
    for f in "$RUN"/instance-*.pid; do
        [ -f "$f" ] || continue
        pid="$(cat "$f")"
        kill -TERM "$pid" 2>/dev/null || true # graceful: requests in flight finish
    done
    for f in "$RUN"/instance-*.pid; do
        [ -f "$f" ] || continue
        pid="$(cat "$f")"
        for _ in $(seq 1 400); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$pid" 2>/dev/null || true
        rm -f "$f"
    done
    if [ -f "$PGDATA/postmaster.pid" ]; then
        as_db "$(pg_bin)/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null || true
    fi
    echo "stopped (data kept in $PGDATA)"
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    run)
        start
        trap 'stop; exit 0' INT TERM
        while true; do sleep 1; done
        ;;
    *) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
