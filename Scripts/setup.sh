# Shared by Scripts/listlab and Scripts/test: make sure the Debian packages ListLab builds against
# are installed. Sourced, not run.

# Lua 5.4 (headers + pkg-config file), libedit (BSD line editing), and pkg-config, which SwiftPM
# uses to find both.
listlab_packages=(liblua5.4-dev libedit-dev pkg-config)

listlab_missing_packages() {
  local missing=()
  for package in "${listlab_packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  echo "${missing[@]:-}"
}

listlab_ensure_packages() {
  local missing
  missing=$(listlab_missing_packages)
  [ -z "$missing" ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "listlab needs these Debian packages, and apt-get is not available: $missing" >&2
    return 1
  fi
  if [ "$(id -u)" -ne 0 ]; then
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
