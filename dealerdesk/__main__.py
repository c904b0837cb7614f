"""``python -m dealerdesk`` runs the command line."""

import sys

from dealerdesk.cli import main

sys.exit(main())
