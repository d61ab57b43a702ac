"""``python -m rigwright``: the same entry point as the ``rigwright`` command."""

import sys

from rigwright.gui.shell.entry import main

sys.exit(main())
