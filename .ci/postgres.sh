# Starts a throwaway PostgreSQL cluster on 127.0.0.1 and exports TEST_DATABASE_URL. Sourced by .ci/run.
start_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || return 1
  local dir=/tmp/tsumiki-ci-pg port=55432
  rm -rf "$dir" && mkdir -p "$dir" && chown postgres "$dir" 2>/dev/null || true
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null || return 1
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null || return 1
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL on 127.0.0.1:$port"
}
