#!/usr/bin/env bash
# Build the desktop app as one folder with PyInstaller: dist/dealerdesk/, the program dist/dealerdesk/dealerdesk.
#
#   bash packaging/build.sh            (from anywhere; extra arguments go to PyInstaller, e.g. --clean)
#
# Works on a clean clone: installs the app's dependencies and PyInstaller when they are missing (with the Python
# in $PYTHON, default python3). PyInstaller's intermediate files go to build/pyinstaller/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
python=${PYTHON:-python3}

# The app's own dependencies (a clean clone has none of them yet).
if ! "$python" -c "import PySide6.QtWidgets, pyqtgraph, numpy, platformdirs, miniaudio" >/dev/null 2>&1; then
    echo "build.sh: installing dealerdesk and its dependencies"
    "$python" -m pip install -q -e ".[build]"
fi

# PyInstaller 6.10 or newer.
if ! "$python" - <<'EOF'
import importlib.metadata
import sys

try:
    version = importlib.metadata.version("pyinstaller")
except importlib.metadata.PackageNotFoundError:
    sys.exit(1)
sys.exit(0 if tuple(int(part) for part in version.split(".")[:2]) >= (6, 10) else 1)
EOF
then
    echo "build.sh: installing PyInstaller"
    "$python" -m pip install -q "pyinstaller>=6.10"
fi

# On Linux PyInstaller writes the program with objcopy and tells libraries from data with objdump (binutils); its
# Qt hooks load PySide6, which needs the system libraries .ci/run lists; and the bundle carries the X11 helper
# libraries Qt's xcb platform plugin links to, taken from this machine (desktops often lack libxcb-cursor0, which
# Qt needs since 6.5). On Debian as root, install the ones that are missing; elsewhere say what is missing.
if [ "$(uname -s)" = Linux ] && command -v dpkg >/dev/null 2>&1; then
    wanted="binutils libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3 libx11-6 libxkbcommon0
            libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0
            libxcb-xkb1 libxkbcommon-x11-0"
    missing=""
    for package in $wanted; do
        dpkg -s "$package" >/dev/null 2>&1 || missing="$missing $package"
    done
    if [ -n "$missing" ]; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            echo "build.sh: installing Debian packages:$missing"
            apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
        else
            echo "build.sh: missing Debian packages (sudo apt-get install$missing)" >&2
        fi
    fi
fi
if [ "$(uname -s)" = Linux ] && ! command -v objcopy >/dev/null 2>&1; then
    echo "build.sh: PyInstaller needs objcopy and objdump: install binutils" >&2
    exit 1
fi

started=$(date +%s)
"$python" -m PyInstaller --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller "$@" packaging/dealerdesk.spec
# The Linux packages (packaging/linux_package.py) add the desktop entry, icons and metainfo around the bundle.
echo "build.sh: built dist/dealerdesk/ in $(( $(date +%s) - started )) s; its size and biggest files:"
"$python" - <<'EOF'
from pathlib import Path

files = sorted((path.stat().st_size, str(path)) for path in Path("dist/dealerdesk").rglob("*")
               if path.is_file() and not path.is_symlink())
print(f"  {sum(size for size, _ in files) / 2**20:6.1f} MB  in all ({len(files)} files)")
for size, path in reversed(files[-12:]):
    print(f"  {size / 2**20:6.1f} MB  {path}")
EOF
