import sys

from netplay.cli import main

sys.exit(main())
