"""Entry script for the PyInstaller bundle."""

import sys

from gui.app import main

sys.exit(main())
