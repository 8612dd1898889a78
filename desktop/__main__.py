"""``python -m desktop`` runs the app like the ``bouquet`` command."""

import sys

from desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
