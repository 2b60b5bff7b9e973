# Starts a throwaway PostgreSQL cluster on 127.0.0.1 and exports TEST_DATABASE_URL. Sourced by .ci/run.
# A cluster already answering on the port (a developer's) is reused, never wiped.
start_postgres() {
  local port=${TSUMIKI_PG_PORT:-55432} dir=/tmp/tsumiki-ci-pg bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || return 1
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
    echo "PostgreSQL already running on 127.0.0.1:$port"
    return 0
  fi
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  rm -rf "$dir" && mkdir -p "$dir" || return 1
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null || return 1
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null || return 1
  echo "PostgreSQL on 127.0.0.1:$port"
}
