# Shared by Scripts/listlab and Scripts/test: make sure the Debian packages ListLab builds against
# are installed. Sourced, not run.

# Lua 5.4 (headers + pkg-config file), libedit (BSD line editing), and pkg-config, which SwiftPM
# uses to find both; CodeMirror 5 and its Lua mode, the editor of `listlab serve`'s page (a plain
# text area without it).
listlab_packages=(liblua5.4-dev libedit-dev pkg-config libjs-codemirror)
# The release build the scripts make (listlab, bench, fuzz). Cross-module optimization lets the
# compiler inline the small functions one module calls in another (a cell's fields, the chunked
# storage, the id index): the layout is split into modules, and without it `listlab bench` runs
# 10–40% slower (docs/performance.md, "Modules and speed").
listlab_release_flags=(-c release -Xswiftc -cross-module-optimization)
# Only the test suite: zlib for the browser tests' PNG decoder, Python 3 for the generated
# scenarios (Scripts/fuzz), and headless Chromium, which renders the HTML pages (`--html`) in
# the browser tests.
listlab_test_packages=(zlib1g-dev python3)
listlab_browser_packages=(chromium)

# Prints the packages among the arguments (default: listlab_packages) that are not installed.
listlab_missing_packages() {
  local missing=()
  local wanted=("$@")
  [ ${#wanted[@]} -eq 0 ] && wanted=("${listlab_packages[@]}")
  for package in "${wanted[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  echo "${missing[@]:-}"
}

# Installs the packages given (default: listlab_packages) that are missing: with apt-get when
# root, else prints the exact command and stops. With --optional first, it does not stop: it
# says what is missing and returns 0 (the tests that need it skip themselves with a reason).
listlab_ensure_packages() {
  local optional=0
  if [ "${1:-}" = "--optional" ]; then
    optional=1
    shift
  fi
  local missing
  missing=$(listlab_missing_packages "$@")
  [ -z "$missing" ] && return 0
  if ! command -v apt-get >/dev/null 2>&1 || [ "$(id -u)" -ne 0 ]; then
    if [ "$optional" -eq 1 ]; then
      echo "Not installed: $missing (the tests that need it are skipped). Install it with:" >&2
      echo "  sudo apt-get update && sudo apt-get install -y $missing" >&2
      return 0
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
      echo "listlab needs these Debian packages, and apt-get is not available: $missing" >&2
      return 1
    fi
    echo "listlab needs these Debian packages: $missing" >&2
    echo "Install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y $missing" >&2
    exit 1
  fi
  echo "Installing $missing ..." >&2
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086
  if ! apt-get install -y --no-install-recommends $missing >&2; then
    apt-get update >&2
    # shellcheck disable=SC2086
    apt-get install -y --no-install-recommends $missing >&2
  fi
}
