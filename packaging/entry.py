"""The frozen app's main script: PyInstaller starts here and runs the ``dealerdesk`` command line.

A script rather than ``dealerdesk/__main__.py`` so the spec names one small file whose only job is to call
``dealerdesk.cli:main`` (the same entry point ``pip install`` gives the ``dealerdesk`` command).
"""

import sys

from dealerdesk.cli import main

if __name__ == "__main__":
    sys.exit(main())
