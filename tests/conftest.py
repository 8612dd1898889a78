"""Test set-up shared by every suite: Qt renders offscreen unless the caller chose a platform."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# settings, autosaves and solo records of every test go to a private folder, never the user's
# (the shell's tests give each test its own)
os.environ.setdefault("BOUQUET_HOME", tempfile.mkdtemp(prefix="bouquet-tests-"))
