"""PyInstaller hook for pyqtgraph, in place of the one in pyinstaller-hooks-contrib.

The same collection (pyqtgraph's data files, its Qt-specific UI template modules, the multiprocess bootstrap),
minus what the app leaves out: the parts `bundle_plan.EXCLUDED_MODULES` names (which the stock hook would try to
import, warning that OpenGL is missing) and pyqtgraph's own application icons (only ``pg.mkQApp`` shows them).
"""

import bundle_plan  # on the path: dealerdesk.spec puts packaging/ there
from PyInstaller.utils.hooks import collect_data_files, collect_submodules
from PyInstaller.utils.hooks.qt import exclude_extraneous_qt_bindings

datas = collect_data_files("pyqtgraph", excludes=["**/examples/*", "**/icons/peegee/*"])
hiddenimports = [
    name
    for name in collect_submodules("pyqtgraph", filter=lambda name: not bundle_plan.is_excluded(name))
    if "Template" in name
]
hiddenimports += ["pyqtgraph.multiprocess.bootstrap"]
excludedimports = exclude_extraneous_qt_bindings(hook_name="hook-pyqtgraph", qt_bindings_order=None)
